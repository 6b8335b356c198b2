// Failing and passing examples for the rules in catalog.ts.
import { systemExample } from '../../rules/examples/systemBuilders';
import type { RuleExamples } from '../../rules/examples/types';
import { LINES } from '../../core/case/layout';

const at = ['lines', 0];

export const linesExamples: RuleExamples = {
  'LIN-001': systemExample(LINES, 'The lines key holds a single line object instead of a list.', undefined, (f) => (f[LINES].lines = f[LINES].lines[0])),
  'LIN-010': systemExample(LINES, 'The line id is written as a string.', at, (f) => (f[LINES].lines[0].id = '0')),
  'LIN-011': systemExample(
    LINES,
    'Two lines share id 0.',
    undefined,
    (f) => f[LINES].lines.push({ ...f[LINES].lines[0], name: 'L0b' }),
    (f) => f[LINES].lines.push({ ...f[LINES].lines[0], id: 1, name: 'L1' }),
  ),
  'LIN-012': systemExample(LINES, 'The line name is a number.', at, (f) => (f[LINES].lines[0].name = 7)),
  'LIN-013': systemExample(LINES, 'The line has no target bus.', at, (f) => delete f[LINES].lines[0].target_bus_id),
  'LIN-014': systemExample(
    LINES,
    'The entry stage is written as a date.',
    at,
    (f) => (f[LINES].lines[0].entry_stage_id = '2024-01-01'),
    (f) => (f[LINES].lines[0].entry_stage_id = 1),
  ),
  'LIN-015': systemExample(
    LINES,
    'The line would leave service at stage 2, before it enters at stage 3.',
    at,
    (f) => Object.assign(f[LINES].lines[0], { entry_stage_id: 3, exit_stage_id: 2 }),
    (f) => Object.assign(f[LINES].lines[0], { entry_stage_id: 2, exit_stage_id: 3 }),
  ),
  'LIN-020': systemExample(LINES, 'The capacity is a single number.', at, (f) => (f[LINES].lines[0].capacity = 100.0)),
  'LIN-021': systemExample(
    LINES,
    'A negative reverse capacity.',
    at,
    (f) => (f[LINES].lines[0].capacity.reverse_mw = -5.0),
    (f) => (f[LINES].lines[0].capacity.reverse_mw = 0.0),
  ),
  'LIN-022': systemExample(
    LINES,
    'The exchange cost is a string.',
    at,
    (f) => (f[LINES].lines[0].exchange_cost = 'low'),
    (f) => (f[LINES].lines[0].exchange_cost = 1.5),
  ),
  'LIN-023': systemExample(
    LINES,
    'Negative losses.',
    at,
    (f) => (f[LINES].lines[0].losses_percent = -1.0),
    (f) => (f[LINES].lines[0].losses_percent = 1.0),
  ),
  'LIN-090': systemExample(
    LINES,
    '"losses_pct" is not a key the loader reads; it means losses_percent.',
    at,
    (f) => (f[LINES].lines[0].losses_pct = 1.0),
    (f) => (f[LINES].lines[0].losses_percent = 1.0),
  ),
};
