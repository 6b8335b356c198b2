// A lower and an upper bound written the wrong way round: PST-024 (a thermal_bounds row), and the
// system/ registries' min <= max rules (decision D31). Swapping the two values as written is the
// evident intent and needs no choice; the min_mw/max_mw pairs are also swapped file-wide.
import { getProperty } from '../../core/json/nodes';
import { nodeAtPath, numberText, replaceNode, toTextEdit } from './edits';
import type { FixInput, FixProposal } from './model';

/** The rules whose diagnostic sits on an upper bound below its lower bound, with the two keys. */
const BOUND_PAIRS: Readonly<Record<string, readonly [min: string, max: string]>> = {
  'PST-024': ['min_mw', 'max_mw'],
  'THM-023': ['min_mw', 'max_mw'],
  'CTR-022': ['min_mw', 'max_mw'],
  'PMP-022': ['min_m3s', 'max_m3s'],
  'HYD-022': ['min_storage_hm3', 'max_storage_hm3'],
  'HYD-032': ['min_outflow_m3s', 'max_outflow_m3s'],
  'HYD-042': ['min_turbined_m3s', 'max_turbined_m3s'],
  'HYD-043': ['min_generation_mw', 'max_generation_mw'],
};

/** Only where both bounds are numbers and the upper is below the lower in the current text. */
export function boundSwapFixes(input: FixInput): FixProposal[] {
  const path = input.path;
  const pair = BOUND_PAIRS[input.diagnostic.code];
  if (!pair || !path || path[path.length - 1] !== pair[1]) return [];
  const [minKey, maxKey] = pair;
  const row = nodeAtPath(input.doc, path.slice(0, -1));
  const minNode = getProperty(row, minKey);
  const maxNode = getProperty(row, maxKey);
  const minText = numberText(input.doc, minNode);
  const maxText = numberText(input.doc, maxNode);
  if (minText === undefined || maxText === undefined || !((maxNode!.value as number) < (minNode!.value as number))) return [];
  return [
    {
      title: `Swap ${minKey} (${minText}) and ${maxKey} (${maxText})`,
      fixes: [input.diagnostic.code],
      edits: [toTextEdit(input.doc, replaceNode(minNode!, maxText)), toTextEdit(input.doc, replaceNode(maxNode!, minText))],
      isPreferred: true,
      ...(minKey === 'min_mw' ? { fixAll: 'boundSwaps' as const } : {}),
    },
  ];
}
