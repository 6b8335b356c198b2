// XF-002 on a production-model entry: its hydro_id names no plant. The plants it may have meant
// are those with no entry yet (the rule lists them, likeliest first, as completion does): one fix
// per plant, setting the hydro_id; the likeliest is preferred when it is the only one.
import { nodeAtPath, replaceNode, toTextEdit } from '../../../core/json/edits';
import { CASE_FILES } from '../../../core/case/layout';
import type { FixInput, FixProposal } from '../../../checks/fixes/model';
import { isRuleId, type RuleId } from '../../../rules';

export function plantIdFix(input: FixInput): FixProposal[] {
  const { diagnostic, data, path, doc, file, validation } = input;
  if (file !== CASE_FILES.productionModels || !path) return [];
  const suggestions = Array.isArray(data.plantSuggestions) ? data.plantSuggestions.filter((id): id is number => Number.isInteger(id)) : [];
  const node = nodeAtPath(doc, path);
  // The id may have been edited since the validation: only the value the rule saw is replaced.
  if (node?.type !== 'number' || node.value !== data.hydroId) return [];
  const plants = validation?.model.hydros?.plants;
  return suggestions.map((id) => {
    const name = plants?.get(id)?.name;
    return {
      title: `Change hydro_id to ${id}${name ? ` (${name})` : ''}, which has no entry yet`,
      fixes: [diagnostic.code, ...foldedCodes(data)],
      edits: [toTextEdit(doc, replaceNode(node, String(id)))],
      isPreferred: suggestions.length === 1,
    };
  });
}

/** The problems folded into the XF-002 (they go with it), as the editor sent them back. */
function foldedCodes(data: Record<string, unknown>): RuleId[] {
  return Array.isArray(data.folded) ? data.folded.filter(isRuleId) : [];
}
