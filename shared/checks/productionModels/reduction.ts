// `fpha_plane_reduction` (HPM-010 to HPM-013): one case-wide object tagged by `method`. The loader
// rejects unknown fields here (unlike the rest of the file), including a tolerance of the other method,
// which is reported under that tolerance's own rule rather than as an unknown key.
import type { JsonNode } from '../../core/json/document';
import { properties } from '../../core/json/nodes';
import type { JsonFileContext } from '../context';
import { REDUCTION_METHODS, type PlaneReductionInfo, type ReductionMethod } from '../../model/productionModels';
import type { RuleId } from '../../rules';
import { documentedKeys } from '../../core/fieldDocs';
import { productionModelsFieldDocs } from './fields';

const METHOD_FIELDS: Readonly<Record<ReductionMethod, readonly string[]>> = {
  angle: ['tolerance_deg'],
  distance: ['tolerance_pct', 'n_samples'],
};
// A Map, not an object literal, so a key such as "constructor" finds nothing.
const FIELD_CODES: ReadonlyMap<string, RuleId> = new Map([
  ['tolerance_deg', 'HPM-012'],
  ['tolerance_pct', 'HPM-013'],
  ['n_samples', 'HPM-013'],
]);
/** The known keys: those the field documentation lists (the method and every method's fields). */
const REDUCTION_KEYS = documentedKeys(productionModelsFieldDocs, 'fpha_plane_reduction');

export function checkPlaneReduction(context: JsonFileContext, root: JsonNode): PlaneReductionInfo | undefined {
  const { fields } = context;
  // Absent means no reduction; null is not an object, so it is reported like any other non-object.
  const node = fields.object(root, 'fpha_plane_reduction', 'HPM-010');
  if (!node) return undefined;
  fields.unknownKeys(node, REDUCTION_KEYS, 'HPM-010');
  const method = fields.string(node, 'method', 'HPM-011', { required: true, oneOf: REDUCTION_METHODS }) as ReductionMethod | undefined;
  if (method) reportOtherMethodFields(context, node, method);

  // With an unreadable method nothing is required, but whatever is present is still checked.
  const uses = (key: string): boolean => method === undefined || METHOD_FIELDS[method].includes(key);
  const required = method !== undefined;
  const toleranceDeg = uses('tolerance_deg') ? fields.number(node, 'tolerance_deg', 'HPM-012', { required, finite: true, min: 0, max: 90 }) : undefined;
  const tolerancePct = uses('tolerance_pct') ? fields.number(node, 'tolerance_pct', 'HPM-013', { required, finite: true, min: 0 }) : undefined;
  const nSamples = uses('n_samples') ? fields.integer(node, 'n_samples', 'HPM-013', { required, min: 1 }) : undefined;
  return {
    ...(method ? { method } : {}),
    ...(toleranceDeg !== undefined ? { toleranceDeg } : {}),
    ...(tolerancePct !== undefined ? { tolerancePct } : {}),
    ...(nSamples !== undefined ? { nSamples } : {}),
    node,
  };
}

/** A tolerance field of the other method is rejected even when null (the tagged object denies unknown fields). */
function reportOtherMethodFields(context: JsonFileContext, node: JsonNode, method: ReductionMethod): void {
  const own = METHOD_FIELDS[method];
  const ownText = own.map((key) => `"${key}"`).join(' and ');
  for (const pair of properties(node)) {
    const code = FIELD_CODES.get(pair.key);
    if (code === undefined || own.includes(pair.key)) continue;
    const { key } = pair;
    context.report.at(pair.keyNode, code, `"${key}" is not a field of method "${method}", which uses ${ownText}; remove it`, {
      data: { unknownKey: key },
    });
  }
}
