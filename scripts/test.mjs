// Runs every test file under test/ with node's built-in runner, whose closing summary CI reads.
// The real-editor suites (test/e2e) run on request (--with-editors), in CI, or wherever
// scripts/setup-editors.sh has installed the editors; they then get a fresh hydrocase.vsix.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

const root = join(import.meta.dirname, '..');
const editorsEnv = join(process.env.HYDROCASE_TOOLS || '/var/tmp/hydrocase-tools', 'editors.env');
const withEditors = process.argv.includes('--with-editors') || process.env.CI === 'true' || existsSync(editorsEnv);
const skip = new Set(withEditors ? [] : ['e2e']);

function collect(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (!skip.has(name) && name !== 'fixtures' && name !== 'support') out.push(...collect(path));
    } else if (name.endsWith('.test.ts')) {
      out.push(relative(root, path));
    }
  }
  return out;
}

// The tests read rules.md, the spec and the real Cobre examples from the spec folder: beside the
// checkout (../shared) unless HYDROCASE_SPEC_DIR names it. Without it they cannot say anything true.
const specDir = process.env.HYDROCASE_SPEC_DIR || join(root, '..', 'shared');
if (!existsSync(join(specDir, 'spec', 'rules.md'))) {
  console.error(`the spec folder is missing: ${specDir}/spec/rules.md not found (put it beside the checkout as ../shared, or set HYDROCASE_SPEC_DIR)`);
  process.exit(2);
}

// The CLI tests run the bundle, so build first (a second or two).
const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const filter = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const files = collect(join(root, 'test')).filter((file) => filter.length === 0 || filter.some((f) => file.includes(f)));

// The editor suites install the packaged extension: package it from this tree so it is never stale.
if (files.some((file) => file.startsWith(join('test', 'e2e')))) {
  const packaged = spawnSync(process.execPath, [join(root, 'scripts', 'package.mjs')], { cwd: root, stdio: 'inherit' });
  if (packaged.status !== 0) process.exit(packaged.status ?? 1);
}
// The runner's TAP goes through unchanged; the failing tests' names are collected on the way and
// listed again after its summary, so a log kept only by its tail still names every failure.
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-force-exit', ...files], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
const failing = [];
const counts = { pass: 0, fail: 0 };
let partial = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  const lines = (partial + chunk.toString()).split('\n');
  partial = lines.pop() ?? '';
  for (const line of lines) {
    const failed = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    if (failed) failing.push(`${failed[1]}${failed[2]}`);
    const count = /^# (pass|fail) (\d+)$/.exec(line);
    if (count) counts[count[1]] = Number(count[2]);
  }
});
child.on('close', (code) => {
  if (failing.length > 0) {
    console.log(`\nfailing tests (${failing.length}, a suite's failing subtests indented under it):`);
    for (const name of failing) console.log(`  ${name}`);
  }
  console.log(`${counts.pass} passed, ${counts.fail} failed`);
  process.exit(code ?? 1);
});
