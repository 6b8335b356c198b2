// A lower and an upper bound written the wrong way round (PST-024 on a thermal_bounds row, and the
// system/ registries' min <= max rules, decision D31): swapping the two values as written is the
// evident intent and needs no choice. Each rule folder registers it with its pair of keys.
import { getProperty } from '../../core/json/nodes';
import { nodeAtPath, numberText, replaceNode, toTextEdit } from '../../core/json/edits';
import type { FixFunction } from './model';

/**
 * The fix of a rule whose diagnostic sits on the upper bound `maxKey` below its lower bound
 * `minKey`: only where both bounds are numbers and the upper is below the lower in the current text.
 */
export function boundSwapFix(minKey: string, maxKey: string): FixFunction {
  return (input) => {
    const path = input.path;
    if (!path || path[path.length - 1] !== maxKey) return [];
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
      },
    ];
  };
}
