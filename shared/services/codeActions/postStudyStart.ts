// Post-study start dates the rules can compute: the first stage starts at the study horizon end
// (XF-017, the file rule PST-014) and each later one where the previous ends (PST-013).
import { replaceNode, toTextEdit } from './edits';
import { stringData, targetNode, type FixInput, type FixProposal } from './model';

const WHY: Readonly<Record<string, string>> = {
  'XF-017': 'the study horizon end',
  'PST-013': 'where the previous post-study stage ends',
};

export function postStudyStartFixes(input: FixInput): FixProposal[] {
  const expected = stringData(input, 'expectedStartDate');
  const why = WHY[input.diagnostic.code];
  const node = targetNode(input);
  if (!expected || !why || node?.type !== 'string' || node.value === expected) return [];
  return [
    {
      title: `Set start_date to ${expected} (${why})`,
      fixes: [input.diagnostic.code],
      edits: [toTextEdit(input.doc, replaceNode(node, JSON.stringify(expected)))],
      isPreferred: true,
    },
  ];
}
