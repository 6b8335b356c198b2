// system/hydro_production_models.json (spec §2.4): the production model of each plant per stage
// range or per season, the FPHA fit settings and the case-wide plane reduction.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import type { RuleId } from '../../rules';

const FILE = 'system/hydro_production_models.json';
const SPEC = '§2.4';
const ENTRY = 'production_models[]';
/** The two objects that choose a model; both carry the same optional fields (see `choiceFields`). */
export const MODEL_CHOICE_PARENTS = [`${ENTRY}.stage_ranges[]`, `${ENTRY}.seasons[]`] as const;

const MODELS = ['constant_productivity', 'linearized_head', 'fpha'] as const;
const MODEL_DOCS = {
  constant_productivity: 'turbined flow times a fixed productivity (MW per m³/s)',
  linearized_head: 'a productivity that follows the head, linearised; needs at least 2 geometry rows when the geometry table holds rows',
  fpha: 'the hydro production function as hyperplanes (precomputed or computed from the geometry)',
} as const;

const root: FieldEntry[] = [
  {
    key: 'production_models',
    meaning:
      'One entry per plant that picks its production model stage by stage. Every fpha plant of system/hydros.json needs an entry; entries are loaded in ascending hydro_id order.',
    type: 'array',
    required: 'yes',
    spec: SPEC,
    rules: ['HPM-001', 'HPM-004', 'HPM-061', 'XF-001'],
    snippet: [
      '{',
      '\t"hydro_id": ${1:0},',
      '\t"selection_mode": "stage_ranges",',
      '\t"stage_ranges": [',
      '\t\t{ "start_stage_id": ${2:0}, "end_stage_id": ${3:null}, "model": "${4|fpha,constant_productivity,linearized_head|}" }',
      '\t]',
      '}',
    ].join('\n'),
  },
  {
    key: 'fpha_plane_reduction',
    meaning:
      'Optional, case-wide (not per plant) merging of similar FPHA hyperplanes, chosen by method. Absent means no reduction; unknown keys, including the tolerance of the other method, are rejected.',
    type: 'object',
    required: 'no',
    default: 'absent: no reduction',
    spec: '§2.4, §7',
    rules: ['HPM-010'],
  },
  {
    key: '$schema',
    meaning: 'Address of a JSON schema that editors may use. Informational only: never validated.',
    type: 'string',
    required: 'no',
    spec: '§2.4, §9',
    rules: ['HPM-001'],
  },
];

const reduction: FieldEntry[] = [
  {
    key: 'method',
    meaning: 'How planes are judged similar enough to merge.',
    type: 'string',
    required: 'yes',
    values: ['angle', 'distance'],
    valueDocs: {
      angle: 'planes are compared by angle, within tolerance_deg',
      distance: 'planes are compared by distance, within tolerance_pct over n_samples samples',
    },
    spec: SPEC,
    rules: ['HPM-011'],
  },
  {
    key: 'tolerance_deg',
    meaning: 'The merge tolerance of the angle method.',
    type: 'number',
    required: 'conditional',
    requiredWhen: 'method is angle; rejected when method is distance',
    unit: '°',
    range: '[0.0, 90.0], finite',
    spec: '§2.4, §7, §8',
    rules: ['HPM-012'],
  },
  {
    key: 'tolerance_pct',
    meaning: 'The merge tolerance of the distance method.',
    type: 'number',
    required: 'conditional',
    requiredWhen: 'method is distance; rejected when method is angle',
    unit: '%',
    range: '>= 0.0, finite',
    spec: '§2.4, §7, §8',
    rules: ['HPM-013'],
  },
  {
    key: 'n_samples',
    meaning: 'The number of samples the distance method compares planes with.',
    type: 'integer',
    required: 'conditional',
    requiredWhen: 'method is distance; rejected when method is angle',
    range: '>= 1',
    spec: '§2.4, §7, §8',
    rules: ['HPM-013'],
  },
];

const entry: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant of system/hydros.json this entry configures. One entry per plant.',
    type: 'integer',
    required: 'yes',
    range: 'unique within the file; a plant of system/hydros.json',
    spec: '§2.4, §1',
    rules: ['HPM-002', 'HPM-004', 'XF-002'],
  },
  {
    key: 'selection_mode',
    meaning: 'How the model of each stage is chosen: by stage id ranges, or by the season of the stage.',
    type: 'string',
    required: 'yes',
    values: ['stage_ranges', 'seasonal'],
    valueDocs: {
      stage_ranges: 'the first range of stage_ranges that contains the stage id decides',
      seasonal: 'the seasons entry of the stage season decides; unlisted seasons use default_model',
    },
    spec: SPEC,
    rules: ['HPM-003'],
  },
  {
    key: 'stage_ranges',
    meaning: 'Ranges of stage ids, each with its model. The first range containing a stage wins; overlaps are allowed.',
    type: 'array',
    required: 'conditional',
    requiredWhen: 'selection_mode is stage_ranges',
    spec: SPEC,
    rules: ['HPM-020', 'XF-004', 'XF-014'],
    snippet: ['{', '\t"start_stage_id": ${1:0},', '\t"end_stage_id": ${2:null},', '\t"model": "${3|fpha,constant_productivity,linearized_head|}"', '}'].join('\n'),
  },
  {
    key: 'stage_ranges[].start_stage_id',
    meaning: 'The first stage id of the range, included.',
    type: 'integer',
    required: 'yes',
    spec: SPEC,
    rules: ['HPM-021', 'HPM-024', 'XF-015'],
  },
  {
    key: 'stage_ranges[].end_stage_id',
    meaning: 'The last stage id of the range, included. Null or absent runs to the end of the horizon; a range ending before it starts matches no stage.',
    type: 'integer or null',
    required: 'no',
    default: 'null (until the end of the horizon)',
    spec: SPEC,
    rules: ['HPM-022', 'HPM-024', 'XF-015'],
  },
  {
    key: 'stage_ranges[].model',
    meaning: 'The production model of the stages in the range.',
    type: 'string',
    required: 'yes',
    values: MODELS,
    valueDocs: MODEL_DOCS,
    spec: SPEC,
    rules: ['HPM-023', 'XF-004'],
  },
  {
    key: 'default_model',
    meaning: 'The model of every stage whose season has no seasons entry. It takes no fpha_config, reference_volume or productivity.',
    type: 'string',
    required: 'conditional',
    requiredWhen: 'selection_mode is seasonal',
    values: MODELS,
    valueDocs: MODEL_DOCS,
    spec: SPEC,
    rules: ['HPM-030', 'XF-004'],
  },
  {
    key: 'seasons',
    meaning: 'Per-season models. A stage takes the first entry whose season_id is its season.',
    type: 'array',
    required: 'conditional',
    requiredWhen: 'selection_mode is seasonal',
    spec: SPEC,
    rules: ['HPM-031'],
    snippet: ['{', '\t"season_id": ${1:0},', '\t"model": "${2|fpha,constant_productivity,linearized_head|}"', '}'].join('\n'),
  },
  {
    key: 'seasons[].season_id',
    meaning: 'A season id of the season map of stages.json; an id the map does not define never matches.',
    type: 'integer',
    required: 'yes',
    range: '>= 0, a season of stages.json',
    spec: SPEC,
    rules: ['HPM-032', 'XF-013'],
  },
  {
    key: 'seasons[].model',
    meaning: 'The production model of the stages in this season.',
    type: 'string',
    required: 'yes',
    values: MODELS,
    valueDocs: MODEL_DOCS,
    spec: SPEC,
    rules: ['HPM-033', 'XF-004'],
  },
];

/** The three optional fields a stage range and a season entry share; a season reports them all as HPM-034. */
function choiceFields(codes: ChoiceCodes): FieldEntry[] {
  return [
    {
      key: 'fpha_config',
      meaning:
        'Where the FPHA hyperplanes of an fpha entry come from and how they are fitted. An fpha entry without it reads system/fpha_hyperplanes.parquet, as source precomputed does.',
      type: 'object or null',
      required: 'no',
      default: 'source precomputed (on an fpha entry)',
      spec: SPEC,
      rules: [codes.fphaConfig, 'XF-004'],
    },
    {
      key: 'reference_volume',
      meaning:
        'The reference volume V_ref of the plant for these stages, which sets the downstream forebay (backwater) level and the equivalent productivity. Absent means the case-wide default fraction.',
      type: 'object or null',
      required: 'no',
      default: 'the case-wide default fraction (set outside these files, D9)',
      spec: SPEC,
      rules: [codes.referenceVolume, 'HPM-040', 'HPM-043'],
    },
    {
      key: 'productivity_mw_per_m3s',
      meaning:
        'The productivity of a constant_productivity or linearized_head entry; 0 marks a planned outage, and fpha entries may not set it. When omitted it comes from hydro_energy_productivity.parquet (giving both for one stage is rejected). Older cases call it "productivity_override".',
      type: 'number or null',
      required: 'no',
      unit: 'MW/(m³/s)',
      range: '>= 0, finite',
      spec: '§2.4, §7, §8',
      rules: [codes.productivity, 'XF-003', 'XF-029'],
    },
  ];
}

const referenceVolume: FieldEntry[] = [
  {
    key: 'volume_hm3',
    meaning: 'The reference volume as an absolute storage. Set exactly one of volume_hm3 and percentile.',
    type: 'number or null',
    required: 'conditional',
    requiredWhen: 'exactly one of volume_hm3 and percentile is set',
    unit: 'hm³',
    range: '> 0.0, finite',
    spec: '§2.4, §7, §8',
    rules: ['HPM-040', 'HPM-041'],
  },
  {
    key: 'percentile',
    meaning: 'The reference volume as a fraction of the band between minimum and maximum storage: V_min + p·(V_max − V_min). Set exactly one of volume_hm3 and percentile.',
    type: 'number or null',
    required: 'conditional',
    requiredWhen: 'exactly one of volume_hm3 and percentile is set',
    range: '[0.0, 1.0], finite',
    spec: '§2.4, §7, §8',
    rules: ['HPM-040', 'HPM-042'],
  },
];

const fphaConfig: FieldEntry[] = [
  {
    key: 'source',
    meaning: 'Whether the hyperplanes are read from a file or fitted from the plant geometry.',
    type: 'string',
    required: 'yes',
    values: ['precomputed', 'computed'],
    valueDocs: {
      precomputed: 'read the rows of system/fpha_hyperplanes.parquet',
      computed: 'fit them from system/hydro_geometry.parquet (which must be present); every study stage of the plant must then resolve to an entry with fpha_config',
    },
    spec: SPEC,
    rules: ['HPM-050', 'HPM-060', 'XF-004', 'XF-005', 'XF-010', 'XF-011'],
  },
  {
    key: 'volume_discretization_points',
    meaning: 'How many volume points the fit grid has. The value 1, or a fitting window that is a single point, selects the single-volume (run-of-river) fit.',
    type: 'integer or null',
    required: 'no',
    default: '5',
    range: '>= 2, or 1 for the single-volume fit',
    spec: '§2.4, §8',
    rules: ['HPM-051'],
  },
  {
    key: 'turbine_discretization_points',
    meaning: 'How many turbined-flow points the fit grid has.',
    type: 'integer or null',
    required: 'no',
    default: '5',
    range: '>= 2',
    spec: '§2.4, §8',
    rules: ['HPM-052'],
  },
  {
    key: 'spillage_discretization_points',
    meaning: 'Validated only: the fit has no spillage axis. Accepted so that files round-trip unchanged.',
    type: 'integer or null',
    required: 'no',
    default: '5',
    range: '>= 2',
    spec: '§2.4, §8',
    rules: ['HPM-053'],
  },
  {
    key: 'max_planes_per_hydro',
    meaning: 'Validated only: the fit keeps every facet of the upper envelope and does not trim to this count. Only fpha_plane_reduction reduces the planes.',
    type: 'integer or null',
    required: 'no',
    default: '10',
    range: '>= 1',
    spec: '§2.4, §8',
    rules: ['HPM-054'],
  },
  {
    key: 'fitting_window',
    meaning: 'Restricts the volume range the hyperplanes are fitted over.',
    type: 'object or null',
    required: 'no',
    default: "the full forebay range of the plant's volume-height curve",
    spec: SPEC,
    rules: ['HPM-055'],
  },
];

const fittingWindow: FieldEntry[] = [
  {
    key: 'volume_min_hm3',
    meaning: 'The lower end of the fitting window as a volume. Do not combine with volume_min_percentile.',
    type: 'number or null',
    required: 'no',
    unit: 'hm³',
    spec: SPEC,
    rules: ['HPM-056', 'HPM-059'],
  },
  {
    key: 'volume_max_hm3',
    meaning: 'The upper end of the fitting window as a volume. Do not combine with volume_max_percentile.',
    type: 'number or null',
    required: 'no',
    unit: 'hm³',
    spec: SPEC,
    rules: ['HPM-057', 'HPM-059'],
  },
  {
    key: 'volume_min_percentile',
    meaning: "The lower end of the fitting window as a fraction (0-1) of the plant's operating range. Do not combine with volume_min_hm3.",
    type: 'number or null',
    required: 'no',
    range: '[0.0, 1.0]',
    spec: '§2.4, §8',
    rules: ['HPM-056', 'HPM-058'],
  },
  {
    key: 'volume_max_percentile',
    meaning: "The upper end of the fitting window as a fraction (0-1) of the plant's operating range. Do not combine with volume_max_hm3.",
    type: 'number or null',
    required: 'no',
    range: '[0.0, 1.0]',
    spec: '§2.4, §8',
    rules: ['HPM-057', 'HPM-058'],
  },
];

/** The rules of the shared fields under a stage range and under a season entry. */
type ChoiceCodes = { fphaConfig: RuleId; referenceVolume: RuleId; productivity: RuleId };
const RANGE_CODES: ChoiceCodes = { fphaConfig: 'HPM-025', referenceVolume: 'HPM-026', productivity: 'HPM-027' };
const SEASON_CODES: ChoiceCodes = { fphaConfig: 'HPM-034', referenceVolume: 'HPM-034', productivity: 'HPM-034' };

/** The shared fields and the contents of the nested objects, under one stage range or season entry. */
function choiceDocs(parent: string, codes: ChoiceCodes): FieldDoc[] {
  return [
    ...fieldsUnder(FILE, parent, choiceFields(codes)),
    ...fieldsUnder(FILE, `${parent}.reference_volume`, referenceVolume),
    ...fieldsUnder(FILE, `${parent}.fpha_config`, fphaConfig),
    ...fieldsUnder(FILE, `${parent}.fpha_config.fitting_window`, fittingWindow),
  ];
}

export const productionModelsFieldDocs: readonly FieldDoc[] = [
  ...fieldsUnder(FILE, '', root),
  ...fieldsUnder(FILE, 'fpha_plane_reduction', reduction),
  ...fieldsUnder(FILE, ENTRY, entry),
  ...choiceDocs(MODEL_CHOICE_PARENTS[0], RANGE_CODES),
  ...choiceDocs(MODEL_CHOICE_PARENTS[1], SEASON_CODES),
];
