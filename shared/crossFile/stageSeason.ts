// A stage's season in words, for the plots and explain: whether the stage is a study or pre-study
// stage (or neither), and its season's id and label when the season map gives one.
import type { ResolvedCase } from './resolved';
import type { ResolvedSeason } from '../model/stages/seasons';

export interface StageSeason {
  /** The stage's season in words (`3 (April)`), when it has one. */
  season?: string;
  seasonId?: number;
  stageKind: 'study' | 'pre-study' | 'unknown';
}

export function stageSeason(resolved: ResolvedCase, stageId: number): StageSeason {
  const study = resolved.stageById.get(stageId);
  const pre = study ? undefined : resolved.preStudyStages.find((p) => p.info.id === stageId);
  const season: ResolvedSeason | undefined = study?.season ?? pre?.season;
  const stageKind = study ? 'study' : pre ? 'pre-study' : 'unknown';
  // A season_id with no season map never resolves (explain says so too).
  if (!season || season.kind === 'none' || !resolved.model.stages?.seasonMap) return { stageKind };
  const label = season.season?.label;
  const text = season.season ? `${season.seasonId}${label ? ` (${label})` : ''}` : `${season.seasonId} (names no season of the map)`;
  return { stageKind, seasonId: season.seasonId, season: text };
}
