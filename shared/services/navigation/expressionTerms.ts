// The entity ids inside the expressions of constraints/generic_constraints.json: a term
// "thermal_generation(5)" names thermal 5 by the characters "5" of a string. Go to definition,
// find references and completion read the terms here, parsed as the loader parses them.
import type { JsonDocument, JsonNode } from '../../core/json/document';
import { CASE_FILES } from '../../core/case/layout';
import { parseExpression, spanInString, type Term } from '../../model/genericConstraints/expression';
import type { EntityRegistry } from '../../checks/constraintTables/fields';
import type { LocationResult } from '../types';
import { valuesAt } from './caseDocuments';
import type { IdKind } from '../../model/idDeclarations';

const EXPRESSIONS = 'constraints[].expression';

/** The id kind each variable's registry is declared as (every registry a term can name has one). */
const KIND_OF: Readonly<Record<Exclude<EntityRegistry, 'genericConstraint'>, IdKind>> = {
  hydro: 'hydro',
  thermal: 'thermal',
  line: 'line',
  bus: 'bus',
  pumping: 'pumping',
  contract: 'contract',
  ncs: 'ncs',
};

export interface TermSite {
  kind: IdKind;
  id: number;
  term: Term;
  /** The expression's string node. */
  node: JsonNode;
  /** The id's characters in the file (the whole string when it has escapes). */
  offset: number;
  length: number;
}

/** Every term of every expression of the document, with the place of its id. */
export function termSites(doc: JsonDocument): TermSite[] {
  if (doc.file !== CASE_FILES.genericConstraints) return [];
  const sites: TermSite[] = [];
  for (const node of valuesAt(doc.root, EXPRESSIONS)) {
    if (node.type !== 'string') continue;
    const parsed = parseExpression(node.value as string);
    if (!parsed.ok) continue;
    for (const term of parsed.terms) {
      const span = spanInString(doc, node, term.entitySpan);
      sites.push({ kind: KIND_OF[term.kind.registry], id: term.entityId, term, node, offset: span.offset, length: span.length });
    }
  }
  return sites;
}

/** The term whose id (or variable name) is under `offset`. */
export function termSiteAt(doc: JsonDocument, offset: number): TermSite | undefined {
  return termSites(doc).find((site) => {
    if (offset >= site.offset && offset <= site.offset + site.length) return true;
    const name = spanInString(doc, site.node, site.term.nameSpan);
    return name.offset !== site.node.offset && offset >= name.offset && offset <= name.offset + name.length;
  });
}

/** The places in `doc`'s expressions naming entity `id` of `kind`. */
export function termUsages(doc: JsonDocument, kind: IdKind, id: number): LocationResult[] {
  return termSites(doc)
    .filter((site) => site.kind === kind && site.id === id)
    .map((site) => ({ file: doc.file, range: doc.rangeOf(site.offset, site.length) }));
}
