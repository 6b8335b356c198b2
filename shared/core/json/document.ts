// A parsed JSON case file that keeps every node's offset, so any rule can point at the exact text.
// Parsing is strict JSON (no comments, no trailing commas) because that is what the loader reads;
// a syntax error is reported once (JSON-001) and the rules still see whatever parsed around it.
import { printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Position, Range } from '../diagnostics';
import { insideToken, literalSpanning, MAX_NESTING, parseJsonTree, shiftTree } from './parse';
import { textDelta, type TextDelta } from '../textDelta';

export type JsonNode = Node;

export interface SyntaxProblem {
  offset: number;
  length: number;
  message: string;
}

export class JsonDocument {
  readonly root: JsonNode | undefined;
  /** The first problem in the text, if any: encoding (a byte order mark or bytes that are not UTF-8, D25), syntax, or nesting past the limit (later ones usually cascade from it). */
  readonly syntaxError: SyntaxProblem | undefined;
  /** Where the text's lines start: found on the first position asked for (a valid file in the command line is never asked). */
  private knownLineStarts: Uint32Array | undefined;
  private currentText: string;

  /**
   * `encodingProblem` is what decoding the file's bytes found (a byte order mark, bytes that are
   * not UTF-8: see `decodeJsonBytes`); the text is checked all the same.
   */
  constructor(
    readonly file: string,
    text: string,
    readonly encodingProblem?: SyntaxProblem,
  ) {
    this.currentText = text;
    const parsed = parseJsonTree(text);
    this.root = parsed.root;
    const tooDeep: SyntaxProblem | undefined =
      parsed.tooDeepAt === undefined
        ? undefined
        : { offset: parsed.tooDeepAt, length: 1, message: `nesting reaches ${MAX_NESTING + 1} levels here; the loader reads at most ${MAX_NESTING}` };
    this.syntaxError = firstInText([encodingProblem, describeFirstError(text, parsed.errors), tooDeep]);
  }

  private get lineStarts(): Uint32Array {
    return (this.knownLineStarts ??= computeLineStarts(this.currentText));
  }

  /** The text parsed (or, after `rebase`, the text the tree was moved onto). */
  get text(): string {
    return this.currentText;
  }

  /**
   * Takes `text` as this document's text without parsing it, when it differs from the current one
   * only in whitespace between tokens (indenting, a new line): every token, and so every value the
   * rules read, is the same, only offsets move. The nodes move in place (the models extracted from
   * this document hold them). Returns the edit, or undefined (nothing changed) when `text` needs a
   * parse: a change to a token, or a document with a syntax or encoding problem.
   */
  rebase(text: string): TextDelta | undefined {
    if (!this.root || this.syntaxError || this.encodingProblem) return undefined;
    const edit = textDelta(this.currentText, text);
    if (!onlyWhitespace(this.currentText, edit.start, edit.olderEnd) || !onlyWhitespace(text, edit.start, edit.newerEnd)) return undefined;
    if (insideToken(this.root, edit.start)) return undefined; // whitespace inside a string is part of it
    shiftTree(this.root, edit);
    this.currentText = text;
    this.knownLineStarts = undefined;
    return edit;
  }

  /**
   * Takes `text` as this document's text without parsing it, when it differs from the current one
   * only inside one literal value that stays one literal of its kind: a number still a plain JSON
   * number (a digit retyped, added or removed), or a string still one string (characters typed or
   * deleted between its quotes). The literal's value is replaced in place and the text after it
   * moves (neither literal holds a line break, so lines only shift). Keys are never patched: a
   * key edit changes which keys an object has. The models extracted from this document are stale
   * afterwards (they read the old value): the rules must run on it again. Returns the edit, or
   * undefined (nothing changed) when `text` needs a parse.
   */
  patchLiteral(text: string): TextDelta | undefined {
    if (!this.root || this.syntaxError || this.encodingProblem) return undefined;
    const delta = textDelta(this.currentText, text);
    if (delta.start === delta.olderEnd && delta.start === delta.newerEnd) return undefined;
    const edit = this.patchNumber(text, delta) ?? this.patchString(text, delta);
    if (!edit) return undefined;
    if (edit.newerEnd !== edit.olderEnd) {
      shiftTree(this.root, edit);
      if (this.knownLineStarts) shiftLineStarts(this.knownLineStarts, edit);
    }
    this.currentText = text;
    return edit;
  }

  /**
   * The edited number of `text`, around the edit, still a plain number: replaced in the tree. The
   * edit returned spans the whole number: the text's difference alone can read as an insertion
   * before it (0 retyped as 20 differs by "2" inserted before the "0"), which would move the number.
   */
  private patchNumber(text: string, edit: TextDelta): TextDelta | undefined {
    let start = edit.start;
    let end = edit.newerEnd;
    while (start > 0 && NUMBER_CHARS.test(text[start - 1]!)) start--;
    while (end < text.length && NUMBER_CHARS.test(text[end]!)) end++;
    const literal = text.slice(start, end);
    const value = Number(literal);
    if (!STRICT_NUMBER.test(literal) || !Number.isFinite(value)) return undefined;
    const olderLength = end - start - (edit.newerEnd - edit.olderEnd);
    const slot = literalSpanning(this.root!, start, start + olderLength);
    if (!slot || typeof slot.value !== 'number' || slot.offset !== start || slot.length !== olderLength) return undefined;
    slot.replace(value, end - start);
    return { start, olderEnd: start + olderLength, newerEnd: end };
  }

  /** An edit strictly between a string value's quotes that leaves one string: replaced in the tree. */
  private patchString(text: string, edit: TextDelta): TextDelta | undefined {
    const slot = literalSpanning(this.root!, edit.start, edit.olderEnd);
    if (!slot || typeof slot.value !== 'string' || edit.start <= slot.offset || edit.olderEnd >= slot.offset + slot.length) return undefined;
    const length = slot.length + edit.newerEnd - edit.olderEnd;
    let value: unknown;
    try {
      value = JSON.parse(text.slice(slot.offset, slot.offset + length)); // a quote typed, a bad escape or a control character: not one string
    } catch {
      return undefined;
    }
    if (typeof value !== 'string') return undefined;
    slot.replace(value, length);
    return edit;
  }

  positionAt(offset: number): Position {
    const starts = this.lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low, character: offset - starts[low]! };
  }

  /** The offset of a position (clamped to the line and to the text). */
  offsetAt(position: Position): number {
    const starts = this.lineStarts;
    if (position.line >= starts.length) return this.text.length;
    const lineStart = starts[Math.max(0, position.line)]!;
    const nextStart = position.line + 1 < starts.length ? starts[position.line + 1]! : this.text.length;
    return Math.min(lineStart + Math.max(0, position.character), nextStart);
  }

  rangeOf(offset: number, length: number): Range {
    return { start: this.positionAt(offset), end: this.positionAt(offset + length) };
  }

  /** The raw source text of a node (used to tell `1` from `1.0` and `1e2`). */
  rawText(node: JsonNode): string {
    return this.text.slice(node.offset, node.offset + node.length);
  }
}

/** The characters a JSON number is written with. */
const NUMBER_CHARS = /[-+.0-9eE]/;
/** A whole JSON number, as the strict grammar (RFC 8259) writes it. */
const STRICT_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?$/;

/** Whether text[from, to) is JSON whitespace only (space, tab, line feed, carriage return). */
function onlyWhitespace(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const ch = text.charCodeAt(i);
    if (ch !== 32 && ch !== 9 && ch !== 10 && ch !== 13) return false;
  }
  return true;
}

/** Moves the line starts past an edit that adds or removes no line break. */
function shiftLineStarts(starts: Uint32Array, edit: TextDelta): void {
  const delta = edit.newerEnd - edit.olderEnd;
  for (let line = starts.length - 1; line > 0 && starts[line]! > edit.start; line--) starts[line] = starts[line]! + delta;
}

/**
 * Offsets where lines start (a line ends at \n, \r\n or a lone \r), in a typed array: a 50 MB file
 * has millions. Without a \r in the text the line feeds are found by `indexOf`, which is native and
 * fast even on the first (cold) call: one file read per run makes that the call that counts.
 */
function computeLineStarts(text: string): Uint32Array {
  if (text.indexOf('\r') < 0) {
    let count = 0;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
    const starts = new Uint32Array(count + 1);
    let line = 1;
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts[line++] = at + 1;
    return starts;
  }
  const starts = new Uint32Array(forEachLineStart(text, () => {}) + 1);
  let line = 1;
  forEachLineStart(text, (offset) => (starts[line++] = offset));
  return starts;
}

/** Calls `found` with the offset of every line start after the first; returns how many there were. */
function forEachLineStart(text: string, found: (offset: number) => void): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 13 /* \r */) {
      if (text.charCodeAt(i + 1) === 10) i++;
      found(i + 1);
      count++;
    } else if (ch === 10 /* \n */) {
      found(i + 1);
      count++;
    }
  }
  return count;
}

const friendlyErrors: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected a colon after the property name',
  CommaExpected: 'expected a comma',
  CloseBraceExpected: 'expected a closing brace }',
  CloseBracketExpected: 'expected a closing bracket ]',
  EndOfFileExpected: 'expected the end of the file after the root value',
  InvalidCommentToken: 'comments are not allowed in case files',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string',
};

/** The problem that comes first in the text (on a tie, the earlier in the list). */
function firstInText(problems: Array<SyntaxProblem | undefined>): SyntaxProblem | undefined {
  let first: SyntaxProblem | undefined;
  for (const problem of problems) if (problem && (!first || problem.offset < first.offset)) first = problem;
  return first;
}

function describeFirstError(text: string, errors: ParseError[]): SyntaxProblem | undefined {
  if (text.trim().length === 0) {
    return { offset: 0, length: 0, message: 'the file is empty, expected a JSON value' };
  }
  if (text.charCodeAt(0) === 0xfeff) {
    return { offset: 0, length: 1, message: 'the file starts with a byte order mark; the loader reads plain UTF-8 JSON' };
  }
  const first = errors[0];
  if (!first) return undefined;
  const code = printParseErrorCode(first.error);
  let message = `syntax error: ${friendlyErrors[code] ?? code}`;
  const found = text.slice(first.offset, first.offset + Math.max(first.length, 1));
  if (first.offset >= text.length) message += ' (the file ends too early)';
  // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
  else if (/^[\x00-\x08\x0e-\x1f\x7f\ufffd]/.test(found)) message += ' (binary data in a JSON file)';
  else if (first.length > 0 && first.length <= 40) message += `, found ${JSON.stringify(found)}`;
  return { offset: first.offset, length: first.length, message };
}
