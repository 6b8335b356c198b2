// Failing and passing examples for the rules in catalog.ts.
import { systemExample } from '../../rules/examples/systemBuilders';
import type { RuleExamples } from '../../rules/examples/types';
import { NCS } from '../../core/case/layout';

const at = ['non_controllable_sources', 0];
const set = (change: (source: any) => void) => (f: Record<string, any>) => change(f[NCS].non_controllable_sources[0]);

export const nonControllableExamples: RuleExamples = {
  'NCS-001': systemExample(
    NCS,
    'The file is a bare list; the loader reads an object with "non_controllable_sources".',
    undefined,
    (f) => (f[NCS] = f[NCS].non_controllable_sources),
  ),
  'NCS-010': systemExample(
    NCS,
    'The id is missing.',
    at,
    set((s) => delete s.id),
  ),
  'NCS-011': systemExample(NCS, 'Two sources share id 0.', undefined, (f) => f[NCS].non_controllable_sources.push({ ...f[NCS].non_controllable_sources[0], name: 'N0b' })),
  'NCS-012': systemExample(
    NCS,
    'The name is null.',
    at,
    set((s) => (s.name = null)),
  ),
  'NCS-013': systemExample(
    NCS,
    'The bus id is a string.',
    at,
    set((s) => (s.bus_id = '0')),
  ),
  'NCS-014': systemExample(
    NCS,
    'The entry stage has a fraction.',
    at,
    set((s) => (s.entry_stage_id = 1.5)),
    set((s) => (s.entry_stage_id = 1)),
  ),
  'NCS-020': systemExample(
    NCS,
    'A negative capacity.',
    at,
    set((s) => (s.max_generation_mw = -30.0)),
    set((s) => (s.max_generation_mw = 0.0)),
  ),
  'NCS-021': systemExample(
    NCS,
    'The curtailment cost is a string.',
    at,
    set((s) => (s.curtailment_cost = 'default')),
    set((s) => (s.curtailment_cost = null)),
  ),
  'NCS-090': systemExample(
    NCS,
    '"max_generation" is not read; the loader reads max_generation_mw.',
    at,
    set((s) => (s.max_generation = 10.0)),
  ),
};
