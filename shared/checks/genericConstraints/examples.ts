// Failing and passing examples for the generic constraint rules (CON-020..CON-029): one constraint
// capping thermal 0 at each stage, with its bounds.
import type { ExampleFiles, RuleExample } from '../../rules/examples/types';
import { fullThermal } from '../../rules/examples/systemBuilders';
import { THERMALS } from '../../core/case/layout';
import { GENERIC_CONSTRAINTS } from './fields';

function constraintsFile(): any {
  return {
    constraints: [
      { id: 0, name: 'cap_T0', description: 'Cap thermal 0', expression: '2.0 * thermal_generation(0) + bus_deficit(0)', sense: '<=', slack: { enabled: true, penalty: 5000.0 } },
    ],
  };
}

const files = (file: any): ExampleFiles => ({ [THERMALS]: { thermals: [fullThermal(0)] }, [GENERIC_CONSTRAINTS]: file });

function example(why: string, failing: (file: any) => void, passing: (file: any) => void = () => {}, excerpt: RuleExample['excerpt'] | null = ['constraints', 0]): RuleExample {
  const bad = constraintsFile();
  failing(bad);
  const good = constraintsFile();
  passing(good);
  return { show: GENERIC_CONSTRAINTS, ...(excerpt ? { excerpt } : {}), why, failing: files(bad), passing: files(good) };
}

const first = (change: (constraint: any) => void) => (file: any) => change(file.constraints[0]);

export const genericConstraintsExamples: Record<string, RuleExample> = {
  'CON-020': example('"constraints" is an object, not a list.', (file) => (file.constraints = file.constraints[0]), undefined, null),
  'CON-021': example(
    'The id has a fraction.',
    first((c) => (c.id = 0.5)),
  ),
  'CON-022': example(
    'Two constraints share id 0.',
    (file) => file.constraints.push({ ...file.constraints[0], name: 'again' }),
    (file) => file.constraints.push({ ...file.constraints[0], id: 1, name: 'again' }),
    undefined,
  ),
  'CON-023': example(
    'The name is missing.',
    first((c) => delete c.name),
    first((c) => delete c.description),
  ),
  'CON-024': example(
    'The expression is a list of terms, not a string.',
    first((c) => (c.expression = ['thermal_generation(0)'])),
  ),
  'CON-025': example(
    'The closing parenthesis of the first term is missing.',
    first((c) => (c.expression = '2.0 * thermal_generation(0 + bus_deficit(0)')),
  ),
  'CON-026': example(
    'The sense is written "=<".',
    first((c) => (c.sense = '=<')),
    first((c) => (c.sense = '==')),
  ),
  'CON-027': example(
    'slack.enabled is the string "yes".',
    first((c) => (c.slack.enabled = 'yes')),
    first((c) => (c.slack = { enabled: false })),
  ),
  'CON-028': example(
    'The slack is enabled with a penalty of 0.',
    first((c) => (c.slack.penalty = 0)),
    first((c) => (c.slack = { enabled: false, penalty: null })),
  ),
  'CON-029': example(
    '"sence" is not read; the loader reads "sense", which is then missing.',
    first((c) => ((c.sence = c.sense), delete c.sense)),
  ),
};
