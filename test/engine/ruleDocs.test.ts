// Rule documentation a user can read: the rule pages and `hydrocase rules ID` come from one
// document per rule. No decision id (D14) reaches the planner: every decision they cite is said in
// words, and so is the solver phase. Field hovers follow the same rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleCatalog, findRule } from '../../shared/rules';
import { DECISIONS, decisionsCitedIn, decisionsInWords, specSectionsOnly } from '../../shared/rules/decisions';
import { ruleDocument } from '../../shared/rules/ruleDocument';
import { exampleView } from '../../shared/rules/exampleView';
import { rulePage } from '../../scripts/writeRulePages';
import { explainRule } from '../../cli/commands/rules';
import { fieldDocs } from '../../shared/fieldDocs/fields';
import { renderFieldDoc } from '../../shared/services/hover/fieldDoc';
import { fieldDocumentation } from '../../shared/services/completion/describe';

/** Any decision id, however cited. */
const DECISION_ID = /\bD\d{1,2}\b/;

test('every decision D1..D34 has its meaning in words', () => {
  for (let n = 1; n <= 34; n++) assert.ok((DECISIONS[`D${n}`] ?? '').length > 20, `D${n}`);
});

test('decision ids leave a text whatever the source wrote: a citation goes, an explained one keeps its words, a named one becomes what it decides', () => {
  assert.equal(decisionsInWords('the latest end_date among study stages (decision D14). Then'), 'the latest end_date among study stages. Then');
  assert.equal(decisionsInWords('never read (XF-010, decision D12).'), 'never read (XF-010).');
  assert.equal(decisionsInWords('read both places (D8); else'), 'read both places; else');
  assert.equal(decisionsInWords('lead (decision D7: post-study indices up to L)'), 'lead (post-study indices up to L)');
  assert.equal(decisionsInWords('Decision D6: a stage carries only external openings'), 'a stage carries only external openings');
  assert.equal(decisionsInWords('losses (decisions D22, D23), and'), 'losses, and');
  assert.equal(decisionsInWords('is decided by decision D12.'), `is decided by HydroCase's reading of the spec (${DECISIONS.D12}).`);
  assert.equal(decisionsInWords('see rules.md'), 'see the HydroCase rule catalogue');
  assert.equal(specSectionsOnly('§2.1, decision D4'), '§2.1');
  assert.equal(specSectionsOnly('§2.3; rules.md D8'), '§2.3');
  assert.equal(specSectionsOnly('decision D26'), '');
  assert.deepEqual(
    decisionsCitedIn('see D5 and D1', 'D5 again').map((d) => d.id),
    ['D5', 'D1'],
  );
});

test('rule pages and `hydrocase rules ID` carry the same document, decisions and phases in words, never an id', () => {
  for (const rule of ruleCatalog) {
    const doc = ruleDocument(rule);
    const page = rulePage(rule);
    const text = explainRule(rule);
    assert.ok(page.includes(doc.title) && text.includes(doc.title), rule.id);
    for (const meaning of doc.decisions) {
      assert.ok(page.includes(`- ${meaning}.`), `${rule.id} page explains what it rests on`);
      assert.ok(text.replace(/\s+/g, ' ').includes(`${meaning}.`), `${rule.id} text explains what it rests on`);
    }
    assert.doesNotMatch(page, DECISION_ID, `${rule.id} page:\n${page}`);
    assert.doesNotMatch(text, DECISION_ID, `${rule.id} text:\n${text}`);
    assert.doesNotMatch(page, /rules\.md|Solver phase|load \/ none/, rule.id);
  }
  const page = rulePage(findRule('STG-039')!);
  assert.match(page, /## Where the spec is silent, HydroCase decided/);
  assert.match(page, /- the older key num_scenarios is one problem/);
  assert.match(page, /\| When Cobre rejects it \| /);
  assert.match(rulePage(findRule('FPH-011')!), /\[XF-010\]\(XF-010\.md "[^"]+"\)/, 'another rule is named with a link to its page, its title on hover');
});

test('field hovers say decisions in words, never an id or rules.md', () => {
  for (const doc of fieldDocs) {
    const spot = { file: doc.file, path: doc.path.replace(/\[\]/g, '[0]'), segments: [], isKey: true, node: { type: 'null' } } as never;
    const markdown = renderFieldDoc(spot, { doc, entryOf: false });
    assert.doesNotMatch(markdown, DECISION_ID, `${doc.file} ${doc.path}:\n${markdown}`);
    assert.doesNotMatch(markdown, /rules\.md/, `${doc.file} ${doc.path}`);
    assert.doesNotMatch(fieldDocumentation(doc), DECISION_ID, `completion of ${doc.file} ${doc.path}`);
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
