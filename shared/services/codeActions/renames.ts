// Renames: an unknown key with a known replacement (an older name of the format, or a "did you mean"
// key within edit distance 3), and a mistyped enumerated value with a close valid one. Only the older
// names are certain enough to rename file-wide without asking (source.fixAll).
import { propertyNode } from '../../core/json/nodes';
import { STAGE_RENAMES } from '../../checks/stages/stageList';
import { OLDER_NAMES } from '../../checks/productionModels/choice';
import { OLD_TURBINED_KEY } from '../../checks/penalties/check';
import { nodeAtPath, renameKey, replaceNode, toTextEdit } from './edits';
import { stringData, targetNode, targetProperty, type FixInput, type FixProposal } from './model';

/** Older key → current key, as the rule modules offer them (num_scenarios and fpha_turbined_cost are renamed, not also unknown keys: D1, D2; productivity_override). */
const OLDER_KEYS: ReadonlyMap<string, string> = new Map([...Object.entries(STAGE_RENAMES), ...Object.entries(OLDER_NAMES), [OLD_TURBINED_KEY, 'turbined_cost']]);

/** `data.unknownKey` renamed to `data.rename`; the diagnostic sits on the key (STG-039 and PEN-020 for an older name) or on its object. */
export function keyRenameFixes(input: FixInput): FixProposal[] {
  const oldKey = stringData(input, 'unknownKey');
  const newKey = stringData(input, 'rename');
  if (!oldKey || !newKey) return [];
  const onObject = targetNode(input);
  const inObject = onObject?.type === 'object' ? propertyNode(onObject, oldKey) : undefined;
  const found = onObject && inObject ? { object: onObject, property: inObject } : targetProperty(input, oldKey);
  // Renaming onto a key that is already there would make a duplicate (JSON-002).
  if (!found || propertyNode(found.object, newKey)) return [];
  const edit = renameKey(found.property, newKey);
  if (!edit) return [];
  const older = OLDER_KEYS.get(oldKey) === newKey;
  return [
    {
      title: older ? `Rename "${oldKey}" to "${newKey}" (its current name)` : `Rename "${oldKey}" to "${newKey}"`,
      fixes: [input.diagnostic.code],
      edits: [toTextEdit(input.doc, edit)],
      isPreferred: true,
      ...(older ? { fixAll: 'olderKeys' as const } : {}),
    },
  ];
}

/** A string value outside its enumeration replaced with the close value the rule suggested (`data.replaceWith`). */
export function valueReplacementFixes(input: FixInput): FixProposal[] {
  const replacement = stringData(input, 'replaceWith');
  const node = input.path ? nodeAtPath(input.doc, input.path) : undefined;
  if (replacement === undefined || node?.type !== 'string' || node.value === replacement) return [];
  return [
    {
      title: `Replace ${JSON.stringify(node.value)} with ${JSON.stringify(replacement)}`,
      fixes: [input.diagnostic.code],
      edits: [toTextEdit(input.doc, replaceNode(node, JSON.stringify(replacement)))],
      isPreferred: true,
    },
  ];
}
