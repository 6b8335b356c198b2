// The case's JSON documents as the editor sees them: the file being edited comes from its current
// text, every other file from the last validation (which already read open editors' unsaved text).
import type { JsonDocument, JsonNode } from '../../core/json/document';
import { elements, getProperty, properties } from '../../core/json/nodes';
import { integerAt } from '../../core/json/valueAt';
import type { ServiceContext } from '../context';
import type { LocationResult } from '../types';
import { ID_DECLARATIONS, type IdKind } from '../../model/idDeclarations';

export function documentOf(context: ServiceContext, file: string): JsonDocument | undefined {
  return file === context.file ? context.doc : context.validation?.model.documents.get(file);
}

export function locationOf(doc: JsonDocument, node: JsonNode): LocationResult {
  return { file: doc.file, range: doc.rangeOf(node.offset, node.length) };
}

/** The value nodes at a field pattern (`production_models[].seasons[].season_id`; `*` is every value of an object), in document order. */
export function valuesAt(root: JsonNode | undefined, pattern: string): JsonNode[] {
  let nodes = root ? [root] : [];
  for (const segment of pattern.replace(/\[\]/g, '.[]').split('.')) {
    if (segment === '') continue;
    nodes = nodes.flatMap((node) =>
      segment === '[]' ? elements(node) : segment === '*' ? properties(node).flatMap(({ value }) => presentValue(value)) : presentValue(getProperty(node, segment)),
    );
  }
  return nodes;
}

/** A value node, or nothing for an absent key or a key whose value did not parse. */
function presentValue(node: JsonNode | undefined): JsonNode[] {
  return node && node.type !== 'property' ? [node] : [];
}

/** The id a field holds, when it is an integer. */
export function idValue(node: JsonNode | undefined): number | undefined {
  return node?.type === 'number' && Number.isInteger(node.value) ? (node.value as number) : undefined;
}

/**
 * Per document and kind: id → the node to jump to (the entry's `id` value, or the whole entry when
 * the id is its position). Built once per text of the document: a document being typed into is
 * patched in place (`JsonDocument.patchLiteral`: an id retyped keeps its node and changes its
 * value), so an index of an older text would send a new id nowhere. The first entry of a repeated
 * id wins, as in the loader (the repeat is a diagnostic of its own).
 */
const declarationIndexes = new WeakMap<JsonDocument, { text: string; byKind: Map<IdKind, Map<number, JsonNode>> }>();

export function declarationNode(doc: JsonDocument, kind: IdKind, id: number): JsonNode | undefined {
  let indexes = declarationIndexes.get(doc);
  if (indexes?.text !== doc.text) declarationIndexes.set(doc, (indexes = { text: doc.text, byKind: new Map() }));
  const byKind = indexes.byKind;
  let index = byKind.get(kind);
  if (!index) byKind.set(kind, (index = indexDeclarations(doc, kind)));
  return index.get(id);
}

function indexDeclarations(doc: JsonDocument, kind: IdKind): Map<number, JsonNode> {
  const { list, idKey } = ID_DECLARATIONS[kind];
  const index = new Map<number, JsonNode>();
  valuesAt(doc.root, list)
    .flatMap(elements)
    .forEach((entry, position) => {
      if (!idKey) {
        index.set(position, entry);
        return;
      }
      const id = integerAt(entry, idKey);
      if (id !== undefined && !index.has(id)) index.set(id, getProperty(entry, idKey)!);
    });
  return index;
}
