// The scenarios/ row tables against the registries: every entity id names an entity of its
// registry (REF-105, REF-107, REF-111..REF-115, the loader's check_scenario_references and
// check_ncs_references), one problem per table listing the unknown ids and their rows (D27); the
// inflow history covers every plant when the inflow model is estimated from it (REF-106); and the
// annual component joins the seasonal statistics (REF-108, orphaned rows), one problem per plant.
import { CASE_FILES, HYDROS, INFLOW_STATS } from '../../../core/case/layout';
import { forEachRecord, plantStageIndex } from '../../../model/plantStageRecords';
import { unknownEntities, type ScenarioTableSummary } from '../../../checks/scenarioTable';
import { rowRanges } from '../../../checks/arCoefficients/check';
import type { CaseModel } from '../../../checks/caseModel';
import type { RuleId } from '../../../rules';
import type { Need } from '../../inputHealth';
import type { CrossFileRule } from '../../context';
import { relatedTopLevel } from '../common';
import { describeIds } from '../../../core/text';
import { estimatedFromHistory } from './historySeasons';

type Registry = 'hydros' | 'buses' | 'nonControllable';

const REGISTRIES: Record<Registry, { file: string; list: string; noun: string; need: Need; ids: (model: CaseModel) => ((id: number) => boolean) | undefined }> = {
  hydros: { file: HYDROS, list: 'hydros', noun: 'plant', need: 'everyHydroId', ids: (model) => (model.hydros ? (id) => model.hydros!.plants.has(id) : undefined) },
  buses: { file: CASE_FILES.buses, list: 'buses', noun: 'bus', need: 'everyBusId', ids: (model) => (model.buses ? (id) => model.buses!.byId.has(id) : undefined) },
  // An absent non_controllable_sources.json declares no source: the loader's lookup set is then empty.
  nonControllable: {
    file: CASE_FILES.nonControllable,
    list: 'non_controllable_sources',
    noun: 'source',
    need: 'everyNcsId',
    ids: (model) => (id) => model.nonControllable?.byId.has(id) ?? false,
  },
};

type TableKind = 'inflowHistory' | 'annualComponent' | 'externalInflow' | 'externalLoad' | 'externalNcs' | 'ncsStats' | 'loadStats';

/** REF-105 and kin: the table's entity ids that name nothing in the registry, one problem for the column. */
function namesRegistry(code: RuleId, table: TableKind, keysNeed: Need, column: string, registry: Registry): CrossFileRule {
  const target = REGISTRIES[registry];
  return {
    ids: [code],
    needs: [registry, target.need, table, keysNeed],
    run(context) {
      const summary = entitiesOf(context.model, table);
      const known = target.ids(context.model);
      if (!summary || !known) return;
      const { ids, rows } = unknownEntities(summary, known);
      if (ids.length === 0) return;
      const file = CASE_FILES[table];
      context.report.parquetRows(
        file,
        rows,
        column,
        code,
        `${describeIds(ids, column)} ${ids.length === 1 ? 'names' : 'name'} no ${target.noun} of ${target.file}: the loader rejects rows for an unknown ${target.noun}`,
        {
          related: [relatedTopLevel(context, target.file, target.list, `the ${target.noun === 'bus' ? 'buses' : `${target.noun}s`} are declared here`)],
          data: idData(registry, ids),
        },
      );
    },
  };
}

function idData(registry: Registry, ids: number[]): { hydroIds: number[] } | { busId: number } | { sourceId: number } | Record<string, never> {
  if (registry === 'hydros') return { hydroIds: ids };
  if (ids.length !== 1) return {};
  return registry === 'buses' ? { busId: ids[0]! } : { sourceId: ids[0]! };
}

/** The entity ids and rows of a table (the load statistics keep theirs as keys). */
function entitiesOf(model: CaseModel, table: TableKind): ScenarioTableSummary['entities'] | undefined {
  if (table !== 'loadStats') return model[table]?.entities;
  const keys = model.loadStats?.keys;
  if (!keys) return undefined;
  const rows = new Map<number, number[]>();
  forEachRecord(keys, (busId, _stage, firstRow) => {
    const list = rows.get(busId);
    if (list) list.push(firstRow);
    else rows.set(busId, [firstRow]);
  });
  return [...rows].map(([id, list]) => ({ id, rows: rowRanges(list) }));
}

/** REF-106: while the inflow model is estimated from the history, each plant has observations. */
const historyCoversPlants: CrossFileRule = {
  ids: ['REF-106'],
  needs: ['hydros', 'everyHydroId', 'inflowHistory', 'inflowHistoryKeys', 'inflowStats', 'arCoefficients'],
  run(context) {
    const { inflowHistory: history, hydros } = context.model;
    if (!history || !hydros || !estimatedFromHistory(context.model)) return;
    const observed = new Set(history.entities.map((entity) => entity.id));
    for (const plant of hydros.plants.values()) {
      if (observed.has(plant.id)) continue;
      context.report.parquet(
        CASE_FILES.inflowHistory,
        undefined,
        'hydro_id',
        'REF-106',
        `hydro ${plant.id} has no observation in the inflow history, but the inflow model is estimated from it (${INFLOW_STATS} and ${CASE_FILES.arCoefficients} do not both hold rows): every plant needs its history`,
        { related: [context.report.relatedObject(HYDROS, plant.node, `hydro ${plant.id} is declared here`)], data: { hydroId: plant.id } },
      );
    }
  },
};

/** REF-108: once the statistics table holds a row, each annual (plant, stage) has its statistics row. */
const annualHasStatistics: CrossFileRule = {
  ids: ['REF-108'],
  needs: ['annualComponent', 'annualComponentKeys', 'inflowStats', 'inflowStatsKeys'],
  run(context) {
    const annual = context.model.annualComponent?.keys;
    const stats = context.model.inflowStats;
    if (!annual || !stats || stats.keys.count === 0) return;
    const withStats = plantStageIndex(stats.keys);
    const orphans = new Map<number, { stages: number[]; rows: number[] }>();
    forEachRecord(annual, (hydroId, stageId, firstRow) => {
      if (withStats.find(hydroId, stageId) >= 0) return;
      let orphan = orphans.get(hydroId);
      if (!orphan) orphans.set(hydroId, (orphan = { stages: [], rows: [] }));
      orphan.stages.push(stageId!);
      orphan.rows.push(firstRow);
    });
    for (const [hydroId, { stages, rows }] of orphans) {
      context.report.parquetGroup(
        CASE_FILES.annualComponent,
        rowRanges(rows),
        'stage_id',
        'REF-108',
        `hydro ${hydroId} has an annual component for ${describeIds(stages, 'stage')} but ${INFLOW_STATS} has no row for ${stages.length === 1 ? 'it' : 'them'}: the loader rejects annual rows without their seasonal statistics`,
        { related: [context.report.relatedFile(INFLOW_STATS, `no row for hydro ${hydroId} at ${describeIds(stages, 'stage')}`)], data: { hydroId, stageIds: stages } },
      );
    }
  },
};

export const tableReferenceRules: CrossFileRule[] = [
  namesRegistry('REF-105', 'inflowHistory', 'inflowHistoryKeys', 'hydro_id', 'hydros'),
  historyCoversPlants,
  namesRegistry('REF-107', 'annualComponent', 'annualComponentKeys', 'hydro_id', 'hydros'),
  annualHasStatistics,
  namesRegistry('REF-111', 'externalInflow', 'externalInflowKeys', 'hydro_id', 'hydros'),
  namesRegistry('REF-112', 'externalLoad', 'externalLoadKeys', 'bus_id', 'buses'),
  namesRegistry('REF-113', 'externalNcs', 'externalNcsKeys', 'ncs_id', 'nonControllable'),
  namesRegistry('REF-114', 'ncsStats', 'ncsStatsKeys', 'ncs_id', 'nonControllable'),
  namesRegistry('REF-115', 'loadStats', 'loadStatsKeys', 'bus_id', 'buses'),
];
