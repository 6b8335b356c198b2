// Writes the broken case the real-editor tests open: generated per run into a temporary folder
// (removed after the test file), so no binary fixture is committed.
import { validCase, validStages, writeCase } from '../support/cases';
import { parquetBytes } from '../support/parquet';
import { BAD_HOURS, GEOMETRY_BAD_HEIGHT, GEOMETRY_BAD_ROW, GEOMETRY_FILE, STAGES_FILE } from './fixtureSpec';

/** A case with one STG-037 in stages.json and one GEO-004 in the geometry table; returns its folder. */
export function writeBrokenCase(): string {
  const stages = validStages();
  stages.stages[1].blocks[0].hours = BAD_HOURS;
  const heights = [10, 15, 20, 25];
  heights[GEOMETRY_BAD_ROW] = GEOMETRY_BAD_HEIGHT;
  const geometry = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: heights.map(() => 1) },
    { name: 'volume_hm3', type: 'Float64', values: heights.map((_, i) => i * 50) },
    { name: 'height_m', type: 'Float64', values: heights },
    { name: 'area_km2', type: 'Float64', values: heights.map((_, i) => i + 1) },
  ]);
  return writeCase({ ...validCase(), [STAGES_FILE]: stages, [GEOMETRY_FILE]: geometry });
}
