// STG-035: the block ids of a stage must be exactly 0..n-1. The fix numbers the blocks in array
// order, which is deterministic and never needs a choice, so it is also applied file-wide.
import { getProperty } from '../../core/json/nodes';
import { appendProperty, nodeAtPath, numberText, replaceNode, toTextEdit, type OffsetEdit } from '../../core/json/edits';
import type { FixInput, FixProposal } from '../fixes/model';

export function blockIdFix(input: FixInput): FixProposal[] {
  if (!input.path) return [];
  const at = input.path.indexOf('blocks');
  if (at < 0) return [];
  const blocks = nodeAtPath(input.doc, input.path.slice(0, at + 1));
  const entries = blocks?.type === 'array' ? (blocks.children ?? []) : [];
  if (entries.length === 0 || entries.some((entry) => entry.type !== 'object')) return [];
  const edits: OffsetEdit[] = [];
  for (const [index, block] of entries.entries()) {
    const id = getProperty(block, 'id');
    if (id?.type === 'property') return []; // an id whose value did not parse (JSON-001): leave it to the user
    if (!id) edits.push(appendProperty(input.doc, block, 'id', index));
    else if (numberText(input.doc, id) !== String(index)) edits.push(replaceNode(id, String(index)));
  }
  if (edits.length === 0) return [];
  const owner = input.path
    .slice(0, at)
    .join('.')
    .replace(/\.(\d+)/g, '[$1]');
  return [
    {
      title: `Renumber the blocks of ${owner} as 0..${entries.length - 1}`,
      fixes: [input.diagnostic.code],
      edits: edits.map((edit) => toTextEdit(input.doc, edit)),
      isPreferred: true,
    },
  ];
}
