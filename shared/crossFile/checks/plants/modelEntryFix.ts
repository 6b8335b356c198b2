// XF-001 (an fpha plant of hydros.json without a production-model entry): add the entry to the
// production-model file, with the plant's id and fpha from the first study stage on: what completion
// offers first ("... has no entry yet") when one writes it. The edit is in the other file, at the
// text of the case's last validation; creating a missing file is not a text edit, so there is no
// fix without one.
import { CASE_FILES } from '../../../core/case/layout';
import { elements, getProperty } from '../../../core/json/nodes';
import { appendElement, nodeAtPath, toTextEdit } from '../../../core/json/edits';
import { numberData, type FixInput, type FixProposal } from '../../../checks/fixes/model';
import type { CrossFileFixValidation } from '../../context';

const { productionModels: MODELS } = CASE_FILES;

export function modelEntryFix(input: FixInput<CrossFileFixValidation>): FixProposal[] {
  const hydroId = numberData(input, 'hydroId');
  const validation = input.validation;
  if (input.file !== CASE_FILES.hydros || hydroId === undefined || !validation) return [];
  const doc = validation.model.documents.get(MODELS);
  const entries = doc ? nodeAtPath(doc, ['production_models']) : undefined;
  if (!doc || entries?.type !== 'array') return [];
  if (elements(entries).some((entry) => getProperty(entry, 'hydro_id')?.value === hydroId)) return [];
  const firstStage = validation.resolved.studyStages[0]?.info.id ?? 0;
  const entry = { hydro_id: hydroId, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: firstStage, end_stage_id: null, model: 'fpha' }] };
  return [
    {
      title: `Add a production_models entry for hydro ${hydroId} to ${MODELS} (fpha from stage ${firstStage} on)`,
      fixes: [input.diagnostic.code],
      edits: [toTextEdit(doc, appendElement(doc, entries, entry))],
      isPreferred: true,
    },
  ];
}
