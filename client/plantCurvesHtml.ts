// The plant curves page: the same strict Content-Security-Policy as the table view (nothing remote,
// one nonce'd script and style; uPlot's stylesheet from dist/), VS Code's theme colours through its
// CSS variables, the bundled script (dist/plantCurves.js, uPlot inside).
import { escapeHtml, webviewPage, type WebviewPageBasics } from './webviewPage';

export function plantCurvesHtml(options: WebviewPageBasics & { styleUri: string }): string {
  const { styleUri, ...page } = options;
  return webviewPage({
    ...page,
    style: STYLE,
    stylesheetUri: styleUri,
    body: `
<header>
  <h1 id="title">${escapeHtml(page.title)}</h1>
  <div class="toolbar">
    <label>Plant <select id="plant"></select></label>
    <label>Hyperplane stage <select id="stage"></select></label>
  </div>
  <div id="status" role="status"></div>
  <p id="undeclared" class="undeclared" role="alert" hidden></p>
</header>
<main id="sections" hidden>
  <section aria-labelledby="geometry-title">
    <h2 id="geometry-title">Volume–height and volume–area <span class="source">system/hydro_geometry.parquet</span></h2>
    <p class="note" id="geometry-note"></p>
    <div class="pair"><div class="chart" id="chart-height" role="img"></div><div class="chart" id="chart-area" role="img"></div></div>
    <ul class="marks" id="geometry-marks"></ul>
  </section>
  <section aria-labelledby="planes-title">
    <h2 id="planes-title">FPHA hyperplanes <span class="source">system/fpha_hyperplanes.parquet</span></h2>
    <p class="note" id="planes-note"></p>
    <div class="triple" id="planes-charts"><div class="chart" id="chart-planes-0" role="img"></div><div class="chart" id="chart-planes-1" role="img"></div><div class="chart" id="chart-planes-2" role="img"></div></div>
    <ul class="marks" id="planes-marks"></ul>
  </section>
  <section aria-labelledby="tailrace-title">
    <h2 id="tailrace-title">Tailrace polynomials <span class="source">system/tailrace_curves.parquet</span></h2>
    <p class="note" id="tailrace-note"></p>
    <div class="chart" id="chart-tailrace" role="img"></div>
    <ul class="marks" id="tailrace-marks"></ul>
  </section>
  <section aria-labelledby="productivity-title">
    <h2 id="productivity-title">Productivity per stage</h2>
    <p class="note" id="productivity-note"></p>
    <div class="chart" id="chart-productivity" role="img"></div>
    <table id="productivity-table"><thead><tr><th>stage</th><th>model</th><th>MW/(m³/s)</th><th>source</th></tr></thead><tbody></tbody></table>
  </section>
</main>`,
  });
}

const STYLE = `
body { margin: 0; padding: 0 16px 24px; color: var(--vscode-editor-foreground); background: var(--vscode-editor-background); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); }
header { position: sticky; top: 0; z-index: 2; background: var(--vscode-editor-background); padding: 8px 0 6px; border-bottom: 1px solid var(--vscode-panel-border, var(--vscode-contrastBorder, transparent)); }
h1 { font-size: 1.15em; margin: 0 0 6px; font-weight: 600; }
h2 { font-size: 1.05em; margin: 18px 0 4px; font-weight: 600; scroll-margin-top: 100px; }
h2 .source { font-weight: normal; color: var(--vscode-descriptionForeground); font-family: var(--vscode-editor-font-family); font-size: 0.9em; margin-left: 0.5em; }
.toolbar { display: flex; flex-wrap: wrap; gap: 18px; align-items: center; }
select { color: var(--vscode-dropdown-foreground); background: var(--vscode-dropdown-background); border: 1px solid var(--vscode-dropdown-border, var(--vscode-contrastBorder, transparent)); padding: 2px 4px; font: inherit; }
select:focus, button:focus-visible { outline: 1px solid var(--vscode-focusBorder); outline-offset: 1px; }
#status { color: var(--vscode-descriptionForeground); min-height: 1.3em; margin-top: 4px; }
.note { color: var(--vscode-descriptionForeground); margin: 2px 0 6px; }
.undeclared { margin: 6px 0 0; padding: 4px 8px; border-left: 3px solid var(--vscode-editorError-foreground); background: var(--vscode-inputValidation-errorBackground, transparent); }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.triple { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 12px; }
.chart { min-width: 0; }
.chart h3 { font-size: 0.95em; font-weight: 600; margin: 4px 0; }
ul.marks { list-style: none; padding: 0; margin: 6px 0; }
ul.marks li { padding: 2px 0 2px 6px; border-left: 3px solid transparent; margin-bottom: 3px; }
ul.marks li.error { border-left-color: var(--vscode-editorError-foreground); }
ul.marks li.warning { border-left-color: var(--vscode-editorWarning-foreground); }
ul.marks li.hint { border-left-color: var(--vscode-editorInfo-foreground); }
ul.marks button { background: none; border: none; padding: 0; color: var(--vscode-textLink-foreground); cursor: pointer; font: inherit; text-align: left; }
table { border-collapse: collapse; margin-top: 6px; }
th, td { text-align: left; padding: 2px 10px 2px 0; border-bottom: 1px solid var(--vscode-editorWidget-border, transparent); vertical-align: top; }
td.number { text-align: right; font-family: var(--vscode-editor-font-family); }
th { color: var(--vscode-descriptionForeground); font-weight: 600; }
.u-legend { color: var(--vscode-editor-foreground); font-size: 0.9em; }
.u-legend .u-marker { border-radius: 2px; }
.legend { display: flex; flex-wrap: wrap; gap: 14px; margin: 4px 0; color: var(--vscode-descriptionForeground); }
.swatch { display: inline-block; width: 18px; height: 0; border-top: 3px solid; vertical-align: middle; margin-right: 4px; }
.swatch.dashed { border-top-style: dashed; border-top-width: 2px; }
.swatch.band { height: 10px; border: none; opacity: 0.35; }
`;
