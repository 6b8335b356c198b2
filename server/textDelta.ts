// Where a newer text differs from an older one, as the single region between their common prefix
// and common suffix, and how offsets outside that region move. Typing changes one spot at a time,
// so a position away from it can be answered from the older text's parse: for a large file that
// parse is hundreds of milliseconds a request need not wait for.
import type { Position } from '../shared/engine/diagnostics';

/** [start, olderEnd) of the older text became [start, newerEnd) of the newer one; the rest is equal. */
export interface TextDelta {
  start: number;
  olderEnd: number;
  newerEnd: number;
}

/** Compares in blocks (substring equality is a native comparison), then character by character. */
export function textDelta(older: string, newer: string): TextDelta {
  const shorter = Math.min(older.length, newer.length);
  const start = commonRun(shorter, (from, to) => older.slice(from, to) === newer.slice(from, to));
  const tail = commonRun(shorter - start, (from, to) => older.slice(older.length - to, older.length - from) === newer.slice(newer.length - to, newer.length - from));
  return { start, olderEnd: older.length - tail, newerEnd: newer.length - tail };
}

/** The longest n <= max such that equal(0, n) holds, found by shrinking block sizes. */
function commonRun(max: number, equal: (from: number, to: number) => boolean): number {
  let length = 0;
  for (let block = 1 << 16; block >= 1; block >>= 2) {
    while (length + block <= max && equal(length, length + block)) length += block;
  }
  return length;
}

/** An offset of the newer text in the older one; undefined inside the changed region (no older twin). */
export function toOlder(delta: TextDelta, offset: number): number | undefined {
  if (offset <= delta.start) return offset;
  if (offset >= delta.newerEnd) return offset - delta.newerEnd + delta.olderEnd;
  return undefined;
}

/** An offset of the older text in the newer one (an offset inside the replaced region goes to its end). */
export function toNewer(delta: TextDelta, offset: number): number {
  if (offset <= delta.start) return offset;
  if (offset >= delta.olderEnd) return offset - delta.olderEnd + delta.newerEnd;
  return delta.newerEnd;
}

/** The offset of an LSP position in `text` (a character past its line's end means the end of the line). */
export function offsetOf(text: string, position: Position): number {
  let lineStart = 0;
  for (let line = 0; line < position.line; line++) {
    const end = text.indexOf('\n', lineStart);
    if (end === -1) return text.length;
    lineStart = end + 1;
  }
  let lineEnd = text.indexOf('\n', lineStart);
  if (lineEnd === -1) lineEnd = text.length;
  else if (text.charCodeAt(lineEnd - 1) === 13) lineEnd--; // a CR of CRLF is not part of the line
  return Math.min(lineStart + position.character, lineEnd);
}

/** The LSP position of an offset in `text`. */
export function positionOf(text: string, offset: number): Position {
  let line = 0;
  let lineStart = 0;
  for (let next = text.indexOf('\n'); next !== -1 && next < offset; next = text.indexOf('\n', next + 1)) {
    line++;
    lineStart = next + 1;
  }
  return { line, character: offset - lineStart };
}
