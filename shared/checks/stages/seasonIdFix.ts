// STG-082: under a multi-resolution season map every study stage names its season_id. The seasons
// that fit are those covering the stage's start date, one per resolution (a month and its quarter,
// say): the user picks, so one action per fitting season, the finest first.
import { getProperty } from '../../core/json/nodes';
import { parseIsoDate, type DateValue } from '../../core/json/fields';
import { appendProperty, nodeAtPath, replaceNode, toTextEdit } from '../../core/json/edits';
import { entryPath, type FixInput, type FixProposal } from '../fixes/model';
import type { SeasonInfo, SeasonMapInfo } from '../../model/stages/types';
import { calendarDate, coversMonthDay, describeSeasonRange, seasonOfDate, seasonSpanDays } from '../../model/stages/seasons';

export function seasonIdFix(input: FixInput): FixProposal[] {
  const map = input.validation?.model.stages?.seasonMap;
  const stagePath = entryPath(input.path, 'stages');
  if (!map || !stagePath || stagePath.length !== 2) return [];
  const stage = nodeAtPath(input.doc, stagePath);
  const startNode = getProperty(stage, 'start_date');
  const start = startNode?.type === 'string' ? parseIsoDate(startNode.value as string) : undefined;
  if (!stage || !start) return [];
  const current = getProperty(stage, 'season_id');
  // A season_id set to a number is not what STG-082 is about (the text changed since the validation).
  if (current && current.type !== 'null') return [];
  const seasons = fittingSeasons(map, start);
  return seasons.map((season) => ({
    title: `Set season_id to ${season.id} (${describeSeason(season)})`,
    fixes: [input.diagnostic.code],
    edits: [toTextEdit(input.doc, current ? replaceNode(current, String(season.id)) : appendProperty(input.doc, stage, 'season_id', season.id))],
    isPreferred: seasons.length === 1,
  }));
}

/**
 * The seasons a date falls in: under a single-resolution map the one derived from it (season rule
 * 2), under a multi-resolution map every season covering it, the shortest span first.
 */
function fittingSeasons(map: SeasonMapInfo, date: DateValue): SeasonInfo[] {
  if (!map.multiResolution) {
    const season = seasonOfDate(map, date);
    return season ? [season] : [];
  }
  const day = calendarDate(date);
  return map.seasons.filter((season) => coversMonthDay(season, day)).sort((a, b) => seasonSpanDays(a) - seasonSpanDays(b));
}

function describeSeason(season: SeasonInfo): string {
  const range = describeSeasonRange(season);
  return season.label ? `"${season.label}", ${range}` : range;
}
