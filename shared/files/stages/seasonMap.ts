// STUB (helper B): season_definitions rules STG-004, STG-070..STG-078, STG-083.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../engine/json/document';
import type { SeasonMapInfo } from './model';

export function checkSeasonDefinitions(_context: JsonFileContext, _root: JsonNode): SeasonMapInfo | undefined {
  return undefined;
}
