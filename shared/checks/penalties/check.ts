// penalties.json (§2.8): the default penalty costs. The format is closed at every level (PEN-001),
// so each object is checked against its own key list. The model keeps every cost with its node and
// the effective value (defaults applied) so editor hovers can explain where a number comes from.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import type { NumberOptions } from '../../core/json/fields';
import { getProperty, hasProperty, propertyNode } from '../../core/json/nodes';
import type { RuleId } from '../../rules';
import { documentedKeys } from '../../core/fieldDocs';
import { penaltiesFieldDocs } from './fields';

// Each object's known keys are the keys its field documentation lists.
const ROOT_KEYS = documentedKeys(penaltiesFieldDocs, '');
const BUS_KEYS = documentedKeys(penaltiesFieldDocs, 'bus');
const SEGMENT_KEYS = documentedKeys(penaltiesFieldDocs, 'bus.deficit_segments[]');
const LINE_KEYS = documentedKeys(penaltiesFieldDocs, 'line');
const NON_CONTROLLABLE_KEYS = documentedKeys(penaltiesFieldDocs, 'non_controllable_source');
const HYDRO_KEYS = documentedKeys(penaltiesFieldDocs, 'hydro');

/** The 11 hydro costs the loader requires (PEN-020). */
export const REQUIRED_HYDRO_COSTS = [
  'spillage_cost',
  'turbined_cost',
  'diversion_cost',
  'storage_violation_below_cost',
  'filling_target_violation_cost',
  'turbined_violation_below_cost',
  'outflow_violation_below_cost',
  'outflow_violation_above_cost',
  'generation_violation_below_cost',
  'evaporation_violation_cost',
  'water_withdrawal_violation_cost',
] as const;

type RequiredHydroCost = (typeof REQUIRED_HYDRO_COSTS)[number];

/** Optional directional costs: each defaults to its symmetric cost when absent or null. */
const DIRECTIONAL_HYDRO_COSTS = [
  { key: 'evaporation_violation_pos_cost', symmetric: 'evaporation_violation_cost', code: 'PEN-021' },
  { key: 'evaporation_violation_neg_cost', symmetric: 'evaporation_violation_cost', code: 'PEN-021' },
  { key: 'water_withdrawal_violation_pos_cost', symmetric: 'water_withdrawal_violation_cost', code: 'PEN-022' },
  { key: 'water_withdrawal_violation_neg_cost', symmetric: 'water_withdrawal_violation_cost', code: 'PEN-022' },
] as const satisfies ReadonlyArray<{ key: string; symmetric: RequiredHydroCost; code: RuleId }>;

type DirectionalHydroCost = (typeof DIRECTIONAL_HYDRO_COSTS)[number]['key'];

export const INFLOW_NONNEGATIVITY_DEFAULT = 1000.0;

export type HydroCostKey = RequiredHydroCost | DirectionalHydroCost | 'inflow_nonnegativity_cost';

/** The older name of `turbined_cost` that the example cases still carry (decision D2). */
export const OLD_TURBINED_KEY = 'fpha_turbined_cost';

export interface PenaltyCost {
  /** The effective value: the declared number, else the default; undefined when missing or invalid. */
  value?: number;
  /** The declared value node (a `null` node too); absent when the key is absent. */
  node?: JsonNode;
  /** Set when the default applies: the symmetric key it copies, or `constant` for the fixed 1000.0. */
  defaultedFrom?: HydroCostKey | 'constant';
}

export interface DeficitSegmentInfo {
  /** Position in `bus.deficit_segments`. */
  index: number;
  cost: PenaltyCost;
  /** MW; `null` means unbounded. Undefined when absent (also unbounded) or invalid. */
  depthMw?: number | null;
  node: JsonNode;
}

export interface BusPenalties {
  /** Every segment that is an object, in array order. */
  deficitSegments: DeficitSegmentInfo[];
  excessCost: PenaltyCost;
  node: JsonNode;
}

export interface PenaltiesModel {
  node: JsonNode;
  bus?: BusPenalties;
  line?: { exchangeCost: PenaltyCost; node: JsonNode };
  nonControllableSource?: { curtailmentCost: PenaltyCost; node: JsonNode };
  hydro?: { costs: Record<HydroCostKey, PenaltyCost>; node: JsonNode };
}

export function checkPenaltiesFile(context: JsonFileContext): PenaltiesModel {
  const { doc, fields } = context;
  const root = fields.rootObject('PEN-002');
  if (!root) return { node: doc.root! };
  // `$schema` (string or null) is informational and never validated (PEN-003): it is only a known key.
  fields.unknownKeys(root, ROOT_KEYS, 'PEN-001');

  const model: PenaltiesModel = { node: root };
  const bus = fields.object(root, 'bus', 'PEN-002', { required: true });
  if (bus) model.bus = checkBus(context, bus);
  const line = fields.object(root, 'line', 'PEN-002', { required: true });
  if (line) {
    fields.unknownKeys(line, LINE_KEYS, 'PEN-001');
    model.line = { exchangeCost: readCost(context, line, 'exchange_cost', 'PEN-014', { required: true }), node: line };
  }
  const hydro = fields.object(root, 'hydro', 'PEN-002', { required: true });
  if (hydro) model.hydro = { costs: checkHydro(context, hydro), node: hydro };
  const nonControllable = fields.object(root, 'non_controllable_source', 'PEN-002', { required: true });
  if (nonControllable) {
    fields.unknownKeys(nonControllable, NON_CONTROLLABLE_KEYS, 'PEN-001');
    const curtailmentCost = readCost(context, nonControllable, 'curtailment_cost', 'PEN-015', { required: true });
    model.nonControllableSource = { curtailmentCost, node: nonControllable };
  }
  return model;
}

function checkBus(context: JsonFileContext, bus: JsonNode): BusPenalties {
  const { fields } = context;
  fields.unknownKeys(bus, BUS_KEYS, 'PEN-001');
  const segments = fields.array(bus, 'deficit_segments', 'PEN-010', { required: true });
  const deficitSegments = fields.objectEntries(segments, 'PEN-010', 'a deficit segment').map(({ entry: segment, index }): DeficitSegmentInfo => {
    fields.unknownKeys(segment, SEGMENT_KEYS, 'PEN-001');
    const cost = readCost(context, segment, 'cost', 'PEN-011', { required: true });
    const depth = fields.number(segment, 'depth_mw', 'PEN-012', { nullable: true });
    const depthMw = valueNode(segment, 'depth_mw')?.type === 'null' ? null : depth;
    return { index, cost, depthMw, node: segment };
  });
  const excessCost = readCost(context, bus, 'excess_cost', 'PEN-013', { required: true });
  return { deficitSegments, excessCost, node: bus };
}

function checkHydro(context: JsonFileContext, hydro: JsonNode): Record<HydroCostKey, PenaltyCost> {
  const { fields, report } = context;
  // Decision D2: the older name alone is one problem, PEN-020 on that key with the rename. With
  // `turbined_cost` also there, renaming would make a duplicate: it is a plain unknown key (PEN-001).
  const oldTurbinedKey = hasProperty(hydro, 'turbined_cost') ? undefined : propertyNode(hydro, OLD_TURBINED_KEY)?.children?.[0];
  fields.unknownKeys(hydro, oldTurbinedKey ? [...HYDRO_KEYS, OLD_TURBINED_KEY] : HYDRO_KEYS, 'PEN-001');

  const costs = {} as Record<HydroCostKey, PenaltyCost>;
  for (const key of REQUIRED_HYDRO_COSTS) {
    if (key === 'turbined_cost' && oldTurbinedKey) {
      report.at(oldTurbinedKey, 'PEN-020', `"${OLD_TURBINED_KEY}" is the older name of the required field "turbined_cost": rename it`, {
        data: { unknownKey: OLD_TURBINED_KEY, rename: 'turbined_cost' },
      });
      costs[key] = {};
      continue;
    }
    costs[key] = readCost(context, hydro, key, 'PEN-020', { required: true });
  }
  for (const { key, symmetric, code } of DIRECTIONAL_HYDRO_COSTS) {
    costs[key] = withDefault(readCost(context, hydro, key, code, { nullable: true }), costs[symmetric].value, symmetric);
  }
  const inflow = readCost(context, hydro, 'inflow_nonnegativity_cost', 'PEN-023', { nullable: true });
  costs.inflow_nonnegativity_cost = withDefault(inflow, INFLOW_NONNEGATIVITY_DEFAULT, 'constant');
  return costs;
}

/** Reads a cost with the given rule's type checks, then flags a non-finite value (PEN-024, a hint). */
function readCost(context: JsonFileContext, parent: JsonNode, key: string, code: RuleId, options: NumberOptions): PenaltyCost {
  const value = context.fields.number(parent, key, code, options);
  const node = valueNode(parent, key);
  if (value !== undefined && !Number.isFinite(value) && node) {
    context.report.at(node, 'PEN-024', `"${key}" should be a finite number, got ${context.fields.got(node)} (it reads as ${value})`);
  }
  return { value, node };
}

/** Absent or null optional cost: the default applies. A mistyped one stays undefined (already reported). */
function withDefault(cost: PenaltyCost, fallback: number | undefined, from: HydroCostKey | 'constant'): PenaltyCost {
  if (cost.node && cost.node.type !== 'null') return cost;
  return { ...cost, value: fallback, defaultedFrom: from };
}

/** The value node of a property, or undefined when the key is absent or its value did not parse. */
function valueNode(object: JsonNode, key: string): JsonNode | undefined {
  const node = getProperty(object, key);
  return node && node.type !== 'property' ? node : undefined;
}
