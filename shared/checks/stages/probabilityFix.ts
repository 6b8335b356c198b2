// STG-021: the outgoing probabilities of one source must sum to 1. The fix divides each by their
// sum, read from the current text (every transition of that source, not only those the validation saw).
import { getProperty } from '../../core/json/nodes';
import { nodeAtPath, replaceNode, toTextEdit } from '../../core/json/edits';
import { numberData, type FixInput, type FixProposal } from '../fixes/model';
import { PROBABILITY_TOLERANCE } from '../../model/stages/types';

export function probabilityFix(input: FixInput): FixProposal[] {
  const sourceId = numberData(input, 'sourceId');
  if (sourceId === undefined) return [];
  const transitions = nodeAtPath(input.doc, ['policy_graph', 'transitions']);
  const outgoing = (transitions?.type === 'array' ? (transitions.children ?? []) : []).filter((entry) => getProperty(entry, 'source_id')?.value === sourceId);
  const probabilities = outgoing.map((entry) => getProperty(entry, 'probability'));
  if (probabilities.length === 0 || probabilities.some((node) => node?.type !== 'number' || !((node.value as number) >= 0))) return [];
  const values = probabilities.map((node) => node!.value as number);
  const sum = values.reduce((total, value) => total + value, 0);
  if (!(sum > 0) || !Number.isFinite(sum) || Math.abs(sum - 1) <= PROBABILITY_TOLERANCE) return [];
  return [
    {
      title: `Rescale the probabilities out of source ${sourceId} to sum to 1 (they sum to ${roundForDisplay(sum)})`,
      fixes: [input.diagnostic.code],
      edits: probabilities.map((node, k) => toTextEdit(input.doc, replaceNode(node!, String(roundForDisplay(values[k]! / sum))))),
      isPreferred: true,
    },
  ];
}

/** Twelve significant digits: far inside the 1e-6 tolerance, free of floating-point noise (`0.1 + 0.2`). */
function roundForDisplay(value: number): number {
  return Number(value.toPrecision(12));
}
