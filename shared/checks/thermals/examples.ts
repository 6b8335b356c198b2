// Failing and passing examples for the rules in catalog.ts.
import { systemExample } from '../../rules/examples/systemBuilders';
import type { RuleExamples } from '../../rules/examples/types';
import { THERMALS } from '../../core/case/layout';

const at = ['thermals', 0];
const set = (change: (thermal: any) => void) => (f: Record<string, any>) => change(f[THERMALS].thermals[0]);

export const thermalsExamples: RuleExamples = {
  'THM-001': systemExample(THERMALS, 'The file has "plants" where the loader reads "thermals".', undefined, (f) => (f[THERMALS] = { plants: f[THERMALS].thermals })),
  'THM-010': systemExample(
    THERMALS,
    'The id has a fraction.',
    at,
    set((t) => (t.id = 0.5)),
  ),
  'THM-012': systemExample(
    THERMALS,
    'The name is missing.',
    at,
    set((t) => delete t.name),
  ),
  'THM-013': systemExample(
    THERMALS,
    'The bus is named by its name, not its id.',
    at,
    set((t) => (t.bus_id = 'B0')),
  ),
  'THM-014': systemExample(
    THERMALS,
    'The exit stage is a boolean.',
    at,
    set((t) => (t.exit_stage_id = false)),
    set((t) => (t.exit_stage_id = null)),
  ),
  'THM-015': systemExample(
    THERMALS,
    'The plant enters and leaves at the same stage.',
    at,
    set((t) => Object.assign(t, { entry_stage_id: 1, exit_stage_id: 1 })),
    set((t) => Object.assign(t, { entry_stage_id: 1, exit_stage_id: 2 })),
  ),
  'THM-020': systemExample(
    THERMALS,
    'The older format: a list of cost segments.',
    at,
    set((t) => (t.cost_per_mwh = [{ cost: 50.0 }])),
    set((t) => (t.cost_per_mwh = 0.0)),
  ),
  'THM-021': systemExample(
    THERMALS,
    'The generation limits are missing.',
    at,
    set((t) => delete t.generation),
  ),
  'THM-022': systemExample(
    THERMALS,
    'A negative minimum output.',
    at,
    set((t) => (t.generation.min_mw = -1.0)),
  ),
  'THM-023': systemExample(
    THERMALS,
    'max_mw 20 is below min_mw 30.',
    at,
    set((t) => (t.generation = { min_mw: 30.0, max_mw: 20.0 })),
    set((t) => (t.generation = { min_mw: 30.0, max_mw: 30.0 })),
  ),
  'THM-024': systemExample(
    THERMALS,
    'gnl_config has no lag_stages.',
    at,
    set((t) => (t.gnl_config = {})),
    set((t) => (t.gnl_config = { lag_stages: 2 })),
  ),
  'THM-090': systemExample(
    THERMALS,
    '"cost_per_mw" is a misspelt "cost_per_mwh".',
    at,
    set((t) => (t.cost_per_mw = 1.0)),
  ),
};
