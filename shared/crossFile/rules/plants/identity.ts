// Which plants the production files name: an fpha plant of hydros.json needs a production-model
// entry (XF-001), and every hydro_id of the five system/ production files names a plant (XF-002).
import { getProperty } from '../../../engine/json/nodes';
import type { CaseModel } from '../../../engine/validate';
import type { CrossFileContext, CrossFileRule } from '../../context';
import type { CaseInput } from '../../inputs';
import { CASE_INPUTS } from '../../inputs';
import { HYDROS, MODELS, generationProperty, plural, relatedTopLevel } from '../common';
import { RowTally } from './common';
import { forEachRecord } from '../../../files/plantStageRecords';

/** XF-001 (HPM-061): an fpha plant without a production_models entry. */
const fphaPlantNeedsEntry: CrossFileRule = {
  ids: ['XF-001'],
  // "No entry" is only true when every entry's hydro_id reads; duplicates do not change it.
  needs: ['hydros', 'productionModels', 'hydroIds', 'everyModelHydroId'],
  run(context) {
    const { model, report } = context;
    const fileState = model.fileStates.get(MODELS);
    for (const plant of model.hydros?.plants.values() ?? []) {
      if (plant.model !== 'fpha' || model.productionModels?.byHydro.has(plant.id)) continue;
      const modelNode = generationProperty(plant, 'model');
      if (!modelNode) continue;
      const where = fileState === 'ok' ? `${MODELS} has no entry for it` : `there is no ${MODELS}`;
      const related = fileState === 'ok' ? { related: [relatedTopLevel(context, MODELS, 'production_models', `no entry here has hydro_id ${plant.id}`)] } : {};
      report.json(HYDROS, modelNode, 'XF-001', `hydro ${plant.id} uses model "fpha" but ${where}: an fpha plant needs a production_models entry`, {
        ...related,
        data: { fileRule: 'HPM-061', hydroId: plant.id },
      });
    }
  },
};

/** XF-002 (HPM-002) on the production-model file: an entry's hydro_id names no plant. */
const entryNamesPlant: CrossFileRule = {
  ids: ['XF-002'],
  // "Names no plant" is only true when every plant's id reads; an id twice does not change it.
  needs: ['hydros', 'productionModels', 'everyHydroId'],
  run(context) {
    const plants = context.model.hydros?.plants;
    for (const entry of context.model.productionModels?.entries ?? []) {
      if (entry.hydroId === undefined || plants?.has(entry.hydroId)) continue;
      const node = getProperty(entry.node, 'hydro_id');
      if (!node) continue;
      context.report.json(MODELS, node, 'XF-002', `hydro_id ${entry.hydroId} names no plant of ${HYDROS}`, {
        related: [relatedPlants(context)],
        data: { fileRule: 'HPM-002', hydroId: entry.hydroId },
      });
    }
  },
};

/** Calls `visit` for each run of rows of a table (a row, a group, a plant) with its plant, first row and count. */
type RowVisitor = (model: CaseModel, visit: (hydroId: number, firstRow: number, rowCount: number) => void) => void;

/** XF-002 on a Parquet table: one diagnostic per unknown hydro_id, on its first row, with its row count. */
function tableNamesPlants(input: CaseInput, fileRule: string, forEachRows: RowVisitor): CrossFileRule {
  const file = CASE_INPUTS[input];
  return {
    ids: ['XF-002'],
    needs: ['hydros', 'everyHydroId', input],
    run(context) {
      const plants = context.model.hydros?.plants;
      const unknown = new RowTally<number>();
      // A visitor, not a mapped array: the productivity and hyperplane tables have ~100,000 keys.
      forEachRows(context.model, (hydroId, firstRow, rowCount) => {
        if (!plants?.has(hydroId)) unknown.add(hydroId, hydroId, firstRow, rowCount);
      });
      for (const [hydroId, { firstRow, rowCount }] of unknown.byKey) {
        context.report.parquet(file, firstRow, 'hydro_id', 'XF-002', `hydro_id ${hydroId} names no plant of ${HYDROS} (${plural(rowCount, 'row')})`, {
          related: [relatedPlants(context)],
          data: { fileRule, hydroId, rowCount },
        });
      }
    },
  };
}

function relatedPlants(context: CrossFileContext) {
  return relatedTopLevel(context, HYDROS, 'hydros', 'the plants are declared here');
}

export const identityRules: CrossFileRule[] = [
  fphaPlantNeedsEntry,
  entryNamesPlant,
  tableNamesPlants('geometry', 'GEO-009', (model, visit) => model.geometry?.curves.forEach((c) => visit(c.hydroId, c.firstRow, c.rowCount))),
  tableNamesPlants('productivity', 'PRD-011', (model, visit) => forEachRecord(model.productivity?.overrides, (hydroId, _stageId, firstRow) => visit(hydroId, firstRow, 1))),
  tableNamesPlants('hyperplanes', 'FPH-013', (model, visit) => {
    const groups = model.hyperplanes?.groups;
    forEachRecord(groups, (hydroId, _stageId, firstRow, index) => visit(hydroId, firstRow, groups!.rowCount[index]!));
  }),
  tableNamesPlants('tailrace', 'TRC-009', (model, visit) =>
    model.tailrace?.plants.forEach((p) => visit(p.hydroId, p.firstRow, p.families.reduce((sum, f) => sum + f.segments.length, 0))),
  ),
];
