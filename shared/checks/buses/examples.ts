// Failing and passing examples for the rules in catalog.ts.
import { systemExample } from '../../rules/examples/systemBuilders';
import type { RuleExamples } from '../../rules/examples/types';
import { BUSES } from '../../core/case/layout';

const curve = (segments: unknown) => (f: Record<string, any>) => (f[BUSES].buses[1].deficit_segments = segments);

export const busesExamples: RuleExamples = {
  'BUS-001': systemExample(BUSES, 'The buses are written as an object keyed by name instead of a list.', undefined, (f) => (f[BUSES].buses = { B0: { id: 0 } })),
  'BUS-010': systemExample(BUSES, 'The second bus id is the word "zero".', ['buses', 1], (f) => (f[BUSES].buses[1].id = 'zero')),
  'BUS-011': systemExample(BUSES, 'Both buses have id 0.', ['buses'], (f) => (f[BUSES].buses[1].id = 0)),
  'BUS-012': systemExample(BUSES, 'The second bus has no name.', ['buses', 1], (f) => delete f[BUSES].buses[1].name),
  'BUS-020': systemExample(BUSES, 'An empty list of deficit segments; leave the key out to use the defaults.', ['buses', 1], curve([]), curve(null)),
  'BUS-021': systemExample(BUSES, 'A segment with a negative cost.', ['buses', 1], curve([{ depth_mw: null, cost: -10.0 }]), curve([{ depth_mw: null, cost: 10.0 }])),
  'BUS-022': systemExample(
    BUSES,
    'An unbounded segment written as the string "inf".',
    ['buses', 1],
    curve([{ depth_mw: 'inf', cost: 10.0 }]),
    curve([{ depth_mw: null, cost: 10.0 }]),
  ),
  'BUS-023': systemExample(
    BUSES,
    'The last segment has a depth, so a deeper deficit has no price.',
    ['buses', 1],
    curve([{ depth_mw: 100.0, cost: 10.0 }]),
    curve([
      { depth_mw: 100.0, cost: 10.0 },
      { depth_mw: null, cost: 20.0 },
    ]),
  ),
  'BUS-024': systemExample(
    BUSES,
    'The second segment is cheaper than the first.',
    ['buses', 1],
    curve([
      { depth_mw: 100.0, cost: 3000.0 },
      { depth_mw: null, cost: 2000.0 },
    ]),
    curve([
      { depth_mw: 100.0, cost: 2000.0 },
      { depth_mw: null, cost: 3000.0 },
    ]),
  ),
  'BUS-090': systemExample(BUSES, '"nmae" is a misspelt "name"; the loader would not read it.', ['buses', 1], (f) => {
    f[BUSES].buses[1].nmae = f[BUSES].buses[1].name;
    delete f[BUSES].buses[1].name;
  }),
};
