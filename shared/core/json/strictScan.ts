// The fast route of the tree build (issue 13): a hand-written scanner over char codes that drives
// the tree builder with the very calls jsonc-parser's `visit` makes, but only for text that is
// strict JSON (RFC 8259) nested at most `MAX_NESTING` deep. On anything else (a syntax error,
// whitespace jsonc-parser accepts and JSON does not, such as U+00A0 or a byte order mark, nesting
// past the limit) it stops and says so, and the caller parses the text again through jsonc-parser,
// which finds and describes the errors. So this scanner never has to reproduce an error: it only
// has to agree with jsonc-parser on valid JSON, which the tests check (test/engine/strictScan.test.ts).
// Why it pays: jsonc-parser's scanner and visitor are layers of closures that tokenise everything
// into strings first; most of a case file's cost was there, cold (one parse per run).

/** What the scanner reports, in source order: the calls `visit` makes for the same text. */
export interface TreeSink {
  open(type: 'object' | 'array', offset: number): void;
  /** A property's key: its unescaped text, and the key token's span (quotes included). */
  property(name: string, offset: number, length: number): void;
  literal(value: string | number | boolean | null, offset: number, length: number): void;
  /** The innermost open container ends at `end` (just past its `}` or `]`). */
  close(end: number): void;
}

const OBJECT = 1;
const ARRAY = 2;

/** What the scanner expects next. */
const enum Expect {
  Value,
  /** A value or `]` (just after `[`). */
  FirstElement,
  /** A key or `}` (just after `{`). */
  FirstKey,
  Key,
  /** `,`, a closing bracket, or (at the top) the end of the text. */
  AfterValue,
}

/**
 * Feeds `sink` the whole of `text` and returns true when `text` is strict JSON nested at most
 * `maxDepth` deep; returns false as soon as it is not (the sink then holds a partial tree: drop it).
 */
export function scanStrictJson(text: string, sink: TreeSink, maxDepth: number): boolean {
  const n = text.length;
  const stack = new Uint8Array(maxDepth + 1);
  let depth = 0;
  let pos = 0;
  let expect = Expect.Value;
  for (;;) {
    // JSON whitespace only: anything else jsonc-parser skips is an error to the loader.
    let ch = text.charCodeAt(pos);
    while (ch === 32 || ch === 10 || ch === 13 || ch === 9) ch = text.charCodeAt(++pos);
    switch (expect) {
      case Expect.FirstElement:
        if (ch === 93 /* ] */) {
          sink.close(++pos);
          depth--;
          expect = Expect.AfterValue;
        } else expect = Expect.Value; // the first element, read on the next turn
        continue;
      case Expect.Value:
        if (ch === 123 /* { */ || ch === 91 /* [ */) {
          if (depth === maxDepth) return false;
          const object = ch === 123;
          sink.open(object ? 'object' : 'array', pos++);
          stack[depth++] = object ? OBJECT : ARRAY;
          expect = object ? Expect.FirstKey : Expect.FirstElement;
          continue;
        }
        if (ch === 34 /* " */) {
          const end = stringEnd(text, pos);
          if (end < 0) return false;
          const value = stringValue(text, pos, end);
          if (value === undefined) return false;
          sink.literal(value, pos, end - pos);
          pos = end;
        } else if (ch === 45 /* - */ || (ch >= 48 && ch <= 57)) {
          const end = numberEnd(text, pos);
          if (end < 0) return false;
          sink.literal(Number(text.slice(pos, end)), pos, end - pos);
          pos = end;
        } else if (ch === 116 /* t */ && text.startsWith('true', pos)) {
          sink.literal(true, pos, 4);
          pos += 4;
        } else if (ch === 102 /* f */ && text.startsWith('false', pos)) {
          sink.literal(false, pos, 5);
          pos += 5;
        } else if (ch === 110 /* n */ && text.startsWith('null', pos)) {
          sink.literal(null, pos, 4);
          pos += 4;
        } else return false;
        expect = Expect.AfterValue;
        continue;
      case Expect.FirstKey:
        if (ch === 125 /* } */) {
          sink.close(++pos);
          depth--;
          expect = Expect.AfterValue;
        } else expect = Expect.Key; // the first key, read on the next turn
        continue;
      case Expect.Key: {
        if (ch !== 34) return false;
        const end = stringEnd(text, pos);
        if (end < 0) return false;
        const name = stringValue(text, pos, end);
        if (name === undefined) return false;
        sink.property(name, pos, end - pos);
        pos = end;
        ch = text.charCodeAt(pos);
        while (ch === 32 || ch === 10 || ch === 13 || ch === 9) ch = text.charCodeAt(++pos);
        if (ch !== 58 /* : */) return false;
        pos++;
        expect = Expect.Value;
        continue;
      }
      case Expect.AfterValue:
        if (depth === 0) return pos === n;
        if (ch === 44 /* , */) {
          pos++;
          expect = stack[depth - 1] === OBJECT ? Expect.Key : Expect.Value;
        } else if (ch === (stack[depth - 1] === OBJECT ? 125 : 93)) {
          sink.close(++pos);
          depth--;
        } else return false;
        continue;
    }
  }
}

/** Just past the closing quote of the string starting at `start`, or -1 (unterminated, or a control character in it). */
function stringEnd(text: string, start: number): number {
  const n = text.length;
  for (let i = start + 1; i < n; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 34) return i + 1;
    if (ch === 92 /* \ */)
      i++; // the escaped character is checked when the value is read
    else if (ch < 32) return -1;
  }
  return -1;
}

/** The value of the string token text[start, end): sliced when it has no escapes, else JSON's own reading; undefined when an escape is invalid. */
function stringValue(text: string, start: number, end: number): string | undefined {
  const inner = text.slice(start + 1, end - 1);
  if (!inner.includes('\\')) return inner;
  try {
    return JSON.parse(text.slice(start, end)) as string;
  } catch {
    return undefined;
  }
}

/** Just past the number starting at `start` (RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [-+]? [0-9]+)?`), or -1. */
function numberEnd(text: string, start: number): number {
  let i = start;
  if (text.charCodeAt(i) === 45) i++;
  let ch = text.charCodeAt(i);
  if (ch === 48) ch = text.charCodeAt(++i);
  else if (ch >= 49 && ch <= 57) {
    do ch = text.charCodeAt(++i);
    while (ch >= 48 && ch <= 57);
  } else return -1;
  if (ch === 46 /* . */) {
    ch = text.charCodeAt(++i);
    if (!(ch >= 48 && ch <= 57)) return -1;
    do ch = text.charCodeAt(++i);
    while (ch >= 48 && ch <= 57);
  }
  if (ch === 101 || ch === 69 /* e E */) {
    ch = text.charCodeAt(++i);
    if (ch === 43 || ch === 45) ch = text.charCodeAt(++i);
    if (!(ch >= 48 && ch <= 57)) return -1;
    do ch = text.charCodeAt(++i);
    while (ch >= 48 && ch <= 57);
  }
  return i;
}
