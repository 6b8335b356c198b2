// Failing and passing examples for the rules joining the scenarios/ row tables and
// initial_conditions.json with the registries, the calendar and the inflow model (REF-105..REF-131),
// over the table builders of each file's own examples.
import { HISTORY_COLUMNS, INFLOW_HISTORY, historyRows, monthlyHistoryRows, withHistory } from '../../../checks/inflowHistory/examples';
import { ANNUAL_COLUMNS, ANNUAL_COMPONENT, annualRows, withAnnual } from '../../../checks/annualComponent/examples';
import { NOISE_COLUMNS, NOISE_OPENINGS, noiseRows, withNoise } from '../../../checks/noiseOpenings/examples';
import { EXTERNAL_KINDS, externalRows, withExternal, type ExternalKind } from '../../../checks/externalScenarios/examples';
import { NCS_STATS, NCS_STATS_COLUMNS, ncsStatsRows, withNcsStats } from '../../../checks/ncsStats/examples';
import { arCoefficientsTable, plantArRows, withCoefficients } from '../../../checks/arCoefficients/examples';
import { rowTable, type Cell, type ExampleColumnType } from '../../../rules/examples/rowTable';
import { monthlySeasons, quarterSeasons, scenarioSourceConfig, stagesWith } from '../../../rules/examples/calendarBuilders';
import { baselineConfig, baselineInitialConditions } from '../../../rules/examples/baseline';
import type { ExampleFiles, ExampleJson, RuleExample } from '../../../rules/examples/types';

const LOAD_STATS = 'scenarios/load_seasonal_stats.parquet';
const LOAD_COLUMNS: ReadonlyArray<readonly [string, ExampleColumnType]> = [
  ['bus_id', 'Int32'],
  ['stage_id', 'Int32'],
  ['mean_mw', 'Float64'],
  ['std_mw', 'Float64'],
];
const loadRows = (...buses: number[]): Cell[][] => buses.flatMap((bus) => [0, 1, 2].map((stage): Cell[] => [bus, stage, 800, 40]));

const INITIAL = 'initial_conditions.json';
const STAGES = 'stages.json';
const CONFIG = 'config.json';

/**
 * Plant 1's history with the inflow model estimated from it (no statistics given), a season map
 * (monthly unless `seasons`) and estimation.min_observations_per_season (2 unless `minimum`).
 */
function estimatedCase(rows: Cell[][], { minimum = 2, seasons = monthlySeasons() }: { minimum?: number; seasons?: ExampleJson } = {}): ExampleFiles {
  return {
    ...withHistory(rowTable(HISTORY_COLUMNS, rows)),
    [STAGES]: stagesWith((stages) => (stages.season_definitions = seasons)),
    [CONFIG]: { ...baselineConfig(), estimation: { min_observations_per_season: minimum } },
  };
}

/** A date's month (1-12) in a history row. */
const monthOf = (row: Cell[]) => Number(String(row[1]).slice(5, 7));

/** Stage 0 carries inflow lags; plant 1 has an AR(2) model at each study stage; `pastInflows` are its initial_conditions.json entries. */
function lagCase(pastInflows: ExampleJson[], seasons = false): ExampleFiles {
  return {
    ...withCoefficients(arCoefficientsTable(plantArRows(1))),
    [STAGES]: stagesWith((stages) => {
      stages.stages[0].state_variables = { storage: true, inflow_lags: true };
      if (seasons) {
        stages.season_definitions = monthlySeasons();
        stages.stages.forEach((stage: { season_id?: number }, k: number) => (stage.season_id = k));
      }
    }),
    [INITIAL]: { ...baselineInitialConditions(), past_inflows: pastInflows },
  };
}

const pastInflow = (hydroId: number, values: number[], seasonIds?: number[]): ExampleJson => ({
  hydro_id: hydroId,
  values_m3s: values,
  ...(seasonIds ? { season_ids: seasonIds } : {}),
});

function externalRef(kind: ExternalKind, unknown: number, why: string): RuleExample {
  return {
    show: kind.file,
    why,
    failing: withExternal(kind, rowTable(kind.columns, externalRows(kind, [kind.entity, unknown])), [kind.entity]),
    passing: withExternal(kind, rowTable(kind.columns, externalRows(kind)), [kind.entity]),
  };
}

export const refScenarioTableExamples: Record<string, RuleExample> = {
  'REF-105': {
    show: INFLOW_HISTORY,
    why: 'The history still holds the observations of plant 2, which hydros.json no longer declares.',
    failing: withHistory(rowTable(HISTORY_COLUMNS, historyRows(1, 2))),
    passing: withHistory(rowTable(HISTORY_COLUMNS, historyRows(1))),
  },
  'REF-106': {
    show: INFLOW_HISTORY,
    why: 'The inflow model is estimated from the history (no statistics are given), and plant 2 has no observation.',
    failing: withHistory(rowTable(HISTORY_COLUMNS, historyRows(1)), [1, 2]),
    passing: withHistory(rowTable(HISTORY_COLUMNS, historyRows(1, 2)), [1, 2]),
  },
  'REF-127': {
    show: CONFIG,
    excerpt: ['estimation'],
    why: 'The history gives two years, so two observations per season, but min_observations_per_season asks for 12.',
    failing: estimatedCase(historyRows(1), { minimum: 12 }),
    passing: estimatedCase(historyRows(1), { minimum: 2 }),
  },
  'REF-128': {
    show: INFLOW_HISTORY,
    why: 'No June is observed, so the June season would be fitted from no data.',
    failing: estimatedCase(historyRows(1).filter((row) => monthOf(row) !== 6)),
    passing: estimatedCase(historyRows(1)),
  },
  'REF-129': {
    show: INFLOW_HISTORY,
    why: 'June 2023 is missing, in a year between the first and the last: the loader reads it as observations coarser than the monthly seasons.',
    failing: estimatedCase(monthlyHistoryRows(1, 3).filter((row) => row[1] !== '2023-06-01')),
    passing: estimatedCase(monthlyHistoryRows(1, 3)),
  },
  'REF-132': {
    show: STAGES,
    excerpt: ['season_definitions'],
    why: 'Monthly observations under quarterly seasons: each quarter of each year has three, which the estimation averages.',
    failing: estimatedCase(historyRows(1), { seasons: quarterSeasons() }),
    passing: estimatedCase(historyRows(1)),
  },
  'REF-107': {
    show: ANNUAL_COMPONENT,
    why: 'The annual component of plant 2 remains after the plant was removed from hydros.json.',
    failing: withAnnual(rowTable(ANNUAL_COLUMNS, annualRows(1, 2))),
    passing: withAnnual(rowTable(ANNUAL_COLUMNS, annualRows(1))),
  },
  'REF-108': {
    show: ANNUAL_COMPONENT,
    why: 'Plant 2 has an annual component but no seasonal statistics, so the loader finds its rows orphaned.',
    failing: withAnnual(rowTable(ANNUAL_COLUMNS, annualRows(1, 2)), [1, 2], [1]),
    passing: withAnnual(rowTable(ANNUAL_COLUMNS, annualRows(1, 2)), [1, 2], [1, 2]),
  },
  'REF-109': {
    show: NOISE_OPENINGS,
    why: 'The tree gives openings for stages 0 and 1 only; the calendar has three study stages.',
    failing: withNoise(rowTable(NOISE_COLUMNS, noiseRows([0, 1]))),
    passing: withNoise(rowTable(NOISE_COLUMNS, noiseRows())),
  },
  'REF-110': {
    show: NOISE_OPENINGS,
    why: 'The tree gives two entities per opening, but the case has one plant and no random load.',
    failing: withNoise(rowTable(NOISE_COLUMNS, noiseRows([0, 1, 2], 2, 2))),
    passing: withNoise(rowTable(NOISE_COLUMNS, noiseRows())),
  },
  'REF-111': externalRef(EXTERNAL_KINDS.inflow, 2, 'The external inflows still name plant 2, which hydros.json does not declare.'),
  'REF-112': externalRef(EXTERNAL_KINDS.load, 5, 'The external loads name bus 5; the case has buses 0 and 1.'),
  'REF-113': externalRef(EXTERNAL_KINDS.ncs, 3, 'The external availability names source 3, which non_controllable_sources.json does not declare.'),
  'REF-114': {
    show: NCS_STATS,
    why: 'The statistics name source 1; only source 0 is declared.',
    failing: withNcsStats(rowTable(NCS_STATS_COLUMNS, ncsStatsRows(0, 1))),
    passing: withNcsStats(rowTable(NCS_STATS_COLUMNS, ncsStatsRows(0))),
  },
  'REF-115': {
    show: LOAD_STATS,
    why: 'The load statistics name bus 7; the case has buses 0 and 1.',
    failing: { [LOAD_STATS]: rowTable(LOAD_COLUMNS, loadRows(0, 1, 7)) },
    passing: { [LOAD_STATS]: rowTable(LOAD_COLUMNS, loadRows(0, 1)) },
  },
  'REF-116': {
    show: LOAD_STATS,
    why: 'Bus 1 has no load statistics at all: every bus needs a row for each study stage.',
    failing: { [LOAD_STATS]: rowTable(LOAD_COLUMNS, loadRows(0)) },
    passing: { [LOAD_STATS]: rowTable(LOAD_COLUMNS, loadRows(0, 1)) },
  },
  'REF-117': {
    show: INITIAL,
    why: 'Stage 0 carries inflow lags and plant 1 has an AR(2) model, but past_inflows is empty.',
    failing: lagCase([]),
    passing: lagCase([pastInflow(1, [110, 95])]),
  },
  'REF-118': {
    show: INITIAL,
    why: 'Plant 1 has AR order 2 but only one past inflow.',
    failing: lagCase([pastInflow(1, [110])]),
    passing: lagCase([pastInflow(1, [110, 95])]),
  },
  'REF-119': {
    show: INITIAL,
    why: 'past_inflows also names plant 9, which hydros.json does not declare.',
    failing: lagCase([pastInflow(1, [110, 95]), pastInflow(9, [50, 40])]),
    passing: lagCase([pastInflow(1, [110, 95])]),
  },
  'REF-130': {
    show: INITIAL,
    why: 'The second past inflow is tagged season 12; the monthly map has seasons 0 to 11.',
    failing: lagCase([pastInflow(1, [110, 95], [11, 12])], true),
    passing: lagCase([pastInflow(1, [110, 95], [10, 11])], true),
  },
  'REF-131': {
    show: 'config.json',
    why: 'The inflow class uses the external scheme, but there is no external inflow table.',
    failing: { 'config.json': scenarioSourceConfig({ inflow: 'external' }) },
    passing: {
      'config.json': scenarioSourceConfig({ inflow: 'external' }),
      ...withExternal(EXTERNAL_KINDS.inflow, rowTable(EXTERNAL_KINDS.inflow.columns, externalRows(EXTERNAL_KINDS.inflow))),
    },
  },
};
