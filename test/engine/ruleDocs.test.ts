// Rule documentation a user can read: the rule pages and `hydrocase rules ID` come from one
// document per rule, and every decision they cite is explained in words (users have no catalogue
// source to look "D14" up in). Field hovers follow the same rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleCatalog, findRule } from '../../shared/rules';
import { DECISIONS, citeDecisions, decisionsCitedIn } from '../../shared/rules/decisions';
import { ruleDocument } from '../../shared/rules/ruleDocument';
import { exampleView } from '../../shared/rules/exampleView';
import { rulePage } from '../../scripts/writeRulePages';
import { explainRule } from '../../cli/commands/rules';
import { fieldDocs } from '../../shared/fieldDocs/fields';
import { renderFieldDoc } from '../../shared/services/hover/fieldDoc';

/** A decision id that is neither "decision(s) D.." nor followed by its meaning ("D14: ..."). */
const BARE_DECISION = /(?<!decisions? (?:D\d{1,2}(?:, | and ))*)\bD\d{1,2}\b(?!:)/;

test('every decision D1..D28 has its meaning in words', () => {
  for (let n = 1; n <= 28; n++) assert.ok((DECISIONS[`D${n}`] ?? '').length > 20, `D${n}`);
});

test('decision ids are cited as decisions, whatever the source wrote', () => {
  assert.equal(citeDecisions('§2.3; rules.md D8'), '§2.3; decision D8');
  assert.equal(citeDecisions('read both places (D8)'), 'read both places (decision D8)');
  assert.equal(citeDecisions('§2.1, decisions D1, D5'), '§2.1, decisions D1, D5');
  assert.deepEqual(
    decisionsCitedIn('see D5 and D1', 'D5 again').map((d) => d.id),
    ['D5', 'D1'],
  );
});

test('rule pages and `hydrocase rules ID` carry the same document, decisions explained', () => {
  for (const rule of ruleCatalog) {
    const doc = ruleDocument(rule);
    const page = rulePage(rule);
    const text = explainRule(rule);
    assert.ok(page.includes(doc.title) && text.includes(doc.title), rule.id);
    for (const { id, meaning } of doc.decisions) {
      assert.ok(page.includes(`**${id}**: ${meaning}`), `${rule.id} page explains ${id}`);
      assert.ok(text.replace(/\s+/g, ' ').includes(`${id}: ${meaning}`), `${rule.id} text explains ${id}`);
    }
    assert.doesNotMatch(page.replace(/\*\*D\d+\*\*/g, ''), /rules\.md/, rule.id);
  }
  const page = rulePage(findRule('STG-090')!);
  assert.match(page, /## Decisions behind it/);
  assert.match(page, /\*\*D1\*\*: the older key num_scenarios is one problem/);
});

test('field hovers cite decisions in words, never a bare id or rules.md', () => {
  for (const doc of fieldDocs) {
    const spot = { file: doc.file, path: doc.path.replace(/\[\]/g, '[0]'), segments: [], isKey: true, node: { type: 'null' } } as never;
    const markdown = renderFieldDoc(spot, { doc, entryOf: false });
    const withoutNotes = markdown.replace(/\*Decision D\d+:\*/g, '');
    assert.doesNotMatch(withoutNotes, BARE_DECISION, `${doc.file} ${doc.path}:\n${markdown}`);
    assert.doesNotMatch(markdown, /rules\.md/, `${doc.file} ${doc.path}`);
    for (const { id } of decisionsCitedIn(markdown)) assert.ok(markdown.includes(`*Decision ${id}:*`), `${doc.path} explains ${id}`);
  }
});

test('a rule page and `hydrocase rules ID` show the example: why, then the failing and the passing excerpt', () => {
  const rule = findRule('PEN-001')!;
  const page = rulePage(rule);
  const section = page.slice(page.indexOf('## Example'));
  assert.match(section, /^## Example\n\nline accepts only exchange_cost/);
  assert.match(section, /Fails: `penalties.json`, at `line`\n\n```json\n\{\n {2}"exchange_cost": 2,\n {2}"exchange_penalty": 2\n\}\n```/);
  assert.match(section, /Passes: `penalties.json`, at `line`\n\n```json\n\{\n {2}"exchange_cost": 2\n\}\n```/);
  const text = explainRule(rule);
  assert.match(text, /Fails: penalties.json, at line\n {6}\{\n {8}"exchange_cost": 2,\n {8}"exchange_penalty": 2\n {6}\}/);
  assert.match(text, /Passes: penalties.json, at line\n {6}\{\n {8}"exchange_cost": 2\n {6}\}/);
  assert.doesNotMatch(rulePage(findRule('STG-006')!), /## Example/, 'a semantics rule has no example');
});

test('every rule with an example shows it, failing then passing, on its page and in `hydrocase rules ID`', () => {
  for (const rule of ruleCatalog) {
    const example = ruleDocument(rule).example;
    const page = rulePage(rule);
    const text = explainRule(rule);
    if (!example) {
      assert.doesNotMatch(page, /## Example/, rule.id);
      continue;
    }
    const section = page.slice(page.indexOf('## Example'));
    assert.ok(section.includes(example.why), `${rule.id} page gives why`);
    assert.ok(section.indexOf('Fails:') > 0 && section.indexOf('Passes:') > section.indexOf('Fails:'), `${rule.id} page shows both cases`);
    assert.ok(text.indexOf('    Fails:') > 0 && text.indexOf('    Passes:') > text.indexOf('    Fails:'), `${rule.id} text shows both cases`);
  }
});

test('an example excerpt falls back to the deepest part that exists; tables show typed columns; absent files say so', () => {
  const view = exampleView({
    show: 'system/tailrace.parquet',
    why: 'w',
    failing: { 'system/tailrace.parquet': { table: [{ name: 'hydro_id', type: 'Int32', values: [0, null] }] } },
    passing: { 'system/tailrace.parquet': null },
  });
  assert.deepEqual(view.failing, { kind: 'table', columns: [{ name: 'hydro_id', type: 'Int32' }], rows: [['0'], ['null']] });
  assert.deepEqual(view.passing, { kind: 'absent' });
  const json = exampleView({
    show: 'a.json',
    excerpt: ['stages', 0, 'blocks'],
    why: 'w',
    failing: { 'a.json': { stages: [{ id: 0 }] } },
    passing: { 'a.json': { stages: [{ blocks: [] }] } },
  });
  assert.deepEqual(json.failing, { kind: 'json', at: 'stages[0]', text: '{\n  "id": 0\n}' });
  assert.deepEqual(json.passing, { kind: 'json', at: 'stages[0].blocks', text: '[]' });
});

test('a rule page shows a Parquet example as a Markdown table with the column types in its header', () => {
  const page = rulePage(findRule('TRC-005')!);
  assert.match(
    page,
    /Fails: `system\/tailrace_curves.parquet`\n\n\| hydro_id \(Int32\) \| family_id \(Int32\) \| downstream_reference_level_m \(Float64\) \|[^\n]*\n\|(---\|){11}\n\| 2 \| 0 \| null \| 0 \| 8000 \| 1000 \| 300 \| 0.01 \| -0.000001 \| 0 \| 0 \|\n/,
  );
  assert.match(page, /Passes: `system\/tailrace_curves.parquet`\n\n[^\n]*\n[^\n]*\n\| 2 \| 0 \| null \| 0 \| 1000 \| 8000 \|/);
  // Eleven columns are too wide for a terminal: the command prints the table on its side.
  assert.match(
    explainRule(findRule('TRC-005')!),
    /Fails: system\/tailrace_curves.parquet\n {6}hydro_id \(Int32\) +2\n {6}family_id \(Int32\) +0\n(?: {6}.*\n){3} {6}outflow_max_m3s \(Float64\) +1000\n/,
  );
});

test('a rule of a file the loader defines (D31) names the loader function and test it mirrors', () => {
  const facts = ruleDocument(findRule('CFG-007')!).facts;
  assert.deepEqual(
    facts.find((fact) => fact.label === 'Cobre loader'),
    { label: 'Cobre loader', value: 'cobre-io config.rs validate_scenario_source_cfg (its test: test_scenario_source_seed_required_for_oos)' },
  );
  assert.match(ruleDocument(findRule('CFG-011')!).facts.find((fact) => fact.label === 'Cobre loader')!.value, /^cobre-sddp cut_selection\.rs/);
});
