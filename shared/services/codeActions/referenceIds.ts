// A dangling id where completion already knows what the field may name: a bus_id that names no bus
// (REF-001, REF-002), a pumping station's plant (REF-003), a filling's start stage (REF-004), a
// production-model season (XF-013). The candidates are completion's own list for the field (the
// same finder, so fix and completion never disagree), the ones already used left out, the likeliest
// first: completion's preselected entry, then the closest id as typed. One fix per candidate, at
// most three; preferred when there is only one.
import { editDistance } from '../../core/text';
import { referencesAt, type Reference } from '../completion/references';
import { nodeAtPath, replaceNode, toTextEdit } from './edits';
import type { FixInput, FixProposal } from './model';
import type { PathSegment } from './edits';

const RULES: ReadonlySet<string> = new Set(['REF-001', 'REF-002', 'REF-003', 'REF-004', 'XF-013']);
const MAX_FIXES = 3;

export function referenceIdFixes(input: FixInput): FixProposal[] {
  const { diagnostic, path, doc, context } = input;
  const key = path?.at(-1);
  if (!RULES.has(diagnostic.code) || !path || typeof key !== 'string') return [];
  const node = nodeAtPath(doc, path);
  const object = nodeAtPath(doc, path.slice(0, -1));
  if (node?.type !== 'number' || !Number.isInteger(node.value) || !object) return [];
  const typed = node.value as number;
  const references = referencesAt(fieldPattern(path), { context, object, key }) ?? [];
  // Edited since the validation to an id the field may name: it no longer dangles.
  if (references.some((reference) => reference.value === typed)) return [];
  const candidates = references.filter((reference) => !reference.secondary);
  const ranked = candidates.sort((a, b) => rank(a, typed) - rank(b, typed) || a.value - b.value).slice(0, MAX_FIXES);
  return ranked.map((reference) => ({
    title: `Change ${key} to ${reference.value}${reference.name ? ` (${reference.name})` : ''}`,
    fixes: [diagnostic.code],
    edits: [toTextEdit(doc, replaceNode(node, String(reference.value)))],
    isPreferred: ranked.length === 1,
  }));
}

/** Completion's preselected entry first, then by edit distance of the ids as typed, then by numeric distance. */
function rank(reference: Reference, typed: number): number {
  return (reference.preselect ? 0 : 1_000_000) + editDistance(String(reference.value), String(typed)) * 1000 + Math.min(999, Math.abs(reference.value - typed));
}

/** The field pattern completion keys its finders by: `thermals[].bus_id` for `thermals[2].bus_id`. */
function fieldPattern(path: readonly PathSegment[]): string {
  return path.reduce<string>((pattern, segment) => (typeof segment === 'number' ? `${pattern}[]` : pattern ? `${pattern}.${segment}` : segment), '');
}
