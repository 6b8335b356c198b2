// Removing a key the loader rejects: an unknown key where the format is closed (penalties.json,
// fpha_plane_reduction) and a tolerance field of the other plane-reduction method (HPM-012/013).
// Where unknown keys are only ignored (STG-090, PST-090, HPM-090) nothing is removed: the warning
// points at a typo or an older name, which the rename fixes.
import { findRule } from '../../rules';
import { removeMember, toTextEdit } from '../../core/json/edits';
import { stringData, targetProperty, type FixInput, type FixProposal } from '../../checks/fixes/model';

export function rejectedKeyRemovalFixes(input: FixInput): FixProposal[] {
  const key = stringData(input, 'unknownKey');
  if (!key || (input.diagnostic.severity ?? findRule(input.diagnostic.code)?.severity) !== 'error') return [];
  // A rename keeps the value and clears the error: removing it beside that would only lose data.
  if (stringData(input, 'rename') !== undefined) return [];
  // Only when the diagnostic is on the key itself.
  const found = targetProperty(input, key);
  if (!found) return [];
  return [
    {
      title: `Remove "${key}"`,
      fixes: [input.diagnostic.code],
      edits: [toTextEdit(input.doc, removeMember(found.object, found.property))],
      isPreferred: true,
    },
  ];
}
