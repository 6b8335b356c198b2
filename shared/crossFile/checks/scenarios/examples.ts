// Failing and passing examples for the rules joining the inflow statistics table with the plants
// and the calendar (REF-100..REF-102), and the AR coefficients with the plants and the statistics
// (REF-103, REF-104), over the table builders of the file's own examples.
import { inflowStatsTable, plantStatsRows, statsExample, withStats } from '../../../checks/inflowStats/examples';
import { arCoefficientsTable, plantArRows, withCoefficients } from '../../../checks/arCoefficients/examples';
import type { RuleExamples } from '../../../rules/examples/types';
import { AR_COEFFICIENTS, INFLOW_STATS } from '../../../core/case/layout';

export const refScenarioExamples: RuleExamples = {
  'REF-100': {
    show: INFLOW_STATS,
    why: 'The table still holds the statistics of plant 2, which hydros.json no longer declares.',
    failing: withStats(inflowStatsTable([...plantStatsRows(1), ...plantStatsRows(2)])),
    passing: withStats(inflowStatsTable(plantStatsRows(1))),
  },
  'REF-101': statsExample('A row for stage 3, which the three-stage calendar does not have: it is never read.', (rows) => rows.push([1, 3, 100, 20])),
  'REF-102': {
    show: INFLOW_STATS,
    why: 'Plant 2 was added to hydros.json without its inflow rows: it has no statistics for study stages 0 to 2.',
    failing: withStats(inflowStatsTable(plantStatsRows(1)), [1, 2]),
    passing: withStats(inflowStatsTable([...plantStatsRows(1), ...plantStatsRows(2)]), [1, 2]),
  },
};

export const refArExamples: RuleExamples = {
  'REF-103': {
    show: AR_COEFFICIENTS,
    why: 'The coefficients of plant 2 remain after the plant was removed from hydros.json.',
    failing: withCoefficients(arCoefficientsTable([...plantArRows(1), ...plantArRows(2)])),
    passing: withCoefficients(arCoefficientsTable(plantArRows(1))),
  },
  'REF-104': {
    show: AR_COEFFICIENTS,
    why: 'Plant 2 has coefficients but its statistics rows were never added, so the loader finds them orphaned.',
    failing: withCoefficients(arCoefficientsTable([...plantArRows(1), ...plantArRows(2)]), [1, 2], [1]),
    passing: withCoefficients(arCoefficientsTable([...plantArRows(1), ...plantArRows(2)]), [1, 2], [1, 2]),
  },
};
