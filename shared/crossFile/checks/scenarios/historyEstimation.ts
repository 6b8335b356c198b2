// The inflow history as the estimation will use it, once it is grouped into the seasons of
// stages.json (./historySeasons): the loader's estimation prerequisites and its observation
// checks, run while the inflow model is estimated from the history and a season map is given.
// - REF-127 (warning): a plant's season with fewer observations than
//   estimation.min_observations_per_season (check_estimation_prerequisites, its rule 20);
// - REF-128 (warning): a season without any observation, unless the training inflow class uses
//   the external scheme (check_season_observation_coverage, its rule 28);
// - REF-129 (error): a plant lacking a season in a year between its first and last, the history
//   being coarser than the seasons (check_observation_season_alignment, its rule 31);
// - REF-132 (warning): several observations of a plant in one season of one year, which the
//   estimation averages (the same function, its finer-than-season half).
// Each finding is one problem per plant (per case for REF-128) naming the seasons and years as runs.
import { CASE_FILES } from '../../../core/case/layout';
import type { PlantStageKeys } from '../../../model/plantStageRecords';
import type { SeasonInfo, SeasonMapInfo } from '../../../model/stages/types';
import { RowRanges } from '../../../core/rowGroups';
import { agree, describeIds, plural } from '../../../core/text';
import type { CrossFileContext, CrossFileRule } from '../../context';
import type { Need } from '../../inputHealth';
import { CONFIG, STAGES, relatedNode } from '../common';
import { estimatedFromHistory, historySeasons, type HistorySeasons } from './historySeasons';
import { perObject } from '../../../core/perObject';
import type { CaseModel } from '../../../checks/caseModel';

const HISTORY = CASE_FILES.inflowHistory;
const MIN_OBSERVATIONS = 'estimation.min_observations_per_season';
/** Groups (of seasons with one count, of years missing the same seasons) a message spells out before it counts the rest. */
const SHOWN_GROUPS = 3;

const HISTORY_NEEDS: readonly Need[] = ['stages', 'seasonMap', 'stageSeasons', 'inflowHistory', 'inflowHistoryKeys', 'inflowStats', 'arCoefficients'];

/** A plant's observations, counted by season and by (year, season), and its records (positions in the keys) that have a season. */
interface PlantCounts {
  bySeason: Map<number, number>;
  byYear: Map<number, Map<number, number>>;
  records: number[];
}

/** What every rule here starts from: the history's keys grouped into the map's seasons, while the model is estimated. */
interface GroupedHistory {
  keys: PlantStageKeys;
  map: SeasonMapInfo;
  seasons: HistorySeasons;
  /** The plants of hydros.json (every plant when it cannot be read): an unknown plant's rows are REF-105's one problem. */
  plants: Map<number, PlantCounts>;
  /** The seasons any row falls in, an unknown plant's included. */
  observedSeasons: Set<number>;
}

/** The grouping, built once per validation (its resolved case) and shared by the four rules. */
const groupedFor = perObject((resolved: CrossFileContext['resolved']) => groupHistory(resolved.model, resolved));

function groupedHistory(context: CrossFileContext): GroupedHistory | undefined {
  return groupedFor(context.resolved);
}

function groupHistory(model: CaseModel, resolved: CrossFileContext['resolved']): GroupedHistory | undefined {
  const keys = model.inflowHistory?.keys;
  const map = model.stages?.seasonMap;
  if (!keys || !map || !estimatedFromHistory(model)) return undefined;
  const seasons = historySeasons(resolved, map, keys);
  const plants = new Map<number, PlantCounts>();
  const observedSeasons = new Set<number>();
  const registered = model.hydros?.plants;
  // Records come grouped by plant and by date: the last plant's and year's entries are reused until they change.
  let lastPlant = NaN;
  let counts: PlantCounts | undefined;
  let lastYear = NaN;
  let yearCounts: Map<number, number> | undefined;
  for (let i = 0; i < keys.count; i++) {
    const season = seasons.season[i]!;
    if (season < 0) continue;
    observedSeasons.add(season);
    const hydroId = keys.hydroId[i]!;
    if (hydroId !== lastPlant) {
      lastPlant = hydroId;
      lastYear = NaN;
      counts = registered && !registered.has(hydroId) ? undefined : plants.get(hydroId);
      if (!counts && (!registered || registered.has(hydroId))) plants.set(hydroId, (counts = { bySeason: new Map(), byYear: new Map(), records: [] }));
    }
    if (!counts) continue;
    counts.records.push(i);
    counts.bySeason.set(season, (counts.bySeason.get(season) ?? 0) + 1);
    const year = seasons.year[i]!;
    if (year !== lastYear) {
      lastYear = year;
      yearCounts = counts.byYear.get(year);
      if (!yearCounts) counts.byYear.set(year, (yearCounts = new Map()));
    }
    yearCounts!.set(season, (yearCounts!.get(season) ?? 0) + 1);
  }
  return { keys, map, seasons, plants, observedSeasons };
}

/** The rows of a plant's records that `select` picks (by season and year), as ranges. */
function plantRows(history: GroupedHistory, counts: PlantCounts, select: (season: number, year: number) => boolean): RowRanges {
  const rows = new RowRanges();
  const { keys, seasons } = history;
  for (const i of counts.records) if (select(seasons.season[i]!, seasons.year[i]!)) rows.add(keys.firstRow[i]!);
  return rows;
}

const historyRelated = (context: CrossFileContext, seasons: readonly number[], map: SeasonMapInfo) =>
  seasons.flatMap((id) => {
    const season = map.seasons.find((s) => s.id === id);
    return season ? [relatedNode(context, STAGES, season.node, `season ${describeSeason(season)} is defined here`)] : [];
  });

function describeSeason(season: SeasonInfo): string {
  return season.label ? `${season.id} (${season.label})` : `${season.id}`;
}

/** REF-127: each season of a plant has at least min_observations_per_season observations. */
const enoughObservations: CrossFileRule = {
  ids: ['REF-127'],
  needs: [...HISTORY_NEEDS, 'config'],
  // hydros.json only says which plants are REF-105's alone; unreadable, every plant is judged.
  alsoReads: [CASE_FILES.hydros],
  run(context) {
    const minimum = context.model.config?.estimation.minObservationsPerSeason;
    const history = minimum === undefined ? undefined : groupedHistory(context);
    if (!history || minimum === undefined) return;
    const setting = context.model.config?.estimation.minObservationsNode;
    for (const [hydroId, counts] of history.plants) {
      const few = [...counts.bySeason].filter(([, count]) => count < minimum).sort(([a], [b]) => a - b);
      if (few.length === 0) continue;
      const byCount = new Map<number, number[]>();
      for (const [season, count] of few) byCount.set(count, [...(byCount.get(count) ?? []), season]);
      const seasonIds = few.map(([season]) => season);
      const groups = [...byCount].sort(([a], [b]) => a - b);
      const shown = groups
        .slice(0, SHOWN_GROUPS)
        .map(([count, seasons]) => `${plural(count, 'observation')} in ${seasons.length === 1 ? '' : 'each of '}${describeIds(seasons, 'season')}`);
      const more = groups.slice(SHOWN_GROUPS).reduce((total, [, seasons]) => total + seasons.length, 0);
      const counted = `${shown.join(', ')}${more > 0 ? `, and ${plural(more, 'more season')} under it` : ''}`;
      const expectation = `${MIN_OBSERVATIONS} asks for at least ${minimum}${setting ? '' : ' (its default)'}`;
      const flagged = new Set(seasonIds);
      const rows = plantRows(history, counts, (season) => flagged.has(season));
      context.report.parquetGroup(
        HISTORY,
        rows.toArray(),
        'date',
        'REF-127',
        `hydro ${hydroId} has ${counted}, but ${expectation}: a season's inflow model fitted from so few observations may be poor`,
        {
          related: setting ? [relatedNode(context, CONFIG, setting, `${MIN_OBSERVATIONS} is ${minimum}`)] : [],
          data: { hydroId, seasonIds },
        },
      );
    }
  },
};

/** REF-128: every season of the map has observations, unless the training inflows are external. */
const everySeasonObserved: CrossFileRule = {
  ids: ['REF-128'],
  needs: [...HISTORY_NEEDS, 'config'],
  run(context) {
    const config = context.model.config;
    if (!config || config.training.schemes.inflow === 'external') return;
    const history = groupedHistory(context);
    if (!history) return;
    const empty = history.map.seasons.filter((season) => !history.observedSeasons.has(season.id));
    if (empty.length === 0) return;
    const seasonIds = [...new Set(empty.map((season) => season.id))].sort((a, b) => a - b);
    const named = seasonIds.length === 1 ? `season ${describeSeason(empty[0]!)}` : describeIds(seasonIds, 'season');
    context.report.onObject(
      STAGES,
      empty[0]!.node,
      'REF-128',
      `${named} ${agree(seasonIds.length, 'has', 'have')} no observation in ${HISTORY}: the inflow model is estimated from the history, and ${agree(seasonIds.length, 'this season', 'these seasons')} would be fitted from no data`,
      {
        related: [...historyRelated(context, seasonIds.slice(1), history.map), context.report.relatedFile(HISTORY, 'no observation falls in these seasons')],
        data: { seasonIds },
      },
    );
  },
};

/** REF-129: between a plant's first and last year, each year has an observation in every season. */
const noCoarserThanSeasons: CrossFileRule = {
  ids: ['REF-129'],
  needs: HISTORY_NEEDS,
  // hydros.json only says which plants are REF-105's alone; unreadable, every plant is judged.
  alsoReads: [CASE_FILES.hydros],
  run(context) {
    const history = groupedHistory(context);
    if (!history) return;
    const defined = [...new Set(history.map.seasons.map((season) => season.id))].sort((a, b) => a - b);
    for (const [hydroId, counts] of history.plants) {
      const years = [...counts.byYear.keys()].sort((a, b) => a - b);
      // The first and last years may be partial (a history starting in April); the loader only judges the years between.
      const missingByYear = new Map<number, number[]>();
      for (const year of years.slice(1, -1)) {
        const seen = counts.byYear.get(year)!;
        const missing = defined.filter((season) => !seen.has(season));
        if (missing.length > 0) missingByYear.set(year, missing);
      }
      if (missingByYear.size === 0) continue;
      // Years missing the same seasons are named together: "seasons 1-2, 4-5 (4 seasons) in years 1932-2019 (88 years)".
      const groups = new Map<string, { seasons: number[]; years: number[] }>();
      for (const [year, seasons] of missingByYear) {
        const key = seasons.join(',');
        const group = groups.get(key);
        if (group) group.years.push(year);
        else groups.set(key, { seasons, years: [year] });
      }
      const listed = [...groups.values()].sort((a, b) => b.years.length - a.years.length || a.years[0]! - b.years[0]!);
      const shown = listed.slice(0, SHOWN_GROUPS).map(({ seasons, years }) => `${describeIds(seasons, 'season')} in ${describeIds(years, 'year')}`);
      const rest = listed.slice(SHOWN_GROUPS).reduce((total, group) => total + group.years.length, 0);
      const gaps = `${shown.join('; ')}${rest > 0 ? `; and seasons in ${plural(rest, 'more year')}` : ''}`;
      const seasonIds = [...new Set(listed.flatMap((group) => group.seasons))].sort((a, b) => a - b);
      const rows = plantRows(history, counts, (_season, year) => missingByYear.has(year));
      context.report.parquetGroup(
        HISTORY,
        rows.toArray(),
        'date',
        'REF-129',
        `hydro ${hydroId} has no observation for ${gaps}, between its first and last years (${years[0]} and ${years[years.length - 1]}): observations coarser than the seasons cannot be split into them; give an observation for every season of every year`,
        { data: { hydroId, seasonIds } },
      );
    }
  },
};

/** REF-132: a plant has one observation per season and year; more are averaged by the estimation. */
const noFinerThanSeasons: CrossFileRule = {
  ids: ['REF-132'],
  needs: HISTORY_NEEDS,
  // hydros.json only says which plants are REF-105's alone; unreadable, every plant is judged.
  alsoReads: [CASE_FILES.hydros],
  run(context) {
    const history = groupedHistory(context);
    if (!history) return;
    for (const [hydroId, counts] of history.plants) {
      const crowded = new Set<string>();
      let most: { season: number; year: number; count: number } | undefined;
      for (const [year, seasons] of counts.byYear) {
        for (const [season, count] of seasons) {
          if (count < 2) continue;
          crowded.add(`${year}:${season}`);
          if (!most || count > most.count) most = { season, year, count };
        }
      }
      if (!most) continue;
      const rows = plantRows(history, counts, (season, year) => crowded.has(`${year}:${season}`));
      const where = `season ${most.season} of ${most.year}`;
      const message =
        crowded.size === 1
          ? `hydro ${hydroId} has ${most.count} observations in ${where}: the estimation averages them into one value, weighted by duration`
          : `hydro ${hydroId} has several observations in one season of one year for ${crowded.size} (season, year) pairs, up to ${most.count} (${where}): the estimation averages each pair's into one value, weighted by duration`;
      context.report.parquetGroup(HISTORY, rows.toArray(), 'date', 'REF-132', message, { data: { hydroId, seasonId: most.season } });
    }
  },
};

export const historyEstimationRules: CrossFileRule[] = [enoughObservations, everySeasonObserved, noCoarserThanSeasons, noFinerThanSeasons];
