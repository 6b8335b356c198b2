// Failing and passing examples for the rules in catalog.ts.
import { baselineStages } from '../../rules/examples/baseline';
import type { ExampleFiles, RuleExample, RuleExamples } from '../../rules/examples/types';

const STAGES = 'stages.json';

function stagesWith(change: (stages: any) => void): any {
  const stages = baselineStages();
  change(stages);
  return stages;
}

/** The baseline in the node form: one node per stage (ids 10..12), transitions between nodes. */
function nodeForm(stages: any): void {
  stages.policy_graph.nodes = stages.stages.map((stage: any) => ({ id: 10 + stage.id, stage_id: stage.id }));
  stages.policy_graph.transitions = [
    { source_id: 10, target_id: 11, probability: 1.0 },
    { source_id: 11, target_id: 12, probability: 1.0 },
  ];
}

/** A one-line example on stages.json: the failing case bends the baseline, the passing one bends it the right way (or not at all). */
function stagesExample(why: string, excerpt: RuleExample['excerpt'], failing: (stages: any) => void, passing: (stages: any) => void = () => {}): RuleExample {
  return { show: STAGES, ...(excerpt ? { excerpt } : {}), why, failing: { [STAGES]: stagesWith(failing) }, passing: { [STAGES]: stagesWith(passing) } };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** Two custom seasons, short enough to show a whole stages.json. */
const wetAndDry = () => ({
  cycle_type: 'custom',
  seasons: [
    { id: 0, label: 'wet', month_start: 12, month_end: 4 },
    { id: 1, label: 'dry', month_start: 5, month_end: 11 },
  ],
});
const monthlyMap = () => ({ cycle_type: 'monthly', seasons: MONTHS.map((label, id) => ({ id, label, month_start: id + 1 })) });

/** config.json choosing how the training pass sources each scenario class. */
const trainingSource = (scenarioSource: object) => ({ training: { scenario_source: scenarioSource } });

// The cross-file rules below only ask whether a scenarios/ file exists; its content is not read
// (no per-file rule covers scenarios/ tables yet) and the page does not show it.
const PRESENT = { text: 'stands for the Parquet table' };
const NOISE = 'scenarios/noise_openings.parquet';
const HISTORY = 'scenarios/inflow_history.parquet';

/** `example` with other files of the case set beside the one it shows. */
function withFiles(example: RuleExample, extra: { failing?: ExampleFiles; passing?: ExampleFiles }): RuleExample {
  return { ...example, failing: { ...example.failing, ...extra.failing }, passing: { ...example.passing, ...extra.passing } };
}

function withConfig(example: RuleExample, failingConfig: object, passingConfig: object, extra: { failing?: ExampleFiles; passing?: ExampleFiles } = {}): RuleExample {
  return withFiles(example, {
    failing: { 'config.json': failingConfig as ExampleFiles[string], ...extra.failing },
    passing: { 'config.json': passingConfig as ExampleFiles[string], ...extra.passing },
  });
}

/** Both cases share one stages.json and differ in config.json, which the page shows. */
function configExample(
  why: string,
  stages: (stages: any) => void,
  failingConfig: object,
  passingConfig: object,
  extra: { failing?: ExampleFiles; passing?: ExampleFiles } = {},
): RuleExample {
  const shared = { [STAGES]: stagesWith(stages) };
  return withConfig({ show: 'config.json', why, failing: shared, passing: shared }, failingConfig, passingConfig, extra);
}

function historicalResidualsInMarch(stages: any): void {
  stages.season_definitions = monthlyMap();
  stages.stages[2].sampling_method = 'historical_residuals';
}

export const stagesExamples: RuleExamples = {
  'STG-001': {
    show: STAGES,
    why: 'The root is the list of stages itself, not an object holding policy_graph and stages.',
    failing: { [STAGES]: baselineStages().stages.slice(0, 1) },
    passing: {
      [STAGES]: stagesWith((s) => {
        s.stages = s.stages.slice(0, 1);
        s.policy_graph.transitions = [];
      }),
    },
  },
  'STG-002': stagesExample(
    'The file has no policy_graph.',
    undefined,
    (s) => delete s.policy_graph,
    (s) => (s.policy_graph = { type: 'finite_horizon', annual_discount_rate: 0.1 }),
  ),
  'STG-003': stagesExample('The third entry of stages is a bare id, not a stage object.', ['stages'], (s) => (s.stages = [s.stages[0], s.stages[1], 2])),
  'STG-010': stagesExample('"finite" is not a horizon type; the loader knows "finite_horizon".', ['policy_graph'], (s) => (s.policy_graph.type = 'finite')),
  'STG-011': stagesExample('A cyclic policy graph is reserved and does not load yet.', ['policy_graph'], (s) => (s.policy_graph.type = 'cyclic')),
  'STG-012': stagesExample('The discount rate is written as a percentage string.', ['policy_graph'], (s) => (s.policy_graph.annual_discount_rate = '10%')),
  'STG-013': stagesExample(
    'nodes is an object keyed by id rather than an array of node objects.',
    ['policy_graph'],
    (s) => {
      nodeForm(s);
      s.policy_graph.nodes = Object.fromEntries(s.policy_graph.nodes.map((node: any) => [String(node.id), { stage_id: node.stage_id }]));
    },
    nodeForm,
  ),
  'STG-014': stagesExample(
    'Two nodes share the id 11, so a transition to 11 is ambiguous.',
    ['policy_graph', 'nodes'],
    (s) => {
      nodeForm(s);
      s.policy_graph.nodes[2].id = 11;
    },
    nodeForm,
  ),
  'STG-015': stagesExample(
    'Node 12 names stage 3, and the study stages are 0, 1 and 2.',
    ['policy_graph', 'nodes'],
    (s) => {
      nodeForm(s);
      s.policy_graph.nodes[2].stage_id = 3;
    },
    nodeForm,
  ),
  'STG-016': withConfig(
    stagesExample(
      'The inflow class is external, so every node must name the scenario it carries; nodes 11 and 12 do not.',
      ['policy_graph', 'nodes'],
      (s) => {
        nodeForm(s);
        for (const stage of s.stages) delete stage.num_openings;
        s.policy_graph.nodes[0].scenario_id = 0;
      },
      (s) => {
        nodeForm(s);
        for (const stage of s.stages) delete stage.num_openings;
        s.policy_graph.nodes.forEach((node: any, k: number) => (node.scenario_id = k));
      },
    ),
    trainingSource({ inflow: { scheme: 'external' } }),
    trainingSource({ inflow: { scheme: 'external' } }),
  ),
  'STG-017': stagesExample(
    'A node label is a number.',
    ['policy_graph', 'nodes', 0],
    (s) => {
      nodeForm(s);
      s.policy_graph.nodes[0].label = 2024;
    },
    (s) => {
      nodeForm(s);
      s.policy_graph.nodes[0].label = 'January 2024';
    },
  ),
  'STG-018': stagesExample(
    'transitions is a single transition object, not an array.',
    ['policy_graph'],
    (s) => (s.policy_graph.transitions = s.policy_graph.transitions[0]),
    (s) => (s.policy_graph.transitions = [s.policy_graph.transitions[0]]),
  ),
  'STG-019': stagesExample('The second transition points at stage 3, which does not exist.', ['policy_graph', 'transitions'], (s) => (s.policy_graph.transitions[1].target_id = 3)),
  'STG-020': stagesExample('The probability is written as a string.', ['policy_graph', 'transitions'], (s) => (s.policy_graph.transitions[0].probability = '1.0')),
  'STG-021': stagesExample(
    'Stage 0 leaves to stage 1 with probability 0.5 and nowhere else: the distribution sums to 0.5.',
    ['policy_graph', 'transitions'],
    (s) => (s.policy_graph.transitions[0].probability = 0.5),
  ),
  'STG-022': stagesExample(
    'A transition carries a discount override while policy_graph.nodes is declared; the passing case sets it on stage 0 (annual_discount_rate_override) instead.',
    ['policy_graph', 'transitions'],
    (s) => {
      nodeForm(s);
      s.policy_graph.transitions[0].annual_discount_rate_override = 0.05;
    },
    (s) => {
      nodeForm(s);
      s.stages[0].annual_discount_rate_override = 0.05;
    },
  ),
  'STG-023': stagesExample(
    'Two transitions leave stage 0 with different discount overrides, so its rate is unclear.',
    ['policy_graph', 'transitions'],
    (s) => {
      s.policy_graph.transitions = [
        { source_id: 0, target_id: 1, probability: 0.5, annual_discount_rate_override: 0.05 },
        { source_id: 0, target_id: 2, probability: 0.5, annual_discount_rate_override: 0.08 },
        { source_id: 1, target_id: 2, probability: 1.0 },
      ];
    },
    (s) => {
      s.policy_graph.transitions = [
        { source_id: 0, target_id: 1, probability: 0.5, annual_discount_rate_override: 0.05 },
        { source_id: 0, target_id: 2, probability: 0.5, annual_discount_rate_override: 0.05 },
        { source_id: 1, target_id: 2, probability: 1.0 },
      ];
    },
  ),
  'STG-030': stagesExample('The March stage repeats the id 1 of the February stage.', ['stages', 2], (s) => (s.stages[2].id = 1)),
  'STG-031': stagesExample('A December stage was added with id -1: the loader reads it as a pre-study stage, outside the study.', ['stages', 0], (s) => {
    s.stages.unshift({ id: -1, start_date: '2023-12-01', end_date: '2024-01-01', blocks: [{ id: 0, name: 'SINGLE', hours: 744 }], num_openings: 10 });
  }),
  'STG-032': stagesExample('The start date is written day first.', ['stages', 0], (s) => (s.stages[0].start_date = '01/01/2024')),
  'STG-033': stagesExample('The January stage ends on the day it starts.', ['stages', 0], (s) => (s.stages[0].end_date = '2024-01-01')),
  'STG-034': stagesExample('The January stage has an empty block list.', ['stages', 0], (s) => (s.stages[0].blocks = [])),
  'STG-035': stagesExample(
    'With two blocks the ids must be 0 and 1; the second block uses 2.',
    ['stages', 0, 'blocks'],
    (s) => {
      s.stages[0].blocks = [
        { id: 0, name: 'PEAK', hours: 248 },
        { id: 2, name: 'OFFPEAK', hours: 496 },
      ];
    },
    (s) => {
      s.stages[0].blocks = [
        { id: 0, name: 'PEAK', hours: 248 },
        { id: 1, name: 'OFFPEAK', hours: 496 },
      ];
    },
  ),
  'STG-036': stagesExample('The block has no name.', ['stages', 0, 'blocks'], (s) => delete s.stages[0].blocks[0].name),
  'STG-037': stagesExample('The block of January has zero hours.', ['stages', 0, 'blocks'], (s) => (s.stages[0].blocks[0].hours = 0)),
  'STG-038': stagesExample('num_openings is a fraction.', ['stages', 0], (s) => (s.stages[0].num_openings = 10.5)),
  'STG-039': stagesExample('The older key num_scenarios stands where num_openings is required.', ['stages', 0], (s) => {
    delete s.stages[0].num_openings;
    s.stages[0].num_scenarios = 10;
  }),
  'STG-040': stagesExample(
    'Under policy_graph.nodes, the February stage generates its openings (every class is in_sample) and does not say how many.',
    ['stages', 1],
    (s) => {
      nodeForm(s);
      delete s.stages[1].num_openings;
    },
    nodeForm,
  ),
  'STG-041': withConfig(
    stagesExample(
      'Inflow and load both come from the external library, so the stages generate no openings and num_openings must go.',
      ['stages', 1],
      (s) => {
        nodeForm(s);
        s.policy_graph.nodes.forEach((node: any, k: number) => (node.scenario_id = k));
      },
      (s) => {
        nodeForm(s);
        s.policy_graph.nodes.forEach((node: any, k: number) => (node.scenario_id = k));
        for (const stage of s.stages) delete stage.num_openings;
      },
    ),
    trainingSource({ inflow: { scheme: 'external' }, load: { scheme: 'external' } }),
    trainingSource({ inflow: { scheme: 'external' }, load: { scheme: 'external' } }),
  ),
  'STG-042': stagesExample(
    'season_id 12 names no season of the monthly map (ids 0 to 11).',
    ['stages', 0],
    (s) => {
      s.season_definitions = monthlyMap();
      s.stages[0].season_id = 12;
    },
    (s) => {
      s.season_definitions = monthlyMap();
      s.stages[0].season_id = 0;
    },
  ),
  'STG-043': stagesExample(
    '"sequential" is not a block mode.',
    ['stages', 0],
    (s) => (s.stages[0].block_mode = 'sequential'),
    (s) => (s.stages[0].block_mode = 'chronological'),
  ),
  'STG-044': stagesExample(
    'The storage flag is written as a string.',
    ['stages', 0, 'state_variables'],
    (s) => (s.stages[0].state_variables = { storage: 'yes' }),
    (s) => (s.stages[0].state_variables = { storage: true }),
  ),
  'STG-045': stagesExample(
    '"cvar" as a bare string: CVaR needs an object with its alpha and lambda.',
    ['stages', 0],
    (s) => (s.stages[0].risk_measure = 'cvar'),
    (s) => (s.stages[0].risk_measure = { cvar: { alpha: 0.5, lambda: 0.25 } }),
  ),
  'STG-046': stagesExample(
    'The risk measure object holds alpha and lambda directly, without the cvar object around them.',
    ['stages', 0, 'risk_measure'],
    (s) => (s.stages[0].risk_measure = { alpha: 0.5, lambda: 0.25 }),
    (s) => (s.stages[0].risk_measure = { cvar: { alpha: 0.5, lambda: 0.25 } }),
  ),
  'STG-047': stagesExample(
    'alpha is 0, outside (0, 1].',
    ['stages', 0, 'risk_measure'],
    (s) => (s.stages[0].risk_measure = { cvar: { alpha: 0, lambda: 0.25 } }),
    (s) => (s.stages[0].risk_measure = { cvar: { alpha: 0.05, lambda: 0.25 } }),
  ),
  'STG-048': stagesExample(
    'lambda is written as a percentage, 25, outside [0, 1].',
    ['stages', 0, 'risk_measure'],
    (s) => (s.stages[0].risk_measure = { cvar: { alpha: 0.5, lambda: 25 } }),
    (s) => (s.stages[0].risk_measure = { cvar: { alpha: 0.5, lambda: 0.25 } }),
  ),
  'STG-049': stagesExample(
    '"monte_carlo" is not a sampling method; plain sampling is "saa".',
    ['stages', 0],
    (s) => (s.stages[0].sampling_method = 'monte_carlo'),
    (s) => (s.stages[0].sampling_method = 'saa'),
  ),
  'STG-050': stagesExample(
    'The stage override is negative.',
    ['stages', 0],
    (s) => (s.stages[0].annual_discount_rate_override = -0.05),
    (s) => (s.stages[0].annual_discount_rate_override = 0.05),
  ),
  'STG-051': configExample(
    'January samples "selective", and config.json supplies no opening tree to select from.',
    (s) => (s.stages[0].sampling_method = 'selective'),
    {},
    trainingSource({ openings: { source: 'file' } }),
    { passing: { [NOISE]: PRESENT } },
  ),
  // The other fix, adding scenarios/inflow_history.parquet, cannot be shown: its date column is a
  // Date32, which example tables do not write. The passing case samples another way instead.
  'STG-052': stagesExample(
    'March samples "historical_residuals", which draws from scenarios/inflow_history.parquet, and the case has no such file: add it, or sample another way as the passing case does.',
    ['stages', 2],
    historicalResidualsInMarch,
    (s) => {
      historicalResidualsInMarch(s);
      s.stages[2].sampling_method = 'lhs';
    },
  ),
  'STG-053': withFiles(
    stagesExample(
      'February samples "historical_residuals" from a generated opening tree, so every study stage needs a season, and there is no season map.',
      undefined,
      (s) => (s.stages[1].sampling_method = 'historical_residuals'),
      (s) => {
        s.season_definitions = wetAndDry();
        s.stages[1].sampling_method = 'historical_residuals';
      },
    ),
    { failing: { [HISTORY]: PRESENT }, passing: { [HISTORY]: PRESENT } },
  ),
  'STG-054': configExample(
    'January samples "selective" while the training inflow class is on the out_of_sample scheme, so the forward pass falls back to plain noise.',
    (s) => (s.stages[0].sampling_method = 'selective'),
    trainingSource({ inflow: { scheme: 'out_of_sample' }, openings: { source: 'file' } }),
    trainingSource({ inflow: { scheme: 'in_sample' }, openings: { source: 'file' } }),
    { failing: { [NOISE]: PRESENT }, passing: { [NOISE]: PRESENT } },
  ),
  'STG-087': stagesExample('February starts on 2024-01-15, before January ends on 2024-02-01.', ['stages'], (s) => {
    s.stages[1].start_date = '2024-01-15';
    s.stages[1].blocks[0].hours = 1104;
  }),
  'STG-088': stagesExample('February starts on 2024-02-05, four days after January ends: 2024-02-01 to 2024-02-05 belongs to no stage.', ['stages'], (s) => {
    s.stages[1].start_date = '2024-02-05';
    s.stages[1].blocks[0].hours = 600;
  }),
  'STG-089': stagesExample('February 2024 has 29 days, 696 hours; its block says 720.', ['stages', 1], (s) => (s.stages[1].blocks[0].hours = 720)),
  'STG-090': stagesExample('"block_hours" is not a key of a stage (the hours belong to each block).', ['stages', 0], (s) => (s.stages[0].block_hours = 744)),
};
