// PST-024: a thermal_bounds row whose max_mw is below its min_mw. Swapping the two values as written
// is the evident intent and needs no choice, so it is also applied file-wide.
import { getProperty } from '../../core/json/nodes';
import { nodeAtPath, numberText, replaceNode, toTextEdit } from './edits';
import type { FixInput, FixProposal } from './model';

/** Only where both bounds are numbers and max_mw < min_mw in the current text. */
export function boundSwapFixes(input: FixInput): FixProposal[] {
  const path = input.path;
  if (input.diagnostic.code !== 'PST-024' || !path || path[path.length - 1] !== 'max_mw') return [];
  const row = nodeAtPath(input.doc, path.slice(0, -1));
  const minNode = getProperty(row, 'min_mw');
  const maxNode = getProperty(row, 'max_mw');
  const minText = numberText(input.doc, minNode);
  const maxText = numberText(input.doc, maxNode);
  if (minText === undefined || maxText === undefined || !((maxNode!.value as number) < (minNode!.value as number))) return [];
  return [
    {
      title: `Swap min_mw (${minText}) and max_mw (${maxText})`,
      fixes: ['PST-024'],
      edits: [toTextEdit(input.doc, replaceNode(minNode!, maxText)), toTextEdit(input.doc, replaceNode(maxNode!, minText))],
      isPreferred: true,
      fixAll: 'boundSwaps',
    },
  ];
}
