// `hydrocase fix`: the migration of older-format cases. On copies of every real Cobre example, a dry
// run prints a unified diff and writes nothing; a real run changes only the older keys (formatting
// kept byte for byte) and leaves every example with no error; a file changed on disk meanwhile is
// refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { examplesDir, findCases, runCli } from '../support/cli';
import { safeCaseFixes } from '../../shared/services/caseFixes';
import { writeFixes } from '../../cli/commands/fix';

function copyOfExamples(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-fix-'));
  cpSync(examplesDir, dir, { recursive: true });
  return dir;
}

function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of findCases(root)) for (const name of ['stages.json', 'penalties.json']) files.set(relative(root, join(dir, name)), readFileSync(join(dir, name), 'utf8'));
  return files;
}

test('fix --dry-run prints a unified diff of the older-key renames and writes nothing', () => {
  const root = copyOfExamples();
  const before = snapshot(root);
  const run = runCli(['fix', join(root, '1dtoy'), '--dry-run']);
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^--- a\/.*1dtoy\/stages\.json$/m);
  assert.match(run.stdout, /^-\s+"num_scenarios": 10$/m);
  assert.match(run.stdout, /^\+\s+"num_openings": 10$/m);
  assert.match(run.stdout, /^\+\s+"turbined_cost": 0\.05,$/m);
  assert.match(run.stdout, /would fix 2 problems in 2 files \(PEN-020 ×1, STG-039 ×1\); 0 errors, 1 warning would remain$/m);
  assert.ok(run.stdout.endsWith('\ntotal: would fix 2 problems in 2 files of 1 case; 0 errors, 1 warning would remain\n'), run.stdout.slice(-300));
  assert.deepEqual(snapshot(root), before, 'a dry run writes nothing');
});

test('fix --dry-run over several cases ends with one total over them all', () => {
  const root = copyOfExamples();
  const run = runCli(['fix', '--dry-run', join(root, '1dtoy'), join(root, 'deterministic', 'd01-thermal-dispatch')]);
  assert.equal(run.status, 0, run.stderr);
  const perCase = [...run.stdout.matchAll(/^(?!total).*: would fix (\d+) problems in (\d+) files/gm)].map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal(perCase.length, 2, run.stdout);
  const [problems, files] = perCase.reduce(([p, f], [q, g]) => [p! + q!, f! + g!], [0, 0]);
  assert.match(run.stdout, new RegExp(`\\ntotal: would fix ${problems} problems in ${files} files of 2 cases; 0 errors, \\d+ warnings? would remain\\n$`));
});

test('fix migrates every example: only the older keys change, and no error remains', () => {
  const root = copyOfExamples();
  const before = snapshot(root);
  const cases = findCases(root);
  assert.ok(cases.length >= 20);
  const run = runCli(['fix', ...cases]);
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  for (const [file, text] of snapshot(root)) {
    const expected = before.get(file)!.replaceAll('"num_scenarios"', '"num_openings"').replaceAll('"fpha_turbined_cost"', '"turbined_cost"');
    assert.equal(text, expected, `${file}: only the keys are renamed, formatting kept`);
  }
  for (const dir of cases) {
    const validate = runCli(['validate', dir]);
    assert.equal(validate.status, 0, `${dir} after fix:\n${validate.stdout}`);
  }
});

test('a file changed on disk after it was read is refused, not overwritten', async () => {
  const root = copyOfExamples();
  const dir = join(root, '1dtoy');
  const fixes = await safeCaseFixes(dir);
  writeFileSync(join(dir, 'stages.json'), '{"edited": "meanwhile"}');
  assert.deepEqual(writeFixes(dir, fixes), ['stages.json']);
  assert.equal(readFileSync(join(dir, 'stages.json'), 'utf8'), '{"edited": "meanwhile"}');
  assert.match(readFileSync(join(dir, 'penalties.json'), 'utf8'), /"turbined_cost"/, 'the unchanged file is still fixed');
});

test('a case with nothing safe to fix says so and exits 0', () => {
  const root = copyOfExamples();
  const dir = join(root, 'deterministic', 'd01-thermal-dispatch');
  assert.equal(runCli(['fix', dir]).status, 0);
  const again = runCli(['fix', dir]);
  assert.equal(again.status, 0);
  assert.match(again.stdout, /nothing to fix safely; 0 errors, 0 warnings remain/);
});
