// `hydrocase validate [paths...]` over a repository of cases: discovery as in the language server,
// `--exclude` and hydrocase.json excludes, rule levels from the nearest hydrocase.json, the
// multi-case JSON, SARIF and GitHub formats, one summary and one exit code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../support/cli';
import { validCase, writeCase } from '../support/cases';

/** repo/cases/{good,broken}, repo/archive/old (broken), repo/node_modules/x (ignored). */
function repository(): string {
  const repo = mkdtempSync(join(tmpdir(), 'hydrocase-repo-'));
  const broken = () => {
    const files = validCase();
    (files['stages.json'] as any).stages[0].blocks[0].hours = 0;
    return files;
  };
  writeCase(validCase(), join(repo, 'cases', 'good'));
  writeCase(broken(), join(repo, 'cases', 'broken'));
  writeCase(broken(), join(repo, 'archive', 'old'));
  writeCase(broken(), join(repo, 'node_modules', 'x'));
  return repo;
}

test('every case under the folder, skipping node_modules; one summary, exit 1 when any has errors', () => {
  const repo = repository();
  const run = runCli(['validate'], repo);
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stdout, /^cases\/broken\/stages\.json:\d+:\d+ {2}error {2}block hours must be finite and > 0, got 0 {2}STG-037$/m);
  assert.match(run.stdout, /^archive\/old\/stages\.json:/m);
  assert.doesNotMatch(run.stdout, /node_modules/);
  assert.match(run.stdout, /^2 errors, 0 warnings in 3 cases \(\d+ files checked\): 2 cases would be rejected$/m);
});

test('--exclude and hydrocase.json exclude leave folders out; a case named outright is still checked', () => {
  const repo = repository();
  const excluded = runCli(['validate', '--exclude', 'archive/**', '--format', 'json'], repo);
  assert.deepEqual(
    JSON.parse(excluded.stdout)
      .cases.map((c: any) => c.case)
      .sort(),
    ['cases/broken', 'cases/good'],
  );
  writeFileSync(join(repo, 'hydrocase.json'), JSON.stringify({ exclude: ['archive'] }));
  const configured = runCli(['validate', '--format', 'json'], repo);
  assert.equal(JSON.parse(configured.stdout).summary.cases, 2);
  const named = runCli(['validate', 'archive/old', '--format', 'json'], repo);
  assert.equal(JSON.parse(named.stdout).case, 'archive/old', 'one case keeps the single-case document');
});

test('the multi-case JSON document: one document per case and a summary', () => {
  const repo = repository();
  const report = JSON.parse(runCli(['validate', 'cases', '--format', 'json'], repo).stdout);
  assert.equal(report.version, 1);
  assert.deepEqual(
    report.cases.map((c: any) => c.case),
    ['cases/broken', 'cases/good'],
  );
  assert.equal(report.cases[0].diagnostics[0].code, 'STG-037');
  assert.deepEqual(Object.keys(report.summary), ['cases', 'errors', 'warnings', 'files', 'ms']);
  assert.equal(report.summary.errors, 1);
});

test('SARIF covers every case with paths relative to the working folder; GitHub annotations name file and line', () => {
  const repo = repository();
  const sarif = JSON.parse(runCli(['validate', '--format', 'sarif'], repo).stdout);
  const uris = sarif.runs[0].results.map((r: any) => r.locations[0].physicalLocation.artifactLocation.uri).sort();
  assert.deepEqual(uris, ['archive/old/stages.json', 'cases/broken/stages.json']);
  const githubLines = runCli(['validate', '--format', 'github'], repo).stdout.trim().split('\n');
  // The total last, as a plain line of the job's log.
  assert.equal(githubLines.at(-1), 'HydroCase: 2 errors, 0 warnings in 3 cases');
  const github = githubLines.slice(0, -1).sort();
  assert.equal(github.length, 2);
  assert.match(
    github[0]!,
    /^::error file=archive\/old\/stages\.json,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=HydroCase STG-037::block hours must be finite and > 0, got 0$/,
  );
});

test('hydrocase.json rule levels: "off" drops a rule, a higher level makes it fail the run', () => {
  const repo = mkdtempSync(join(tmpdir(), 'hydrocase-levels-'));
  const files = validCase();
  (files['stages.json'] as any).stages[0].colour = 'blue'; // STG-090, a warning
  const caseDir = writeCase(files, join(repo, 'base'));
  assert.equal(runCli(['validate', caseDir]).status, 0);
  writeFileSync(join(repo, 'hydrocase.json'), JSON.stringify({ rules: { 'STG-090': 'error' } }));
  const raised = runCli(['validate', caseDir]);
  assert.equal(raised.status, 1);
  assert.match(raised.stdout, /error {2}unknown key "colour" {2}STG-090/);
  writeFileSync(join(repo, 'hydrocase.json'), JSON.stringify({ rules: { 'STG-090': 'off' } }));
  const off = runCli(['validate', caseDir, '--format', 'json']);
  assert.equal(JSON.parse(off.stdout).summary.warnings, 0);
  const shown = runCli(['validate', caseDir, '--print-config']);
  assert.match(shown.stdout, new RegExp(`${join(repo, 'hydrocase.json').replace(/[/.]/g, '\\$&')} applies`));
  assert.match(shown.stdout, /STG-090: off \(default warning\)/);
});

test('a mistake in hydrocase.json stops the run (exit 2) naming the file and the key', () => {
  const repo = mkdtempSync(join(tmpdir(), 'hydrocase-badconfig-'));
  const caseDir = writeCase(validCase(), join(repo, 'base'));
  writeFileSync(join(repo, 'hydrocase.json'), JSON.stringify({ rules: { 'STG-999': 'off' } }));
  const run = runCli(['validate', caseDir]);
  assert.equal(run.status, 2);
  assert.match(run.stderr, /hydrocase\.json:\d+:\d+: rules\.STG-999: unknown rule id "STG-999"/);
});

test('no case under the path is a usage error (exit 2); one or two workers give the same report', () => {
  const empty = mkdtempSync(join(tmpdir(), 'hydrocase-empty-'));
  mkdirSync(join(empty, 'docs'));
  const none = runCli(['validate'], empty);
  assert.equal(none.status, 2);
  assert.match(none.stderr, /no case folder \(a folder holding stages\.json, or config\.json and a system\/ folder\) found under \./);
  // Named outright, an empty folder is a usage error too.
  assert.equal(runCli(['validate', join(empty, 'docs')]).status, 2);
  const repo = repository();
  const strip = (text: string) => text.replace(/"ms": \d+/g, '"ms": 0');
  assert.equal(strip(runCli(['validate', '--jobs', '1', '--format', 'json'], repo).stdout), strip(runCli(['validate', '--jobs', '2', '--format', 'json'], repo).stdout));
});

test('a folder holding config.json and system/ but no stages.json is a case (D25): named outright or found by walking, it reports CASE-001, exit 1', () => {
  const repo = mkdtempSync(join(tmpdir(), 'hydrocase-nostages-'));
  const caseDir = writeCase(validCase(), join(repo, 'cases', 'renamed'));
  renameSync(join(caseDir, 'stages.json'), join(caseDir, 'stages.old.json'));
  for (const args of [
    ['validate', caseDir],
    ['validate', repo],
  ]) {
    const run = runCli(args, repo);
    assert.equal(run.status, 1, `${args.join(' ')}: ${run.stderr}`);
    assert.match(run.stdout, /stages\.json\s+error\s+required file stages\.json is missing\s+CASE-001/);
  }
  // config.json without a system/ folder is not a case: a usage error.
  rmSync(join(caseDir, 'system'), { recursive: true });
  assert.equal(runCli(['validate', caseDir]).status, 2);
});

test('a stages.json of any kind makes a case when walking, as when the case is named: a link is followed; a folder, a FIFO, a device or a loop is CASE-001 (D25)', () => {
  const repo = mkdtempSync(join(tmpdir(), 'hydrocase-markers-'));
  for (const name of ['linked', 'fifo', 'device', 'loop', 'folder']) writeCase(validCase(), join(repo, name));
  const marker = (name: string) => join(repo, name, 'stages.json');
  renameSync(marker('linked'), join(repo, 'shared-stages.json'));
  symlinkSync('../shared-stages.json', marker('linked'));
  for (const name of ['fifo', 'device', 'loop', 'folder']) rmSync(marker(name));
  execFileSync('mkfifo', [marker('fifo')]);
  symlinkSync('/dev/zero', marker('device'));
  symlinkSync('stages.json', marker('loop'));
  mkdirSync(marker('folder'));
  const run = runCli(['validate'], repo);
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stdout, /^fifo\/stages\.json {2}error {2}stages\.json cannot be read: it is a FIFO \(named pipe\), not a regular file {2}CASE-001$/m);
  assert.match(run.stdout, /^device\/stages\.json {2}error {2}stages\.json cannot be read: it is a character device, not a regular file {2}CASE-001$/m);
  assert.match(run.stdout, /^loop\/stages\.json {2}error {2}stages\.json cannot be read: it is a symbolic link loop {2}CASE-001$/m);
  assert.match(run.stdout, /^folder\/stages\.json {2}error {2}stages\.json is a folder, not a file {2}CASE-001$/m);
  // The linked case is valid.
  assert.match(run.stdout, /^4 errors, 0 warnings in 5 cases \(\d+ files checked\): 4 cases would be rejected$/m);
  assert.doesNotMatch(run.stdout, /^linked\//m);
});
