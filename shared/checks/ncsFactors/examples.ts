// Failing and passing examples for the rules in catalog.ts.
import { scenarioExample } from '../../rules/examples/scenarioBuilders';
import type { RuleExample } from '../../rules/examples/types';
import { NCS_FACTORS } from '../../core/case/layout';

const at = ['non_controllable_factors', 0];
const entry = (change: (entry: any) => void) => (f: Record<string, any>) => change(f[NCS_FACTORS].non_controllable_factors[0]);

export const ncsFactorsExamples: Record<string, RuleExample> = {
  'SCN-090': scenarioExample(
    NCS_FACTORS,
    'The entries are written as an object instead of a list.',
    undefined,
    (f) => (f[NCS_FACTORS].non_controllable_factors = { 0: f[NCS_FACTORS].non_controllable_factors[0] }),
  ),
  'SCN-091': scenarioExample(
    NCS_FACTORS,
    'An entry without its ncs_id.',
    at,
    entry((e) => delete e.ncs_id),
  ),
  'SCN-092': scenarioExample(
    NCS_FACTORS,
    'A block_id of 1.5.',
    at,
    entry((e) => (e.block_factors[0].block_id = 1.5)),
  ),
  'SCN-093': scenarioExample(
    NCS_FACTORS,
    'A negative factor.',
    at,
    entry((e) => (e.block_factors[0].factor = -0.5)),
  ),
  'SCN-094': scenarioExample(NCS_FACTORS, 'Source 0 at stage 0 has two entries.', ['non_controllable_factors'], (f) => (f[NCS_FACTORS].non_controllable_factors[1].stage_id = 0)),
  'SCN-095': scenarioExample(
    NCS_FACTORS,
    'Block 0 has two factors in one entry.',
    at,
    entry((e) => e.block_factors.push({ block_id: 0, factor: 0.7 })),
  ),
  'SCN-099': scenarioExample(
    NCS_FACTORS,
    '"stage" is not a key the loader reads (it reads stage_id).',
    at,
    entry((e) => (e.stage = 0)),
  ),
};
