// Which plants the production files name: an fpha plant of hydros.json needs a production-model
// entry (XF-001), and every hydro_id of the five system/ production files names a plant (XF-002).
import { getProperty } from '../../../core/json/nodes';
import type { CrossFileContext, CrossFileRule } from '../../context';
import type { CaseInput } from '../../inputs';
import { CASE_INPUTS } from '../../inputs';
import { generationProperty, relatedTopLevel } from '../common';
import { HYDROS, MODELS } from '../../../core/case/layout';
import { RowTally, singleRow, type TableRecords } from './common';
import { distinctKeys, forEachRecord } from '../../../model/plantStageRecords';
import { groupRows } from '../../../model/hyperplanes';
import type { RowRange } from '../../../core/diagnostics';
import { editDistance } from '../../../core/text';
import type { FileRuleOf } from '../../reporter';

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

/**
 * XF-002 (HPM-002) on the production-model file: an entry's hydro_id names no plant. The plants it
 * may have meant are those with no entry yet (what completion offers), an fpha plant first (it
 * needs one), then the closest id as typed: "did you mean 0 (H0)?", and the quick fix sets it.
 */
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
      const byHydro = context.model.productionModels?.byHydro;
      const suggestions = plantsWithout(context, (id) => byHydro?.has(id) === true, entry.hydroId);
      const best = suggestions[0] !== undefined ? plants?.get(suggestions[0]) : undefined;
      const didYouMean = best ? `; did you mean ${best.id}${best.name ? ` (${best.name})` : ''}, which has no entry yet?` : '';
      context.report.json(MODELS, node, 'XF-002', `hydro_id ${entry.hydroId} names no plant of ${HYDROS}${didYouMean}`, {
        related: [relatedPlants(context)],
        data: { fileRule: 'HPM-002', hydroId: entry.hydroId, ...(suggestions.length ? { plantSuggestions: suggestions } : {}) },
      });
    }
  },
};

/** The plants `has` says nothing of (no production-model entry, no rows in a table), the likeliest meant by `typed` first (at most 5). */
function plantsWithout(context: CrossFileContext, has: (hydroId: number) => boolean, typed: number): number[] {
  const without = [...(context.model.hydros?.plants.values() ?? [])].filter((plant) => !has(plant.id));
  const rank = (plant: (typeof without)[number]) => [plant.model === 'fpha' ? 0 : 1, editDistance(String(plant.id), String(typed)), Math.abs(plant.id - typed)];
  return without
    .map((plant) => ({ id: plant.id, rank: rank(plant) }))
    .sort((a, b) => a.rank[0]! - b.rank[0]! || a.rank[1]! - b.rank[1]! || a.rank[2]! - b.rank[2]! || a.id - b.id)
    .slice(0, 5)
    .map((plant) => plant.id);
}

/** Each record of a table (a row, a group, a plant) with its plant, row count and position. */
type PlantRecords = TableRecords<(hydroId: number, rowCount: number, record: number) => void>;

/** XF-002 on a Parquet table: the rows whose hydro_id names no plant, one diagnostic for the column (D27). */
function tableNamesPlants(input: CaseInput, fileRule: FileRuleOf<'XF-002'>, records: PlantRecords): CrossFileRule {
  const file = CASE_INPUTS[input];
  return {
    ids: ['XF-002'],
    needs: ['hydros', 'everyHydroId', input],
    run(context) {
      const plants = context.model.hydros?.plants;
      const keys = records.keys?.(context.model);
      if (keys && [...keys.hydroIds].every((id) => plants?.has(id))) return;
      const unknown = new RowTally<number>();
      const withRows = new Set<number>();
      // A visitor, not a mapped array: the productivity and hyperplane tables have ~100,000 keys.
      records.forEach(context.model, (hydroId, rowCount, record) => {
        if (!plants?.has(hydroId)) unknown.add(hydroId, hydroId, rowCount, record);
        else withRows.add(hydroId);
      });
      for (const [hydroId, { rowCount, records: unknownRecords }] of unknown.byKey) {
        const rows = unknownRecords.flatMap((record) => records.rowsOf(context.model, record));
        context.report.parquetRows(file, rows, 'hydro_id', 'XF-002', `hydro_id ${hydroId} names no plant of ${HYDROS}`, {
          related: [relatedPlants(context)],
          // The plants it may have meant: those without rows here (a renamed id then makes no duplicate key).
          data: { fileRule, hydroId, rowCount, ...plantSuggestions(plantsWithout(context, (id) => withRows.has(id), hydroId)) },
          value: hydroId,
          key: { id: hydroId, message: `hydro_id names no plant of ${HYDROS}` },
        });
      }
    },
  };
}

function plantSuggestions(ids: number[]): { plantSuggestions?: number[] } {
  return ids.length > 0 ? { plantSuggestions: ids } : {};
}

function relatedPlants(context: CrossFileContext) {
  return relatedTopLevel(context, HYDROS, 'hydros', 'the plants are declared here');
}

export const identityRules: CrossFileRule[] = [
  fphaPlantNeedsEntry,
  entryNamesPlant,
  tableNamesPlants('geometry', 'GEO-009', {
    forEach: (model, visit) =>
      model.geometry?.curves.forEach((c, index) => {
        visit(c.hydroId, c.rowCount, index);
      }),
    // The curve keeps its valid points: rows whose values the file rules reject are not listed.
    rowsOf: (model, index) => {
      const curve = model.geometry!.curves[index]!;
      return [[curve.firstRow, curve.firstRow], ...curve.points.map((p): RowRange => [p.row, p.row])];
    },
  }),
  tableNamesPlants('productivity', 'PRD-011', {
    forEach: (model, visit) => forEachRecord(model.productivity?.overrides, (hydroId, _stageId, _firstRow, index) => visit(hydroId, 1, index)),
    rowsOf: (model, index) => singleRow(model.productivity!.overrides.firstRow[index]!),
    keys: (model) => model.productivity && distinctKeys(model.productivity.overrides),
  }),
  tableNamesPlants('hyperplanes', 'FPH-013', {
    forEach: (model, visit) => {
      const groups = model.hyperplanes?.groups;
      forEachRecord(groups, (hydroId, _stageId, _firstRow, index) => visit(hydroId, groups!.rowCount[index]!, index));
    },
    rowsOf: (model, index) => groupRows(model.hyperplanes!.groups, index),
    keys: (model) => model.hyperplanes && distinctKeys(model.hyperplanes.groups),
  }),
  tableNamesPlants('tailrace', 'TRC-009', {
    forEach: (model, visit) =>
      model.tailrace?.plants.forEach((p, index) => {
        visit(
          p.hydroId,
          p.families.reduce((sum, f) => sum + f.segments.length, 0),
          index,
        );
      }),
    rowsOf: (model, index) => model.tailrace!.plants[index]!.families.flatMap((f) => f.segments.map((s): RowRange => [s.row, s.row])),
  }),
];
