// The scenario plots page: the plant curves' policy and look (webviewPage: nothing remote, one
// nonce'd script and style; uPlot's stylesheet from dist/), a tab per plot, one chooser (plant, bus
// or profile), the chart area and the marked rows.
import { escapeHtml, webviewPage, type WebviewPageBasics } from './webviewPage';
import { SCENARIO_PLOT_KINDS, SCENARIO_PLOT_TITLES } from '../shared/views/scenarioPlots';

export function scenarioPlotsHtml(options: WebviewPageBasics & { styleUri: string }): string {
  const { styleUri, ...page } = options;
  const tabs = SCENARIO_PLOT_KINDS.map(
    (kind) => `<button type="button" role="tab" id="tab-${kind}" data-kind="${kind}" aria-selected="false" aria-controls="plot">${escapeHtml(SCENARIO_PLOT_TITLES[kind])}</button>`,
  ).join('');
  return webviewPage({
    ...page,
    style: STYLE,
    stylesheetUri: styleUri,
    body: `
<header>
  <h1 id="title">${escapeHtml(page.title)}</h1>
  <nav role="tablist" aria-label="Plot">${tabs}</nav>
  <div class="toolbar">
    <label id="chooser-label"><span id="chooser-name">Plant</span> <select id="chooser"></select></label>
    <span id="source" class="source"></span>
  </div>
  <div id="status" role="status"></div>
</header>
<main id="plot" role="tabpanel">
  <p class="note" id="note"></p>
  <ul class="marks" id="file-problems"></ul>
  <div class="chart" id="chart" role="img"></div>
  <div id="heatmaps"></div>
  <h2 id="marks-title" hidden>Rows with problems</h2>
  <ul class="marks" id="marks"></ul>
</main>`,
  });
}

const STYLE = `
body { margin: 0; padding: 0 16px 24px; color: var(--vscode-editor-foreground); background: var(--vscode-editor-background); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); }
header { position: sticky; top: 0; z-index: 2; background: var(--vscode-editor-background); padding: 8px 0 6px; border-bottom: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); }
h1 { font-size: 1.15em; margin: 0 0 6px; font-weight: 600; }
h2 { font-size: 1.05em; margin: 16px 0 4px; font-weight: 600; }
h3 { font-size: 0.95em; font-weight: 600; margin: 12px 0 4px; }
nav { display: flex; gap: 4px; margin-bottom: 6px; flex-wrap: wrap; }
nav button { color: var(--vscode-button-secondaryForeground); background: var(--vscode-button-secondaryBackground); border: 1px solid var(--vscode-button-border, transparent); padding: 3px 10px; cursor: pointer; font: inherit; }
nav button[aria-selected="true"] { color: var(--vscode-button-foreground); background: var(--vscode-button-background); }
nav button:disabled { opacity: 0.5; cursor: default; }
nav button:focus-visible, select:focus, ul.marks button:focus-visible, .heatmap rect:focus { outline: 1px solid var(--vscode-focusBorder); outline-offset: 1px; }
.toolbar { display: flex; flex-wrap: wrap; gap: 18px; align-items: center; }
.source { color: var(--vscode-descriptionForeground); font-family: var(--vscode-editor-font-family); font-size: 0.9em; }
select { color: var(--vscode-dropdown-foreground); background: var(--vscode-dropdown-background); border: 1px solid var(--vscode-dropdown-border, var(--vscode-contrastBorder, transparent)); padding: 2px 4px; font: inherit; }
#status { color: var(--vscode-descriptionForeground); min-height: 1.3em; margin-top: 4px; }
.note { color: var(--vscode-descriptionForeground); margin: 8px 0 6px; }
.chart { min-width: 0; margin-top: 6px; }
ul.marks { list-style: none; padding: 0; margin: 6px 0; }
ul.marks li { padding: 2px 0 2px 6px; border-left: 3px solid transparent; margin-bottom: 3px; }
ul.marks li.error { border-left-color: var(--vscode-editorError-foreground); }
ul.marks li.warning { border-left-color: var(--vscode-editorWarning-foreground); }
ul.marks li.hint { border-left-color: var(--vscode-editorInfo-foreground); }
ul.marks button { background: none; border: none; padding: 0; color: var(--vscode-textLink-foreground); cursor: pointer; font: inherit; text-align: left; }
.u-legend { color: var(--vscode-editor-foreground); font-size: 0.9em; }
.legend { display: flex; flex-wrap: wrap; gap: 14px; margin: 4px 0; color: var(--vscode-descriptionForeground); align-items: center; }
.swatch { display: inline-block; width: 18px; height: 0; border-top: 3px solid; vertical-align: middle; margin-right: 4px; }
.swatch.band { height: 10px; border: none; opacity: 0.35; }
.swatch.ring { width: 10px; height: 10px; border: 2px solid; border-radius: 50%; }
.heatmap { margin: 4px 0 12px; overflow: auto; }
.heatmap svg { display: block; }
.heatmap text { font-family: var(--vscode-font-family); }
`;
