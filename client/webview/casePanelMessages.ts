// What a case panel (client/casePanel.ts: plant curves, scenario plots) posts to its webview.

export type ToCasePanelWebview<View> =
  /** The view of the case at `caseUri` (kept in the webview state, for the panel's restoration). */
  | { type: 'view'; view: View; caseUri: string; caseName: string }
  /** No view (yet): the case is being validated, has nothing to show, or could not be read. */
  | { type: 'message'; message: string };
