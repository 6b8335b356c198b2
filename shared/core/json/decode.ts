// How a case JSON file's bytes become text (decision D25). The loader reads plain UTF-8 with a
// strict parser, so a byte order mark and bytes that are not UTF-8 are JSON-001 errors at the
// offending byte. The text is still checked, so one bad byte does not hide every other problem:
// - a byte order mark is dropped from the text and reported at its place (line 1, column 1), so
//   every other position matches what an editor (which hides the mark) shows;
// - the first ill-formed sequence is reported by its byte offset, at the U+FFFD that replaces it
//   in the text (the WHATWG decoder replaces each ill-formed sequence with one U+FFFD).
import { isUtf8 } from 'node:buffer';
import type { SyntaxProblem } from './document';

export interface DecodedJson {
  text: string;
  /** A byte order mark or ill-formed UTF-8, located in `text`. */
  encodingProblem?: SyntaxProblem;
}

const utf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false });

export function decodeJsonBytes(bytes: Uint8Array): DecodedJson {
  const text = utf8.decode(bytes);
  // The first problem only, as for syntax errors: a mark is at byte 0, before anything else.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text, encodingProblem: { offset: 0, length: 0, message: 'the file starts with a byte order mark; the loader reads plain UTF-8 JSON' } };
  }
  // The whole-buffer check is native and fast; the byte scan runs only on a file known to be bad.
  const invalidAt = isUtf8(bytes) ? -1 : firstIllFormedByte(bytes);
  if (invalidAt >= 0) {
    const offset = utf8.decode(bytes.subarray(0, invalidAt)).length;
    const shown = Array.from(bytes.subarray(invalidAt, invalidAt + 4), (b) => b.toString(16).padStart(2, '0')).join(' ');
    const message = `bytes that are not valid UTF-8 at byte ${invalidAt} (${shown}); the loader reads UTF-8 text`;
    return { text, encodingProblem: { offset, length: 1, message } };
  }
  return { text };
}

/**
 * The offset of the first byte that starts an ill-formed UTF-8 sequence (Unicode table 3-7:
 * no overlong forms, no surrogates, nothing past U+10FFFF), or -1.
 */
export function firstIllFormedByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let trailing: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) trailing = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      trailing = 2;
      if (lead === 0xe0) low = 0xa0;
      else if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      trailing = 3;
      if (lead === 0xf0) low = 0x90;
      else if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k <= trailing; k++) {
      const byte = bytes[i + k];
      if (byte === undefined || byte < (k === 1 ? low : 0x80) || byte > (k === 1 ? high : 0xbf)) return i;
    }
    i += trailing + 1;
  }
  return -1;
}
