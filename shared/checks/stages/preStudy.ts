// pre_study_stages: STG-005, STG-060..STG-065, and STG-090 on each entry. Pre-study stages are dated
// AR warm-up periods: negative ids, no blocks, a season taken as declared (never derived).
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { getProperty } from '../../core/json/nodes';
import { FirstDeclarations } from '../../core/json/uniqueness';
import type { PreStudyStageInfo, SeasonMapInfo, StageInfo } from '../../model/stages/types';
import { checkSeasonReference } from './seasonMap';
import { documentedKeys } from '../../core/fieldDocs';
import { stagesFieldDocs } from './fields';

/** A pre-study stage's known keys: those its field documentation lists. */
const PRE_STUDY_KEYS = documentedKeys(stagesFieldDocs, 'pre_study_stages[]');

export function checkPreStudyStages(context: JsonFileContext, root: JsonNode, parts: { stages: readonly StageInfo[]; seasonMap: SeasonMapInfo | undefined }): PreStudyStageInfo[] {
  const array = context.fields.array(root, 'pre_study_stages', 'STG-005');
  const preStudy = context.fields.objectEntries(array, 'STG-005', 'a pre-study stage').map(({ entry, index }) => readPreStudyStage(context, entry, index, parts.seasonMap));
  checkIds(context, preStudy, parts.stages);
  return preStudy;
}

function readPreStudyStage(context: JsonFileContext, entry: JsonNode, index: number, seasonMap: SeasonMapInfo | undefined): PreStudyStageInfo {
  const { fields, report } = context;
  fields.unknownKeys(entry, PRE_STUDY_KEYS, 'STG-090');
  const id = fields.integer(entry, 'id', 'STG-060', { required: true, label: 'pre-study id' });
  if (id !== undefined && id >= 0) {
    report.at(
      getProperty(entry, 'id')!,
      'STG-060',
      `pre-study id must be negative, got ${id} (a non-negative id is read as a study stage, which then fails to load: it declares no blocks)`,
    );
  }
  const dates = fields.dateSpan(entry, 'STG-063', 'STG-064');
  // Taken as declared, never derived from the dates (§2.1).
  const seasonId = fields.integer(entry, 'season_id', 'STG-065', { nullable: true });
  if (seasonId !== undefined) checkSeasonReference(context, getProperty(entry, 'season_id')!, seasonId, seasonMap, 'STG-065');
  return {
    index,
    ...(id !== undefined ? { id } : {}),
    ...dates,
    ...(seasonId !== undefined ? { seasonId } : {}),
    node: entry,
  };
}

/** STG-061 duplicates among pre-study ids, STG-062 a pre-study id also used in `stages[]`. */
function checkIds(context: JsonFileContext, preStudy: readonly PreStudyStageInfo[], stages: readonly StageInfo[]): void {
  const stageById = new Map<number, StageInfo>();
  for (const stage of stages) if (stage.id !== undefined && !stageById.has(stage.id)) stageById.set(stage.id, stage);
  const ids = new FirstDeclarations<number>(context.report, 'STG-061');
  for (const entry of preStudy) {
    if (entry.id === undefined) continue;
    ids.claim(entry.id, entry.node, `pre-study id ${entry.id}`, { atKey: 'id' });
    const stage = stageById.get(entry.id);
    if (stage) {
      // A negative id in stages[] is read as a pre-study stage too (STG-031), so it collides the same way.
      const why = entry.id < 0 ? ' (a negative stage id is read as a pre-study stage too)' : '';
      context.report.at(getProperty(entry.node, 'id')!, 'STG-062', `pre-study id ${entry.id} is also the id of stages[${stage.index}]${why}`);
    }
  }
}
