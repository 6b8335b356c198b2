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
<header><strong>Case overview: ${escapeHtml(page.title)}</strong> <span id="summary">reading…</span> <button id="zoom" type="button" aria-pressed="false" title="Show every stage of the horizon, pre-study to post-study, in the width of the view">Whole horizon</button>
  <nav role="tablist" aria-label="View"><button type="button" role="tab" id="tab-grid" aria-selected="true" aria-controls="grid-area">Stages × plants</button><button type="button" role="tab" id="tab-system" aria-selected="false" aria-controls="system">System</button></nav>
</header>
<main>
  <div id="system" role="tabpanel" aria-labelledby="tab-system" hidden></div>
  <div id="grid-area" role="tabpanel" aria-labelledby="tab-grid">
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
header { display: flex; align-items: baseline; gap: 8px; }
#zoom { margin-left: auto; color: var(--vscode-button-secondaryForeground); background: var(--vscode-button-secondaryBackground); border: 1px solid var(--vscode-button-border, transparent); padding: 2px 8px; cursor: pointer; font: inherit; }
#zoom:hover { background: var(--vscode-button-secondaryHoverBackground); }
#zoom:focus { outline: 1px solid var(--vscode-focusBorder); outline-offset: 1px; }
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
aside .plots button { color: var(--vscode-button-secondaryForeground); background: var(--vscode-button-secondaryBackground); }
aside .plots button:hover { background: var(--vscode-button-secondaryHoverBackground); }
#legend-box { border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); padding: 2px 10px; }
#legend-box summary { cursor: pointer; color: var(--vscode-descriptionForeground); }
#legend { display: grid; grid-template-columns: repeat(auto-fit, minmax(320px, 1fr)); gap: 4px 16px; padding: 4px 0; font-size: 0.92em; max-height: 24vh; overflow: auto; }
#legend .group { display: flex; flex-direction: column; gap: 2px; }
#legend .group > strong { margin-bottom: 2px; }
#legend .entry { display: flex; align-items: center; gap: 6px; }
#legend canvas { border: 1px solid var(--vscode-contrastBorder, transparent); flex: none; }
nav { display: inline-flex; gap: 4px; margin-left: 12px; vertical-align: middle; }
nav button { font: inherit; padding: 1px 10px; cursor: pointer; color: var(--vscode-foreground); background: transparent; border: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); }
nav button[aria-selected="true"] { color: var(--vscode-button-foreground); background: var(--vscode-button-background); }
nav button:focus { outline: 1px solid var(--vscode-focusBorder); outline-offset: 1px; }
#system { flex: 1; overflow: auto; padding: 0 12px 12px; min-width: 0; }
#system[hidden], #grid-area[hidden], #legend-box[hidden] { display: none; }
#system h2 { font-size: 1.05em; margin: 12px 0 2px; }
#system p { margin: 2px 0 6px; color: var(--vscode-descriptionForeground); }
.system-graph { display: block; user-select: none; }
.system-graph .node rect { fill: var(--vscode-editorWidget-background, var(--vscode-editor-background)); stroke: var(--vscode-editorWidget-border, var(--vscode-foreground)); stroke-width: 1; }
.system-graph .node.hydro rect { stroke: var(--vscode-charts-blue, #3794ff); stroke-width: 1.5; }
.system-graph .node.bus rect { stroke: var(--vscode-charts-purple, #b180d7); stroke-width: 1.5; }
.system-graph .node.undeclared rect { stroke-dasharray: 4 3; fill: transparent; }
.system-graph .node.error rect { stroke: var(--vscode-editorError-foreground); stroke-width: 2.5; }
.system-graph .node.warning rect { stroke: var(--vscode-editorWarning-foreground); stroke-width: 2.5; }
.system-graph .node text { fill: var(--vscode-editor-foreground); font-size: 12px; pointer-events: none; }
.system-graph .node { cursor: pointer; }
.system-graph .node:focus { outline: none; }
.system-graph .node:focus rect, .system-graph .node.selected rect { stroke: var(--vscode-focusBorder); stroke-width: 3; }
.system-graph .edge { fill: none; stroke: var(--vscode-descriptionForeground); stroke-width: 1.3; }
.system-graph .edge.cycle { stroke: var(--vscode-editorError-foreground); stroke-width: 2.5; }
.system-graph .arrow { fill: var(--vscode-descriptionForeground); }
.system-graph .arrow.cycle { fill: var(--vscode-editorError-foreground); }
.system-graph .edge-label { fill: var(--vscode-descriptionForeground); font-size: 11px; paint-order: stroke; stroke: var(--vscode-editor-background); stroke-width: 4px; }
table.by-bus { border-collapse: collapse; margin-top: 4px; }
table.by-bus th, table.by-bus td { text-align: left; vertical-align: top; padding: 3px 10px 3px 0; border-bottom: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); }
.entity-link { font: inherit; color: var(--vscode-textLink-foreground); background: none; border: none; padding: 0; cursor: pointer; text-align: left; }
.entity-link.undeclared { font-style: italic; }
.entity-link.error { color: var(--vscode-editorError-foreground); }
.entity-link.warning { color: var(--vscode-editorWarning-foreground); }
.entity-link:focus, .entity-link.selected { outline: 1px solid var(--vscode-focusBorder); }
/* A narrow panel (the overview beside an editor): the details go under the grid. */
@media (max-width: 760px) {
  main { flex-direction: column; }
  aside { width: auto; max-width: none; height: 35%; border-left: none; border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); }
}
#status { padding: 3px 10px; min-height: 1.4em; border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); color: var(--vscode-descriptionForeground); }
`;
