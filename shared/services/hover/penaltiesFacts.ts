// Resolved facts at a spot of penalties.json: the effective directional evaporation and withdrawal
// costs (each defaults to its symmetric cost) and the inflow non-negativity cost (default 1000.0).
import type { ValidationResult } from '../../engine/validate';
import type { HydroCostKey, PenaltyCost } from '../../checks/penalties/check';
import type { FactSection } from './markdown';
import type { HoverSpot } from './spot';

const FAMILIES: ReadonlyArray<{ title: string; symmetric: HydroCostKey; directional: readonly HydroCostKey[] }> = [
  { title: 'Effective evaporation costs', symmetric: 'evaporation_violation_cost', directional: ['evaporation_violation_pos_cost', 'evaporation_violation_neg_cost'] },
  {
    title: 'Effective withdrawal costs',
    symmetric: 'water_withdrawal_violation_cost',
    directional: ['water_withdrawal_violation_pos_cost', 'water_withdrawal_violation_neg_cost'],
  },
];

const INFLOW: HydroCostKey = 'inflow_nonnegativity_cost';

export function penaltiesFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [top, key] = spot.segments;
  const costs = validation.model.penalties?.hydro?.costs;
  if (top !== 'hydro' || !costs) return [];
  const sections: FactSection[] = [];
  for (const family of FAMILIES) {
    if (key !== undefined && key !== family.symmetric && !family.directional.includes(key as HydroCostKey)) continue;
    sections.push({ title: family.title, facts: family.directional.map((k) => ({ label: k, value: describeCost(costs[k]) })) });
  }
  if (key === undefined || key === INFLOW) sections.push({ title: 'Effective inflow non-negativity cost', facts: [{ label: INFLOW, value: describeCost(costs[INFLOW]) }] });
  return sections;
}

function describeCost(cost: PenaltyCost): string {
  const value = cost.value === undefined ? 'unknown (the value it takes is missing or invalid)' : `${cost.value}`;
  if (!cost.defaultedFrom) return `${value} (declared)`;
  return `${value} (${cost.node ? 'null' : 'absent'}: defaults to ${cost.defaultedFrom === 'constant' ? 'the fixed 1000.0' : cost.defaultedFrom})`;
}
