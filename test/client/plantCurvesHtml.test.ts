// The plant curves page: the table view's strict Content-Security-Policy (nothing remote, the
// nonce'd bundled script and style) plus uPlot's stylesheet from the extension, and real selects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { plantCurvesHtml } from '../../client/plantCurvesHtml';

const SOURCE = 'https://file+.vscode-resource.test';
const html = plantCurvesHtml({
  cspSource: SOURCE,
  scriptUri: `${SOURCE}/dist/plantCurves.js`,
  styleUri: `${SOURCE}/dist/plantCurves.css`,
  nonce: 'N0nce',
  title: 'Plant curves · <case>',
});

test("the plant curves page allows its nonce'd script and style and the extension's stylesheet, nothing remote", () => {
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  assert.equal(csp, `default-src 'none'; img-src ${SOURCE}; style-src ${SOURCE} 'nonce-N0nce'; script-src 'nonce-N0nce';`);
  assert.deepEqual(
    [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]),
    [` nonce="N0nce" src="${SOURCE}/dist/plantCurves.js"`],
  );
  assert.deepEqual(
    [...html.matchAll(/<link([^>]*)>/g)].map((m) => m[1]),
    [` rel="stylesheet" href="${SOURCE}/dist/plantCurves.css"`],
  );
  assert.doesNotMatch(html.replaceAll(SOURCE, ''), /https?:\/\//, 'no remote content');
  assert.doesNotMatch(html, / style="/, 'no inline style attributes (the policy would block them)');
});

test('the plant and stage pickers are selects; the title is escaped; colours come from the theme', () => {
  assert.match(html, /<select id="plant"><\/select>/);
  assert.match(html, /<select id="stage"><\/select>/);
  assert.match(html, /Plant curves · &#60;case&#62;/);
  assert.match(html, /var\(--vscode-editor-background\)/);
  assert.match(html, /var\(--vscode-focusBorder\)/);
});
