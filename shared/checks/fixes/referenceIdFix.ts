// A dangling id where completion already knows what the field may name (a bus_id that names no bus,
// a pumping station's plant, a filling's start stage, a production-model season): one fix per id
// completion offers for the field (the same list, so fix and completion never disagree), the ones
// already used left out, the likeliest first: completion's preselected entry, then the closest id as
// typed. At most three; preferred when there is only one. Registered by each rule that reports one.
import { editDistance } from '../../core/text';
import { nodeAtPath, replaceNode, toTextEdit } from '../../core/json/edits';
import type { FixInput, FixProposal, IdCandidate } from './model';

const MAX_FIXES = 3;

export function referenceIdFix(input: FixInput): FixProposal[] {
  const { diagnostic, path, doc } = input;
  const key = path?.at(-1);
  if (!path || typeof key !== 'string') return [];
  const node = nodeAtPath(doc, path);
  if (node?.type !== 'number' || !Number.isInteger(node.value)) return [];
  const typed = node.value as number;
  const candidates = input.idCandidates(path);
  // Edited since the validation to an id the field may name: it no longer dangles.
  if (candidates.some((candidate) => candidate.value === typed)) return [];
  const ranked = candidates
    .filter((candidate) => !candidate.secondary)
    .sort((a, b) => rank(a, typed) - rank(b, typed) || a.value - b.value)
    .slice(0, MAX_FIXES);
  return ranked.map((candidate) => ({
    title: `Change ${key} to ${candidate.value}${candidate.name ? ` (${candidate.name})` : ''}`,
    fixes: [diagnostic.code],
    edits: [toTextEdit(doc, replaceNode(node, String(candidate.value)))],
    isPreferred: ranked.length === 1,
  }));
}

/** Completion's preselected entry first, then by edit distance of the ids as typed, then by numeric distance. */
function rank(candidate: IdCandidate, typed: number): number {
  return (candidate.preselect ? 0 : 1_000_000) + editDistance(String(candidate.value), String(typed)) * 1000 + Math.min(999, Math.abs(candidate.value - typed));
}
