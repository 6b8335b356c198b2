// Failing and passing examples for the rules in catalog.ts.
import { scenarioExample } from '../../rules/examples/scenarioBuilders';
import type { RuleExample } from '../../rules/examples/types';
import { LOAD_FACTORS } from '../../core/case/layout';

const at = ['load_factors', 0];
const entry = (change: (entry: any) => void) => (f: Record<string, any>) => change(f[LOAD_FACTORS].load_factors[0]);

export const loadFactorsExamples: Record<string, RuleExample> = {
  'SCN-080': scenarioExample(
    LOAD_FACTORS,
    'An entry without its block_factors.',
    at,
    entry((e) => delete e.block_factors),
  ),
  'SCN-081': scenarioExample(
    LOAD_FACTORS,
    'The stage_id is written as 0.5.',
    at,
    entry((e) => (e.stage_id = 0.5)),
  ),
  'SCN-082': scenarioExample(
    LOAD_FACTORS,
    'A block_id is written as the string "0".',
    at,
    entry((e) => (e.block_factors[0].block_id = '0')),
  ),
  'SCN-083': scenarioExample(
    LOAD_FACTORS,
    'A factor of 0.',
    at,
    entry((e) => (e.block_factors[0].factor = 0)),
    entry((e) => (e.block_factors[0].factor = 0.01)),
  ),
  'SCN-084': scenarioExample(LOAD_FACTORS, 'Bus 0 at stage 0 has two entries.', ['load_factors'], (f) => (f[LOAD_FACTORS].load_factors[1].bus_id = 0)),
  'SCN-085': scenarioExample(
    LOAD_FACTORS,
    'Block 0 has two factors in one entry.',
    at,
    entry((e) => e.block_factors.push({ block_id: 0, factor: 1.2 })),
  ),
  'SCN-089': scenarioExample(
    LOAD_FACTORS,
    '"facter" is a misspelt "factor"; the loader would not read it.',
    at,
    entry((e) => ((e.block_factors[0].facter = 0.9), delete e.block_factors[0].factor)),
  ),
};
