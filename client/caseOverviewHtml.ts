// The case overview's page: a strict Content-Security-Policy (nothing remote, one nonce'd script
// and style), VS Code's theme colours through its CSS variables, the bundled script
// (dist/caseOverview.js). The grid is one canvas the script draws; the rest is plain HTML.
import { escapeHtml, webviewPage, type WebviewPageBasics } from './webviewPage';

export function caseOverviewHtml(options: WebviewPageBasics & { caseUri: string }): string {
  const { caseUri, ...page } = options;
  return webviewPage({
    ...page,
    style: STYLE,
    bodyAttributes: `data-case-uri="${escapeHtml(caseUri)}"`,
    body: `
<header><strong>Case overview: ${escapeHtml(page.title)}</strong> <span id="summary">reading…</span></header>
<main>
  <div id="grid-area">
    <div id="scroller" tabindex="0" role="grid" aria-label="Calendar timeline and plants by stages; arrow keys move, Enter or a double-click shows the JSON that decides the cell beside the overview, T shows its table row" aria-describedby="status"><div id="spacer"></div></div>
    <canvas id="canvas" aria-hidden="true"></canvas>
  </div>
  <aside id="details" aria-live="polite"><p class="muted">Select a stage or a cell.</p></aside>
</main>
<details id="legend-box" open><summary>Legend</summary><section id="legend" aria-label="Legend"></section></details>
<div id="status" role="status"></div>`,
  });
}

const STYLE = `
body { margin: 0; padding: 0; height: 100vh; display: flex; flex-direction: column; color: var(--vscode-editor-foreground); background: var(--vscode-editor-background); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); }
header { padding: 6px 10px; border-bottom: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); }
#summary, .muted { color: var(--vscode-descriptionForeground); }
main { flex: 1; display: flex; min-height: 0; }
#grid-area { flex: 1; position: relative; min-width: 0; }
#scroller { position: absolute; inset: 0; overflow: auto; }
#scroller:focus { outline: 1px solid var(--vscode-focusBorder); outline-offset: -1px; }
#canvas { position: absolute; left: 0; top: 0; pointer-events: none; }
aside { width: 32%; min-width: 220px; max-width: 440px; overflow: auto; border-left: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); padding: 0 10px 10px; }
aside h2 { font-size: 1.05em; margin: 10px 0 4px; }
aside dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px; margin: 0; }
aside dt { color: var(--vscode-descriptionForeground); }
aside dd { margin: 0; overflow-wrap: anywhere; }
aside ul { padding-left: 0; list-style: none; margin: 4px 0; }
aside li { padding: 2px 0 2px 6px; border-left: 3px solid transparent; margin-bottom: 3px; }
aside li.error { border-left-color: var(--vscode-editorError-foreground); }
aside li.warning { border-left-color: var(--vscode-editorWarning-foreground); }
aside li.hint { border-left-color: var(--vscode-editorInfo-foreground); }
aside .severity { font-weight: 600; }
aside button { margin: 6px 6px 0 0; color: var(--vscode-button-foreground); background: var(--vscode-button-background); border: 1px solid var(--vscode-button-border, transparent); padding: 3px 8px; cursor: pointer; font: inherit; }
aside button:hover { background: var(--vscode-button-hoverBackground); }
aside button:focus { outline: 1px solid var(--vscode-focusBorder); outline-offset: 1px; }
#legend-box { border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); padding: 2px 10px; }
#legend-box summary { cursor: pointer; color: var(--vscode-descriptionForeground); }
#legend { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 4px 16px; padding: 4px 0; font-size: 0.92em; max-height: 24vh; overflow: auto; }
#legend .group { display: flex; flex-direction: column; gap: 2px; }
#legend .group > strong { margin-bottom: 2px; }
#legend .entry { display: flex; align-items: center; gap: 6px; }
#legend canvas { border: 1px solid var(--vscode-contrastBorder, transparent); flex: none; }
/* A narrow panel (the overview beside an editor): the details go under the grid. */
@media (max-width: 760px) {
  main { flex-direction: column; }
  aside { width: auto; max-width: none; height: 35%; border-left: none; border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); }
}
#status { padding: 3px 10px; min-height: 1.4em; border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); color: var(--vscode-descriptionForeground); }
`;
