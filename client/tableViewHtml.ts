// The table view's page: a strict Content-Security-Policy (nothing remote, one nonce'd script and
// style), VS Code's theme colours through its CSS variables, the bundled script (dist/tableView.js).
import { escapeHtml, webviewPage, type WebviewPageBasics } from './webviewPage';

/** `plot`: the scenario plot of this table, when it has one (its button's label). */
export function tableViewHtml(page: WebviewPageBasics & { plot?: string }): string {
  const { plot } = page;
  return webviewPage({
    ...page,
    style: STYLE,
    body: `
<header>
  <strong>${escapeHtml(page.title)}</strong> <span id="summary">reading…</span>
  <div class="toolbar">
    <form id="goto-form"><label>Go to row <input id="goto" type="number" min="0" step="1" placeholder="0-based"></label></form>
    <label>hydro_id <input id="hydro" type="number" step="1"></label>
    <label>stage_id <input id="stage" type="number" step="1"></label>
    <label><input id="problems-only" type="checkbox"> rows with problems only</label>
    <button id="plant-curves" type="button" title="Plant curves of the selected row's hydro_id (or of the hydro_id filter)">Plant curves</button>${
      plot
        ? `
    <button id="scenario-plot" class="plot" type="button" title="Plot this table (the selected row's plant or bus, or the hydro_id filter's)">Plot ${escapeHtml(plot.toLowerCase())}</button>`
        : ''
    }
  </div>
</header>
<main>
  <div id="grid" tabindex="0" role="grid" aria-label="Table rows">
    <div id="head" class="row head" role="row"></div>
    <div id="spacer"><div id="rows"></div></div>
  </div>
  <aside><h2 id="problem-title">Problems</h2><ol id="problem-list"></ol></aside>
</main>
<div id="status" role="status"></div>`,
  });
}

const STYLE = `
:root { --index-width: 9em; --cell-width: 8.5em; --row-height: 22px; }
body { margin: 0; padding: 0; height: 100vh; display: flex; flex-direction: column; color: var(--vscode-editor-foreground); background: var(--vscode-editor-background); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); }
header { padding: 6px 10px; border-bottom: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); }
#summary { color: var(--vscode-descriptionForeground); margin-left: 0.5em; }
.toolbar { display: flex; flex-wrap: wrap; gap: 14px; margin-top: 6px; align-items: center; }
.toolbar form { margin: 0; }
input[type=number] { width: 7em; color: var(--vscode-input-foreground); background: var(--vscode-input-background); border: 1px solid var(--vscode-input-border, var(--vscode-contrastBorder, transparent)); padding: 2px 4px; }
input:focus, button:focus, #grid:focus { outline: 1px solid var(--vscode-focusBorder); outline-offset: -1px; }
main { flex: 1; display: flex; min-height: 0; }
#grid { flex: 1; overflow: auto; position: relative; font-family: var(--vscode-editor-font-family); font-size: var(--vscode-editor-font-size); }
.row { display: grid; grid-template-columns: var(--columns); height: var(--row-height); line-height: var(--row-height); position: absolute; left: 0; min-width: 100%; }
.row.head { position: sticky; top: 0; width: max-content; height: auto; line-height: 1.3; z-index: 1; background: var(--vscode-editorGroupHeader-tabsBackground, var(--vscode-editor-background)); border-bottom: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); font-family: var(--vscode-font-family); }
.head > div { padding: 3px 6px; font-weight: 600; }
.head .type { display: block; font-weight: normal; color: var(--vscode-descriptionForeground); }
#spacer { position: relative; }
.row > div { padding: 0 6px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; border-right: 1px solid var(--vscode-editorWidget-border, transparent); }
.value { text-align: right; }
.value.null { color: var(--vscode-disabledForeground, var(--vscode-descriptionForeground)); font-style: italic; }
.index { color: var(--vscode-editorLineNumber-foreground); text-align: right; }
.selected-row { background: var(--vscode-list-inactiveSelectionBackground); }
.selected { outline: 1px solid var(--vscode-focusBorder); outline-offset: -1px; }
#grid:focus .selected { background: var(--vscode-list-activeSelectionBackground); color: var(--vscode-list-activeSelectionForeground); }
.problem.error { background: var(--vscode-inputValidation-errorBackground, rgba(255,0,0,0.15)); box-shadow: inset 0 -2px 0 var(--vscode-editorError-foreground); }
.problem.warning { background: var(--vscode-inputValidation-warningBackground, rgba(255,200,0,0.15)); box-shadow: inset 0 -2px 0 var(--vscode-editorWarning-foreground); }
.problem.hint { box-shadow: inset 0 -2px 0 var(--vscode-editorInfo-foreground); }
aside { width: 34%; max-width: 460px; overflow: auto; border-left: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); padding: 0 8px; }
aside h2 { font-size: 1em; margin: 8px 0; }
aside.empty { width: auto; min-width: 0; flex: none; }
aside.empty h2 { font-weight: normal; color: var(--vscode-descriptionForeground); writing-mode: vertical-rl; margin: 8px 0; }
aside ol { list-style: none; padding: 0; margin: 0; }
aside li { padding: 3px 0 3px 6px; border-left: 3px solid transparent; margin-bottom: 4px; }
aside li.error { border-left-color: var(--vscode-editorError-foreground); }
aside li.warning { border-left-color: var(--vscode-editorWarning-foreground); }
aside li.hint { border-left-color: var(--vscode-editorInfo-foreground); }
aside button { display: block; background: none; border: none; padding: 0; color: var(--vscode-textLink-foreground); cursor: pointer; font: inherit; }
#plant-curves, #scenario-plot { color: var(--vscode-button-foreground); background: var(--vscode-button-background); border: 1px solid var(--vscode-button-border, transparent); padding: 2px 8px; cursor: pointer; font: inherit; }
#plant-curves:hover, #scenario-plot:hover { background: var(--vscode-button-hoverBackground); }
aside button:disabled { color: var(--vscode-descriptionForeground); cursor: default; }
#status { padding: 3px 10px; min-height: 1.4em; border-top: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); color: var(--vscode-descriptionForeground); }
`;
