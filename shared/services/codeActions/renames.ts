// Renames: an unknown key with a known replacement (an older name of the format, or a "did you mean"
// key within edit distance 3), and a mistyped enumerated value with a close valid one. Only the older
// names are certain enough to rename file-wide without asking (source.fixAll).
import { propertyNode } from '../../core/json/nodes';
import { OLDER_KEYS } from '../../core/rules/olderKeys';
import { nodeAtPath, parseJsonPath, renameKey, replaceNode, toTextEdit } from '../../core/json/edits';
import { stringData, stringListData, targetNode, targetProperty, type FixInput, type FixProposal } from '../../checks/fixes/model';
import type { JsonNode } from '../../core/json/document';

/**
 * `data.unknownKey` renamed to `data.rename`; the diagnostic sits on the key (STG-039, PEN-020 and
 * HPM-090 for an older name) or on its object. An older key found on several entries is one
 * diagnostic listing every place (`data.paths`, D1): its fix renames them all.
 */
export function keyRenameFixes(input: FixInput): FixProposal[] {
  const oldKey = stringData(input, 'unknownKey');
  const newKey = stringData(input, 'rename');
  if (!oldKey || !newKey) return [];
  const older = OLDER_KEYS.find((key) => key.key === oldKey && key.current === newKey);
  const paths = older ? stringListData(input, 'paths') : undefined;
  const properties = paths && paths.length > 1 ? paths.flatMap((path) => propertyAtPath(input, path, oldKey) ?? []) : [renamedProperty(input, oldKey)];
  // Renaming onto a key that is already there would make a duplicate (JSON-002).
  const edits = properties.flatMap((found) => (found && !propertyNode(found.object, newKey) ? (renameKey(found.property, newKey) ?? []) : []));
  if (edits.length === 0) return [];
  const where = edits.length > 1 ? ` on ${edits.length} ${older!.holder[1]}` : '';
  return [
    {
      title: older ? `Rename "${oldKey}" to "${newKey}"${where} (its current name)` : `Rename "${oldKey}" to "${newKey}"`,
      fixes: [input.diagnostic.code],
      edits: edits.map((edit) => toTextEdit(input.doc, edit)),
      isPreferred: true,
      ...(older ? { fixAll: 'olderKeys' as const } : {}),
    },
  ];
}

/** The property `key` the diagnostic is about: on its key, or in the object it sits on. */
function renamedProperty(input: FixInput, key: string): { object: JsonNode; property: JsonNode } | undefined {
  const onObject = targetNode(input);
  const inObject = onObject?.type === 'object' ? propertyNode(onObject, key) : undefined;
  return onObject && inObject ? { object: onObject, property: inObject } : targetProperty(input, key);
}

/** The property at `path` (which ends with `key`) in the current text. */
function propertyAtPath(input: FixInput, path: string, key: string): { object: JsonNode; property: JsonNode } | undefined {
  const segments = parseJsonPath(path);
  if (!segments || segments[segments.length - 1] !== key) return undefined;
  const object = nodeAtPath(input.doc, segments.slice(0, -1));
  const property = propertyNode(object, key);
  return object && property ? { object, property } : undefined;
}

/** A string value outside its enumeration replaced with the close value the rule suggested (`data.replaceWith`). */
export function valueReplacementFixes(input: FixInput): FixProposal[] {
  const replacement = stringData(input, 'replaceWith');
  const node = input.path ? nodeAtPath(input.doc, input.path) : undefined;
  if (replacement === undefined || node?.type !== 'string' || node.value === replacement) return [];
  return [
    {
      title: `Replace ${JSON.stringify(node.value)} with ${JSON.stringify(replacement)}`,
      fixes: [input.diagnostic.code],
      edits: [toTextEdit(input.doc, replaceNode(node, JSON.stringify(replacement)))],
      isPreferred: true,
    },
  ];
}
