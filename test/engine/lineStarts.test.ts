// JsonDocument's line table: positions and offsets agree with a character-by-character count for
// every offset, whether lines end at \n (found by indexOf), \r\n, or a lone \r (the general scan).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JsonDocument } from '../../shared/core/json/document';

/** Line and column of every offset, counted the plain way. */
function referencePositions(text: string): Array<{ line: number; character: number }> {
  const out: Array<{ line: number; character: number }> = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i <= text.length; i++) {
    out.push({ line, character });
    const ch = text[i];
    if (ch === '\r' && text[i + 1] === '\n') character++;
    else if (ch === '\n' || ch === '\r') {
      line++;
      character = 0;
    } else character++;
  }
  return out;
}

for (const [name, text] of [
  ['line feeds', '{\n  "a": 1,\n\n  "b": [\n    2\n  ]\n}\n'],
  ['no line end', '{"a": 1}'],
  ['CRLF', '{\r\n  "a": 1,\r\n  "b": 2\r\n}'],
  ['lone CR and mixed', '{\r  "a": 1,\n  "b": 2\r\n\r}\n'],
] as const) {
  test(`positionAt and offsetAt agree with a plain count (${name})`, () => {
    const doc = new JsonDocument('x.json', text);
    const expected = referencePositions(text);
    for (let offset = 0; offset <= text.length; offset++) {
      // The \n of a \r\n belongs to the line the \r ends.
      if (text[offset - 1] === '\r' && text[offset] === '\n') continue;
      assert.deepEqual(doc.positionAt(offset), expected[offset], `offset ${offset}`);
      assert.equal(doc.offsetAt(expected[offset]!), offset, `offset ${offset} back`);
    }
  });
}
