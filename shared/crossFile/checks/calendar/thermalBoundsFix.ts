// post_study_stages.json thermal_bounds: the rows an anticipated thermal's lead reaches but the file
// lacks (XF-019, the file rule PST-026).
import { getProperty } from '../../../core/json/nodes';
import { CASE_FILES } from '../../../core/case/layout';
import { appendElements, nodeAtPath, toTextEdit } from '../../../core/json/edits';
import { numberData, type FixInput, type FixProposal } from '../../../checks/fixes/model';
import type { CrossFileFixValidation } from '../../context';

const POST_STUDY = CASE_FILES.postStudy;

/**
 * XF-019: one row per reached index (ResolvedCase.reachedPostStudyIndices) that the current text
 * lacks, within the post-study stages the file declares (a row past them would be PST-021).
 * Costs and bounds are the field table's placeholders (0), for the user to fill in.
 */
export function missingBoundRowFix(input: FixInput<CrossFileFixValidation>): FixProposal[] {
  const thermalId = numberData(input, 'thermalId');
  const validation = input.validation;
  if (thermalId === undefined || input.file !== POST_STUDY) return [];
  const thermal = validation?.model.thermals?.thermals.get(thermalId);
  const fromData = input.data.missingIndices;
  const reached = thermal && validation ? validation.resolved.reachedPostStudyIndices(thermal) : Array.isArray(fromData) ? (fromData as number[]) : [];
  const bounds = nodeAtPath(input.doc, ['thermal_bounds']);
  const stages = nodeAtPath(input.doc, ['stages']);
  if (bounds?.type !== 'array' || stages?.type !== 'array') return [];
  const present = new Set<number>();
  for (const row of bounds.children ?? []) {
    if (getProperty(row, 'thermal_id')?.value === thermalId) present.add(getProperty(row, 'post_study_stage_index')?.value as number);
  }
  const stageCount = stages.children?.length ?? 0;
  const missing = reached.filter((index) => !present.has(index) && index < stageCount);
  const template = input.entryTemplate('thermal_bounds');
  if (missing.length === 0 || !template) return [];
  const rows = missing.map((index) => ({ ...template, thermal_id: thermalId, post_study_stage_index: index }));
  const where = missing.length === 1 ? `post-study stage ${missing[0]}` : `post-study stages ${missing.join(', ')}`;
  return [
    {
      title: `Add thermal_bounds rows for thermal ${thermalId} at ${where} (cost and bounds 0, to fill in)`,
      fixes: [input.diagnostic.code],
      edits: [toTextEdit(input.doc, appendElements(input.doc, bounds, rows))],
    },
  ];
}
