// Failing and passing examples for the rules in catalog.ts.
import { baselineStages } from '../../rules/examples/baseline';
import { constantRange, twoPointCurve, fphaRange, geometryTable, hydroRegistry, productionModels, hydroPlant, rangesEntry } from '../../rules/examples/plantBuilders';
import type { ExampleFiles, RuleExamples } from '../../rules/examples/types';

const MODELS = 'system/hydro_production_models.json';
const HYDROS = 'system/hydros.json';
const GEOMETRY = 'system/hydro_geometry.parquet';

/** Plant 0 running constant productivity, with `models` as its production-model file. */
function constantCase(models: any): ExampleFiles {
  return { [HYDROS]: hydroRegistry(hydroPlant(0)), [MODELS]: models };
}

/** A one-entry file: plant 0 with these stage ranges. */
function rangesFile(...ranges: any[]): any {
  return productionModels(rangesEntry(0, ...ranges));
}

/** Plant 0 running computed fpha at every stage: its planes are fitted from its volume-height curve. */
function computedCase(fphaConfig: any, rangeFields: Record<string, unknown> = {}): ExampleFiles {
  return {
    [HYDROS]: hydroRegistry(hydroPlant(0, { model: 'fpha' })),
    [MODELS]: rangesFile({ ...fphaRange({ source: 'computed', ...fphaConfig }), ...rangeFields }),
    [GEOMETRY]: geometryTable(twoPointCurve(0)),
  };
}

/** The baseline calendar (January to March 2024) with a monthly season map: season 0 is January. */
function monthlyStages(): any {
  const stages = baselineStages();
  const labels = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  stages.season_definitions = { cycle_type: 'monthly', seasons: labels.map((label, i) => ({ id: i, label, month_start: i + 1 })) };
  return stages;
}

/** Plant 0 choosing its model by season, with one override per study month (so no stage falls back to default_model, which carries no productivity). */
function seasonalEntry(): any {
  return {
    hydro_id: 0,
    selection_mode: 'seasonal',
    default_model: 'constant_productivity',
    seasons: [
      { season_id: 0, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
      { season_id: 1, model: 'constant_productivity', productivity_mw_per_m3s: 0.88 },
      { season_id: 2, model: 'constant_productivity', productivity_mw_per_m3s: 0.86 },
    ],
  };
}

function seasonalCase(change: (entry: any) => void = () => {}): ExampleFiles {
  const entry = seasonalEntry();
  change(entry);
  return { 'stages.json': monthlyStages(), [HYDROS]: hydroRegistry(hydroPlant(0)), [MODELS]: productionModels(entry) };
}

/** constantCase() with a plane reduction on the file. */
function reductionCase(reduction: any): ExampleFiles {
  return constantCase({ ...rangesFile(constantRange()), fpha_plane_reduction: reduction });
}

const ENTRY = ['production_models', 0];
const RANGE = ['production_models', 0, 'stage_ranges', 0];
const SEASONS = ['production_models', 0, 'seasons'];
const FPHA_CONFIG = [...RANGE, 'fpha_config'];
const REDUCTION = ['fpha_plane_reduction'];

export const productionModelsExamples: RuleExamples = {
  'HPM-001': {
    show: MODELS,
    why: 'production_models holds a single entry object instead of an array of entries.',
    failing: constantCase({ production_models: rangesEntry(0, constantRange()) }),
    passing: constantCase(rangesFile(constantRange())),
  },
  'HPM-002': {
    show: MODELS,
    why: 'Plant 0 has two entries; its stage ranges belong in one.',
    failing: constantCase(
      productionModels(
        rangesEntry(0, { start_stage_id: 0, end_stage_id: 0, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 }),
        rangesEntry(0, { start_stage_id: 1, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 0.85 }),
      ),
    ),
    passing: constantCase(
      rangesFile(
        { start_stage_id: 0, end_stage_id: 0, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
        { start_stage_id: 1, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 0.85 },
      ),
    ),
  },
  'HPM-003': {
    show: MODELS,
    excerpt: ENTRY,
    why: '"stage_range" is not a selection mode; the mode is "stage_ranges".',
    failing: constantCase(productionModels({ ...rangesEntry(0, constantRange()), selection_mode: 'stage_range' })),
    passing: constantCase(rangesFile(constantRange())),
  },
  'HPM-010': {
    show: MODELS,
    excerpt: REDUCTION,
    why: 'fpha_plane_reduction is closed: "tolerance_degree" is not one of its fields (the angle method reads tolerance_deg).',
    failing: reductionCase({ method: 'angle', tolerance_degree: 5.0 }),
    passing: reductionCase({ method: 'angle', tolerance_deg: 5.0 }),
  },
  'HPM-011': {
    show: MODELS,
    excerpt: REDUCTION,
    why: '"angles" is not a reduction method; the methods are "angle" and "distance".',
    failing: reductionCase({ method: 'angles', tolerance_deg: 5.0 }),
    passing: reductionCase({ method: 'angle', tolerance_deg: 5.0 }),
  },
  'HPM-012': {
    show: MODELS,
    excerpt: REDUCTION,
    why: 'The method was switched to "distance" but the angle method\'s tolerance_deg was left behind, which the loader rejects.',
    failing: reductionCase({ method: 'distance', tolerance_pct: 1.0, n_samples: 10, tolerance_deg: 5.0 }),
    passing: reductionCase({ method: 'distance', tolerance_pct: 1.0, n_samples: 10 }),
  },
  'HPM-013': {
    show: MODELS,
    excerpt: REDUCTION,
    why: 'The distance method needs n_samples as well as tolerance_pct.',
    failing: reductionCase({ method: 'distance', tolerance_pct: 1.0 }),
    passing: reductionCase({ method: 'distance', tolerance_pct: 1.0, n_samples: 10 }),
  },
  'HPM-020': {
    show: MODELS,
    excerpt: ENTRY,
    why: 'stage_ranges is a single range object instead of an array of ranges.',
    failing: constantCase(productionModels({ ...rangesEntry(0), stage_ranges: constantRange() })),
    passing: constantCase(rangesFile(constantRange())),
  },
  'HPM-021': {
    show: MODELS,
    excerpt: RANGE,
    why: 'The range has no start_stage_id; a range does not start at the first stage by default.',
    failing: constantCase(rangesFile({ end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 })),
    passing: constantCase(rangesFile(constantRange())),
  },
  'HPM-022': {
    show: MODELS,
    excerpt: RANGE,
    why: '"last" is not a stage id; null (or no end_stage_id) runs the range to the end of the horizon.',
    failing: constantCase(rangesFile({ ...constantRange(), end_stage_id: 'last' })),
    passing: constantCase(rangesFile(constantRange())),
  },
  'HPM-023': {
    show: MODELS,
    excerpt: RANGE,
    why: '"constant" is not a production model; the model is "constant_productivity".',
    failing: constantCase(rangesFile({ ...constantRange(), model: 'constant' })),
    passing: constantCase(rangesFile(constantRange())),
  },
  'HPM-024': {
    show: MODELS,
    excerpt: ['production_models', 0, 'stage_ranges'],
    why: 'The second range starts at stage 2 and ends at stage 1: its bounds are swapped, so it covers no stage.',
    failing: constantCase(
      rangesFile(
        { start_stage_id: 0, end_stage_id: 0, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
        { start_stage_id: 2, end_stage_id: 1, model: 'constant_productivity', productivity_mw_per_m3s: 0.85 },
      ),
    ),
    passing: constantCase(
      rangesFile(
        { start_stage_id: 0, end_stage_id: 0, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
        { start_stage_id: 1, end_stage_id: 2, model: 'constant_productivity', productivity_mw_per_m3s: 0.85 },
      ),
    ),
  },
  'HPM-025': {
    show: MODELS,
    excerpt: RANGE,
    why: 'fpha_config is the bare string "computed" instead of an object holding source.',
    failing: { ...computedCase({}), [MODELS]: rangesFile(fphaRange('computed')) },
    passing: computedCase({}),
  },
  'HPM-026': {
    show: MODELS,
    excerpt: RANGE,
    why: 'reference_volume is a bare number; it is an object giving volume_hm3 or percentile.',
    failing: computedCase({}, { reference_volume: 150.0 }),
    passing: computedCase({}, { reference_volume: { volume_hm3: 150.0 } }),
  },
  'HPM-027': {
    show: MODELS,
    excerpt: RANGE,
    why: 'An fpha range takes its productivity from its planes, so the loader rejects productivity_mw_per_m3s on it.',
    failing: computedCase({}, { productivity_mw_per_m3s: 0.9 }),
    passing: computedCase({}),
  },
  'HPM-030': {
    show: MODELS,
    excerpt: ENTRY,
    why: 'A seasonal entry needs default_model for the stages whose season has no override.',
    failing: seasonalCase((entry) => delete entry.default_model),
    passing: seasonalCase(),
  },
  'HPM-031': {
    show: MODELS,
    excerpt: ENTRY,
    why: 'The overrides are under "season" rather than "seasons", so the seasonal entry has no seasons array.',
    failing: seasonalCase((entry) => {
      entry.season = entry.seasons;
      delete entry.seasons;
    }),
    passing: seasonalCase(),
  },
  'HPM-032': {
    show: MODELS,
    excerpt: SEASONS,
    why: 'season_id is the string "1"; season ids are integers.',
    failing: seasonalCase((entry) => (entry.seasons[1].season_id = '1')),
    passing: seasonalCase(),
  },
  'HPM-033': {
    show: MODELS,
    excerpt: SEASONS,
    why: '"Constant_Productivity" is not a production model: model names are lowercase.',
    failing: seasonalCase((entry) => (entry.seasons[1].model = 'Constant_Productivity')),
    passing: seasonalCase(),
  },
  'HPM-034': {
    show: MODELS,
    excerpt: SEASONS,
    why: 'The February override gives a negative productivity; it must be a finite number >= 0.',
    failing: seasonalCase((entry) => (entry.seasons[1].productivity_mw_per_m3s = -0.88)),
    passing: seasonalCase(),
  },
  'HPM-040': {
    show: MODELS,
    excerpt: RANGE,
    why: 'reference_volume gives both volume_hm3 and percentile; it takes exactly one.',
    failing: computedCase({}, { reference_volume: { volume_hm3: 150.0, percentile: 0.75 } }),
    passing: computedCase({}, { reference_volume: { volume_hm3: 150.0 } }),
  },
  'HPM-041': {
    show: MODELS,
    excerpt: RANGE,
    why: 'volume_hm3 is 0; an absolute reference volume must be strictly positive.',
    failing: computedCase({}, { reference_volume: { volume_hm3: 0 } }),
    passing: computedCase({}, { reference_volume: { volume_hm3: 150.0 } }),
  },
  'HPM-042': {
    show: MODELS,
    excerpt: RANGE,
    why: 'percentile is written as 75 (per cent); it is a fraction of the storage band, 0.75.',
    failing: computedCase({}, { reference_volume: { percentile: 75 } }),
    passing: computedCase({}, { reference_volume: { percentile: 0.75 } }),
  },
  'HPM-050': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: '"compute" is not a plane source; the sources are "computed" and "precomputed".',
    failing: computedCase({ source: 'compute' }),
    passing: computedCase({}),
  },
  'HPM-051': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: 'volume_discretization_points is 0; the fit needs at least 1 volume point (1 is the single-volume fit).',
    failing: computedCase({ volume_discretization_points: 0 }),
    passing: computedCase({ volume_discretization_points: 5 }),
  },
  'HPM-052': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: 'turbine_discretization_points is 1; a turbined-flow grid needs at least 2 points.',
    failing: computedCase({ turbine_discretization_points: 1 }),
    passing: computedCase({ turbine_discretization_points: 2 }),
  },
  'HPM-053': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: 'spillage_discretization_points is 1; although the fit adds no spillage axis, the grid size is validated as at least 2.',
    failing: computedCase({ spillage_discretization_points: 1 }),
    passing: computedCase({ spillage_discretization_points: 2 }),
  },
  'HPM-054': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: 'max_planes_per_hydro is 0; the plane budget is a positive integer.',
    failing: computedCase({ max_planes_per_hydro: 0 }),
    passing: computedCase({ max_planes_per_hydro: 10 }),
  },
  'HPM-055': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: 'fitting_window is a [min, max] array; it is an object of named bounds.',
    failing: computedCase({ fitting_window: [20.0, 180.0] }),
    passing: computedCase({ fitting_window: { volume_min_hm3: 20.0, volume_max_hm3: 180.0 } }),
  },
  'HPM-056': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: 'The lower end of the window is given twice, in hm³ and as a percentile.',
    failing: computedCase({ fitting_window: { volume_min_hm3: 20.0, volume_min_percentile: 0.1 } }),
    passing: computedCase({ fitting_window: { volume_min_hm3: 20.0 } }),
  },
  'HPM-057': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: 'The upper end of the window is given twice, in hm³ and as a percentile.',
    failing: computedCase({ fitting_window: { volume_max_hm3: 180.0, volume_max_percentile: 0.9 } }),
    passing: computedCase({ fitting_window: { volume_max_percentile: 0.9 } }),
  },
  'HPM-058': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: 'The window percentiles are written in per cent; they are fractions of the operating range.',
    failing: computedCase({ fitting_window: { volume_min_percentile: 10, volume_max_percentile: 90 } }),
    passing: computedCase({ fitting_window: { volume_min_percentile: 0.1, volume_max_percentile: 0.9 } }),
  },
  'HPM-059': {
    show: MODELS,
    excerpt: FPHA_CONFIG,
    why: 'volume_min_hm3 is the string "20"; the bound is a number.',
    failing: computedCase({ fitting_window: { volume_min_hm3: '20' } }),
    passing: computedCase({ fitting_window: { volume_min_hm3: 20.0 } }),
  },
  'HPM-060': {
    show: MODELS,
    excerpt: RANGE,
    why: 'Plant 0 fits its planes ("computed"), so every study stage needs an fpha entry with fpha_config, but its only range ends at stage 1 and leaves stage 2 uncovered.',
    failing: { ...computedCase({}), [MODELS]: rangesFile({ ...fphaRange({ source: 'computed' }), end_stage_id: 1 }) },
    passing: computedCase({}),
  },
  'HPM-061': {
    show: MODELS,
    why: 'Plant 0 is an fpha plant in hydros.json, but the production-model file has no entry for it.',
    failing: { ...computedCase({}), [MODELS]: productionModels() },
    passing: computedCase({}),
  },
  'HPM-090': {
    show: MODELS,
    excerpt: RANGE,
    why: '"productivity_override" is the older name of productivity_mw_per_m3s; the loader ignores it, leaving the range without a productivity.',
    failing: constantCase(rangesFile({ start_stage_id: 0, end_stage_id: null, model: 'constant_productivity', productivity_override: 0.9 })),
    passing: constantCase(rangesFile(constantRange())),
  },
};
