// config.json's settings, as the Cobre loader reads them (decision D31), in one table: each
// setting's path, the value kind the loader takes, and its documentation. The field docs (hover,
// completion, rule pages) and the check's type readers both come from this table, so a setting's
// type is written once and a key is known exactly when it is documented here.
import type { FieldDoc, FieldEntry } from '../../core/fieldDocs';
import type { RuleId } from '../../rules/index';

export const CONFIG_FILE = 'config.json';

/**
 * What the loader accepts for a setting: `count` a whole number from 0 to 2^32 − 1, `integer` a
 * 64-bit whole number (a seed), `number` a finite number, `years` a list of years or a from/to range.
 */
export type SettingKind = 'count' | 'integer' | 'number' | 'boolean' | 'string' | 'object' | 'array' | 'years';

export interface Setting extends Omit<FieldEntry, 'type' | 'required' | 'spec' | 'rules'> {
  kind: SettingKind;
  /** null is read as "not set" (the loader's optional settings). */
  nullable?: boolean;
  /** The loader has no default: absent (or null) stops the load (CFG-002). */
  required?: boolean;
  /** Where the setting is defined, when rules.md speaks of it; else the loader. */
  spec?: string;
  rules?: readonly RuleId[];
}

const LOADER = 'rules.md D31';
const SCENARIO_SPEC = '§2.1; rules.md D31';
const TYPE_TEXT: Record<SettingKind, string> = {
  count: 'integer, 0 to 4294967295',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  string: 'string',
  object: 'object',
  array: 'array',
  years: 'array of years, or object { from, to }',
};

const SCHEMES = ['in_sample', 'out_of_sample', 'external', 'historical'] as const;
const SCHEME_DOCS = {
  in_sample: 'the forward pass samples the same openings as the backward pass (the default)',
  out_of_sample: 'the forward pass draws its own noise; selective and historical_residuals stages then draw plain Monte Carlo noise (warning)',
  external: 'realisations come from an external scenario library; nodes address them by scenario_id (D6)',
  historical: 'realisations replay the history; for inflow every study stage then needs a season (inflow only)',
} as const;

/** The keys of a scenario source (training.scenario_source, simulation.scenario_source). */
function scenarioSource(source: 'training' | 'simulation'): Setting[] {
  const classRules: RuleId[] = source === 'training' ? ['XF-022', 'XF-024', 'XF-025', 'XF-026'] : ['XF-022', 'XF-024'];
  const notInflowRules: RuleId[] = ['CFG-008', ...classRules.filter((id) => id !== 'XF-024')];
  const classes = (['inflow', 'load', 'ncs'] as const).flatMap((name): Setting[] => [
    {
      key: name,
      meaning: `How the ${name === 'ncs' ? 'non-controllable source' : name} scenarios of the ${source} are produced: an object holding only its scheme. Absent means in_sample.`,
      kind: 'object',
      nullable: true,
      default: 'scheme in_sample',
      spec: SCENARIO_SPEC,
      rules: ['CFG-006', ...classRules],
    },
    {
      key: `${name}.scheme`,
      meaning: `The scenario scheme of the ${name} class.${name === 'inflow' ? '' : ' historical is refused here: only inflows replay history.'}`,
      kind: 'string',
      required: true,
      values: SCHEMES,
      valueDocs: SCHEME_DOCS,
      spec: '§2.1; rules.md D6',
      rules: ['CFG-006', 'CFG-007', ...(name === 'inflow' ? classRules : notInflowRules)],
    },
  ]);
  return [
    {
      key: 'seed',
      meaning: 'The seed of the scenario draws. Needed as soon as a class uses out_of_sample, historical or external.',
      kind: 'integer',
      nullable: true,
      requiredWhen: 'a class is not in_sample',
      rules: ['CFG-003', 'CFG-007'],
    },
    {
      key: 'historical_years',
      meaning:
        'The years a historical replay draws from: a list of years, or an inclusive range { "from": 1940, "to": 2010 }. Absent: every year of the inflow history. Only with a historical class.',
      kind: 'years',
      nullable: true,
      default: 'every year of the history',
      rules: ['CFG-009', 'CFG-010'],
    },
    {
      key: 'historical_years.from',
      meaning: 'The first year of the range, inclusive.',
      kind: 'integer',
      required: true,
      rules: ['CFG-010'],
    },
    {
      key: 'historical_years.to',
      meaning: 'The last year of the range, inclusive; not before from.',
      kind: 'integer',
      required: true,
      rules: ['CFG-010'],
    },
    ...classes,
    {
      key: 'openings',
      meaning: 'Where the opening tree comes from.',
      kind: 'object',
      default: 'a generated opening tree',
      spec: '§2.1',
      rules: ['XF-020', 'XF-021', 'XF-024'],
    },
    {
      key: 'openings.source',
      meaning:
        'The value "file" means a supplied opening tree, read from scenarios/noise_openings.parquet (which selective sampling needs); anything else means the tree is generated.',
      kind: 'string',
      spec: '§2.1',
      rules: ['XF-020', 'XF-021', 'XF-024'],
    },
  ];
}

const STOPPING_RULE_TYPES = ['iteration_limit', 'time_limit', 'bound_stalling', 'simulation'] as const;

/** The members of one stopping rule, by its type (the loader reads no other). */
export const STOPPING_RULE_MEMBERS: Readonly<Record<(typeof STOPPING_RULE_TYPES)[number], readonly string[]>> = {
  iteration_limit: ['limit'],
  time_limit: ['seconds'],
  bound_stalling: ['iterations', 'tolerance'],
  simulation: ['replications', 'period', 'bound_window', 'distance_tol', 'bound_tol'],
};

const stoppingRule: Setting[] = [
  {
    key: 'type',
    meaning: 'Which stopping rule this is; it decides the other members the entry needs.',
    kind: 'string',
    required: true,
    values: STOPPING_RULE_TYPES,
    valueDocs: {
      iteration_limit: 'stop after limit iterations',
      time_limit: 'stop after seconds of wall-clock time',
      bound_stalling: 'stop when the lower bound improves by less than tolerance over iterations iterations',
      simulation: 'stop when simulated costs and the bound both settle (read, but run as an iteration limit by this loader)',
    },
    rules: ['CFG-004'],
  },
  { key: 'limit', meaning: 'iteration_limit: the most iterations training runs.', kind: 'count', requiredWhen: 'type iteration_limit', rules: ['CFG-004'] },
  { key: 'seconds', meaning: 'time_limit: the wall-clock budget of training.', kind: 'number', unit: 's', requiredWhen: 'type time_limit', rules: ['CFG-004'] },
  {
    key: 'iterations',
    meaning: 'bound_stalling: how many past iterations the improvement is measured over.',
    kind: 'count',
    requiredWhen: 'type bound_stalling',
    rules: ['CFG-004'],
  },
  {
    key: 'tolerance',
    meaning: 'bound_stalling: the relative improvement below which the bound counts as stalled.',
    kind: 'number',
    requiredWhen: 'type bound_stalling',
    rules: ['CFG-004'],
  },
  { key: 'replications', meaning: 'simulation: forward simulations per check.', kind: 'count', requiredWhen: 'type simulation', rules: ['CFG-004'] },
  { key: 'period', meaning: 'simulation: iterations between checks.', kind: 'count', requiredWhen: 'type simulation', rules: ['CFG-004'] },
  { key: 'bound_window', meaning: 'simulation: past iterations the bound must be stable over.', kind: 'count', requiredWhen: 'type simulation', rules: ['CFG-004'] },
  {
    key: 'distance_tol',
    meaning: 'simulation: the largest normalised distance between consecutive simulation results.',
    kind: 'number',
    requiredWhen: 'type simulation',
    rules: ['CFG-004'],
  },
  { key: 'bound_tol', meaning: 'simulation: the relative tolerance of bound stability.', kind: 'number', requiredWhen: 'type simulation', rules: ['CFG-004'] },
];

const CUT_METHODS = ['level1', 'lml1', 'domination'] as const;

const settings: Array<[parent: string, entries: Setting[]]> = [
  [
    '',
    [
      { key: '$schema', meaning: 'The URL of a JSON schema for editors. The loader ignores it.', kind: 'string', nullable: true, rules: [] },
      { key: 'training', meaning: 'How the policy is trained. Required: it holds forward_passes and stopping_rules.', kind: 'object', required: true, rules: ['CFG-002'] },
      { key: 'simulation', meaning: 'The simulation of the trained policy after training.', kind: 'object', default: 'disabled', rules: [] },
      { key: 'modeling', meaning: 'Modelling options.', kind: 'object', rules: [] },
      { key: 'policy', meaning: 'Where the policy is kept, and whether training starts fresh, warm-starts or resumes.', kind: 'object', rules: [] },
      { key: 'upper_bound_evaluation', meaning: 'The upper bound computed by inner approximation.', kind: 'object', rules: [] },
      { key: 'exports', meaning: 'Which optional outputs are written.', kind: 'object', rules: [] },
      { key: 'estimation', meaning: 'How inflow models are fitted when the case gives an inflow history without model parameters.', kind: 'object', rules: [] },
    ],
  ],
  [
    'training',
    [
      { key: 'enabled', meaning: 'Whether to train; false goes straight to simulation.', kind: 'boolean', default: 'true', rules: [] },
      {
        key: 'tree_seed',
        meaning: 'The seed of the opening scenario tree, for reproducible training.',
        kind: 'integer',
        nullable: true,
        default: 'a fixed internal seed',
        rules: ['CFG-003'],
      },
      {
        key: 'forward_passes',
        meaning: 'How many scenario trajectories each training iteration simulates forward. Required.',
        kind: 'count',
        nullable: true,
        required: true,
        rules: ['CFG-002', 'CFG-003', 'CFG-013'],
      },
      {
        key: 'stopping_rules',
        meaning: 'When training stops: a list of rules combined by stopping_mode. Required.',
        kind: 'array',
        nullable: true,
        required: true,
        rules: ['CFG-002', 'CFG-004'],
        snippet: '{ "type": "${1|iteration_limit,time_limit,bound_stalling,simulation|}", "limit": ${2:100} }',
      },
      {
        key: 'stopping_mode',
        meaning: 'How the stopping rules combine: "all" stops when every rule holds; anything else stops at the first (the loader reads only "all").',
        kind: 'string',
        default: '"any"',
        rules: [],
      },
      { key: 'cut_formulation', meaning: 'The cut formulation (single or multi cut).', kind: 'string', nullable: true, rules: [] },
      { key: 'forward_pass', meaning: 'The forward pass variant.', kind: 'object', nullable: true, rules: [] },
      { key: 'forward_pass.type', meaning: 'The forward pass variant ("default").', kind: 'string', required: true, rules: ['CFG-002'] },
      { key: 'cut_selection', meaning: 'Pruning of inactive cuts during training.', kind: 'object', default: 'disabled', rules: [] },
      { key: 'solver', meaning: 'How a failed LP solve is retried.', kind: 'object', rules: [] },
      {
        key: 'scenario_source',
        meaning: 'Where the scenarios of each class come from during training. Absent means every class is in_sample.',
        kind: 'object',
        nullable: true,
        default: 'every class in_sample',
        spec: SCENARIO_SPEC,
        rules: ['CFG-007', 'CFG-008', 'CFG-009', 'XF-022', 'XF-025', 'XF-026'],
      },
    ],
  ],
  ['training.stopping_rules[]', stoppingRule],
  [
    'training.cut_selection',
    [
      { key: 'enabled', meaning: 'Whether cuts are pruned. When true, method is required.', kind: 'boolean', nullable: true, default: 'false', rules: ['CFG-011'] },
      {
        key: 'method',
        meaning: 'How cuts are chosen for pruning.',
        kind: 'string',
        nullable: true,
        requiredWhen: 'enabled is true',
        values: CUT_METHODS,
        valueDocs: {
          level1: 'keep cuts that were ever binding',
          lml1: 'keep cuts binding within memory_window iterations',
          domination: 'drop cuts dominated by others within domination_epsilon',
        },
        rules: ['CFG-011'],
      },
      {
        key: 'threshold',
        meaning: 'Deprecated: the method’s parameter as one integer. Use memory_window or domination_epsilon.',
        kind: 'count',
        nullable: true,
        rules: ['CFG-014'],
      },
      { key: 'memory_window', meaning: 'lml1: how many recent iterations a cut must have been binding in to stay.', kind: 'count', nullable: true, rules: [] },
      { key: 'domination_epsilon', meaning: 'domination: the margin within which a cut counts as dominated.', kind: 'number', nullable: true, rules: [] },
      { key: 'check_frequency', meaning: 'Iterations between pruning passes; above 0.', kind: 'count', nullable: true, default: '5', range: '> 0', rules: ['CFG-011'] },
      { key: 'cut_activity_tolerance', meaning: 'The smallest dual value at which a cut counts as binding.', kind: 'number', nullable: true, default: '0', rules: [] },
      {
        key: 'basis_activity_window',
        meaning: 'How many recent iterations the basis reconstruction looks at.',
        kind: 'count',
        nullable: true,
        default: '5',
        range: '1..31',
        rules: ['CFG-012'],
      },
      {
        key: 'max_active_per_stage',
        meaning: 'A hard cap on active cuts per stage; the stalest are evicted first.',
        kind: 'count',
        nullable: true,
        default: 'no cap',
        rules: ['CFG-013'],
      },
    ],
  ],
  [
    'training.solver',
    [
      { key: 'retry_max_attempts', meaning: 'How many times a failed solve is retried before the run stops.', kind: 'count', default: '5', rules: [] },
      { key: 'retry_time_budget_seconds', meaning: 'The total time the retries of one solve may take.', kind: 'number', unit: 's', default: '30', rules: [] },
    ],
  ],
  ['training.scenario_source', scenarioSource('training')],
  [
    'simulation',
    [
      { key: 'enabled', meaning: 'Whether the trained policy is simulated.', kind: 'boolean', default: 'false', rules: [] },
      { key: 'num_scenarios', meaning: 'How many scenarios the simulation runs.', kind: 'count', default: '2000', rules: ['CFG-003'] },
      { key: 'policy_type', meaning: 'Which policy representation the simulation uses: "outer" (cuts) or "inner" (vertices).', kind: 'string', default: '"outer"', rules: [] },
      { key: 'output_path', meaning: 'The folder the simulation writes to.', kind: 'string', nullable: true, rules: [] },
      { key: 'output_mode', meaning: 'How results are written: "streaming" or "batched".', kind: 'string', nullable: true, rules: [] },
      { key: 'io_channel_capacity', meaning: 'How many results may wait between the simulation and the writer.', kind: 'count', default: '64', rules: [] },
      {
        key: 'scenario_source',
        meaning: 'Where the scenarios of each class come from in simulation. Same shape as training.scenario_source, whose value it takes when absent.',
        kind: 'object',
        nullable: true,
        default: 'training.scenario_source',
        spec: SCENARIO_SPEC,
        rules: ['CFG-007', 'CFG-008', 'CFG-009', 'XF-022', 'XF-024'],
      },
    ],
  ],
  ['simulation.scenario_source', scenarioSource('simulation')],
  ['modeling', [{ key: 'inflow_non_negativity', meaning: 'How negative inflows drawn by the inflow model are handled.', kind: 'object', rules: [] }]],
  [
    'modeling.inflow_non_negativity',
    [
      {
        key: 'method',
        meaning: 'The treatment of negative inflows. The run reads the listed values; it treats any other as none.',
        kind: 'string',
        default: 'penalty',
        values: ['none', 'penalty', 'truncation', 'truncation_with_penalty'],
        valueDocs: {
          none: 'no treatment',
          penalty: 'a slack with a cost',
          truncation: 'negative inflows are cut to zero',
          truncation_with_penalty: 'truncation plus the penalised slack',
        },
        rules: [],
      },
      {
        key: 'penalty_cost',
        meaning: 'The cost of the slack. Older place: penalties.json hydro.inflow_nonnegativity_cost wins when both are given.',
        kind: 'number',
        default: '1000',
        rules: [],
      },
    ],
  ],
  [
    'policy',
    [
      { key: 'path', meaning: 'The folder of the policy (cuts, states, basis).', kind: 'string', default: '"./policy"', rules: [] },
      {
        key: 'mode',
        meaning: 'How training starts.',
        kind: 'string',
        default: 'fresh',
        values: ['fresh', 'warm_start', 'resume'],
        valueDocs: { fresh: 'from an empty future-cost function', warm_start: 'from the cuts of a saved policy', resume: 'continue an interrupted run from its checkpoint' },
        rules: ['CFG-005'],
      },
      { key: 'validate_compatibility', meaning: 'Whether a loaded policy is checked against this case’s dimensions.', kind: 'boolean', default: 'true', rules: [] },
      { key: 'checkpointing', meaning: 'Periodic checkpoints of the training.', kind: 'object', rules: [] },
      { key: 'boundary', meaning: 'Cuts of another study’s policy fixed at this study’s last stage.', kind: 'object', nullable: true, rules: [] },
      { key: 'boundary.path', meaning: 'The policy checkpoint folder the boundary cuts come from.', kind: 'string', required: true, rules: ['CFG-002'] },
      { key: 'boundary.source_stage', meaning: 'The stage of that checkpoint (0-based) whose cuts are taken.', kind: 'count', required: true, rules: ['CFG-002'] },
    ],
  ],
  [
    'policy.checkpointing',
    [
      { key: 'enabled', meaning: 'Whether checkpoints are written.', kind: 'boolean', nullable: true, rules: [] },
      { key: 'initial_iteration', meaning: 'The first iteration with a checkpoint.', kind: 'count', nullable: true, rules: [] },
      { key: 'interval_iterations', meaning: 'Iterations between checkpoints.', kind: 'count', nullable: true, rules: [] },
      { key: 'store_basis', meaning: 'Whether checkpoints keep the LP basis.', kind: 'boolean', nullable: true, rules: [] },
      { key: 'compress', meaning: 'Whether checkpoints are compressed.', kind: 'boolean', nullable: true, rules: [] },
    ],
  ],
  [
    'upper_bound_evaluation',
    [
      { key: 'enabled', meaning: 'Whether the upper bound is computed.', kind: 'boolean', nullable: true, rules: [] },
      { key: 'initial_iteration', meaning: 'The first iteration with an upper bound.', kind: 'count', nullable: true, rules: [] },
      { key: 'interval_iterations', meaning: 'Iterations between upper-bound evaluations.', kind: 'count', nullable: true, rules: [] },
      { key: 'lipschitz', meaning: 'The Lipschitz constants of the inner approximation.', kind: 'object', rules: [] },
      { key: 'lipschitz.mode', meaning: 'How the constants are found ("auto").', kind: 'string', nullable: true, rules: [] },
      { key: 'lipschitz.fallback_value', meaning: 'The constant used when it cannot be computed.', kind: 'number', nullable: true, rules: [] },
      { key: 'lipschitz.scale_factor', meaning: 'A safety margin multiplying the computed constants.', kind: 'number', nullable: true, rules: [] },
    ],
  ],
  [
    'exports',
    [
      { key: 'states', meaning: 'Whether the visited forward-pass states are written with the policy.', kind: 'boolean', default: 'false', rules: [] },
      { key: 'stochastic', meaning: 'Whether the stochastic preprocessing results are written to output/stochastic/.', kind: 'boolean', default: 'false', rules: [] },
    ],
  ],
  [
    'estimation',
    [
      { key: 'max_order', meaning: 'The highest autoregressive order tried when fitting inflow models.', kind: 'count', default: '6', rules: [] },
      {
        key: 'order_selection',
        meaning: 'How the autoregressive order is chosen.',
        kind: 'string',
        default: 'pacf',
        values: ['pacf', 'pacf_annual', 'fixed'],
        valueDocs: { pacf: 'partial autocorrelation, per season', pacf_annual: 'pacf with an annual component', fixed: 'deprecated; read as pacf, with a warning' },
        rules: ['CFG-005', 'CFG-014'],
      },
      {
        key: 'min_observations_per_season',
        meaning: 'The fewest observations a (plant, season) should have to be fitted; fewer gives a warning.',
        kind: 'count',
        default: '30',
        rules: ['REF-127'],
      },
      {
        key: 'max_coefficient_magnitude',
        meaning: 'A fitted coefficient larger than this in magnitude drops its model to order 0.',
        kind: 'number',
        nullable: true,
        default: 'no limit',
        rules: [],
      },
    ],
  ],
];

/** Every setting by its full path pattern (`training.cut_selection.method`, `training.stopping_rules[].limit`). */
export const CONFIG_SETTINGS: ReadonlyMap<string, Setting> = new Map(
  settings.flatMap(([parent, entries]) => entries.map((entry) => [parent === '' ? entry.key : `${parent}.${entry.key}`, entry] as const)),
);

export const configFieldDocs: readonly FieldDoc[] = [...CONFIG_SETTINGS].map(([path, setting]) => {
  const { key: _key, kind, nullable, required, spec, rules, ...doc } = setting;
  return {
    ...doc,
    file: CONFIG_FILE,
    path,
    type: `${TYPE_TEXT[kind]}${nullable ? ' or null' : ''}`,
    required: required ? 'yes' : doc.requiredWhen ? 'conditional' : 'no',
    spec: spec ?? LOADER,
    rules: rules ?? [],
  };
});
