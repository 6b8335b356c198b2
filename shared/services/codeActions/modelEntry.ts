// XF-001 (an fpha plant of hydros.json without a production-model entry): add the entry to the
// production-model file, from its field table's snippet, with the plant's id and fpha from the
// first study stage on: what completion offers first ("... has no entry yet") when one writes it.
// The edit is in the other file, at the text of the case's last validation.
import { CASE_FILES } from '../../core/case/layout';
import { elements, getProperty } from '../../core/json/nodes';
import { appendElement, nodeAtPath, toTextEdit } from './edits';
import { snippetEntry } from './missingFields';
import { numberData, type FixInput, type FixProposal } from './model';

const { hydros: HYDROS, productionModels: MODELS } = CASE_FILES;

/**
 * One fix appending `{ hydro_id, selection_mode: "stage_ranges", stage_ranges: [{ start_stage_id:
 * the first study stage, end_stage_id: null, model: "fpha" }] }` to `production_models`. Offered
 * only when the production-model file was read with that array (creating a missing file is not a
 * text edit) and it still has no entry for the plant.
 */
export function missingModelEntryFixes(input: FixInput): FixProposal[] {
  const hydroId = numberData(input, 'hydroId');
  const validation = input.context.validation;
  if (input.diagnostic.code !== 'XF-001' || input.context.file !== HYDROS || hydroId === undefined || !validation) return [];
  const doc = validation.model.documents.get(MODELS);
  const entries = doc ? nodeAtPath(doc, ['production_models']) : undefined;
  if (!doc || entries?.type !== 'array') return [];
  const covered = elements(entries).some((entry) => getProperty(entry, 'hydro_id')?.value === hydroId);
  const template = snippetEntry(MODELS, 'production_models');
  if (covered || !template) return [];
  const firstStage = validation.resolved.studyStages[0]?.info.id ?? 0;
  const entry = { ...template, hydro_id: hydroId, stage_ranges: [{ start_stage_id: firstStage, end_stage_id: null, model: 'fpha' }] };
  return [
    {
      title: `Add a production_models entry for hydro ${hydroId} to ${MODELS} (fpha from stage ${firstStage} on)`,
      fixes: ['XF-001'],
      edits: [toTextEdit(doc, appendElement(doc, entries, entry))],
      isPreferred: true,
    },
  ];
}
