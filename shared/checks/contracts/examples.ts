// Failing and passing examples for the rules in catalog.ts.
import { systemExample } from '../../rules/examples/systemBuilders';
import type { RuleExamples } from '../../rules/examples/types';
import { CONTRACTS } from '../../core/case/layout';

const at = ['contracts', 0];
const set = (change: (contract: any) => void) => (f: Record<string, any>) => change(f[CONTRACTS].contracts[0]);

export const contractsExamples: RuleExamples = {
  'CTR-001': systemExample(
    CONTRACTS,
    'The file holds "energy_contracts"; the loader reads "contracts".',
    undefined,
    (f) => (f[CONTRACTS] = { energy_contracts: f[CONTRACTS].contracts }),
  ),
  'CTR-010': systemExample(
    CONTRACTS,
    'The id is too large for a 32-bit integer.',
    at,
    set((c) => (c.id = 4294967296)),
  ),
  'CTR-011': systemExample(CONTRACTS, 'Two contracts share id 0.', undefined, (f) => f[CONTRACTS].contracts.push({ ...f[CONTRACTS].contracts[0], name: 'C0b' })),
  'CTR-012': systemExample(
    CONTRACTS,
    'The name is a list.',
    at,
    set((c) => (c.name = ['C0'])),
  ),
  'CTR-013': systemExample(
    CONTRACTS,
    'The bus id is missing.',
    at,
    set((c) => delete c.bus_id),
  ),
  'CTR-014': systemExample(
    CONTRACTS,
    '"buy" is not a contract type.',
    at,
    set((c) => (c.type = 'buy')),
    set((c) => (c.type = 'export')),
  ),
  'CTR-015': systemExample(
    CONTRACTS,
    'The entry stage is a string.',
    at,
    set((c) => (c.entry_stage_id = '0')),
    set((c) => (c.entry_stage_id = 0)),
  ),
  'CTR-020': systemExample(
    CONTRACTS,
    'The price is missing.',
    at,
    set((c) => delete c.price_per_mwh),
    set((c) => (c.price_per_mwh = -10.0)),
  ),
  'CTR-021': systemExample(
    CONTRACTS,
    'A negative minimum.',
    at,
    set((c) => (c.limits.min_mw = -5.0)),
  ),
  'CTR-022': systemExample(
    CONTRACTS,
    'max_mw 10 is below min_mw 20.',
    at,
    set((c) => (c.limits = { min_mw: 20.0, max_mw: 10.0 })),
    set((c) => (c.limits = { min_mw: 20.0, max_mw: 20.0 })),
  ),
  'CTR-090': systemExample(
    CONTRACTS,
    '"price" is not read; the loader reads price_per_mwh.',
    at,
    set((c) => (c.price = 80.0)),
  ),
};
