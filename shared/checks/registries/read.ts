// A registry's list read the tolerant way (shared/core/json/valueAt.ts): the first entry of each id.
import type { JsonNode } from '../../core/json/document';
import { elements, getProperty, pathOf } from '../../core/json/nodes';
import { integerAt } from '../../core/json/valueAt';
import type { JsonFileContext } from '../context';
import { relatedAt } from '../../core/reporter';

/** How a registry names its list, its entries and the rule for an id declared twice (decision D30). */
export interface RegistryList {
  list: 'hydros' | 'thermals';
  noun: 'hydro' | 'thermal';
  repeatedIdRule: 'XF-032' | 'XF-033';
}

/**
 * The objects of a registry's list that carry an integer id, the first of each id only. A later
 * entry repeating an id is reported on its `id`, naming the first (the loader rejects the file:
 * "duplicate id N in hydros array"); the cross-file rules keep the first and are skipped (CASE-002).
 */
export function* firstOfEachId(context: JsonFileContext, registry: RegistryList): Generator<{ node: JsonNode; id: number }> {
  const first = new Map<number, JsonNode>();
  for (const node of elements(getProperty(context.doc.root, registry.list))) {
    const id = integerAt(node, 'id');
    if (node.type !== 'object' || id === undefined) continue;
    const earlier = first.get(id);
    if (earlier) {
      context.report.at(getProperty(node, 'id')!, registry.repeatedIdRule, `duplicate ${registry.noun} id ${id} (first declared at ${pathOf(earlier)})`, {
        related: [relatedAt(context.doc, earlier, `${registry.noun} ${id} first declared here`)],
        data: registry.noun === 'hydro' ? { hydroId: id } : { thermalId: id },
      });
      continue;
    }
    first.set(id, node);
    yield { node, id };
  }
}
