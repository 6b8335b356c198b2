// Writes the broken cases the real-editor tests open: generated per run into a temporary folder
// (removed after the test file), so no binary fixture is committed.
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { validCase, validStages, weeklyStudyStages, writeCase, type CaseFiles } from '../support/cases';
import { examplesDir } from '../support/cli';
import { parquetBytes } from '../support/parquet';
import {
  BAD_HOURS,
  CURRENT_KEY,
  EXAMPLE_DIR,
  EXAMPLE_SOURCE,
  GEOMETRY_BAD_HEIGHT,
  GEOMETRY_BAD_ROW,
  GEOMETRY_FILE,
  LONG_STUDY_STAGES,
  OLDER_KEY,
  OLDER_KEY_STAGE,
  PLAIN_JSON_FILE,
  STAGES_FILE,
} from './fixtureSpec';

/** The files of the broken case: one STG-037 in stages.json and one GEO-004 in the geometry table. */
function brokenCaseFiles(bendStages: (stages: any) => void = () => {}): CaseFiles {
  const stages = validStages();
  stages.stages[1].blocks[0].hours = BAD_HOURS;
  bendStages(stages);
  const heights = [10, 15, 20, 25];
  heights[GEOMETRY_BAD_ROW] = GEOMETRY_BAD_HEIGHT;
  const geometry = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: heights.map(() => 1) },
    { name: 'volume_hm3', type: 'Float64', values: heights.map((_, i) => i * 50) },
    { name: 'height_m', type: 'Float64', values: heights },
    { name: 'area_km2', type: 'Float64', values: heights.map((_, i) => i + 1) },
  ]);
  return { ...validCase(), [STAGES_FILE]: stages, [GEOMETRY_FILE]: geometry };
}

/** The broken case (STG-037, GEO-004); returns its folder. */
export function writeBrokenCase(): string {
  return writeCase(brokenCaseFiles());
}

/** A valid case whose stages.json is a long study: 200 weekly stages of three blocks, past the outline's line for listing every block. */
export function writeLongStudyCase(): string {
  return writeCase({ ...validCase(), [STAGES_FILE]: weeklyStudyStages(LONG_STUDY_STAGES) });
}

/**
 * The broken case with, in addition, one stage naming num_openings by its older name (one STG-039
 * on the key, cured by its quick fix): the extension-host suite applies that fix. Inside it, a copy
 * of a Cobre example case and a JSON file that belongs to no case (fixtureSpec.ts). Returns its folder.
 */
export function writeBrokenCaseWithOlderKey(): string {
  const dir = writeCase(
    brokenCaseFiles((stages) => {
      const stage = stages.stages[OLDER_KEY_STAGE];
      stage[OLDER_KEY] = stage[CURRENT_KEY];
      delete stage[CURRENT_KEY];
    }),
  );
  const example = join(examplesDir, EXAMPLE_SOURCE);
  cpSync(example, join(dir, EXAMPLE_DIR), { recursive: true });
  mkdirSync(dirname(join(dir, PLAIN_JSON_FILE)), { recursive: true });
  cpSync(join(example, 'config.json'), join(dir, PLAIN_JSON_FILE));
  return dir;
}
