// Smart selection (expand / shrink) in a case JSON file, as VS Code's JSON extension offers it for
// JSON files: from the value at the cursor out through its property, the inside of the enclosing
// object or array, the object or array itself, and so on up to the whole document.
import { findNodeAtOffset } from 'jsonc-parser';
import { JsonDocument, type JsonNode } from '../core/json/document';
import type { Position, Range } from './types';

export interface SelectionRangeResult {
  range: Range;
  parent?: SelectionRangeResult;
}

/** One chain per position, innermost first; a position outside every value gets the whole text. */
export function selectionRanges(text: string, positions: Position[]): SelectionRangeResult[] {
  const document = new JsonDocument('', text);
  return positions.map((position) => chainAt(document, document.offsetAt(position)));
}

function chainAt(document: JsonDocument, offset: number): SelectionRangeResult {
  const spans: Array<[number, number]> = [];
  const add = (start: number, end: number) => {
    const last = spans.at(-1);
    if (end > start && !(last && last[0] === start && last[1] === end)) spans.push([start, end]);
  };
  let node: JsonNode | undefined = document.root && findNodeAtOffset(document.root, offset, true);
  for (; node; node = node.parent) {
    const end = node.offset + node.length;
    // Inside the quotes or brackets first, when the cursor is there.
    if ((node.type === 'string' || node.type === 'object' || node.type === 'array') && offset > node.offset && offset < end) add(node.offset + 1, end - 1);
    add(node.offset, end);
  }
  add(0, document.text.length);
  // Outermost last: build the chain from the outside in (an empty text gets its empty range).
  let chain: SelectionRangeResult = { range: document.rangeOf(offset, 0) };
  for (let k = spans.length - 1; k >= 0; k--) {
    const [start, end] = spans[k]!;
    chain = k === spans.length - 1 ? { range: document.rangeOf(start, end - start) } : { range: document.rangeOf(start, end - start), parent: chain };
  }
  return chain;
}
