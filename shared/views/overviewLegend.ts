// The case overview's codes and their words: what a grid cell's numbers mean, the letter drawn in
// the cell and the legend's sentence. It imports only the file layout, so the webview bundles it
// without the engine.
import { CASE_FILES } from '../core/case/layout';

/** A cell's production model (what the stage resolves to), by code. */
export const MODEL_LEGEND = [
  { letter: '–', name: 'no model', words: 'no model: no stage range of the production-model entry covers the stage' },
  { letter: 'C', name: 'constant_productivity', words: 'constant_productivity' },
  { letter: 'L', name: 'linearized_head', words: 'linearized_head' },
  { letter: 'F', name: 'fpha', words: 'fpha' },
  { letter: '?', name: 'invalid', words: 'no valid model named (generation.model or the entry is missing or unknown)' },
] as const;

export const MODEL = { none: 0, constant_productivity: 1, linearized_head: 2, fpha: 3, invalid: 4 } as const;

/**
 * Where a cell's productivity (or, for fpha, its hyperplanes) comes from, by code. `pattern` is
 * drawn over the model's colour so the source never rests on colour alone.
 */
export const SOURCE_LEGEND = [
  { mark: '', pattern: 'plain', words: 'no productivity source' },
  { mark: 'e', pattern: 'plain', words: 'productivity from the production-model entry (productivity_mw_per_m3s)' },
  { mark: 'p', pattern: 'stripes', words: 'productivity from a row of system/hydro_energy_productivity.parquet' },
  { mark: '2', pattern: 'cross', words: 'productivity given twice (entry and productivity file): rejected' },
  { mark: 's', pattern: 'dots', words: "fpha hyperplanes: the stage's own rows of system/fpha_hyperplanes.parquet" },
  { mark: 'a', pattern: 'dots', words: "fpha hyperplanes: the plant's null-stage rows (all stages)" },
  { mark: '0', pattern: 'cross', words: 'fpha hyperplanes: none for this stage' },
  { mark: 'g', pattern: 'plain', words: 'fpha hyperplanes computed from system/hydro_geometry.parquet' },
  { mark: '', pattern: 'plain', words: 'not applicable (no valid model)' },
] as const;

export const SOURCE = { none: 0, entry: 1, productivityFile: 2, both: 3, stagePlanes: 4, allStagePlanes: 5, noPlanes: 6, computed: 7, notApplicable: 8 } as const;

/** The table a source's row belongs to (the cell's table row is a row of it). */
export function sourceTable(source: number): string | undefined {
  if (source === SOURCE.productivityFile || source === SOURCE.both) return CASE_FILES.productivity;
  if (source === SOURCE.stagePlanes || source === SOURCE.allStagePlanes) return CASE_FILES.hyperplanes;
  return undefined;
}

/** Values per grid cell in `CaseOverview.cells`: model, source, JSON link, table row, problem set (-1: none). */
export const CELL_FIELDS = 5;

export const STAGE_KIND_LEGEND = {
  'pre-study': 'pre-study stage (negative id: its season is declared, it holds no decisions)',
  study: 'study stage',
  'post-study': 'post-study stage (post_study_stages.json: after the horizon, global discount rate)',
} as const;
