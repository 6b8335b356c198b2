// Failing and passing examples for the rules in catalog.ts. The baseline case has buses 0 and 1 and
// study stages 0-2, each with one block; the examples add plants 0 and 1, or source 0.
import { scenarioExample } from '../../../rules/examples/scenarioBuilders';
import type { RuleExample } from '../../../rules/examples/types';
import { CORRELATION, LOAD_FACTORS, NCS_FACTORS } from '../../../core/case/layout';

const group = ['profiles', 'default', 'correlation_groups', 0];

export const scenarioJsonReferenceExamples: Record<string, RuleExample> = {
  'REF-120': scenarioExample(
    CORRELATION,
    'The group correlates plant 7; system/hydros.json declares plants 0 and 1.',
    group,
    (f) => (f[CORRELATION].profiles.default.correlation_groups[0].entities[1].id = 7),
    (f) =>
      (f[CORRELATION].profiles.default.correlation_groups[0].entities = [
        { type: 'load', id: 0 },
        { type: 'load', id: 1 },
      ]),
  ),
  'REF-121': scenarioExample(
    CORRELATION,
    'The schedule names stage 12; the study has stages 0 to 2.',
    ['schedule', 0],
    (f) => (f[CORRELATION].schedule[0].stage_id = 12),
    (f) => (f[CORRELATION].schedule[0].stage_id = 2),
  ),
  'REF-122': scenarioExample(
    LOAD_FACTORS,
    'The entry scales bus 4; system/buses.json declares buses 0 and 1.',
    ['load_factors', 1],
    (f) => (f[LOAD_FACTORS].load_factors[1].bus_id = 4),
  ),
  'REF-123': scenarioExample(
    LOAD_FACTORS,
    'The entry is for stage 3; the study has stages 0 to 2.',
    ['load_factors', 1],
    (f) => (f[LOAD_FACTORS].load_factors[1].stage_id = 3),
    (f) => (f[LOAD_FACTORS].load_factors[1].stage_id = 2),
  ),
  'REF-124': scenarioExample(LOAD_FACTORS, 'A factor for block 1; stage 0 has one block (block 0).', ['load_factors', 0], (f) =>
    f[LOAD_FACTORS].load_factors[0].block_factors.push({ block_id: 1, factor: 1.2 }),
  ),
  'REF-125': scenarioExample(
    NCS_FACTORS,
    'The entry scales source 3; only source 0 is declared.',
    ['non_controllable_factors', 1],
    (f) => (f[NCS_FACTORS].non_controllable_factors[1].ncs_id = 3),
  ),
  'REF-126': scenarioExample(
    NCS_FACTORS,
    'The entry is for stage -1, a pre-study stage at most.',
    ['non_controllable_factors', 1],
    (f) => (f[NCS_FACTORS].non_controllable_factors[1].stage_id = -1),
  ),
};
