// The table view's page: a strict Content-Security-Policy, nothing remote, only the nonce'd
// bundled script and style, theme colours from VS Code's CSS variables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tableViewHtml } from '../../client/tableViewHtml';

const html = tableViewHtml({
  cspSource: 'https://file+.vscode-resource.test',
  scriptUri: 'https://file+.vscode-resource.test/dist/tableView.js',
  nonce: 'N0nce',
  title: 'system/<geometry>.parquet',
});

test("the table view allows nothing but its nonce'd script and style", () => {
  const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  assert.equal(csp, "default-src 'none'; img-src https://file+.vscode-resource.test; style-src 'nonce-N0nce'; script-src 'nonce-N0nce';");
  assert.deepEqual(
    [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]),
    [' nonce="N0nce" src="https://file+.vscode-resource.test/dist/tableView.js"'],
  );
  assert.deepEqual(
    [...html.matchAll(/<style([^>]*)>/g)].map((m) => m[1]),
    [' nonce="N0nce"'],
  );
  assert.doesNotMatch(html.replace(/https:\/\/file\+\.vscode-resource\.test/g, ''), /https?:\/\//, 'no remote content');
  assert.doesNotMatch(html, / style="/, 'no inline style attributes (the policy would block them)');
});

test('the title is escaped, colours come from the theme, the row index says it is 0-based', () => {
  assert.match(html, /system\/&#60;geometry&#62;\.parquet/);
  assert.doesNotMatch(html, /<geometry>/);
  assert.match(html, /var\(--vscode-editor-background\)/);
  assert.match(html, /var\(--vscode-editorError-foreground\)/);
  assert.match(html, /placeholder="0-based"/);
});

test('a scenario table gets a "Plot …" button beside "Plant curves"; another table has none', () => {
  assert.doesNotMatch(html, /id="scenario-plot"/);
  const stats = tableViewHtml({
    cspSource: 'https://x.test',
    scriptUri: 'https://x.test/dist/tableView.js',
    nonce: 'N',
    title: 'scenarios/inflow_seasonal_stats.parquet',
    plot: 'Inflow statistics',
  });
  assert.match(stats, /<button id="scenario-plot" class="plot" type="button" title="[^"]*">Plot inflow statistics<\/button>/);
  assert.match(stats, /id="plant-curves"/);
});
