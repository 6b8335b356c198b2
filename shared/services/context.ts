// What every editor service receives: the file being edited (parsed from its current text) and
// the case as of its last validation (the resolved model, all documents, the diagnostics).
import { findNodeAtOffset, getNodePath } from 'jsonc-parser';
import { JsonDocument, type JsonNode } from '../core/json/document';
import { pathOf } from '../core/json/nodes';
import type { ValidationResult } from '../engine/validate';

export interface ServiceContext {
  /** Case-relative path of the file, e.g. `stages.json`. */
  file: string;
  /** The file as it is now in the editor. */
  doc: JsonDocument;
  /** The last finished validation of the case (may lag the text by one keystroke), if any. */
  validation?: ValidationResult;
}

export function serviceContext(file: string, text: string, validation?: ValidationResult): ServiceContext {
  return { file, doc: new JsonDocument(file, text), ...(validation ? { validation } : {}) };
}

/** The deepest node at an offset (a key, a value, or the object/array around a gap). */
export function nodeAt(doc: JsonDocument, offset: number): JsonNode | undefined {
  return doc.root ? findNodeAtOffset(doc.root, offset, true) : undefined;
}

/** The JSON path at an offset as segments (`['stages', 3, 'blocks']`) and as text. */
export function pathAt(doc: JsonDocument, offset: number): { segments: Array<string | number>; text: string } | undefined {
  const node = nodeAt(doc, offset);
  if (!node) return undefined;
  return { segments: getNodePath(node), text: pathOf(node) };
}
