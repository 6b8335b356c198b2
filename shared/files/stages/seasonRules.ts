// STUB (helper B): season rules joining stages and the season map: STG-082, STG-084.
import type { JsonFileContext } from '../context';
import type { SeasonMapInfo, StageInfo } from './model';

export function checkSeasonRules(_context: JsonFileContext, _parts: { stages: readonly StageInfo[]; seasonMap: SeasonMapInfo | undefined }): void {}
