// The command line as a CI user installs it: `npm pack`, then `npm install -g` of the tarball into
// a temporary prefix, then `hydrocase` run from a folder outside the repository. The tarball must
// carry the built bundles and the .wasm, install no dependencies, and stay under 10 MB.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examplesDir, repoRoot } from '../support/cli';
import { VERSION } from '../../cli/version';

const MAX_TARBALL_BYTES = 10_000_000;
const work = mkdtempSync(join(tmpdir(), 'hydrocase-install-'));
const prefix = join(work, 'prefix');
const outside = join(work, 'elsewhere');
let tarball = '';

function npm(args: string[], cwd: string) {
  // npm_config_* variables of an enclosing `npm test` would leak into the child npm.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  const run = spawnSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, encoding: 'utf8', env, timeout: 180_000 });
  assert.equal(run.status, 0, `npm ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

function hydrocase(args: string[]) {
  const run = spawnSync(join(prefix, 'bin', 'hydrocase'), args, { cwd: outside, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

before(() => {
  npm(['pack', '--pack-destination', work], repoRoot);
  tarball = join(
    work,
    readdirSync(work).find((name) => name.endsWith('.tgz'))!,
  );
  npm(['install', '-g', '--prefix', prefix, tarball], work);
  spawnSync('mkdir', ['-p', outside]);
});

after(() => rmSync(work, { recursive: true, force: true }));

test('the tarball is under 10 MB and installs no dependencies', () => {
  const bytes = statSync(tarball).size;
  assert.ok(bytes < MAX_TARBALL_BYTES, `${bytes} bytes`);
  const installed = join(prefix, 'lib', 'node_modules', 'hydrocase');
  for (const file of [
    'bin/hydrocase.js',
    'dist/cli.js',
    'dist/cliMain.js',
    'dist/server.js',
    'dist/parquetWorker.js',
    'dist/parquet_wasm_bg.wasm',
    'dist/rules/STG-037.md',
    'LICENSE',
    'README.md',
  ]) {
    assert.ok(existsSync(join(installed, file)), `${file} is not in the installed package`);
  }
  assert.ok(!existsSync(join(installed, 'node_modules')), 'the package pulled dependencies');
  assert.ok(!existsSync(join(installed, 'shared')) && !existsSync(join(installed, 'test')), 'sources are not shipped');
});

test('installing the tarball runs no script: the shipped package.json has no install script, while the clone keeps prepare (npm ci builds dist/)', () => {
  const installed = JSON.parse(readFileSync(join(prefix, 'lib', 'node_modules', 'hydrocase', 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) assert.equal(installed.scripts?.[script], undefined, `the package ships a ${script} script`);
  const clone = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  assert.equal(clone.scripts.prepare, 'node scripts/build.mjs', 'npm pack put package.json back');
  assert.ok(!existsSync(join(repoRoot, 'package.json.unpacked')), 'no copy left behind');
});

test('`hydrocase` runs from any folder: version, and a real case with Parquet tables', () => {
  assert.equal(hydrocase(['--version']).stdout.trim(), VERSION);
  const run = hydrocase(['validate', join(examplesDir, 'deterministic', 'd07-fpha-computed'), '--format', 'json']);
  assert.equal(run.status, 1, run.stderr);
  const report = JSON.parse(run.stdout);
  assert.ok(report.summary.files >= 5, 'the Parquet tables were read too');
  assert.ok(
    report.diagnostics.some((d: { code: string }) => d.code === 'PEN-020'),
    run.stdout,
  );
});

test('from outside the repository: fix --dry-run writes nothing, fix migrates, a hydrocase.json override applies', () => {
  const cases = join(outside, 'team-cases');
  cpSync(join(examplesDir, '1dtoy'), join(cases, 'toy'), { recursive: true });
  const stages = join(cases, 'toy', 'stages.json');
  const before = readFileSync(stages, 'utf8');

  const dry = hydrocase(['fix', 'team-cases', '--dry-run']);
  assert.equal(dry.status, 0, 'no error would remain after the fixes');
  assert.match(dry.stdout, /^\+\s+"num_openings": 10$/m);
  assert.equal(readFileSync(stages, 'utf8'), before, 'a dry run writes nothing');

  const fixed = hydrocase(['fix', 'team-cases']);
  assert.equal(fixed.status, 0, fixed.stdout);
  assert.equal(readFileSync(stages, 'utf8'), before.replaceAll('"num_scenarios"', '"num_openings"'));
  const clean = hydrocase(['validate', '--format', 'json']);
  assert.equal(clean.status, 0, clean.stdout);
  assert.equal(JSON.parse(clean.stdout).summary.warnings, 1, 'the XF-029 warning of the older productivity place remains');

  writeFileSync(join(outside, 'hydrocase.json'), JSON.stringify({ rules: { 'XF-029': 'error' } }));
  const raised = hydrocase(['validate', '--format', 'json']);
  assert.equal(raised.status, 1, 'the override makes the warning an error');
  assert.equal(JSON.parse(raised.stdout).diagnostics[0].code, 'XF-029');
  assert.match(hydrocase(['validate', '--print-config']).stdout, /XF-029: error \(default warning\)/);
});

test('`hydrocase lsp --stdio` answers initialize', async () => {
  const server = spawn(join(prefix, 'bin', 'hydrocase'), ['lsp', '--stdio'], { cwd: outside, stdio: ['pipe', 'pipe', 'pipe'] });
  try {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
    server.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    const reply = await new Promise<string>((resolve, reject) => {
      let text = '';
      const timer = setTimeout(() => reject(new Error(`no initialize answer; got: ${text}`)), 20_000);
      server.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes('"capabilities"')) {
          clearTimeout(timer);
          resolve(text);
        }
      });
    });
    assert.match(reply, /"id":1/);
    assert.match(reply, /"hoverProvider":true/);
  } finally {
    server.kill();
  }
});
