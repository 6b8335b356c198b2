// Hover on a term of a generic constraint's expression: what the variable is, and the entity its id
// names (by name, from the case's last validation), or that the registry declares no such entity.
import type { JsonDocument } from '../../core/json/document';
import type { ValidationResult } from '../../engine/validate';
import { ENTITY_REGISTRIES } from '../../model/entityRegistries';
import { termSiteAt } from '../navigation/expressionTerms';
import { declarationNode } from '../navigation/caseDocuments';
import { stringAt } from '../../core/json/valueAt';
import type { HoverResult } from '../types';

export function expressionTermHover(doc: JsonDocument, offset: number, validation: ValidationResult | undefined): HoverResult | undefined {
  const site = termSiteAt(doc, offset);
  if (!site) return undefined;
  const { term } = site;
  const registry = ENTITY_REGISTRIES[term.kind.registry];
  const block = term.blockId !== undefined ? `, block ${term.blockId}` : term.kind.stageOnly ? '' : ', every block of the stage';
  const lines = [`**${term.variable}(${term.entityId}${term.blockId !== undefined ? `, ${term.blockId}` : ''})**: ${term.kind.meaning}${block}; coefficient ${term.coefficient}.`];
  const registryDoc = validation?.model.documents.get(registry.file);
  if (registryDoc) {
    const declared = declarationNode(registryDoc, site.kind, term.entityId);
    const name = declared?.parent?.parent ? stringAt(declared.parent.parent, 'name') : undefined;
    lines.push(
      declared
        ? `${registry.noun} ${term.entityId}${name !== undefined ? ` — ${name}` : ''}, declared in ${registry.file}.`
        : `No ${registry.noun} of ${registry.file} has id ${term.entityId}.`,
    );
  } else if (validation) {
    lines.push(`The case has no ${registry.file}: no ${registry.noun} has id ${term.entityId}.`);
  }
  return { contents: lines.join('\n\n'), range: doc.rangeOf(site.offset, site.length) };
}
