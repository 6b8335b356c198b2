import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRule, ruleCatalog } from '../../shared/rules';
import { crossFileRules as crossFileChecks } from '../../shared/crossFile/checks/index';
import { CASE_INPUTS } from '../../shared/crossFile/inputs';
import { inputOf } from '../../shared/crossFile/inputHealth';
import { sharedDir } from '../support/cli';

const rulesMarkdown = readFileSync(join(sharedDir, 'spec', 'rules.md'), 'utf8');

/** IDs HydroCase adds where rules.md asks for a diagnostic but names none (say so in the issue note). */
const ADDED_BY_HYDROCASE = new Set<string>();

/**
 * Decision D31: the files the spec does not cover take one prefix per file, and the project
 * catalogues their ids itself, each entry citing the Cobre loader function it mirrors.
 */
const LOADER_PREFIXES = /^(?:BUS|LIN|HYD|THM|NCS|PMP|CTR|REF)-\d{3}$/;
const cataloguedUnderD31 = (id: string) => LOADER_PREFIXES.test(id);

test('every rule ID of rules.md is in the catalogue, and nothing else', () => {
  const specIds = new Set(rulesMarkdown.match(/\b(?:STG|PST|PEN|GEO|HPM|PRD|FPH|TRC|XF|JSON|PQ|CASE)-\d{3}\b/g) ?? []);
  const catalogIds = new Set(ruleCatalog.map((rule) => rule.id));
  const missing = [...specIds].filter((id) => !catalogIds.has(id)).sort();
  const extra = [...catalogIds].filter((id) => !specIds.has(id) && !ADDED_BY_HYDROCASE.has(id) && !cataloguedUnderD31(id)).sort();
  assert.deepEqual(missing, [], `catalogue lacks ${missing.join(', ')}`);
  assert.deepEqual(extra, [], `catalogue invents ${extra.join(', ')}`);
});

test('every rule catalogued under D31 cites the loader function it mirrors, and rules.md never lists its id', () => {
  const specIds = new Set(rulesMarkdown.match(/\b[A-Z]+-\d{3}\b/g) ?? []);
  const d31 = ruleCatalog.filter((rule) => cataloguedUnderD31(rule.id));
  assert.ok(d31.length > 0);
  for (const rule of d31) {
    assert.match(rule.loader?.function ?? '', /^crates\/cobre-io\/src\/\S+\.rs: \w+/, `${rule.id} cites a loader function`);
    assert.ok(!specIds.has(rule.id), `${rule.id} is an id rules.md lists`);
  }
  // The unknown-key rules are the D5 warning; everything else the loader rejects is an error.
  for (const rule of d31) assert.equal(rule.severity, rule.id.endsWith('-090') ? 'warning' : 'error', rule.id);
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
  const severities = new Map<string, string[]>();
  let sevColumn = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      sevColumn = -1;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0] === 'ID') sevColumn = cells.indexOf('Sev');
    const ids = cells[0].match(/\b[A-Z]+-\d{3}\b/g);
    if (sevColumn < 0 || !ids) continue;
    const cell = cells[sevColumn].replace(/\*/g, '');
    const severity = cell === '–' ? 'semantics' : cell.split(/\s/)[0];
    for (const id of ids) severities.set(id, [...(severities.get(id) ?? []), severity]);
  }
  return severities;
}

test('every catalogue rule has the severity of its rules.md row (tests take severities from the catalogue)', () => {
  const spec = specSeverities(rulesMarkdown);
  for (const rule of ruleCatalog) {
    if (ADDED_BY_HYDROCASE.has(rule.id) || cataloguedUnderD31(rule.id)) continue;
    assert.deepEqual(spec.get(rule.id), [rule.severity], `${rule.id}: rules.md says ${JSON.stringify(spec.get(rule.id))}, the catalogue ${rule.severity}`);
  }
});

test('every file a cross-file check must find healthy is one its rules name in the catalogue (file or needs)', () => {
  const gaps: string[] = [];
  for (const check of crossFileChecks) {
    const files = check.needs.map((need) => CASE_INPUTS[inputOf(need)]);
    for (const id of check.ids) {
      const rule = findRule(id);
      assert.ok(rule, `${id} is in the catalogue`);
      const named = new Set([...rule.file.split(', '), ...(rule.needs ?? [])]);
      for (const file of files) if (!named.has(file)) gaps.push(`${id}: ${file}`);
    }
  }
  assert.ok(crossFileChecks.length > 20, 'the checks are found');
  assert.deepEqual(gaps, []);
});

test('a file rule reported under a cross-file rule names an XF rule of the catalogue, and only file rules do', () => {
  const reported = ruleCatalog.filter((rule) => rule.reportedAs !== undefined);
  assert.ok(reported.length >= 25, `${reported.length} file rules are reported as cross-file rules`);
  for (const rule of reported) {
    assert.ok(!rule.id.startsWith('XF-'), `${rule.id} is a file rule`);
    assert.match(rule.reportedAs!, /^XF-\d{3}$/, `${rule.id} is reported as an XF rule`);
    assert.ok(findRule(rule.reportedAs!), `${rule.id}'s ${rule.reportedAs} is in the catalogue`);
  }
});
