// Season rules that join the stage list and the season map: STG-082 (season rule 3a) and STG-084
// (season rule 4). They run after both parts are read.
import type { JsonFileContext } from '../context';
import { getProperty, hasProperty } from '../../core/json/nodes';
import type { PreStudyStageInfo, SeasonMapInfo, StageInfo } from '../../model/stages/types';
import { DURATION_TOLERANCE_DAYS, durationDays, resolveStageSeason, type ResolvedSeason } from '../../model/stages/seasons';

export function checkSeasonRules(
  context: JsonFileContext,
  parts: { stages: readonly StageInfo[]; preStudy: readonly PreStudyStageInfo[]; seasonMap: SeasonMapInfo | undefined },
): void {
  const studyStages = parts.stages.filter(isStudyStage);
  if (parts.seasonMap?.multiResolution) requireSeasonIds(context, studyStages);
  // Study stages with a season, explicit or derived, and pre-study stages that declare one (a
  // negative id in stages[] resolves to its season_id only, like pre_study_stages).
  const dated: DatedStage[] = [
    ...parts.preStudy.map((stage) => ({ stage, list: 'pre_study_stages' as const })),
    ...parts.stages.filter((stage) => stage.id !== undefined).map((stage) => ({ stage, list: 'stages' as const })),
  ];
  checkDurationsPerSeason(context, dated, parts.seasonMap);
}

/** A stage of either list, and the list it sits in (messages name `pre_study_stages[i]` or `stages[i]`). */
interface DatedStage {
  stage: Pick<StageInfo, 'index' | 'id' | 'start' | 'end' | 'seasonId' | 'node'>;
  list: 'stages' | 'pre_study_stages';
}

/** Negative ids are pre-study stages; a stage whose id did not read is left to STG-030. */
function isStudyStage(stage: StageInfo): boolean {
  return stage.id !== undefined && stage.id >= 0;
}

/** STG-082: under a multi-resolution map nothing is derived, so every study stage names its season. */
function requireSeasonIds(context: JsonFileContext, stages: readonly StageInfo[]): void {
  const why = 'the season map layers seasons of different resolutions, so seasons are never derived from dates';
  for (const stage of stages) {
    const value = getProperty(stage.node, 'season_id');
    if (value?.type === 'null') context.report.at(value, 'STG-082', `stage ${stage.id} needs a season_id, got null: ${why}`);
    else if (!hasProperty(stage.node, 'season_id')) context.report.onObject(stage.node, 'STG-082', `stage ${stage.id} needs a season_id: ${why}`);
  }
}

interface Timed extends DatedStage {
  days: number;
}

/**
 * STG-084: stages resolving to one season (explicit or derived) must last within 7 days of each
 * other. Each stage is compared with the shortest and the longest earlier stage of its season, so
 * every offending stage is reported once, on itself, naming the earlier stage furthest from it.
 */
function checkDurationsPerSeason(context: JsonFileContext, stages: readonly DatedStage[], map: SeasonMapInfo | undefined): void {
  const extremes = new Map<number, { shortest: Timed; longest: Timed }>();
  for (const { stage, list } of stages) {
    if (!stage.start || !stage.end || stage.end.day <= stage.start.day) continue;
    // A pre-study stage never derives a season: it takes part only with a season_id.
    const resolved = list === 'pre_study_stages' && stage.seasonId === undefined ? undefined : resolveStageSeason(stage, map);
    if (!resolved || resolved.kind === 'none') continue;
    const current = { stage, list, days: durationDays(stage.start, stage.end) };
    const seen = extremes.get(resolved.seasonId);
    if (!seen) {
      extremes.set(resolved.seasonId, { shortest: current, longest: current });
      continue;
    }
    const furthest = current.days - seen.shortest.days > seen.longest.days - current.days ? seen.shortest : seen.longest;
    if (Math.abs(current.days - furthest.days) > DURATION_TOLERANCE_DAYS) reportDurationSpread(context, current, furthest, resolved);
    if (current.days < seen.shortest.days) seen.shortest = current;
    if (current.days > seen.longest.days) seen.longest = current;
  }
}

function reportDurationSpread(context: JsonFileContext, current: Timed, earlier: Timed, resolved: Exclude<ResolvedSeason, { kind: 'none' }>): void {
  const how = resolved.kind === 'derived' ? `derived season ${resolved.seasonId}` : `season ${resolved.seasonId}`;
  const message =
    `stage ${current.stage.id} lasts ${current.days} days but stage ${earlier.stage.id} (${earlier.list}[${earlier.stage.index}]), also in ${how}, lasts ${earlier.days}: ` +
    `stages sharing a season must last within ${DURATION_TOLERANCE_DAYS} days of each other (give them distinct season ids)`;
  const data = { seasonId: resolved.seasonId, otherStageId: earlier.stage.id };
  // An explicit season_id is what the user would change; a derived season has only the stage itself.
  const seasonNode = resolved.kind === 'explicit' ? getProperty(current.stage.node, 'season_id') : undefined;
  if (seasonNode) context.report.at(seasonNode, 'STG-084', message, { data });
  else context.report.onObject(current.stage.node, 'STG-084', message, { data });
}
