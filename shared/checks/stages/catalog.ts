import { defineRules } from '../../core/rules/define';

/**
 * stages.json rules about the file's root, the policy graph and the study stages. The season map and
 * pre-study stages, including their top-level STG-004 and STG-005, are in seasonCatalog.ts.
 */
export const stagesRules = defineRules([
  // The root and its top-level fields.
  {
    id: 'STG-001',
    file: 'stages.json',
    severity: 'error',
    title: 'the root of stages.json is not an object',
    description:
      'stages.json must hold one JSON object with policy_graph and stages at its top level. An array, a string or a number at the root gives the loader nothing to read. A syntax error is reported as JSON-001 instead.',
    spec: '§1, §2.1',
    phase: 'load',
  },
  {
    id: 'STG-002',
    file: 'stages.json',
    severity: 'error',
    title: 'policy_graph is missing or not an object',
    description:
      'Every case declares its policy graph: the horizon type, the annual discount rate and, optionally, nodes and transitions. The loader rejects a file without it. Add a "policy_graph" object with at least "type" and "annual_discount_rate".',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-003',
    file: 'stages.json',
    severity: 'error',
    title: 'stages is missing, not an array, or holds an entry that is not an object',
    description:
      'The study stages are a required array of stage objects. The loader cannot build the time axis without it. Entries that are not objects are reported here and skipped by the other stage rules.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-006',
    file: 'stages.json',
    severity: 'semantics',
    title: '$schema is informational and never validated',
    description: 'The "$schema" key only helps editors find a schema. The loader ignores its value, so no rule checks it and it is never reported as an unknown key.',
    spec: '§9',
  },

  // policy_graph
  {
    id: 'STG-010',
    file: 'stages.json',
    severity: 'error',
    title: 'policy_graph.type is missing or not "finite_horizon" / "cyclic"',
    description:
      'The horizon type is a required string naming the shape of the policy graph. Only "finite_horizon" and "cyclic" are known values, and only "finite_horizon" loads (see STG-011).',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-011',
    file: 'stages.json',
    severity: 'error',
    title: 'policy_graph.type "cyclic" is reserved and rejected',
    description: 'A cyclic policy graph is a reserved value the loader does not support yet: the case is rejected at load. Use "finite_horizon".',
    spec: '§2.1, §7',
    phase: 'load',
  },
  {
    id: 'STG-012',
    file: 'stages.json',
    severity: 'error',
    title: 'policy_graph.annual_discount_rate is missing, not a number, or negative',
    description:
      'The global annual discount rate is required and must be a finite number >= 0. It applies to every stage without an override and to post-study stages. Write 0.0 for an undiscounted study.',
    spec: '§2.1, §8',
    phase: 'load / none',
  },
  {
    id: 'STG-013',
    file: 'stages.json',
    severity: 'error',
    title: 'policy_graph.nodes is not an array of objects',
    description:
      'Nodes are optional. Without them (or with an empty list, decision D16) the graph is a plain chain of stages and transition endpoints are stage ids. When given, nodes must be an array of node objects; other entries are reported and skipped.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-014',
    file: 'stages.json',
    severity: 'error',
    title: 'a policy graph node id is missing, not an integer, or duplicated',
    description:
      'Each node needs an integer id that no other node uses, because transitions point at nodes by that id when nodes are declared. The duplicate names where the id was first declared.',
    spec: '§2.1',
    phase: 'none',
  },
  {
    id: 'STG-015',
    file: 'stages.json',
    severity: 'error',
    title: 'a policy graph node stage_id is missing, not an integer, or names no study stage',
    description:
      "Each node belongs to one study stage, named by that stage's declared id. The value is matched against the ids in stages[], never used as a position in the array, and a negative id (a pre-study stage) never matches.",
    spec: '§2.1',
    phase: 'none',
  },
  {
    id: 'STG-016',
    file: 'stages.json',
    severity: 'error',
    title: 'a policy graph node scenario_id is neither an integer nor null',
    description:
      'scenario_id selects the column of the external scenario library that a node carries; scenario_id k is the one-element opening set {k} with probability 1. This rule checks only its type; whether it must be present depends on config.json and is XF-025.',
    spec: '§2.1',
    phase: 'none',
    ownPart: 'its type',
  },
  {
    id: 'STG-017',
    file: 'stages.json',
    severity: 'error',
    title: 'a policy graph node label is neither a string nor null',
    description: 'The optional node label is free text for people reading the case. It must be a string, or null when unused.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-018',
    file: 'stages.json',
    severity: 'error',
    title: 'policy_graph.transitions is not an array of objects',
    description: 'Transitions are optional and default to an empty list. When given they must be an array of transition objects; other entries are reported and skipped.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-019',
    file: 'stages.json',
    severity: 'error',
    title: 'a transition source_id or target_id is missing, not an integer, or does not resolve',
    description:
      'Each transition joins two points of the policy graph. When policy_graph.nodes is non-empty both endpoints are node ids; otherwise they are ids of study stages. An endpoint that names nothing leaves a dangling edge the solver cannot follow.',
    spec: '§2.1',
    phase: 'none',
  },
  {
    id: 'STG-020',
    file: 'stages.json',
    severity: 'error',
    title: 'a transition probability is missing or not a number',
    description: 'Every transition carries the probability of moving from its source to its target, as a finite number.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-021',
    file: 'stages.json',
    severity: 'error',
    title: 'the outgoing probabilities of a source do not sum to 1 within 1e-6',
    description:
      'The transitions leaving one source form a probability distribution. A sum further than 1e-6 from 1 is rejected at load; within that tolerance the loader quietly rescales the probabilities to sum to exactly 1. The diagnostic sits on the first transition of the source and lists the others.',
    spec: '§2.1, §7, §8',
    phase: 'load',
  },
  {
    id: 'STG-022',
    file: 'stages.json',
    severity: 'error',
    title: 'a transition annual_discount_rate_override is mistyped, or set while nodes are declared',
    description:
      'A transition override is a number or null and only exists in the plain stage-chain form, where it is folded onto the source stage. When policy_graph.nodes is declared it is rejected: set annual_discount_rate_override on the stage instead. Like the stage override (STG-050), a negative or non-finite value is also reported, a judgement since the spec gives no range.',
    spec: '§2.1, §7',
    phase: 'none',
  },
  {
    id: 'STG-023',
    file: 'stages.json',
    severity: 'warning',
    title: 'chain-form transitions out of one stage carry different discount overrides',
    description:
      "In the stage-chain form a transition override is folded onto its source stage, so two different values leaving one stage make that stage's rate unclear (decision D17). Give the transitions the same value, or set the rate on the stage itself, which always wins. Transitions without an override are not compared.",
    spec: '§2.1, decision D17',
    phase: 'none',
  },

  // stages[]
  {
    id: 'STG-030',
    file: 'stages.json',
    severity: 'error',
    title: 'a stage id is missing, not an integer, or duplicated',
    description:
      'Every stage needs an integer id unique within stages[]; nodes, transitions and the production files refer to stages by it. The duplicate names where the id was first declared.',
    spec: '§2.1, §7',
    phase: 'load / none',
  },
  {
    id: 'STG-031',
    file: 'stages.json',
    severity: 'hint',
    title: 'a negative stage id makes the entry a pre-study stage',
    description:
      'The loader does not reject a negative id in stages[]: it reads that entry as a pre-study stage, so its blocks and study settings play no part in the study. Move it to pre_study_stages, or give it a non-negative id if it is a study stage. A clash with a pre_study_stages id is STG-062.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-032',
    file: 'stages.json',
    severity: 'error',
    title: 'a stage start_date is missing or not a YYYY-MM-DD date',
    description: 'Each stage starts on a calendar date written as "YYYY-MM-DD". The loader rejects a missing date or one it cannot read.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-033',
    file: 'stages.json',
    severity: 'error',
    title: 'a stage end_date is missing, not a date, or not after start_date',
    description: 'Each stage ends on a "YYYY-MM-DD" date strictly later than its start_date. A stage that ends on or before its start has no duration and is rejected.',
    spec: '§2.1, §7',
    phase: 'load / none',
  },
  {
    id: 'STG-034',
    file: 'stages.json',
    severity: 'error',
    title: 'a stage has no blocks, or blocks is not an array of objects',
    description:
      'Load blocks split a stage into demand levels; every study stage needs at least one. An empty list is rejected, and entries that are not block objects are reported and skipped.',
    spec: '§2.1, §7',
    phase: 'load / none',
  },
  {
    id: 'STG-035',
    file: 'stages.json',
    severity: 'error',
    title: 'block ids of a stage are not exactly 0..n-1, each once',
    description:
      'Block ids are positions: a stage with n blocks uses each of the ids 0 to n-1 exactly once, in any order. A duplicate or an id outside that range is reported on the id, with the ids that are missing.',
    spec: '§2.1, §7',
    phase: 'load / none',
  },
  {
    id: 'STG-036',
    file: 'stages.json',
    severity: 'error',
    title: 'a block name is missing or not a string',
    description: 'Every block carries a label such as "PEAK" or "SINGLE"; the loader requires it as a string.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-037',
    file: 'stages.json',
    severity: 'error',
    title: 'block hours are missing, not finite, or not > 0',
    description:
      'The hours of a block weight its dispatch and costs. They must be a finite number greater than zero; zero, negative values and numbers too large for a double are rejected.',
    spec: '§2.1, §7, §8',
    phase: 'load / none',
  },
  {
    id: 'STG-038',
    file: 'stages.json',
    severity: 'error',
    title: 'num_openings is not an integer >= 1 (or null)',
    description:
      'num_openings counts the openings generated inside each node of the stage. When written it must be an integer of at least 1, without fraction or exponent, or null.',
    spec: '§2.1, §8',
    phase: 'none',
  },
  {
    id: 'STG-039',
    file: 'stages.json',
    severity: 'error',
    title: 'num_openings is absent or null when policy_graph declares no nodes',
    description:
      'When policy_graph declares no nodes (including when policy_graph itself is missing, decision D33), the stages form a plain chain and every study stage must state how many openings to generate. Cases written for the older format use "num_scenarios" instead; the loader does not read that key, so this error sits on it. However many stages carry it, it is one problem for the file, on the first, counting the stages and linking the others, and its quick fix renames them all to "num_openings" (decision D1).',
    spec: '§2.1, §7, decision D1, decision D33',
    phase: 'none',
  },
  {
    id: 'STG-040',
    file: 'stages.json',
    severity: 'error',
    title: 'num_openings is absent at a generated-openings stage under nodes',
    description:
      'When policy_graph.nodes is declared, a stage whose openings are generated still needs num_openings. Whether a stage generates its openings depends on the scenario sources of config.json, so this is checked with it (XF-026).',
    spec: '§2.1, §7',
    phase: 'none',
    needs: ['config.json'],
  },
  {
    id: 'STG-041',
    file: 'stages.json',
    severity: 'error',
    title: 'num_openings is set at a stage that carries only external openings',
    description:
      'A stage whose openings all come from external scenario classes must not declare num_openings. Which classes are external is set in config.json, so this is checked with it (XF-026).',
    spec: '§2.1, §7',
    phase: 'none',
    needs: ['config.json'],
  },
  {
    id: 'STG-042',
    file: 'stages.json',
    severity: 'error',
    title: 'a stage season_id is mistyped or names no season',
    description:
      'season_id is an integer or null and must be the id of a season in season_definitions. When the map exists, an unknown id is an error; when there is no map at all the id can never resolve, which is reported as a warning (decision D4).',
    spec: '§2.1, decision D4',
    phase: 'none',
  },
  {
    id: 'STG-043',
    file: 'stages.json',
    severity: 'error',
    title: 'block_mode is not "parallel" or "chronological"',
    description: 'block_mode is optional and defaults to "parallel". When written it must be one of the two known strings.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-044',
    file: 'stages.json',
    severity: 'error',
    title: 'state_variables is not an object (or null) with boolean flags',
    description:
      'state_variables sets the cut projection of a stage. It is an object or null, and its "storage" (default true) and "inflow_lags" (default false) flags must be true or false when written.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-045',
    file: 'stages.json',
    severity: 'error',
    title: 'risk_measure is neither "expectation" nor an object',
    description:
      'The risk measure is optional and defaults to "expectation". It is either that string or an object holding a "cvar" object; any other string or type is rejected at load.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-046',
    file: 'stages.json',
    severity: 'error',
    title: 'an object risk_measure lacks a cvar object',
    description: 'When risk_measure is an object it must hold "cvar", an object with "alpha" and "lambda".',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-047',
    file: 'stages.json',
    severity: 'error',
    title: 'cvar alpha is missing, not a number, or outside (0, 1]',
    description: 'alpha is the tail fraction of the CVaR measure. It is required and must be greater than 0 and at most 1; values outside are rejected.',
    spec: '§2.1, §7, §8',
    phase: 'none',
  },
  {
    id: 'STG-048',
    file: 'stages.json',
    severity: 'error',
    title: 'cvar lambda is missing, not a number, or outside [0, 1]',
    description: 'lambda is the weight given to risk aversion in the CVaR measure. It is required and must lie between 0 and 1 inclusive; values outside are rejected.',
    spec: '§2.1, §7, §8',
    phase: 'none',
  },
  {
    id: 'STG-049',
    file: 'stages.json',
    severity: 'error',
    title: 'sampling_method is not a known method',
    description:
      'sampling_method is optional and defaults to "saa". When written it must be one of "saa", "lhs", "qmc_sobol", "qmc_halton", "selective" or "historical_residuals".',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-050',
    file: 'stages.json',
    severity: 'error',
    title: 'a stage annual_discount_rate_override is not a number >= 0 (or null)',
    description:
      'A stage may set its own annual discount rate, which wins over any transition override and over the global rate. It must be a number or null. The spec gives it no range; we apply the global rate\'s ">= 0" (and finiteness) as a judgement call.',
    spec: '§2.1, §8',
    phase: 'load',
  },
  {
    id: 'STG-051',
    file: 'stages.json',
    severity: 'error',
    title: 'a selective stage has no supplied opening tree',
    description:
      'sampling_method "selective" picks openings from a supplied tree: config.json must set training.scenario_source.openings.source to "file" and scenarios/noise_openings.parquet must exist. Checked with those files (XF-020).',
    spec: '§2.1 rule 1',
    phase: 'none',
    needs: ['config.json', 'scenarios/noise_openings.parquet'],
  },
  {
    id: 'STG-052',
    file: 'stages.json',
    severity: 'error',
    title: 'a historical_residuals stage without scenarios/inflow_history.parquet',
    description:
      'sampling_method "historical_residuals" draws from the inflow history, so scenarios/inflow_history.parquet must be present. Checked with the scenarios folder (XF-021).',
    spec: '§2.1 rule 2',
    phase: 'none',
    needs: ['scenarios/inflow_history.parquet'],
  },
  {
    id: 'STG-053',
    file: 'stages.json',
    severity: 'error',
    title: 'historical_residuals with a generated opening tree while a study stage has no season',
    description:
      'When the opening tree is generated rather than supplied, historical_residuals needs a season on every study stage, explicit or derived from the season map. Whether the tree is generated is set in config.json (XF-021).',
    spec: '§2.1 rule 2, §2.1 season rule 6',
    phase: 'none',
    needs: ['config.json'],
  },
  {
    id: 'STG-054',
    file: 'stages.json',
    severity: 'warning',
    title: 'selective or historical_residuals sampling on an out_of_sample class',
    description:
      'For a scenario class on the out_of_sample scheme, these sampling methods fall back to plain Monte Carlo noise in the forward pass. The case loads, with a warning; the scheme is read from config.json (XF-022).',
    spec: '§2.1 rule 3, §7',
    phase: 'none',
    needs: ['config.json'],
  },

  // Decisions
  {
    id: 'STG-087',
    file: 'stages.json',
    severity: 'hint',
    title: 'two study stages overlap in date order',
    description:
      "Taken in date order, a study stage starts before an earlier stage ends, so some days belong to two stages. The spec states no contiguity rule for study stages and the case loads; some layouts overlap on purpose (Cobre's own example d28-decomp-weekly-monthly lets its operative weeks run into the next monthly stage, as DECOMP practice does). The later stage is reported on its start_date, naming the stage it overlaps and by how many days, so an unintended overlap is easy to spot; the quick fix moves the start to where the other stage ends (decision D26).",
    spec: '§2.1, decision D26',
    phase: 'none',
  },
  {
    id: 'STG-088',
    file: 'stages.json',
    severity: 'hint',
    title: 'a gap between consecutive study stages',
    description:
      'Taken in date order, a study stage starts after the previous stage ends, so the days between belong to no stage. The case loads, but a gap is usually a typo in a date. The later stage is reported on its start_date with the size of the gap (decision D26).',
    spec: '§2.1, decision D26',
    phase: 'none',
  },
  {
    id: 'STG-089',
    file: 'stages.json',
    severity: 'hint',
    title: "a stage's block hours do not add up to its calendar hours",
    description:
      "The hours of a stage's load blocks usually add up to the hours between its start_date and end_date (24 per day). A different total loads, but the blocks then weigh the stage's energy over a period of another length. The message names both figures. A stage of whole calendar months (from the 1st of a month to the 1st of a later month) whose blocks give 730 h a month (8760 / 12, the average month) follows the average-month convention that most Cobre examples use, and is not reported (decision D26).",
    spec: '§2.1, decision D26',
    phase: 'none',
  },
  {
    id: 'STG-090',
    file: 'stages.json',
    severity: 'warning',
    title: 'unknown key in stages.json',
    description:
      'A key the format does not define is ignored by the loader, which usually means a typo or a key from an older revision (such as "num_scenarios", now "num_openings"). When a known key is close, the message suggests it and a quick fix renames it (decision D5).',
    spec: '§2.1, decisions D1, D5',
    phase: 'none',
  },
]);
