// system/hydro_production_models.json: the root, each production_models[] entry, then the
// case-wide plane reduction. Coverage and plant names need other files (the cross-file pass).
import type { JsonFileContext } from '../context';
import { FirstDeclarations } from '../../core/json/uniqueness';
import { UNKNOWN_KEY } from './choice';
import { checkEntry } from './entries';
import type { ProductionModelEntry, ProductionModelsModel } from '../../model/productionModels';
import { checkPlaneReduction } from './reduction';
import { documentedKeys } from '../../core/fieldDocs';
import { productionModelsFieldDocs } from './fields';

/** The root's known keys: those its field documentation lists. */
const ROOT_KEYS = documentedKeys(productionModelsFieldDocs, '');

export function checkProductionModelsFile(context: JsonFileContext): ProductionModelsModel {
  const { report, fields } = context;
  const model: ProductionModelsModel = { entries: [], byHydro: new Map() };
  const root = fields.rootObject('HPM-001');
  if (!root) return model;
  // `$schema` is informational and never validated.
  fields.unknownKeys(root, ROOT_KEYS, UNKNOWN_KEY);
  const list = fields.array(root, 'production_models', 'HPM-001', { required: true });
  const hydroIds = new FirstDeclarations<number>(report, 'HPM-002');
  for (const { entry: node, index } of fields.objectEntries(list, 'HPM-001', (i) => `production_models[${i}]`)) {
    const entry = checkEntry(context, node, index);
    registerHydro(hydroIds, model, entry);
    model.entries.push(entry);
  }
  const reduction = checkPlaneReduction(context, root);
  if (reduction) model.reduction = reduction;
  return model;
}

/** HPM-002: one entry per plant. The first declaration is the one the model keeps. */
function registerHydro(hydroIds: FirstDeclarations<number>, model: ProductionModelsModel, entry: ProductionModelEntry): void {
  if (entry.hydroId === undefined) return;
  if (hydroIds.claim(entry.hydroId, entry.node, `hydro_id ${entry.hydroId}`, { atKey: 'hydro_id' })) model.byHydro.set(entry.hydroId, entry);
  else entry.duplicate = true;
}
