// A start_date the rule computed (`data.expectedStartDate`): the first post-study stage starts at
// the study horizon end (XF-017, the file rule PST-014) and each later one where the previous ends
// (PST-013). Each rule registers it with the reason its title gives.
import { replaceNode, toTextEdit } from '../../core/json/edits';
import { stringData, targetNode, type FixFunction } from './model';

export function expectedStartDateFix(why: string): FixFunction {
  return (input) => {
    const expected = stringData(input, 'expectedStartDate');
    const node = targetNode(input);
    if (!expected || node?.type !== 'string' || node.value === expected) return [];
    return [
      {
        title: `Set start_date to ${expected} (${why})`,
        fixes: [input.diagnostic.code],
        edits: [toTextEdit(input.doc, replaceNode(node, JSON.stringify(expected)))],
        isPreferred: true,
      },
    ];
  };
}
