// Failing and passing examples for the rules in catalog.ts.
import { systemExample } from '../../rules/examples/systemBuilders';
import type { RuleExamples } from '../../rules/examples/types';
import { PUMPING } from '../../core/case/layout';

const at = ['pumping_stations', 0];
const set = (change: (station: any) => void) => (f: Record<string, any>) => change(f[PUMPING].pumping_stations[0]);

export const pumpingExamples: RuleExamples = {
  'PMP-001': systemExample(PUMPING, 'A station entry is a string.', undefined, (f) => f[PUMPING].pumping_stations.push('P1')),
  'PMP-010': systemExample(
    PUMPING,
    'The id is the station name.',
    at,
    set((s) => (s.id = 'P0')),
  ),
  'PMP-011': systemExample(PUMPING, 'Two stations share id 0.', undefined, (f) => f[PUMPING].pumping_stations.push({ ...f[PUMPING].pumping_stations[0], name: 'P0b' })),
  'PMP-012': systemExample(
    PUMPING,
    'The name is missing.',
    at,
    set((s) => delete s.name),
  ),
  'PMP-013': systemExample(
    PUMPING,
    'The destination plant is missing.',
    at,
    set((s) => delete s.destination_hydro_id),
  ),
  'PMP-014': systemExample(
    PUMPING,
    'The exit stage is a string.',
    at,
    set((s) => (s.exit_stage_id = 'last')),
    set((s) => (s.exit_stage_id = 2)),
  ),
  'PMP-020': systemExample(
    PUMPING,
    'A negative consumption.',
    at,
    set((s) => (s.consumption_mw_per_m3s = -0.5)),
  ),
  'PMP-021': systemExample(
    PUMPING,
    'A negative minimum flow.',
    at,
    set((s) => (s.flow.min_m3s = -1.0)),
  ),
  'PMP-022': systemExample(
    PUMPING,
    'max_m3s 5 is below min_m3s 10.',
    at,
    set((s) => (s.flow = { min_m3s: 10.0, max_m3s: 5.0 })),
    set((s) => (s.flow = { min_m3s: 10.0, max_m3s: 10.0 })),
  ),
  'PMP-090': systemExample(
    PUMPING,
    '"consumption" is not read; the loader reads consumption_mw_per_m3s.',
    at,
    set((s) => (s.consumption = 0.5)),
  ),
};
