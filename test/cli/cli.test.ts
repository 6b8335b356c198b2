import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, repoRoot } from '../support/cli';
import { validCase, writeCase } from '../support/cases';
import { parquetBytes } from '../support/parquet';
import { ruleCatalog } from '../../shared/rules';
import { VERSION } from '../../cli/version';
import { explainSpec, fixSpec, lspSpec, rulesSpec, validateSpec } from '../../cli/commands/specs';
import { HELP_WIDTH, type CommandSpec } from '../../cli/args';
import { DEFAULT_MAX_PER_RULE } from '../../shared/core/reporter';
import { escapeRegExp } from '../support/assertions';

function brokenCase(): string {
  const files = validCase();
  delete files['penalties.json'];
  // An unreadable Parquet table gives a row-less Parquet diagnostic next to the JSON ones.
  files['system/fpha_hyperplanes.parquet'] = 'not parquet at all';
  files['stages.json'] = '{"policy_graph": {}, "stages": [}';
  return writeCase(files);
}

test('exit 0 and a one-line summary on a clean case', () => {
  const run = runCli(['validate', writeCase(validCase())]);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^0 errors, 0 warnings in \d+ files checked \(.*\): the case would load\n$/);
});

test('exit 1 with errors; text lines are "file:line:col  severity  message  CODE", grouped by file', () => {
  const dir = brokenCase();
  const run = runCli(['validate', '.'], dir);
  assert.equal(run.status, 1, run.stderr);
  const lines = run.stdout.trimEnd().split('\n');
  assert.ok(lines.includes('penalties.json  error  required file penalties.json is missing  CASE-001'), run.stdout);
  assert.ok(
    lines.some((l) => /^stages\.json:1:\d+ {2}error {2}syntax error: .* {2}JSON-001$/.test(l)),
    run.stdout,
  );
  assert.ok(
    lines.some((l) => /^system\/fpha_hyperplanes\.parquet {2}error {2}not a readable parquet file: .* {2}PQ-001$/.test(l)),
    run.stdout,
  );
  // Files are separated by a blank line; the summary comes last.
  assert.ok(lines.includes(''));
  assert.match(lines.at(-1)!, /^\d+ errors?, 0 warnings in \d+ files? checked .*: the case would be rejected$/);
});

test('hostile JSON (D25): 100,000 levels, a byte order mark, bytes that are not UTF-8 are JSON-001 lines, exit 1, no stack trace', () => {
  const deep = '['.repeat(100_000);
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(validCase()['penalties.json']))]);
  const invalid = Buffer.concat([Buffer.from('{"hydros": [], "note": "'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
  const dir = writeCase({ ...validCase(), 'stages.json': `{"stages": ${deep}`, 'penalties.json': bom, 'system/hydros.json': invalid });
  const run = runCli(['validate', dir], dir);
  assert.equal(run.status, 1, run.stderr);
  assert.equal(run.stderr, '');
  const lines = run.stdout.split('\n');
  assert.ok(lines.includes('stages.json:1:138  error  nesting reaches 128 levels here; the loader reads at most 127  JSON-001'), run.stdout);
  assert.ok(lines.includes('penalties.json:1:1  error  the file starts with a byte order mark; the loader reads plain UTF-8 JSON  JSON-001'), run.stdout);
  assert.ok(lines.includes('system/hydros.json:1:25  error  bytes that are not valid UTF-8 at byte 24 (c3 28 22 7d); the loader reads UTF-8 text  JSON-001'), run.stdout);
});

test('one named case prints its paths relative to the working folder, as several cases do; then how many problems `hydrocase fix` fixes', () => {
  const files = validCase();
  (files['penalties.json'] as any).hydro.fpha_turbined_cost = (files['penalties.json'] as any).hydro.turbined_cost; // the older name: a safe rename
  delete (files['penalties.json'] as any).hydro.turbined_cost;
  (files['stages.json'] as any).stages[0].blocks[0].hours = 0; // STG-037: no safe fix
  const parent = writeCase({});
  const dir = writeCase(files, join(parent, 'cases', 'base'));
  const run = runCli(['validate', 'cases/base'], parent);
  assert.equal(run.status, 1, run.stderr);
  const lines = run.stdout.trimEnd().split('\n');
  assert.ok(
    lines.some((l) => /^cases\/base\/penalties\.json:\d+:\d+ {2}error .* PEN-020$/.test(l)),
    run.stdout,
  );
  assert.ok(
    lines.some((l) => /^cases\/base\/stages\.json:\d+:\d+ {2}error .* STG-037$/.test(l)),
    run.stdout,
  );
  assert.equal(lines.at(-1), '1 problem fixable with `hydrocase fix`');
  assert.match(lines.at(-2)!, /^2 errors, 0 warnings in \d+ files checked \(cases\/base, \d+ ms\): the case would be rejected$/);
  // From inside the case, the paths are the case's own; a case outside the working folder gets its absolute path.
  assert.ok(
    runCli(['validate', '.'], dir)
      .stdout.split('\n')
      .some((l) => l.startsWith('penalties.json:')),
  );
  assert.ok(
    runCli(['validate', dir], repoRoot)
      .stdout.split('\n')
      .some((l) => l.startsWith(`${dir}/penalties.json:`)),
  );
  // Nothing fixable: no such line.
  assert.doesNotMatch(runCli(['validate', writeCase(validCase())]).stdout, /fixable/);
});

test('--format github ends with the total, as a plain line of the log', () => {
  const run = runCli(['validate', brokenCase(), '--format', 'github']);
  const lines = run.stdout.trimEnd().split('\n');
  assert.match(lines.at(-1)!, /^HydroCase: \d+ errors?, \d+ warnings? in 1 case$/);
  assert.ok(
    lines.slice(0, -1).every((l) => l.startsWith('::')),
    run.stdout,
  );
  assert.equal(runCli(['validate', writeCase(validCase()), '--format', 'github']).stdout, 'HydroCase: 0 errors, 0 warnings in 1 case\n');
});

test('exit 2 on a missing case folder, an unknown option or format', () => {
  assert.equal(runCli(['validate', join(repoRoot, 'no-such-case')]).status, 2);
  assert.equal(runCli(['validate', writeCase(validCase()), '--format', 'xml']).status, 2);
  assert.equal(runCli(['validate', writeCase(validCase()), '--colour']).status, 2);
  assert.equal(runCli(['frobnicate']).status, 2);
  const run = runCli(['validate', join(repoRoot, 'no-such-case')]);
  assert.match(run.stderr, /case folder not found/);
});

/** Help text with its wrapped lines joined again (a continuation line is indented past the option names). */
const unwrapped = (text: string) => text.replace(/\n {10,}/g, ' ');
/** Lines a terminal of 80 columns would wrap, unless a single word that cannot be broken. */
const overlong = (text: string) => text.split('\n').filter((line) => line.length > HELP_WIDTH && line.trim().includes(' '));

test('every subcommand answers --help and -h with its own usage and every option, exit 0, whatever else is on the line', () => {
  const specs: Record<string, CommandSpec> = { validate: validateSpec, fix: fixSpec, explain: explainSpec, rules: rulesSpec, lsp: lspSpec };
  for (const [command, spec] of Object.entries(specs)) {
    for (const flag of ['--help', '-h']) {
      for (const args of [
        [command, flag],
        [command, '--colour', flag],
        [command, writeCase(validCase()), flag],
      ]) {
        const run = runCli(args);
        assert.equal(run.status, 0, `${args.join(' ')}: ${run.stderr}`);
        assert.equal(run.stderr, '');
        const help = unwrapped(run.stdout);
        assert.ok(help.startsWith(`usage: ${spec.usage}\n`), `${args.join(' ')}:\n${run.stdout}`);
        for (const option of spec.options)
          assert.match(help, new RegExp(`--${option.name}\\b.*  ${escapeRegExp(option.describe)}`), `${command} --help describes --${option.name}`);
        assert.deepEqual(overlong(run.stdout), [], `${args.join(' ')}: lines wider than ${HELP_WIDTH} columns`);
        assert.match(run.stdout, /-h, --help +show this help and exit/);
      }
    }
  }
  // The --max-per-rule default the help states is the engine's.
  assert.ok(validateSpec.options.find((o) => o.name === 'max-per-rule')!.describe.includes(`(default ${DEFAULT_MAX_PER_RULE})`));
  // After `--`, -h is a folder name like any other.
  const run = runCli(['validate', '--', '-h']);
  assert.equal(run.status, 2);
  assert.match(run.stderr, /case folder not found: -h/);
});

test('`hydrocase --help` describes every option of every command; `hydrocase` alone shows it with exit 2', () => {
  const run = runCli(['--help']);
  assert.equal(run.status, 0);
  for (const spec of [validateSpec, fixSpec, explainSpec, rulesSpec, lspSpec]) {
    assert.ok(unwrapped(run.stdout).includes(spec.usage), spec.usage);
    for (const option of spec.options) assert.ok(unwrapped(run.stdout).includes(option.describe), `${spec.usage}: --${option.name}`);
  }
  assert.deepEqual(overlong(run.stdout), [], `lines wider than ${HELP_WIDTH} columns`);
  const bare = runCli([]);
  assert.equal(bare.status, 2);
  assert.equal(bare.stdout, run.stdout);
});

test('options are read by util.parseArgs: --opt=value, repeated options, --, and strict errors (exit 2) naming the mistake and the usage', () => {
  const dir = writeCase(validCase());
  const equals = runCli(['validate', dir, '--format=json']);
  assert.equal(equals.status, 0, equals.stderr);
  assert.equal(JSON.parse(equals.stdout).version, 1);
  assert.equal(runCli(['validate', '--format', 'json', '--', dir]).status, 0, 'a path after --');
  for (const [args, message] of [
    [['validate', dir, '--colour'], /^hydrocase: unknown option '--colour'\nusage: hydrocase validate /],
    [['validate', dir, '--hints=yes'], /^hydrocase: option '--hints' does not take an argument/],
    [['validate', dir, '--format'], /^hydrocase: option '--format <value>' argument missing/],
    [['validate', dir, '--format='], /^hydrocase: --format needs a value/],
    [['fix', dir, '--dry'], /^hydrocase: unknown option '--dry'\nusage: hydrocase fix /],
    [['explain', dir, '--stage'], /^hydrocase: option '--stage <value>' argument missing/],
    [['rules', '--all'], /^hydrocase: unknown option '--all'/],
  ] as const) {
    const run = runCli(args);
    assert.equal(run.status, 2, args.join(' '));
    assert.match(run.stderr, message, args.join(' '));
    assert.match(run.stderr, /--help describes every option\)\n$|needs a value/, args.join(' '));
  }
});

test('--format json follows the version 1 schema', () => {
  const dir = brokenCase();
  const run = runCli(['validate', dir, '--format', 'json']);
  assert.equal(run.status, 1);
  const report = JSON.parse(run.stdout);
  assert.equal(report.version, 1);
  assert.equal(report.case, dir);
  assert.deepEqual(Object.keys(report.summary), ['errors', 'warnings', 'files', 'ms']);
  const syntax = report.diagnostics.find((d: any) => d.code === 'JSON-001');
  assert.equal(syntax.file, 'stages.json');
  assert.equal(syntax.line, 1);
  assert.ok(syntax.column >= 1 && syntax.endLine >= 1 && syntax.endColumn >= syntax.column);
  assert.equal(typeof syntax.path, 'string');
  const parquet = report.diagnostics.find((d: any) => d.code === 'PQ-001');
  assert.equal(parquet.line, undefined, 'Parquet diagnostics carry no line');
  assert.equal(parquet.file, 'system/fpha_hyperplanes.parquet');
});

test('Parquet rows print as "file  row N, column C" and as row/field in JSON', async () => {
  // A hint-free way to get a row diagnostic without depending on a specific table rule:
  // a non-finite value in a non-nullable geometry column is an error in every revision of the rules.
  const files = validCase();
  files['system/hydro_geometry.parquet'] = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: [1, 1] },
    { name: 'volume_hm3', type: 'Float64', values: [0, 10] },
    { name: 'height_m', type: 'Float64', values: [1, -5] },
    { name: 'area_km2', type: 'Float64', values: [1, 2] },
  ]);
  const dir = writeCase(files);
  const text = runCli(['validate', dir], dir).stdout;
  assert.match(text, /^system\/hydro_geometry\.parquet {2}row 1, column height_m {2}error {2}.* {2}GEO-004$/m);
  const report = JSON.parse(runCli(['validate', dir, '--format', 'json']).stdout);
  const d = report.diagnostics.find((x: any) => x.code === 'GEO-004');
  assert.equal(d.row, 1);
  assert.equal(d.field, 'height_m');
});

test('D27: a rule failing on many rows of one column is one text line, one JSON diagnostic with rows and count, one SARIF result with them in its properties', () => {
  const files = validCase();
  files['system/hydro_geometry.parquet'] = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: [1, 1, 1, 1, 1, 1] },
    { name: 'volume_hm3', type: 'Float64', values: [0, 10, 20, 30, 40, 50] },
    { name: 'height_m', type: 'Float64', values: [1, -5, -6, -7, 2, -1] },
    { name: 'area_km2', type: 'Float64', values: [-1, 2, 3, 4, 5, 6] },
  ]);
  const dir = writeCase(files);
  const message = 'height_m must be finite and >= 0, got -5 (4 rows: 1–3, 5; values -7 to -1)';
  const lines = runCli(['validate', dir], dir)
    .stdout.split('\n')
    .filter((l) => l.includes('GEO-004'));
  assert.deepEqual(lines, [
    'system/hydro_geometry.parquet  row 0, column area_km2  error  area_km2 must be finite and >= 0, got -1  GEO-004',
    `system/hydro_geometry.parquet  row 1, column height_m  error  ${message}  GEO-004`,
  ]);

  const report = JSON.parse(runCli(['validate', dir, '--format', 'json']).stdout);
  const json = report.diagnostics.filter((x: any) => x.code === 'GEO-004');
  assert.deepEqual(
    json.map((d: any) => [d.field, d.row, d.rows, d.count]),
    [
      ['area_km2', 0, undefined, undefined],
      [
        'height_m',
        1,
        [
          [1, 3],
          [5, 5],
        ],
        4,
      ],
    ],
  );
  assert.equal(json[1].message, message);

  const sarif = JSON.parse(runCli(['validate', dir, '--format', 'sarif']).stdout);
  const results = sarif.runs[0].results.filter((r: any) => r.ruleId === 'GEO-004');
  assert.equal(results.length, 2);
  assert.equal(results[0].properties, undefined);
  assert.deepEqual(results[1].properties, {
    rows: [
      [1, 3],
      [5, 5],
    ],
    count: 4,
  });
  assert.equal(results[1].message.text, message);
  assert.equal(results[1].locations[0].logicalLocations[0].fullyQualifiedName, 'row 1, column height_m');
});

test('D1: an older key on every stage is one JSON diagnostic on the first, with every place in paths and the others related', () => {
  const stages = validCase()['stages.json'] as any;
  for (const stage of stages.stages) {
    stage.num_scenarios = stage.num_openings;
    delete stage.num_openings;
  }
  const dir = writeCase({ ...validCase(), 'stages.json': stages });
  const report = JSON.parse(runCli(['validate', dir, '--format', 'json']).stdout);
  const olderKeys = report.diagnostics.filter((d: any) => d.code === 'STG-039');
  assert.equal(olderKeys.length, 1, JSON.stringify(report.diagnostics));
  assert.equal(olderKeys[0].path, 'stages[0].num_scenarios');
  assert.deepEqual(olderKeys[0].paths, ['stages[0].num_scenarios', 'stages[1].num_scenarios', 'stages[2].num_scenarios']);
  assert.equal(olderKeys[0].related.length, 2);
  assert.equal(olderKeys[0].message, '"num_scenarios" is the older name of "num_openings", on 3 stages: rename them');
  assert.equal(report.summary.errors, 1);
});

test('hints only with --hints', () => {
  const stages = validCase()['stages.json'] as any;
  stages.stages.push({ id: -1, start_date: '2024-04-01', end_date: '2024-05-01', blocks: [{ id: 0, name: 'S', hours: 720 }], num_openings: 1 });
  const dir = writeCase({ ...validCase(), 'stages.json': stages });
  const plain = JSON.parse(runCli(['validate', dir, '--format', 'json']).stdout);
  assert.ok(plain.diagnostics.every((d: any) => d.severity !== 'hint'));
  const withHints = JSON.parse(runCli(['validate', dir, '--format', 'json', '--hints']).stdout);
  assert.ok(
    withHints.diagnostics.some((d: any) => d.code === 'STG-031' && d.severity === 'hint'),
    JSON.stringify(withHints.diagnostics),
  );
  assert.equal(typeof withHints.summary.hints, 'number');
});

test('--format sarif is SARIF 2.1.0 with rule metadata', () => {
  const run = runCli(['validate', brokenCase(), '--format', 'sarif']);
  assert.equal(run.status, 1);
  const log = JSON.parse(run.stdout);
  assert.equal(log.version, '2.1.0');
  const [theRun] = log.runs;
  assert.equal(theRun.tool.driver.name, 'HydroCase');
  const rule = theRun.tool.driver.rules.find((r: any) => r.id === 'CASE-001');
  assert.ok(rule.shortDescription.text && rule.fullDescription.text);
  assert.equal(rule.defaultConfiguration.level, 'error');
  const result = theRun.results.find((r: any) => r.ruleId === 'JSON-001');
  assert.equal(result.level, 'error');
  assert.equal(theRun.tool.driver.rules[result.ruleIndex].id, 'JSON-001');
  assert.match(result.locations[0].physicalLocation.artifactLocation.uri, /stages\.json$/);
  assert.equal(result.locations[0].physicalLocation.region.startLine, 1);
});

test('`rules` lists every catalogue rule; `rules ID` explains one; an unknown ID is a usage error', () => {
  const list = runCli(['rules']);
  assert.equal(list.status, 0);
  for (const rule of ruleCatalog) assert.match(list.stdout, new RegExp(`^${rule.id} `, 'm'));
  const one = runCli(['rules', 'case-001']);
  assert.equal(one.status, 0);
  assert.match(one.stdout, /^CASE-001: /);
  assert.match(one.stdout, /Specification:/);
  assert.equal(runCli(['rules', 'XYZ-999']).status, 2);
});

test('--version matches package.json', () => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  assert.equal(VERSION, pkg.version);
  assert.equal(runCli(['--version']).stdout.trim(), pkg.version);
});

test('`explain` prints the resolved facts of a stage and of a plant at that stage', () => {
  const dir = writeCase({
    ...validCase(),
    'system/hydros.json': { hydros: [{ id: 4, name: 'FURNAS', bus_id: 0, generation: { model: 'constant_productivity', max_turbined_m3s: 100 } }] },
    'system/hydro_production_models.json': {
      production_models: [
        { hydro_id: 4, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 }] },
      ],
    },
  });
  const run = runCli(['explain', dir, '--stage', '1', '--hydro', '4']);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^stage 1$/m);
  assert.match(run.stdout, /dates: +2024-02-01 to 2024-03-01 \(29 days, 696 calendar hours\)/);
  assert.match(run.stdout, /season: +none: there is no season map/);
  assert.match(run.stdout, /discount rate: +0\.1 per year, from policy_graph\.annual_discount_rate/);
  assert.match(run.stdout, /plant: +FURNAS, entity model constant_productivity/);
  assert.match(run.stdout, /production model: +constant_productivity, from the first stage range covering the stage \(production_models\[0\]\.stage_ranges\[0\]\)/);
  assert.match(run.stdout, /productivity: +0\.9 MW\/\(m³\/s\), from productivity_mw_per_m3s of the production-model entry/);
  assert.equal(runCli(['explain', dir, '--stage', '9']).status, 1);
  assert.equal(runCli(['explain', dir]).status, 2);
});
