// Inserting required fields that are missing (`data.missingKey`). Code actions cannot carry
// snippets, so each field is inserted with a placeholder value: the one the field table's snippet
// for a new entry of the enclosing array uses (`"name": "SINGLE"` in a block), else its first
// enumerated value, else a neutral value of its type (0, "", false; an object with its own required
// fields; a list with one snippet entry), for the user to edit.
import { propertyNode } from '../../core/json/nodes';
import { childFieldDocs, findFieldDoc } from '../../fieldDocs/fields';
import { snippetDefaultText } from '../../fieldDocs/snippets';
import { appendProperties, toTextEdit } from '../../core/json/edits';
import { stringData, targetNode, type FixInput, type FixProposal } from '../../checks/fixes/model';
import type { RuleId } from '../../rules';

export function missingFieldFixes(input: FixInput): FixProposal[] {
  const key = stringData(input, 'missingKey');
  const objectPath = stringData(input, 'path');
  const object = targetNode(input);
  if (!key || objectPath === undefined || object?.type !== 'object' || propertyNode(object, key)) return [];
  const value = placeholderValue(input.file, objectPath, key);
  if (value === undefined) return [];
  const single: FixProposal = {
    title: `Add the required field "${key}"`,
    fixes: [input.diagnostic.code],
    edits: [toTextEdit(input.doc, appendProperties(input.doc, object, [[key, value.value]]))],
    isPreferred: true,
  };
  // Every missing field of the object, as the last validation reported them (in report order, so
  // each of its diagnostics proposes the same action, which the caller merges): one action adds all.
  const reported = missingKeysOf(input, objectPath);
  const candidates = reported.some((entry) => entry.key === key) ? reported : [{ key, code: input.diagnostic.code }, ...reported];
  const entries = candidates.flatMap((entry) => {
    const placeholder = propertyNode(object, entry.key) ? undefined : placeholderValue(input.file, objectPath, entry.key);
    return placeholder ? [{ ...entry, value: placeholder.value }] : [];
  });
  if (entries.length < 2) return [single];
  const all: FixProposal = {
    title: `Add the ${entries.length} missing required fields (${entries.map((entry) => `"${entry.key}"`).join(', ')})`,
    fixes: [...new Set(entries.map((entry) => entry.code))],
    edits: [
      toTextEdit(
        input.doc,
        appendProperties(
          input.doc,
          object,
          entries.map((entry) => [entry.key, entry.value] as const),
        ),
      ),
    ],
  };
  return [single, all];
}

/** Missing keys the validation reported on the object at `objectPath` of this file, in report order. */
function missingKeysOf(input: FixInput, objectPath: string): Array<{ key: string; code: RuleId }> {
  const out: Array<{ key: string; code: RuleId }> = [];
  for (const diagnostic of input.validation?.diagnostics ?? []) {
    if (diagnostic.file !== input.file || diagnostic.location.kind !== 'json' || diagnostic.location.path !== objectPath) continue;
    const key = diagnostic.data?.missingKey;
    if (typeof key === 'string' && !out.some((entry) => entry.key === key)) out.push({ key, code: diagnostic.code });
  }
  return out;
}

/** The value to insert for `key` in the object at `objectPath` (a concrete JSON path), if the field is documented. */
export function placeholderValue(file: string, objectPath: string, key: string): { value: unknown } | undefined {
  const fromSnippet = snippetEntryValue(file, objectPath, key);
  if (fromSnippet) return fromSnippet;
  const fieldPath = objectPath === '' ? key : `${objectPath}.${key}`;
  const doc = findFieldDoc(file, fieldPath);
  if (!doc) return undefined;
  if (doc.values?.length) return { value: doc.values[0] };
  switch (doc.type.split(/\s/)[0]) {
    case 'integer':
    case 'number':
      return { value: 0 };
    case 'string':
      return { value: '' };
    case 'boolean':
      return { value: false };
    case 'array': {
      // A list the table has an entry snippet for starts with one entry (some lists may not be empty).
      const entry = snippetEntry(file, fieldPath);
      return { value: entry ? [entry] : [] };
    }
    case 'object':
      return { value: requiredSkeleton(file, fieldPath) };
    default:
      return undefined;
  }
}

/** An object holding the required fields of the object at `objectPath`, each with its placeholder. */
function requiredSkeleton(file: string, objectPath: string): Record<string, unknown> {
  const skeleton: Record<string, unknown> = {};
  for (const child of childFieldDocs(file, objectPath)) {
    if (child.required !== 'yes') continue;
    const key = child.path.slice(child.path.lastIndexOf('.') + 1);
    const placeholder = placeholderValue(file, objectPath, key);
    if (placeholder) skeleton[key] = placeholder.value;
  }
  return skeleton;
}

/** The value the snippet of the enclosing array's entries gives `key` (`stages[2].blocks[0]` → the `blocks` snippet). */
function snippetEntryValue(file: string, objectPath: string, key: string): { value: unknown } | undefined {
  const array = /^(.*)\[\d+\]$/.exec(objectPath)?.[1];
  const entry = array !== undefined ? snippetEntry(file, array) : undefined;
  return entry && Object.hasOwn(entry, key) ? { value: entry[key] } : undefined;
}

/** A new entry of the array at `arrayPath` as the field table's snippet writes it, every placeholder at its default. */
export function snippetEntry(file: string, arrayPath: string): Record<string, unknown> | undefined {
  const snippet = findFieldDoc(file, arrayPath)?.snippet;
  const text = snippet ? snippetDefaultText(snippet) : undefined;
  if (!text) return undefined;
  try {
    const entry: unknown = JSON.parse(text);
    return entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
