// Rule pages open by a readable address (hydrocase-rule:/STG-037.md), not the install path: the
// client maps the server's links to the shipped pages onto that address, and nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rulePageLinks } from '../../client/rulePageLinks';

const pagesDir = join('/home/u/.vscode/extensions/hydrocase.hydrocase-1.0.0 (copy)', 'dist', 'rules');
const links = rulePageLinks(pagesDir);

test('a shipped rule page maps to hydrocase-rule:/ID.md; other files do not', () => {
  assert.equal(links.virtualOf(join(pagesDir, 'STG-037.md')), 'hydrocase-rule:/STG-037.md');
  assert.equal(links.virtualOf(join(pagesDir, 'index.md')), 'hydrocase-rule:/index.md');
  assert.equal(links.virtualOf(join(pagesDir, '..', 'README.md')), undefined);
  assert.equal(links.virtualOf('/case/stages.json'), undefined);
  assert.equal(links.virtualOf(join(pagesDir, 'hydrocase.schema.json')), undefined);
});

test('hover links to shipped pages, as the server writes them, call the command that opens the page; other links are kept', () => {
  const page = pathToFileURL(join(pagesDir, 'STG-037.md')).toString();
  assert.match(page, /%20/, 'the install path needs escaping');
  const hover = `Rules: [STG-037](${page}), see [spec](https://example.org/spec.md) and [case](file:///case/notes.md).`;
  assert.equal(
    links.rewrite(hover),
    'Rules: [STG-037](command:hydrocase.openRulePage?%5B%22STG-037.md%22%5D), see [spec](https://example.org/spec.md) and [case](file:///case/notes.md).',
  );
});

test('a virtual address reads a page file name, never a path out of the pages folder', () => {
  assert.equal(links.pageOf('/STG-037.md'), 'STG-037.md');
  assert.equal(links.pageOf('STG-037.md'), 'STG-037.md', 'the command argument');
  assert.equal(links.pageOf('/../package.json'), undefined);
  assert.equal(links.pageOf('/sub/STG-037.md'), undefined);
  assert.equal(links.pageOf('/STG-037.txt'), undefined);
});
