// The command line under hostile conditions: exit codes that tell "errors found" (1) from "bad
// usage" (2) and "the checker failed" (3), odd files in the case, and SARIF URIs for odd paths.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';
import { repoRoot, runCli } from '../support/cli';
import { validCase, writeCase } from '../support/cases';

const TIMEOUT = { timeout: 30_000 };
const bin = join(repoRoot, 'bin', 'hydrocase.js');

/** Runs the built CLI with `preload` (a script run first, via --require), bounded in time. */
function runWith(args: readonly string[], options: { preload?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-cli-'));
  temporary.push(dir);
  const preload = options.preload ? ['--require', join(dir, 'preload.js')] : [];
  if (options.preload) writeFileSync(join(dir, 'preload.js'), options.preload);
  const child = spawnSync(process.execPath, [...preload, bin, ...args], {
    cwd: options.cwd ?? repoRoot,
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, NO_COLOR: '1', HYDROCASE_DEBUG: '', ...options.env },
  });
  return { status: child.status, signal: child.signal, stdout: child.stdout, stderr: child.stderr };
}

const temporary: string[] = [];
after(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

test('`validate` with no folder and no case below the working folder, or an empty argument, is a usage error: exit 2, usage on stderr', TIMEOUT, () => {
  const noCases = mkdtempSync(join(tmpdir(), 'hydrocase-no-cases-'));
  for (const args of [['validate'], ['validate', ''], ['validate', '--format', 'json'], ['explain', '', '--stage', '1']]) {
    const run = runCli(args, noCases);
    assert.equal(run.status, 2, `${JSON.stringify(args)}: ${run.stdout}`);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /usage: hydrocase (validate \[paths\.\.\.\]|explain <case-dir>)/, JSON.stringify(args));
  }
});

const failures = {
  'an uncaught exception': "setTimeout(() => { throw new Error('boom from a timer'); }, 0);",
  'an unhandled rejection': "setTimeout(() => { Promise.reject(new Error('boom from a promise')); }, 0);",
  'an error in a worker thread': "new (require('node:worker_threads').Worker)(\"throw new Error('boom from a worker')\", { eval: true });",
};

for (const [what, preload] of Object.entries(failures)) {
  test(`${what} ends the CLI with exit 3 and one line on stderr, no stack trace`, TIMEOUT, () => {
    const run = runWith(['validate', writeCase(validCase())], { preload });
    assert.equal(run.status, 3, `stdout: ${run.stdout}\nstderr: ${run.stderr}`);
    assert.match(run.stderr, /^hydrocase: the checker failed: Error: boom from a (timer|promise|worker)\n$/);
  });
}

test('HYDROCASE_DEBUG=1 adds the stack to the exit-3 message', TIMEOUT, () => {
  const run = runWith(['validate', writeCase(validCase())], { preload: failures['an uncaught exception'], env: { HYDROCASE_DEBUG: '1' } });
  assert.equal(run.status, 3);
  assert.match(run.stderr, /^hydrocase: the checker failed: Error: boom from a timer\nError: boom from a timer\n\s+at /);
});

test('a FIFO in place of penalties.json: CASE-001 and exit 1, promptly', { ...TIMEOUT, skip: process.platform === 'win32' }, () => {
  const dir = writeCase(validCase());
  rmSync(join(dir, 'penalties.json'));
  spawnSync('mkfifo', [join(dir, 'penalties.json')]);
  const run = runWith(['validate', dir], { cwd: dir });
  assert.equal(run.signal, null, 'the CLI finished (not killed by the timeout)');
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stdout, /^penalties\.json {2}error {2}penalties\.json cannot be read: it is a FIFO \(named pipe\), not a regular file {2}CASE-001$/m);
});

test(
  'a Parquet table that is a loop of symbolic links: reported, and the command does not fail (fuzzer finding, seed 2031)',
  { ...TIMEOUT, skip: process.platform === 'win32' },
  () => {
    const dir = writeCase(validCase());
    const table = join(dir, 'system', 'tailrace_curves.parquet');
    rmSync(table, { force: true });
    symlinkSync(table, table);
    const run = runWith(['validate', dir, '--format', 'json']);
    assert.equal(run.status, 1, run.stderr);
    assert.equal(run.stderr, '');
    assert.ok(JSON.parse(run.stdout).diagnostics.some((d: { file: string; code: string }) => d.file === 'system/tailrace_curves.parquet' && d.code === 'PQ-001'));
  },
);

// RFC 3986 URI reference characters: unreserved, percent-encoded octets, sub-delims, ':', '@', '/'.
const URI_REFERENCE = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-F]{2})+$/;
const ODD_NAME = 'case #1 50% ?é 水';

function sarifLocations(stdout: string) {
  const log = JSON.parse(stdout);
  const [run] = log.runs;
  return { run, uris: run.results.map((r: any) => r.locations[0].physicalLocation.artifactLocation) as Array<{ uri: string; uriBaseId?: string }> };
}

test('SARIF: a case path with spaces, #, %, ? and non-ASCII inside the working folder is a percent-encoded relative URI against %SRCROOT%', TIMEOUT, () => {
  const parent = realpathSync(mkdtempSync(join(tmpdir(), 'hydrocase-sarif-')));
  temporary.push(parent);
  const caseDir = join(parent, 'cases', ODD_NAME);
  mkdirSync(caseDir, { recursive: true });
  for (const [file, content] of Object.entries(validCase())) {
    mkdirSync(join(caseDir, file, '..'), { recursive: true });
    writeFileSync(join(caseDir, file), JSON.stringify(content));
  }
  rmSync(join(caseDir, 'penalties.json'));
  const run = runWith(['validate', join('cases', ODD_NAME), '--format', 'sarif'], { cwd: parent });
  assert.equal(run.status, 1, run.stderr);
  const { run: sarif, uris } = sarifLocations(run.stdout);
  assert.equal(sarif.originalUriBaseIds['%SRCROOT%'].uri, `${new URL(`file://${parent}/`).href}`);
  const penalties = uris.find((location) => location.uri.endsWith('penalties.json'))!;
  assert.deepEqual(penalties, { uri: 'cases/case%20%231%2050%25%20%3F%C3%A9%20%E6%B0%B4/penalties.json', uriBaseId: '%SRCROOT%' });
  for (const location of uris) {
    assert.match(location.uri, URI_REFERENCE);
    const resolved = fileURLToPath(new URL(location.uri, sarif.originalUriBaseIds['%SRCROOT%'].uri));
    assert.ok(resolved.startsWith(caseDir), resolved);
  }
});

test('SARIF: a case outside the working folder is an absolute, percent-encoded file: URI', TIMEOUT, () => {
  const parent = realpathSync(mkdtempSync(join(tmpdir(), 'hydrocase-sarif-')));
  temporary.push(parent);
  const caseDir = join(parent, ODD_NAME);
  mkdirSync(caseDir);
  writeFileSync(join(caseDir, 'stages.json'), '{');
  const run = runWith(['validate', caseDir, '--format', 'sarif'], { cwd: repoRoot });
  assert.equal(run.status, 1, run.stderr);
  const { uris } = sarifLocations(run.stdout);
  assert.ok(uris.length > 0);
  for (const location of uris) {
    assert.equal(location.uriBaseId, undefined);
    assert.match(location.uri, /^file:\/\//);
    assert.match(location.uri.slice('file:'.length), URI_REFERENCE);
    assert.ok(fileURLToPath(location.uri).startsWith(caseDir));
  }
});
