// Go to definition and find references for ids: from a field naming a plant, thermal, season,
// stage, policy node or post-study stage to the entry declaring it, and from either to every JSON
// place naming the same id. Parquet rows have no text range, so references stay in JSON files.
import type { ServiceContext } from './context';
import type { LocationResult, Position } from './types';
import { declarationNode, documentOf, idValue, locationOf, valuesAt } from './navigation/caseDocuments';
import { idSiteAt, resolveUsageKind, type IdSite } from './navigation/idSites';
import { ID_USAGES } from './navigation/idTable';
import { ID_DECLARATIONS, type IdKind } from '../model/idDeclarations';
import { termUsages } from './navigation/expressionTerms';
import { CASE_FILES } from '../core/case/layout';

/** The declaration of the id under the cursor (on a declaration itself: that declaration, so the editor offers references). */
export function definitionAt(context: ServiceContext, position: Position): LocationResult[] {
  const site = idSiteAt(context, context.doc.offsetAt(position));
  if (!site) return [];
  if (site.role === 'declaration') return [locationOf(context.doc, site.node)];
  const declaration = findDeclaration(context, site.kind, site.id);
  return declaration ? [declaration] : [];
}

/** Every JSON place naming the id under the cursor, the declaration first when asked for. */
export function referencesAt(context: ServiceContext, position: Position, includeDeclaration: boolean): LocationResult[] {
  const site = idSiteAt(context, context.doc.offsetAt(position));
  if (!site) return [];
  const declaration = includeDeclaration ? findDeclaration(context, site.kind, site.id) : undefined;
  return [...(declaration ? [declaration] : []), ...findUsages(context, site)];
}

function findDeclaration(context: ServiceContext, kind: IdKind, id: number): LocationResult | undefined {
  const doc = documentOf(context, ID_DECLARATIONS[kind].file);
  const node = doc && declarationNode(doc, kind, id);
  return node && locationOf(doc, node);
}

function findUsages(context: ServiceContext, site: Pick<IdSite, 'kind' | 'id'>): LocationResult[] {
  const locations: LocationResult[] = [];
  for (const usage of ID_USAGES) {
    // Most usages name one kind; a correlation entity's depends on its own type.
    const perNode = usage.kind === 'correlationEntity';
    if (!perNode && resolveUsageKind(context, usage.kind) !== site.kind) continue;
    const doc = documentOf(context, usage.file);
    if (!doc) continue;
    for (const node of valuesAt(doc.root, usage.path)) {
      if (idValue(node) === site.id && (!perNode || resolveUsageKind(context, usage.kind, node) === site.kind)) locations.push(locationOf(doc, node));
    }
  }
  const expressions = documentOf(context, CASE_FILES.genericConstraints);
  if (expressions) locations.push(...termUsages(expressions, site.kind, site.id));
  return locations;
}
