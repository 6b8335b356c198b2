// The load statistics against the buses and the calendar: once the table holds any row, every bus
// has a row for every study stage (REF-116, the loader's dimensional layer), one problem per bus
// with its missing stages as runs, on the bus's rows or on the table when it has none.
import { CASE_FILES } from '../../../core/case/layout';
import { forEachRecord } from '../../../model/plantStageRecords';
import { rowRanges } from '../../../checks/arCoefficients/check';
import type { CrossFileRule } from '../../context';
import { describeIds } from '../../../core/text';

const LOAD_STATS = CASE_FILES.loadStats;

const loadStatsCoverBuses: CrossFileRule = {
  ids: ['REF-116'],
  needs: ['buses', 'everyBusId', 'stages', 'stageIds', 'loadStats', 'loadStatsKeys'],
  run(context) {
    const table = context.model.loadStats;
    const buses = context.model.buses;
    if (!table || table.rowCount === 0 || !buses) return;
    const studyStageIds = context.resolved.studyStages.map((stage) => stage.info.id);
    const rowsByBus = new Map<number, Map<number, number>>();
    forEachRecord(table.keys, (busId, stageId, firstRow) => {
      let stages = rowsByBus.get(busId);
      if (!stages) rowsByBus.set(busId, (stages = new Map()));
      stages.set(stageId!, firstRow);
    });
    for (const bus of buses.list) {
      if (bus.id === undefined) continue;
      const rows = rowsByBus.get(bus.id);
      const missing = studyStageIds.filter((id) => !rows?.has(id));
      if (missing.length === 0) continue;
      const message = `bus ${bus.id} has no load statistics for ${describeIds(missing, 'study stage')}: every bus needs a row (bus_id ${bus.id}, stage_id) for each study stage once the table holds any row`;
      const related = [context.report.relatedObject(CASE_FILES.buses, bus.node, `bus ${bus.id} is declared here`)];
      const data = { busId: bus.id, stageIds: missing };
      if (rows) context.report.parquetGroup(LOAD_STATS, rowRanges([...rows.values()]), 'stage_id', 'REF-116', message, { related, data });
      else context.report.parquet(LOAD_STATS, undefined, 'bus_id', 'REF-116', `${message} (it has no row at all)`, { related, data });
    }
  },
};

export const loadCoverageRules: CrossFileRule[] = [loadStatsCoverBuses];
