// Which case the status item speaks for. On a case file, its case; on the table view, the case
// holding the table; on the case overview or the plant curves (webview panels, which say no file),
// the case last looked at. Pure, so it is unit-tested without an editor.
import { sep } from 'node:path';
import { candidateCaseRoots } from './caseFiles';

export type ActiveView = { kind: 'caseFile'; path: string } | { kind: 'table'; path: string } | { kind: 'caseWebview' } | { kind: 'other' };

/** The case folder the item shows for `view`, among the cases the server reported (`known`). */
export function statusCaseRoot(view: ActiveView, known: readonly string[], lastRoot: string | undefined): string | undefined {
  switch (view.kind) {
    case 'caseFile':
      return candidateCaseRoots(view.path).find((root) => known.includes(root));
    case 'table':
      // The deepest case holding the table (system/ and scenarios/ tables alike).
      return known.filter((root) => view.path.startsWith(root + sep)).sort((a, b) => b.length - a.length)[0];
    case 'caseWebview':
      return lastRoot;
    case 'other':
      return undefined;
  }
}

/** Whether a webview tab's view type (VS Code prefixes it) is one of HydroCase's panels. */
export function isCaseWebviewType(viewType: string, panelTypes: readonly string[]): boolean {
  return panelTypes.some((type) => viewType === type || viewType.endsWith(`-${type}`));
}
