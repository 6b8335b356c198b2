// How positions outside the region an edit changed (shared/core/textDelta.ts finds it) move.
// Typing changes one spot at a time, so a position away from it can be answered from the older
// text's parse: for a large file that parse is hundreds of milliseconds a request need not wait for.
import type { Position } from '../../shared/core/diagnostics';
import type { TextDelta } from '../../shared/core/textDelta';

/**
 * Positions of the newer text in the older one and back, through the older text's line table (a
 * parse has one) and the few characters typed: nothing of the newer text is scanned but the
 * changed region, so it costs the same for a 3 MB file as for a small one.
 */
export class PositionMap {
  private readonly start: Position;
  private readonly olderEnd: Position;
  private readonly newerEnd: Position;

  constructor(older: { positionAt(offset: number): Position }, newer: string, delta: TextDelta) {
    this.start = older.positionAt(delta.start);
    this.olderEnd = older.positionAt(delta.olderEnd);
    const typed = newer.slice(delta.start, delta.newerEnd);
    const lastBreak = typed.lastIndexOf('\n');
    const breaks = lastBreak === -1 ? 0 : typed.split('\n').length - 1;
    this.newerEnd =
      lastBreak === -1 ? { line: this.start.line, character: this.start.character + typed.length } : { line: this.start.line + breaks, character: typed.length - lastBreak - 1 };
  }

  /** A position of the newer text in the older one; undefined on what was typed. */
  toOlder(position: Position): Position | undefined {
    if (before(position, this.start)) return position;
    if (!before(position, this.newerEnd)) return shifted(position, this.newerEnd, this.olderEnd);
    return undefined;
  }

  /** A position of the older text in the newer one (on what was replaced: the end of what replaced it). */
  toNewer(position: Position): Position {
    // At the end of the replaced region first: at a pure insertion point, the character there moved.
    if (!before(position, this.olderEnd)) return shifted(position, this.olderEnd, this.newerEnd);
    if (before(position, this.start)) return position;
    return this.newerEnd;
  }
}

/** Whether `a` comes strictly before `b`. */
function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character < b.character);
}

/** A position at or past `from` (the end of a changed region), moved to where that end is now (`to`). */
function shifted(position: Position, from: Position, to: Position): Position {
  if (position.line === from.line) return { line: to.line, character: to.character + position.character - from.character };
  return { line: position.line + to.line - from.line, character: position.character };
}
