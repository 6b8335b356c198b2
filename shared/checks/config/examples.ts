// Failing and passing examples for the rules in catalog.ts.
import { baselineConfig } from '../../rules/examples/baseline';
import type { RuleExample, RuleExamples } from '../../rules/examples/types';

const FILE = 'config.json';

function configWith(change: (config: any) => void): any {
  const config = baselineConfig();
  change(config);
  return config;
}

/** A one-place example on config.json: the failing case bends the baseline, the passing one is the baseline or bends it the right way. */
function configExample(why: string, excerpt: RuleExample['excerpt'], failing: (config: any) => void, passing: (config: any) => void = () => {}): RuleExample {
  return {
    show: FILE,
    ...(excerpt ? { excerpt } : {}),
    why,
    failing: { [FILE]: configWith(failing) },
    passing: { [FILE]: configWith(passing) },
  };
}

const inflowScheme = (scheme: string) => ({ inflow: { scheme } });

export const configExamples: RuleExamples = {
  'CFG-001': { show: FILE, why: 'The settings are written as a list instead of an object.', failing: { [FILE]: [baselineConfig()] }, passing: { [FILE]: baselineConfig() } },
  'CFG-002': configExample('training has no forward_passes, which has no default.', ['training'], (c) => delete c.training.forward_passes),
  'CFG-003': configExample(
    'forward_passes is a count of trajectories: it cannot be negative.',
    ['training'],
    (c) => (c.training.forward_passes = -5),
    (c) => (c.training.forward_passes = 5),
  ),
  'CFG-004': configExample(
    'The iteration_limit rule has no limit.',
    ['training', 'stopping_rules'],
    (c) => (c.training.stopping_rules = [{ type: 'iteration_limit' }]),
    (c) => (c.training.stopping_rules = [{ type: 'iteration_limit', limit: 50 }]),
  ),
  'CFG-005': configExample(
    'policy.mode is written "warmstart"; the accepted value is "warm_start".',
    ['policy'],
    (c) => (c.policy = { mode: 'warmstart' }),
    (c) => (c.policy = { mode: 'warm_start' }),
  ),
  'CFG-006': configExample(
    'The inflow class names the scheme "sampled", which the run does not know.',
    ['training', 'scenario_source'],
    (c) => (c.training.scenario_source = { seed: 7, ...inflowScheme('sampled') }),
    (c) => (c.training.scenario_source = { seed: 7, ...inflowScheme('out_of_sample') }),
  ),
  'CFG-007': configExample(
    'The inflows are drawn out of sample, but the scenario source has no seed.',
    ['training', 'scenario_source'],
    (c) => (c.training.scenario_source = inflowScheme('out_of_sample')),
    (c) => (c.training.scenario_source = { seed: 7, ...inflowScheme('out_of_sample') }),
  ),
  'CFG-008': configExample(
    'The load class replays history, which only the inflow class can do.',
    ['simulation', 'scenario_source'],
    (c) => (c.simulation = { scenario_source: { seed: 7, load: { scheme: 'historical' } } }),
    (c) => (c.simulation = { scenario_source: { seed: 7, load: { scheme: 'out_of_sample' } } }),
  ),
  'CFG-009': configExample(
    'historical_years is given, but the inflows are drawn out of sample, not replayed.',
    ['training', 'scenario_source'],
    (c) => (c.training.scenario_source = { seed: 7, ...inflowScheme('out_of_sample'), historical_years: [1990, 2000] }),
    (c) => (c.training.scenario_source = { seed: 7, ...inflowScheme('historical'), historical_years: [1990, 2000] }),
  ),
  'CFG-010': configExample(
    'The range of historical years runs backwards.',
    ['training', 'scenario_source'],
    (c) => (c.training.scenario_source = { seed: 7, ...inflowScheme('historical'), historical_years: { from: 2010, to: 1940 } }),
    (c) => (c.training.scenario_source = { seed: 7, ...inflowScheme('historical'), historical_years: { from: 1940, to: 2010 } }),
  ),
  'CFG-011': configExample(
    'Cut selection is enabled without a method.',
    ['training', 'cut_selection'],
    (c) => (c.training.cut_selection = { enabled: true }),
    (c) => (c.training.cut_selection = { enabled: true, method: 'level1' }),
  ),
  'CFG-012': configExample(
    'The activity window of 40 iterations does not fit the 31 bits the run counts them in.',
    ['training', 'cut_selection'],
    (c) => (c.training.cut_selection = { basis_activity_window: 40 }),
    (c) => (c.training.cut_selection = { basis_activity_window: 20 }),
  ),
  'CFG-013': configExample(
    'At most 4 active cuts per stage, while each iteration adds 8.',
    ['training'],
    (c) => ((c.training.forward_passes = 8), (c.training.cut_selection = { max_active_per_stage: 4 })),
    (c) => ((c.training.forward_passes = 8), (c.training.cut_selection = { max_active_per_stage: 400 })),
  ),
  'CFG-014': configExample(
    'estimation.order_selection is the deprecated "fixed", which the loader reads as "pacf".',
    ['estimation'],
    (c) => (c.estimation = { order_selection: 'fixed' }),
    (c) => (c.estimation = { order_selection: 'pacf' }),
  ),
  'CFG-090': configExample(
    'The setting "num_scenarioss" is misspelt, so the loader ignores it and simulates the default 2000 scenarios.',
    ['simulation'],
    (c) => (c.simulation = { enabled: true, num_scenarioss: 100 }),
    (c) => (c.simulation = { enabled: true, num_scenarios: 100 }),
  ),
};
