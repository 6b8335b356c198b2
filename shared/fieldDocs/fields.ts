// The field documentation table: every field of the eight case files the spec describes, and of
// the files the Cobre loader defines (decision D31): config.json, initial_conditions.json, the
// system/ registries and the scenarios/ statistics tables.
// Hover, completion and the rule pages all read it through the lookups below.
import { CORRELATION_MAP_FIELDS, correlationFieldDocs } from '../checks/correlation/fields';
import { loadFactorsFieldDocs } from '../checks/loadFactors/fields';
import { ncsFactorsFieldDocs } from '../checks/ncsFactors/fields';
import { constraintTableFieldDocs } from '../checks/constraintTables/fields';
import { genericConstraintsFieldDocs } from '../checks/genericConstraints/fields';
import { exchangeFactorsFieldDocs } from '../checks/exchangeFactors/fields';
import { keyUnder, type FieldDoc, type FieldRequirement } from '../core/fieldDocs';
import { stagesFieldDocs } from '../checks/stages/fields';
import { postStudyFieldDocs } from '../checks/postStudyStages/fields';
import { penaltiesFieldDocs } from '../checks/penalties/fields';
import { productionModelsFieldDocs } from '../checks/productionModels/fields';
import { geometryFieldDocs } from '../checks/geometry/fields';
import { productivityFieldDocs } from '../checks/productivity/fields';
import { hyperplanesFieldDocs } from '../checks/hyperplanes/fields';
import { tailraceFieldDocs } from '../checks/tailrace/fields';
import { configFieldDocs } from '../checks/config/fields';
import { initialConditionsFieldDocs } from '../checks/initialConditions/fields';
import { inflowStatsFieldDocs } from '../checks/inflowStats/fields';
import { arCoefficientsFieldDocs } from '../checks/arCoefficients/fields';
import { loadStatsFieldDocs } from '../checks/loadStats/fields';
import { inflowHistoryFieldDocs } from '../checks/inflowHistory/fields';
import { busesFieldDocs } from '../checks/buses/fields';
import { linesFieldDocs } from '../checks/lines/fields';
import { hydrosFieldDocs } from '../checks/hydros/fields';
import { thermalsFieldDocs } from '../checks/thermals/fields';
import { nonControllableFieldDocs } from '../checks/nonControllable/fields';
import { pumpingFieldDocs } from '../checks/pumping/fields';
import { contractsFieldDocs } from '../checks/contracts/fields';
import type { RuleId } from '../rules/index';
import { CORRELATION } from '../core/case/layout';

export type { FieldDoc, FieldRequirement } from '../core/fieldDocs';

/** Every documented field, file by file, each file's fields in the order of the spec's tables. */
export const fieldDocs: readonly FieldDoc[] = [
  ...stagesFieldDocs,
  ...postStudyFieldDocs,
  ...penaltiesFieldDocs,
  ...productionModelsFieldDocs,
  ...geometryFieldDocs,
  ...productivityFieldDocs,
  ...hyperplanesFieldDocs,
  ...tailraceFieldDocs,
  ...configFieldDocs,
  ...initialConditionsFieldDocs,
  ...inflowStatsFieldDocs,
  ...arCoefficientsFieldDocs,
  ...loadStatsFieldDocs,
  ...inflowHistoryFieldDocs,
  // The system/ registries (decision D31).
  ...busesFieldDocs,
  ...linesFieldDocs,
  ...hydrosFieldDocs,
  ...thermalsFieldDocs,
  ...nonControllableFieldDocs,
  ...pumpingFieldDocs,
  ...contractsFieldDocs,
  // The scenarios/ JSON files (decision D31).
  ...correlationFieldDocs,
  ...loadFactorsFieldDocs,
  ...ncsFactorsFieldDocs,
  // constraints/ (decision D31).
  ...constraintTableFieldDocs,
  ...genericConstraintsFieldDocs,
  ...exchangeFactorsFieldDocs,
];

const docsByFile = new Map<string, FieldDoc[]>();
const docsByPath = new Map<string, FieldDoc>();
for (const doc of fieldDocs) {
  const list = docsByFile.get(doc.file) ?? [];
  list.push(doc);
  docsByFile.set(doc.file, list);
  docsByPath.set(pathKey(doc.file, doc.path), doc);
}

function pathKey(file: string, pattern: string): string {
  return `${file}\u0000${pattern}`;
}

/** `system\hydros.json` → `system/hydros.json`, so a Windows-style relative name finds its docs too. */
function normalizeFile(file: string): string {
  return file.replace(/\\/g, '/');
}

/** `stages[3].blocks[0].hours` → `stages[].blocks[].hours`; a pattern (`[]`, `[*]`) is kept as `[]`. */
export function normalizeFieldPath(jsonPath: string): string {
  return jsonPath.replace(/\[(?:\d+|\*)?\]/g, '[]');
}

/** Keys whose value is an object keyed by free names (a correlation profile's name), documented as `key.*`. */
const MAP_FIELDS: ReadonlyMap<string, readonly string[]> = new Map([[CORRELATION, CORRELATION_MAP_FIELDS]]);

/** A free name right after a map key: `.wet` or `["wet season"]`. */
const FREE_NAME = /^(?:\.[^.[]+|\["(?:[^"\\]|\\.)*"\])/;

/**
 * The field pattern of a concrete path of `file`: indices become `[]` and, under a key whose value is
 * keyed by free names, the name becomes `*` (`profiles.wet.correlation_groups[0]` →
 * `profiles.*.correlation_groups[]`).
 */
export function fieldPattern(file: string, jsonPath: string): string {
  const pattern = normalizeFieldPath(jsonPath);
  for (const key of MAP_FIELDS.get(normalizeFile(file)) ?? []) {
    if (!pattern.startsWith(key)) continue;
    const name = FREE_NAME.exec(pattern.slice(key.length));
    if (name) return `${key}.*${pattern.slice(key.length + name[0].length)}`;
  }
  return pattern;
}

/** The doc of the field at a concrete JSON path (`stages[3].blocks[0].hours`) or Parquet column name. */
export function findFieldDoc(file: string, jsonPath: string): FieldDoc | undefined {
  return docsByPath.get(pathKey(normalizeFile(file), fieldPattern(file, jsonPath)));
}

const REQUIREMENT_ORDER: Readonly<Record<FieldRequirement, number>> = { yes: 0, conditional: 1, no: 2 };

/**
 * The documented keys directly under an object (`stages[]`, or a concrete `stages[2]`; the empty
 * string is the root; for a Parquet file, '' lists its columns). Required keys come first, then the
 * conditionally required ones, then the optional ones, each group in table order.
 */
export function childFieldDocs(file: string, parentPattern: string): FieldDoc[] {
  const parent = fieldPattern(file, parentPattern);
  // A free name (`*`, a profile's) is not a key to offer.
  const children = (docsByFile.get(normalizeFile(file)) ?? []).filter((doc) => {
    const key = keyUnder(doc.path, parent);
    return key !== undefined && key !== '*';
  });
  return children.sort((a, b) => REQUIREMENT_ORDER[a.required] - REQUIREMENT_ORDER[b.required]);
}

/** Every documented field of one file, in table order. */
export function fieldDocsOf(file: string): readonly FieldDoc[] {
  return docsByFile.get(normalizeFile(file)) ?? [];
}

/** The fields a rule checks or explains, for the rule pages. */
export function fieldDocsOfRule(ruleId: RuleId): FieldDoc[] {
  return fieldDocs.filter((doc) => doc.rules.includes(ruleId));
}
