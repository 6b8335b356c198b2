// The AR coefficients table against the plants and the inflow statistics: every hydro_id names a
// plant (REF-103), and once the statistics table holds a row, every (plant, stage) with coefficients
// has its statistics row (REF-104: the loader's "orphaned AR coefficients"), one problem per plant.
import { forEachRecord, plantStageIndex } from '../../../model/plantStageRecords';
import { rowRanges, rowsOfGroups } from '../../../checks/arCoefficients/check';
import type { CrossFileRule } from '../../context';
import { relatedTopLevel } from '../common';
import { AR_COEFFICIENTS, HYDROS, INFLOW_STATS } from '../../../core/case/layout';
import { describeIds } from '../../../core/text';

/** REF-103: rows whose hydro_id names no plant of hydros.json, one problem for the column (D27). */
const coefficientsNamePlants: CrossFileRule = {
  ids: ['REF-103'],
  needs: ['hydros', 'everyHydroId', 'arCoefficients'],
  run(context) {
    const table = context.model.arCoefficients;
    const plants = context.model.hydros?.plants;
    if (!table || !plants) return;
    const unknown = new Set<number>();
    const unknownGroups = new Set<number>();
    forEachRecord(table.groups, (hydroId, _stageId, _firstRow, index) => {
      if (plants.has(hydroId)) return;
      unknown.add(hydroId);
      unknownGroups.add(index);
    });
    if (unknown.size === 0) return;
    context.report.parquetRows(
      AR_COEFFICIENTS,
      rowRanges([...rowsOfGroups(table, unknownGroups).values()].flat()),
      'hydro_id',
      'REF-103',
      `${describeIds(unknown, 'hydro_id')} ${unknown.size === 1 ? 'names' : 'name'} no plant of ${HYDROS}: the loader rejects coefficients for an unknown plant`,
      {
        related: [relatedTopLevel(context, HYDROS, 'hydros', 'the plants are declared here')],
        data: { hydroIds: [...unknown].sort((a, b) => a - b) },
      },
    );
  },
};

/** REF-104: coefficients of a (plant, stage) that has no statistics row, once the statistics table holds any row. */
const coefficientsHaveStatistics: CrossFileRule = {
  ids: ['REF-104'],
  needs: ['arCoefficients', 'arCoefficientKeys', 'inflowStats', 'inflowStatsKeys'],
  run(context) {
    const table = context.model.arCoefficients;
    const stats = context.model.inflowStats;
    // With no statistics row the loader builds no inflow model and reads no coefficient.
    if (!table || !stats || stats.keys.count === 0) return;
    const withStats = plantStageIndex(stats.keys);
    const orphans = new Map<number, { stages: number[]; groups: Set<number> }>();
    forEachRecord(table.groups, (hydroId, stageId, _firstRow, index) => {
      if (withStats.find(hydroId, stageId) >= 0) return;
      let orphan = orphans.get(hydroId);
      if (!orphan) orphans.set(hydroId, (orphan = { stages: [], groups: new Set() }));
      orphan.stages.push(stageId!);
      orphan.groups.add(index);
    });
    const groupRows = rowsOfGroups(table, new Set([...orphans.values()].flatMap((orphan) => [...orphan.groups])));
    for (const [hydroId, { stages, groups }] of orphans) {
      const rows = [...groups].flatMap((group) => groupRows.get(group)!);
      context.report.parquetGroup(
        AR_COEFFICIENTS,
        rowRanges(rows),
        'stage_id',
        'REF-104',
        `hydro ${hydroId} has AR coefficients for ${describeIds(stages, 'stage')} but ${INFLOW_STATS} has no row for ${stages.length === 1 ? 'it' : 'them'}: the loader rejects coefficients without their seasonal statistics`,
        { related: [context.report.relatedFile(INFLOW_STATS, `no row for hydro ${hydroId} at ${describeIds(stages, 'stage')}`)], data: { hydroId, stageIds: stages } },
      );
    }
  },
};

export const arCoefficientsJoins: CrossFileRule[] = [coefficientsNamePlants, coefficientsHaveStatistics];
