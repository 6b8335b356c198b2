import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRule, ruleCatalog } from '../../shared/rules';
import { crossFileChecks, filesReadBy } from '../../shared/crossFile/checks/index';
import { sharedDir } from '../support/cli';

const rulesMarkdown = readFileSync(join(sharedDir, 'spec', 'rules.md'), 'utf8');

/** IDs HydroCase adds where rules.md asks for a diagnostic but names none (say so in the issue note). */
const ADDED_BY_HYDROCASE = new Set<string>();

/** Decision D31: the files the Cobre loader defines take these prefixes, and the project catalogues their ids (rules.md lists none). */
const LOADER_PREFIXES = /^(?:CFG|INI|BUS|LIN|HYD|THM|NCS|PMP|CTR|SCN|CON|REF)-\d{3}$/;
const cataloguedHere = (id: string) => ADDED_BY_HYDROCASE.has(id) || LOADER_PREFIXES.test(id);

/**
 * rules.md with its illustration of a mistake in the tool's own settings taken out: the conventions
 * show `hydrocase.json` naming an unknown rule id ("STG-999"), which is no rule.
 */
function ruleIdsOf(markdown: string): Set<string> {
  const withoutUnknownIdExample = markdown.replace(/rules\.([A-Z]+-\d{3}): unknown rule id\s+"\1"/g, '');
  return new Set(withoutUnknownIdExample.match(/\b(?:STG|PST|PEN|GEO|HPM|PRD|FPH|TRC|XF|JSON|PQ|CASE)-\d{3}\b/g) ?? []);
}

test('every rule ID of rules.md is in the catalogue, and nothing else', () => {
  const specIds = ruleIdsOf(rulesMarkdown);
  assert.ok(!specIds.has('STG-999') && specIds.has('XF-033'), 'only the unknown-id example is taken out');
  const catalogIds = new Set<string>(ruleCatalog.map((rule) => rule.id));
  const missing = [...specIds].filter((id) => !catalogIds.has(id)).sort();
  const extra = [...catalogIds].filter((id) => !specIds.has(id) && !cataloguedHere(id)).sort();
  assert.deepEqual(missing, [], `catalogue lacks ${missing.join(', ')}`);
  assert.deepEqual(extra, [], `catalogue invents ${extra.join(', ')}`);
});

test('every rule of a file the loader defines (D31) cites the loader function it mirrors, and no id of rules.md is reused', () => {
  const specIds = new Set(rulesMarkdown.match(/\b[A-Z]+-\d{3}\b/g) ?? []);
  for (const rule of ruleCatalog.filter((entry) => LOADER_PREFIXES.test(entry.id))) {
    assert.ok(rule.loader?.mirrors, `${rule.id} cites no loader function`);
    assert.ok(!specIds.has(rule.id), `${rule.id} reuses an id of rules.md`);
  }
});

test('catalogue entries are unique and complete', () => {
  const seen = new Set<string>();
  for (const rule of ruleCatalog) {
    assert.ok(!seen.has(rule.id), `duplicate ${rule.id}`);
    seen.add(rule.id);
    assert.ok(rule.title.length > 0 && rule.title.length <= 120, `${rule.id} title`);
    assert.equal(rule.title, rule.title.trim());
    assert.ok(rule.description.length >= 20, `${rule.id} description`);
    assert.ok(rule.spec.length > 0, `${rule.id} spec`);
    assert.ok(['error', 'warning', 'hint', 'semantics'].includes(rule.severity), `${rule.id} severity`);
  }
});

/**
 * The Sev column of every rule table in rules.md, by rule ID. A cell's first word is the default
 * severity (`error (type) / warning` means error, with a warning for some findings); `–` marks a
 * rule that only documents behaviour, which the catalogue calls `semantics`.
 */
function specSeverities(markdown: string): Map<string, string[]> {
  return specColumn(markdown, 'Sev', (cell) => (cell === '–' ? 'semantics' : cell.split(/\s/)[0]!));
}

/** One column of every rule table in rules.md, by rule ID, each cell read by `read` (bold marks dropped). */
function specColumn(markdown: string, column: string, read: (cell: string) => string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  let index = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      index = -1;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0] === 'ID') index = cells.indexOf(column);
    const ids = cells[0]!.match(/\b[A-Z]+-\d{3}\b/g);
    if (index < 0 || !ids) continue;
    const value = read(cells[index]!.replace(/\*/g, ''));
    for (const id of ids) values.set(id, [...(values.get(id) ?? []), value]);
  }
  return values;
}

test('every catalogue rule has the severity of its rules.md row (tests take severities from the catalogue)', () => {
  const spec = specSeverities(rulesMarkdown);
  for (const rule of ruleCatalog) {
    if (cataloguedHere(rule.id)) continue;
    assert.deepEqual(spec.get(rule.id), [rule.severity], `${rule.id}: rules.md says ${JSON.stringify(spec.get(rule.id))}, the catalogue ${rule.severity}`);
  }
});

test('every catalogue rule has the phase of its rules.md row, where the row has a Phase column', () => {
  // A row's "–" is no phase, which the catalogue writes as "none" or leaves out.
  const spec = specColumn(rulesMarkdown, 'Phase', (cell) => (cell === '–' ? 'none' : cell));
  const differ: string[] = [];
  for (const rule of ruleCatalog) {
    const phases = spec.get(rule.id);
    if (phases && phases[0] !== (rule.phase ?? 'none')) differ.push(`${rule.id}: rules.md ${phases[0]}, the catalogue ${rule.phase}`);
  }
  assert.ok(spec.size > 150, 'the Phase columns are read');
  assert.deepEqual(differ, []);
});

test("a rule a cross-file check reports states no file list in the catalogue: its checks' inputs are the one statement, and its pages derive from them", () => {
  const reported = [...new Set(crossFileChecks.flatMap((check) => check.ids))];
  assert.ok(reported.length > 30, `${reported.length} rules are reported by cross-file checks`);
  assert.deepEqual(
    reported.filter((id) => findRule(id)?.needs !== undefined),
    [],
  );
  // The files the check needs healthy, and those whose presence it checks (alsoReads), less the rule's own.
  assert.deepEqual(filesReadBy(findRule('XF-021')!), ['config.json', 'scenarios/inflow_history.parquet', 'scenarios/noise_openings.parquet']);
  assert.deepEqual(filesReadBy(findRule('XF-001')!), ['system/hydro_production_models.json']);
  // A rule no check reports keeps its catalogue list.
  assert.deepEqual(filesReadBy(findRule('XF-028')!), ['stages.json']);
});

test('a file rule reported under a cross-file rule names an XF rule of the catalogue, and only file rules do', () => {
  const reported = ruleCatalog.filter((rule) => rule.reportedAs !== undefined);
  assert.ok(reported.length >= 25, `${reported.length} file rules are reported as cross-file rules`);
  for (const rule of reported) {
    assert.ok(!rule.id.startsWith('XF-'), `${rule.id} is a file rule`);
    for (const id of rule.reportedAs!) {
      assert.match(id, /^XF-\d{3}$/, `${rule.id} is reported as an XF rule`);
      assert.ok(findRule(id), `${rule.id}'s ${id} is in the catalogue`);
    }
  }
});

/**
 * The restated rules as the Conventions of rules.md list them: "Restated whole" (`STG-040, STG-041
 * (XF-026); ...`) and "Restated in part" (`HPM-002 (missing, mistyped, repeated: HPM-002; names no
 * plant: XF-002), ...`), each file rule with the XF ids in its parentheses.
 */
function restatedInRulesMd(kind: 'whole' | 'in part'): Map<string, string[]> {
  const bullet = rulesMarkdown.match(new RegExp(`- Restated ${kind}[^:]*:([\\s\\S]*?)\\n  - `))?.[1] ?? '';
  const restated = new Map<string, string[]>();
  for (const [, ids, inside] of bullet.replace(/\s+/g, ' ').matchAll(/((?:[A-Z]+-\d{3}, )*[A-Z]+-\d{3}) \(([^)]*)\)/g)) {
    const by = inside!.match(/XF-\d{3}/g) ?? [];
    for (const id of ids!.split(', ')) restated.set(id, by);
  }
  return restated;
}

test('the rules restated whole and in part are the ones rules.md lists, with its XF ids (a restated part keeps its own id configurable)', () => {
  const whole = restatedInRulesMd('whole');
  const inPart = restatedInRulesMd('in part');
  assert.ok(whole.size >= 25 && inPart.size === 4, `rules.md lists ${whole.size} rules restated whole and ${inPart.size} in part`);
  const catalogue = (part: boolean) => new Map(ruleCatalog.filter((rule) => rule.reportedAs && Boolean(rule.ownPart) === part).map((rule) => [rule.id, [...rule.reportedAs!]]));
  assert.deepEqual(catalogue(false), whole);
  assert.deepEqual(catalogue(true), inPart);
  assert.deepEqual(whole.get('GEO-010'), ['XF-007', 'XF-008']);
});
