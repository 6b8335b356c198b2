// hydrocase.json: found upward from a case (nearest wins), checked key by key, and applied to the
// diagnostics ("off" drops a rule, another level replaces its severity).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyRuleLevels, describeConfig, findConfigFile, loadConfigFile } from '../../shared/engine/config/caseConfig';
import { ruleCatalog } from '../../shared/rules';
import { repoRoot } from '../support/cli';
import { constantProductivityEntry, validCase, validateFiles, withPlants } from '../support/cases';

function tree(): { root: string; team: string; caseDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'hydrocase-config-'));
  const team = join(root, 'team');
  const caseDir = join(team, 'studies', 'base');
  mkdirSync(caseDir, { recursive: true });
  return { root, team, caseDir };
}

test('the nearest hydrocase.json at or above the case applies', () => {
  const { root, team, caseDir } = tree();
  assert.equal(findConfigFile(caseDir), undefined);
  writeFileSync(join(root, 'hydrocase.json'), '{}');
  assert.equal(findConfigFile(caseDir), join(root, 'hydrocase.json'));
  writeFileSync(join(team, 'hydrocase.json'), '{}');
  assert.equal(findConfigFile(caseDir), join(team, 'hydrocase.json'));
  mkdirSync(join(caseDir, 'hydrocase.json'));
  assert.equal(findConfigFile(caseDir), join(team, 'hydrocase.json'), 'a folder of that name is not a config');
});

test('rules, exclude and maxPerRule are read; ids in any case', () => {
  const { config, problems } = loadConfigFile(
    '/t/hydrocase.json',
    JSON.stringify({ $schema: 'x', rules: { 'stg-090': 'off', 'XF-029': 'error' }, exclude: ['archive/**'], maxPerRule: 50 }),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(
    [...config!.rules],
    [
      ['STG-090', 'off'],
      ['XF-029', 'error'],
    ],
  );
  assert.deepEqual(config!.exclude, ['archive/**']);
  assert.equal(config!.maxPerRule, 50);
});

test('mistakes are problems naming the key, with a range', () => {
  const text = JSON.stringify(
    { rules: { 'STG-999': 'off', 'STG-037': 'loud', 'STG-006': 'off', 'GEO-009': 'off', __proto__x: 1 }, exclude: [3], maxPerRule: 0, colour: true },
    null,
    2,
  );
  const { problems } = loadConfigFile('/t/hydrocase.json', text);
  const byKey = new Map(problems.map((p) => [p.key, p.message]));
  assert.match(byKey.get('rules.STG-999')!, /unknown rule id "STG-999"/);
  assert.match(byKey.get('rules.STG-037')!, /must be "off", "hint", "warning" or "error"/);
  assert.match(byKey.get('rules.STG-006')!, /never reported/);
  assert.match(byKey.get('rules.GEO-009')!, /reported as XF-002: configure XF-002/);
  assert.match(byKey.get('exclude[0]')!, /glob pattern/);
  assert.match(byKey.get('maxPerRule')!, /whole number >= 1/);
  assert.match(byKey.get('colour')!, /unknown key "colour"/);
  const colour = problems.find((p) => p.key === 'colour')!;
  assert.equal(
    colour.range!.start.line,
    text.split('\n').findIndex((line) => line.includes('"colour"')),
  );
});

test("a level applies to the id a diagnostic carries: a restated part by its XF id, the file rule's own part by its own id; a rule restated whole is refused, naming its XF ids", async () => {
  const { config, problems } = loadConfigFile('/t/hydrocase.json', JSON.stringify({ rules: { 'HPM-002': 'warning', 'XF-002': 'off', 'GEO-010': 'off' } }));
  assert.deepEqual(
    problems.map((p) => [p.key, p.message]),
    [['rules.GEO-010', 'GEO-010 is reported as XF-007 or XF-008: configure XF-007 and XF-008']],
  );
  const MODELS = 'system/hydro_production_models.json';
  // HPM-002's own part: a hydro_id declared twice in the file.
  const repeated = await validateFiles({ ...withPlants(validCase(), [1]), [MODELS]: { production_models: [constantProductivityEntry(1), constantProductivityEntry(1)] } });
  const own = applyRuleLevels(repeated.diagnostics, config!.rules).filter((d) => d.code === 'HPM-002');
  assert.deepEqual(
    own.map((d) => d.severity),
    ['warning'],
  );
  // HPM-002's cross-file part: a hydro_id that names no plant, reported as XF-002 with data.fileRule.
  const dangling = await validateFiles({ ...withPlants(validCase(), [1]), [MODELS]: { production_models: [constantProductivityEntry(1), constantProductivityEntry(9)] } });
  assert.ok(dangling.diagnostics.some((d) => d.code === 'XF-002' && d.data?.fileRule === 'HPM-002'));
  const applied = applyRuleLevels(dangling.diagnostics, config!.rules);
  assert.ok(!applied.some((d) => d.code === 'XF-002'), 'XF-002 off drops the restated part');
  assert.ok(!applied.some((d) => d.code === 'HPM-002'));
});

test('a key named __proto__ or a syntax error is a problem, not a crash', () => {
  assert.match(loadConfigFile('/t/hydrocase.json', '{"rules": {"__proto__": "off"}}').problems[0]!.message, /unknown rule id "__proto__"/);
  assert.match(loadConfigFile('/t/hydrocase.json', '{"rules": ').problems[0]!.message, /not valid JSON/);
  assert.match(loadConfigFile('/t/hydrocase.json', '[]').problems[0]!.message, /must be a JSON object/);
});

test('levels apply: off drops the rule, another level replaces the severity, others stay', () => {
  const diagnostics = [
    { code: 'STG-090' as const, severity: 'warning' as const },
    { code: 'XF-029' as const, severity: 'warning' as const },
    { code: 'STG-037' as const, severity: 'error' as const },
  ];
  const levels = new Map([
    ['STG-090', 'off'],
    ['XF-029', 'error'],
  ] as const);
  assert.deepEqual(applyRuleLevels(diagnostics, levels), [
    { code: 'XF-029', severity: 'error' },
    { code: 'STG-037', severity: 'error' },
  ]);
});

test('--print-config text says which file applies and what it sets', () => {
  const loaded = loadConfigFile('/t/hydrocase.json', '{"rules": {"STG-090": "off"}}');
  const text = describeConfig('/t/case', loaded);
  assert.match(text, /^\/t\/case: \/t\/hydrocase\.json applies$/m);
  assert.match(text, /STG-090: off \(default warning\)/);
  assert.match(describeConfig('/t/case', undefined), /no hydrocase\.json at or above it/);
});

test('the shipped schema offers exactly the rule ids the loader accepts', () => {
  const schema = JSON.parse(readFileSync(join(repoRoot, 'dist', 'rules', 'hydrocase.schema.json'), 'utf8'));
  const offered = Object.keys(schema.properties.rules.properties);
  assert.ok(offered.length > 100);
  for (const rule of ruleCatalog) {
    const accepted = loadConfigFile('/t/hydrocase.json', JSON.stringify({ rules: { [rule.id]: 'off' } })).problems.length === 0;
    assert.equal(offered.includes(rule.id), accepted, rule.id);
  }
  assert.deepEqual(schema.properties.rules.properties['STG-090'].examples, ['off', 'hint', 'warning', 'error']);
  // The schema offers; the language server judges (one voice): nothing in it can flag a key or a value.
  const judging = JSON.stringify(schema).match(/"(additionalProperties|enum|type|minimum|minLength|required)"/);
  assert.equal(judging, null, `the schema judges with ${judging?.[1]}`);
});
