// How the inflow estimation groups scenarios/inflow_history.parquet into seasons, for the rules
// that judge the history as the estimation will use it (REF-106, REF-127..REF-129, REF-132). An
// observation takes the season of the stage whose dates hold it (a study stage's season, explicit
// or derived, or a pre-study stage's season_id; end dates exclusive), else the season its calendar
// day falls in under the season map, so a history long before the study still has seasons (Cobre's
// estimation: find_season_for_date, then SeasonMap::season_for_date).
import type { CaseModel } from '../../../checks/caseModel';
import type { PlantStageKeys } from '../../../model/plantStageRecords';
import type { SeasonMapInfo } from '../../../model/stages/types';
import { calendarDate, calendarSeason, resolvedSeasonId } from '../../../model/stages/seasons';
import type { ResolvedCase } from '../../resolved';

/** The loader estimates the inflow model from the history when it holds rows and the seasonal statistics and AR coefficients do not both. */
export function estimatedFromHistory(model: CaseModel): boolean {
  const { inflowHistory: history, inflowStats: stats, arCoefficients: coefficients } = model;
  if (!history || history.rowCount === 0) return false;
  return (stats?.rowCount ?? 0) === 0 || (coefficients?.rowCount ?? 0) === 0;
}

/** Per record of the history's keys (one per distinct plant and date), its season and calendar year. */
export interface HistorySeasons {
  /** The season id, or -1 when the date falls in no season. */
  season: Float64Array;
  year: Int32Array;
}

interface StageWindow {
  start: number;
  end: number;
  seasonId: number;
}

/** Above this many days between the first and last date, the per-day answers are kept in a map rather than an array. */
const DENSE_DAY_SPAN = 1 << 18;

/** The season and year of every record of `keys` (the history's, whose stage column holds each date as days since 1970-01-01). */
export function historySeasons(resolved: ResolvedCase, map: SeasonMapInfo, keys: PlantStageKeys): HistorySeasons {
  const windows = stageWindows(resolved);
  // Overlapping seasons (a multi-resolution map): the loader's map lists its seasons by id, the first covering a day wins.
  const byId = { cycleType: map.cycleType, seasons: [...map.seasons].sort((a, b) => a.id - b.id) };
  const answer = (day: number): [number, number] => [windowSeason(windows, day) ?? calendarSeason(byId, day)?.id ?? -1, calendarDate(day).year];
  const lookup = dayLookup(keys, answer);
  const season = new Float64Array(keys.count);
  const year = new Int32Array(keys.count);
  for (let i = 0; i < keys.count; i++) {
    const [s, y] = lookup(keys.stageId[i]!);
    season[i] = s;
    year[i] = y;
  }
  return { season, year };
}

/** The stages that carry a season, by start date: study stages with their resolved season, pre-study stages with their season_id. */
function stageWindows(resolved: ResolvedCase): StageWindow[] {
  const windows: StageWindow[] = [];
  for (const { info, season } of [...resolved.preStudyStages, ...resolved.studyStages]) {
    const seasonId = resolvedSeasonId(season);
    if (seasonId !== undefined && info.start && info.end) windows.push({ start: info.start.day, end: info.end.day, seasonId });
  }
  return windows.sort((a, b) => a.start - b.start);
}

/** The season of the last stage starting on or before `day`, when its (exclusive) end is after it. */
function windowSeason(windows: readonly StageWindow[], day: number): number | undefined {
  let low = 0;
  let high = windows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (windows[middle]!.start <= day) low = middle + 1;
    else high = middle;
  }
  const window = low > 0 ? windows[low - 1]! : undefined;
  return window && day < window.end ? window.seasonId : undefined;
}

/** `answer` for each distinct day of the keys, computed once per day (a 90-year monthly history has 1,080 days). */
function dayLookup(keys: PlantStageKeys, answer: (day: number) => [number, number]): (day: number) => [number, number] {
  let first = Infinity;
  let last = -Infinity;
  for (let i = 0; i < keys.count; i++) {
    const day = keys.stageId[i]!;
    if (day < first) first = day;
    if (day > last) last = day;
  }
  if (last - first > DENSE_DAY_SPAN) {
    const known = new Map<number, [number, number]>();
    return (day) => {
      let found = known.get(day);
      if (!found) known.set(day, (found = answer(day)));
      return found;
    };
  }
  const dense: Array<[number, number] | undefined> = new Array(Math.max(0, last - first + 1));
  return (day) => (dense[day - first] ??= answer(day));
}
