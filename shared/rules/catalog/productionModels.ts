import { defineRules } from '../define';

const FILE = 'system/hydro_production_models.json';

/** Rules of system/hydro_production_models.json (HPM). */
export const productionModelsRules = defineRules([
  {
    id: 'HPM-001',
    file: FILE,
    severity: 'error',
    title: 'the root is not an object, or production_models is missing or not an array of objects',
    description:
      'The file must be a JSON object whose production_models array holds one object per plant. The loader cannot read a plant entry from anything else. The optional $schema field is informational and never checked.',
    spec: '§2.4',
    phase: 'load / none',
  },
  {
    id: 'HPM-002',
    file: FILE,
    severity: 'error',
    title: 'hydro_id is missing, not an integer, repeated in the file, or names no plant',
    description:
      'Every entry names its plant by an integer hydro_id, and a plant may have only one entry in the file. Merge repeated entries into one. Whether the id names a plant of system/hydros.json is checked once that file is read (XF-002).',
    spec: '§2.4, §1',
    phase: 'load / none',
    needs: ['system/hydros.json'],
  },
  {
    id: 'HPM-003',
    file: FILE,
    severity: 'error',
    title: 'selection_mode is missing or not "stage_ranges" or "seasonal"',
    description:
      'Each entry picks its production model either by ranges of stage ids ("stage_ranges") or by season ("seasonal"). The loader needs the mode to know which of the other fields to read.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-004',
    file: FILE,
    severity: 'semantics',
    title: 'entries are loaded in ascending hydro_id order',
    description:
      'The order of production_models in the file does not matter: the loader sorts the entries by hydro_id. Declaring them in any order gives the same case.',
    spec: '§2.4',
    phase: 'none',
  },
  {
    id: 'HPM-010',
    file: FILE,
    severity: 'error',
    title: 'fpha_plane_reduction is not an object, or holds an unknown field',
    description:
      'The optional, case-wide fpha_plane_reduction must be an object; leave it out for no reduction. Unlike the rest of this file, any field other than method and the tolerances of that method is rejected by the loader, so a misspelt field is an error rather than a warning.',
    spec: '§2.4, §7',
    phase: 'none',
  },
  {
    id: 'HPM-011',
    file: FILE,
    severity: 'error',
    title: 'fpha_plane_reduction.method is missing or not "angle" or "distance"',
    description:
      'The reduction is tagged by its method: "angle" is tuned by tolerance_deg, "distance" by tolerance_pct and n_samples. Without a valid method the loader cannot tell which fields to expect, so it rejects the object.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-012',
    file: FILE,
    severity: 'error',
    title: 'tolerance_deg is missing for method "angle", out of [0, 90], or present for method "distance"',
    description:
      'The angle method needs a finite tolerance_deg between 0 and 90 degrees. The distance method does not read it, and the loader rejects it there as a field of the other method: remove it or switch the method.',
    spec: '§2.4, §7, §8',
    phase: 'load / none',
  },
  {
    id: 'HPM-013',
    file: FILE,
    severity: 'error',
    title: 'tolerance_pct or n_samples is missing for method "distance", out of range, or present for method "angle"',
    description:
      'The distance method needs a finite tolerance_pct >= 0 and an integer n_samples >= 1. The angle method reads neither, and the loader rejects them there as fields of the other method: remove them or switch the method.',
    spec: '§2.4, §7, §8',
    phase: 'load / none',
  },
  {
    id: 'HPM-020',
    file: FILE,
    severity: 'error',
    title: 'stage_ranges is missing or not an array of objects in "stage_ranges" mode',
    description:
      'An entry whose selection_mode is "stage_ranges" takes its model from the stage_ranges array, one object per range of stages. Without it the plant has no model for any stage.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-021',
    file: FILE,
    severity: 'error',
    title: 'stage_ranges[].start_stage_id is missing or not an integer',
    description:
      'Every range starts at an inclusive stage id, written as a plain integer (no fraction or exponent). The loader rejects a range without one.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-022',
    file: FILE,
    severity: 'error',
    title: 'stage_ranges[].end_stage_id is not an integer or null',
    description:
      'The inclusive last stage of a range is an integer; null or leaving it out makes the range run to the end of the horizon. Any other value is rejected by the loader.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-023',
    file: FILE,
    severity: 'error',
    title: 'stage_ranges[].model is missing or not a known production model',
    description:
      'Each range names the model its stages use: "constant_productivity", "linearized_head" or "fpha". The loader rejects any other name.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-024',
    file: FILE,
    severity: 'warning',
    title: 'a stage range starts after it ends and matches no stage',
    description:
      'A range with start_stage_id greater than end_stage_id covers no stage, so it never takes effect. The spec does not reject it (an earlier loader did), so this is a warning: swap the bounds or delete the range. Overlapping ranges are legal; the first matching range wins.',
    spec: '§2.4',
    phase: 'none',
  },
  {
    id: 'HPM-025',
    file: FILE,
    severity: 'error',
    title: 'stage_ranges[].fpha_config is not an object or null (a hint on a non-fpha range)',
    description:
      'fpha_config holds the source and fit settings of an "fpha" range; anything but an object or null is an error. An "fpha" range without it reads fpha_hyperplanes.parquet as source "precomputed" does. On a range of another model its meaning is unspecified, which a hint points out.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-026',
    file: FILE,
    severity: 'error',
    title: 'stage_ranges[].reference_volume is not an object or null',
    description:
      'The reference volume of a range is an object giving either volume_hm3 or percentile (see HPM-040 to HPM-042), or null to use the case-wide default. The loader rejects any other value.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-027',
    file: FILE,
    severity: 'error',
    title: 'stage_ranges[].productivity_mw_per_m3s is not a finite number >= 0, or is set on an fpha range',
    description:
      'A constant productivity or linearized-head range may give its productivity here as a finite number >= 0; 0 marks a planned outage. An "fpha" range derives its productivity from its planes, so the loader rejects the field there. Leave it out to take the value from hydro_energy_productivity.parquet instead.',
    spec: '§2.4, §7, §8',
    phase: 'load / none',
  },
  {
    id: 'HPM-030',
    file: FILE,
    severity: 'error',
    title: 'default_model is missing or not a known production model in "seasonal" mode',
    description:
      'A seasonal entry needs default_model ("constant_productivity", "linearized_head" or "fpha") for stages whose season has no entry in seasons. The fallback carries no fpha_config, reference volume or productivity.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-031',
    file: FILE,
    severity: 'error',
    title: 'seasons is missing or not an array of objects in "seasonal" mode',
    description:
      'A seasonal entry lists its per-season overrides in the seasons array, one object per season. The loader rejects a seasonal entry without it; an empty array sends every stage to default_model.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-032',
    file: FILE,
    severity: 'error',
    title: 'seasons[].season_id is missing, not an integer, or names no season of the season map',
    description:
      'Each season override names a 0-based season id of the stages.json season map. A missing or non-integer id is an error. An id the map does not define can never be selected, which is a warning checked once stages.json is read (XF-013).',
    spec: '§2.4',
    phase: 'load',
    needs: ['stages.json'],
  },
  {
    id: 'HPM-033',
    file: FILE,
    severity: 'error',
    title: 'seasons[].model is missing or not a known production model',
    description:
      'Each season override names the model of its stages: "constant_productivity", "linearized_head" or "fpha". The loader rejects any other name.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-034',
    file: FILE,
    severity: 'error',
    title: 'seasons[] fpha_config, reference_volume or productivity_mw_per_m3s is invalid',
    description:
      'A season override takes the same optional fields as a stage range, with the same rules: fpha_config and reference_volume are objects or null, and productivity_mw_per_m3s is a finite number >= 0 that an "fpha" season must not carry. An fpha_config on a season of another model gets a hint, as its meaning is unspecified.',
    spec: '§2.4',
    phase: 'load / none',
  },
  {
    id: 'HPM-040',
    file: FILE,
    severity: 'error',
    title: 'reference_volume sets both or neither of volume_hm3 and percentile',
    description:
      'A reference volume is given either as an absolute volume_hm3 or as a percentile of the storage band, never both. An object with neither (or with both null) is rejected too: set exactly one, or drop reference_volume to use the case-wide default.',
    spec: '§2.4, §7',
    phase: 'load / none',
  },
  {
    id: 'HPM-041',
    file: FILE,
    severity: 'error',
    title: 'reference_volume.volume_hm3 is not a finite number > 0',
    description:
      'The absolute reference volume feeds the backwater level and the equivalent productivity of the plant, so it must be a finite, strictly positive volume in hm³ (or null).',
    spec: '§2.4, §8',
    phase: 'load / none',
  },
  {
    id: 'HPM-042',
    file: FILE,
    severity: 'error',
    title: 'reference_volume.percentile is not a finite number in [0, 1]',
    description:
      'The percentile is a fraction of the band between the minimum and maximum storage: 0 is the minimum, 1 the maximum. Values outside [0, 1] are rejected; write 0.5, not 50.',
    spec: '§2.4, §8',
    phase: 'load / none',
  },
  {
    id: 'HPM-043',
    file: FILE,
    severity: 'semantics',
    title: 'without reference_volume the case-wide default fraction applies',
    description:
      'A range or season with no reference_volume uses a case-wide default fraction of the storage band, set outside these files (decision D9). The reference volume feeds the FPHA backwater level and the equivalent productivity. It is declared only here: a reference_volume_hm3 column in the productivity file is ignored (PRD-010).',
    spec: '§2.4',
    phase: 'none',
  },
  {
    id: 'HPM-050',
    file: FILE,
    severity: 'error',
    title: 'fpha_config.source is missing or not "precomputed" or "computed"',
    description:
      'An fpha_config says where the planes come from: "precomputed" reads fpha_hyperplanes.parquet, "computed" fits them from hydro_geometry.parquet. The loader needs one of the two.',
    spec: '§2.4',
    phase: 'load',
  },
  {
    id: 'HPM-051',
    file: FILE,
    severity: 'error',
    title: 'fpha_config.volume_discretization_points is not an integer >= 1 or null',
    description:
      'The number of volume grid points of the fit (default 5). The value 1 is valid and selects the single-volume (run-of-river) fit; otherwise a grid needs at least 2 points. Zero, negative and fractional values are rejected.',
    spec: '§2.4, §8',
    phase: 'none',
  },
  {
    id: 'HPM-052',
    file: FILE,
    severity: 'error',
    title: 'fpha_config.turbine_discretization_points is not an integer >= 2 or null',
    description:
      'The number of turbined-flow grid points of the fit (default 5). A grid needs at least 2 points, so smaller or fractional values are rejected.',
    spec: '§2.4, §8',
    phase: 'none',
  },
  {
    id: 'HPM-053',
    file: FILE,
    severity: 'error',
    title: 'fpha_config.spillage_discretization_points is not an integer >= 2 or null',
    description:
      'The spillage grid size (default 5) is validated like the other grid sizes, at least 2 points, although the fit adds no spillage axis; it is kept so files round-trip.',
    spec: '§2.4, §8',
    phase: 'none',
  },
  {
    id: 'HPM-054',
    file: FILE,
    severity: 'error',
    title: 'fpha_config.max_planes_per_hydro is not an integer >= 1 or null',
    description:
      'The plane budget (default 10) must be a positive integer. It is validated only: the fit keeps every facet of the upper envelope, and only fpha_plane_reduction removes planes.',
    spec: '§2.4, §8',
    phase: 'none',
  },
  {
    id: 'HPM-055',
    file: FILE,
    severity: 'error',
    title: 'fpha_config.fitting_window is not an object or null',
    description:
      'The fitting window restricts the volume range of the hyperplane fit. It is an object of optional bounds, or null for the default: the full forebay range of the plant’s volume–height curve.',
    spec: '§2.4',
    phase: 'none',
  },
  {
    id: 'HPM-056',
    file: FILE,
    severity: 'error',
    title: 'fitting_window sets both volume_min_hm3 and volume_min_percentile',
    description:
      'The lower end of the fitting window is given either in hm³ or as a fraction of the operating range, not both. Keep one and remove (or null) the other.',
    spec: '§2.4',
    phase: 'none',
  },
  {
    id: 'HPM-057',
    file: FILE,
    severity: 'error',
    title: 'fitting_window sets both volume_max_hm3 and volume_max_percentile',
    description:
      'The upper end of the fitting window is given either in hm³ or as a fraction of the operating range, not both. Keep one and remove (or null) the other.',
    spec: '§2.4',
    phase: 'none',
  },
  {
    id: 'HPM-058',
    file: FILE,
    severity: 'error',
    title: 'a fitting_window percentile is not a number in [0, 1] or null',
    description:
      'volume_min_percentile and volume_max_percentile are fractions of the plant’s operating storage range, so they must lie between 0 and 1. Write 0.2, not 20.',
    spec: '§2.4, §8',
    phase: 'none',
  },
  {
    id: 'HPM-059',
    file: FILE,
    severity: 'error',
    title: 'a fitting_window hm3 bound is not a number or null',
    description:
      'volume_min_hm3 and volume_max_hm3 are volumes in hm³. The spec sets no range for them, and a window that collapses to a single volume simply selects the single-volume fit, so only the type is checked.',
    spec: '§2.4',
    phase: 'none',
  },
  {
    id: 'HPM-060',
    file: FILE,
    severity: 'error',
    title: 'a plant with a computed fpha entry has a stage that resolves to no entry with fpha_config',
    description:
      'A plant with any "computed" entry fits planes for every study stage, so each stage must resolve to an entry carrying an fpha_config. A constant-productivity or linearized-head range, a season left to default_model, or an uncovered stage is rejected at set-up (XF-004). To mix models, make every fpha entry "precomputed".',
    spec: '§2.4',
    phase: 'set-up',
    needs: ['stages.json'],
  },
  {
    id: 'HPM-061',
    file: FILE,
    severity: 'error',
    title: 'an fpha plant of hydros.json has no production model entry',
    description:
      'Every plant whose generation.model in system/hydros.json is "fpha" needs an entry in this file, which says where its planes come from (XF-001). Add an entry for the plant.',
    spec: '§2.4',
    phase: 'none',
    needs: ['system/hydros.json'],
  },
  {
    id: 'HPM-090',
    file: FILE,
    severity: 'warning',
    title: 'unknown key (ignored by the loader)',
    description:
      'A key the spec does not define for this object, or a field of the other selection_mode, is ignored, which usually hides a typo or an older field name. When a known key is close, the message suggests it and a quick fix renames the key (productivity_override becomes productivity_mw_per_m3s). Inside fpha_plane_reduction unknown keys are errors instead (HPM-010).',
    spec: '§2.4, decision D5',
    phase: 'none',
  },
]);
