// The case overview's page: the table view's strict Content-Security-Policy, nothing remote, only
// the nonce'd bundled script and style, theme colours from VS Code's CSS variables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { caseOverviewHtml } from '../../client/caseOverviewHtml';

const html = caseOverviewHtml({
  cspSource: 'https://file+.vscode-resource.test',
  scriptUri: 'https://file+.vscode-resource.test/dist/caseOverview.js',
  nonce: 'N0nce',
  title: 'cases/<base>',
  caseUri: 'file:///w/cases/%3Cbase%3E"',
});

test("the case overview allows nothing but its nonce'd script and style", () => {
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  assert.equal(csp, "default-src 'none'; img-src https://file+.vscode-resource.test; style-src 'nonce-N0nce'; script-src 'nonce-N0nce';");
  assert.deepEqual(
    [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]),
    [' nonce="N0nce" src="https://file+.vscode-resource.test/dist/caseOverview.js"'],
  );
  assert.deepEqual(
    [...html.matchAll(/<style([^>]*)>/g)].map((m) => m[1]),
    [' nonce="N0nce"'],
  );
  assert.doesNotMatch(html.replace(/https:\/\/file\+\.vscode-resource\.test/g, ''), /https?:\/\//, 'no remote content');
  assert.doesNotMatch(html, / style="/, 'no inline style attributes (the policy would block them)');
});

test('the case name and URI are escaped; colours come from the theme; the grid is keyboard-focusable with a status line', () => {
  assert.match(html, /cases\/&#60;base&#62;/);
  assert.match(html, /data-case-uri="file:\/\/\/w\/cases\/%3Cbase%3E&#34;"/);
  assert.doesNotMatch(html, /<base>/);
  assert.match(html, /var\(--vscode-editor-background\)/);
  assert.match(html, /var\(--vscode-focusBorder\)/);
  assert.match(html, /id="scroller" tabindex="0" role="grid"/);
  assert.match(html, /id="status" role="status"/);
});
