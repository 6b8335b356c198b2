// The scenario plots page: the plant curves' strict Content-Security-Policy (nothing remote, the
// nonce'd bundled script and style, uPlot's stylesheet from the extension), a tab per plot and one
// real select for the plant, bus or profile.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scenarioPlotsHtml } from '../../client/scenarioPlotsHtml';
import { SCENARIO_PLOT_KINDS, SCENARIO_PLOT_TITLES } from '../../shared/views/scenarioPlots';

const SOURCE = 'https://file+.vscode-resource.test';
const html = scenarioPlotsHtml({
  cspSource: SOURCE,
  scriptUri: `${SOURCE}/dist/scenarioPlots.js`,
  styleUri: `${SOURCE}/dist/scenarioPlots.css`,
  nonce: 'N0nce',
  title: 'Scenario plots · <case>',
});

test("the scenario plots page allows its nonce'd script and style and the extension's stylesheet, nothing remote", () => {
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  assert.equal(csp, `default-src 'none'; img-src ${SOURCE}; style-src ${SOURCE} 'nonce-N0nce'; script-src 'nonce-N0nce';`);
  assert.deepEqual(
    [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]),
    [` nonce="N0nce" src="${SOURCE}/dist/scenarioPlots.js"`],
  );
  assert.deepEqual(
    [...html.matchAll(/<link([^>]*)>/g)].map((m) => m[1]),
    [` rel="stylesheet" href="${SOURCE}/dist/scenarioPlots.css"`],
  );
  assert.doesNotMatch(html.replaceAll(SOURCE, ''), /https?:\/\//, 'no remote content');
  assert.doesNotMatch(html, / style="/, 'no inline style attributes (the policy would block them)');
});

test('a tab per plot, in order, named as the palette and the buttons name them; one select; the title escaped; theme colours', () => {
  assert.deepEqual(
    [...html.matchAll(/<button type="button" role="tab" id="tab-(\w+)" data-kind="(\w+)"[^>]*>([^<]+)<\/button>/g)].map((m) => [m[1], m[2], m[3]]),
    SCENARIO_PLOT_KINDS.map((kind) => [kind, kind, SCENARIO_PLOT_TITLES[kind]]),
  );
  assert.deepEqual(SCENARIO_PLOT_KINDS, ['inflowStats', 'inflowHistory', 'loadStats', 'correlation']);
  assert.match(html, /<select id="chooser"><\/select>/);
  assert.match(html, /Scenario plots · &#60;case&#62;/);
  assert.match(html, /var\(--vscode-editor-background\)/);
  assert.match(html, /var\(--vscode-focusBorder\)/);
  assert.match(html, /var\(--vscode-editorError-foreground\)/);
});
