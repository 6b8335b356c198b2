// The command line on a newer Node than the one it is built and tested with: code-server's Node 24,
// which scripts/setup-editors.sh installs. V8 flags the CLI sets at start (cli/jitBudget.ts,
// shared/core/parquet/decoderTier.ts) must not cost a user of a newer Node an error line on every run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { editorTools, needsEditors } from './tools';
import { examplesDir, repoRoot, runCli } from '../support/cli';

test('on Node 24 the CLI checks a real case as on Node 20, with nothing on stderr', needsEditors(['node24BinDir'], 60_000), () => {
  const node24 = join(editorTools(['node24BinDir']).node24BinDir, 'node');
  const caseDir = join(examplesDir, 'deterministic', 'd06-fpha-variable-head');
  const args = ['validate', caseDir, '--format', 'json'];
  const onNode24 = runCli(args, repoRoot, { node: node24 });
  const onThisNode = runCli(args);
  assert.equal(onNode24.stderr, '', 'nothing on stderr');
  assert.equal(onNode24.status, onThisNode.status);
  const problems = (stdout: string) => JSON.stringify(JSON.parse(stdout), (key, value) => (key === 'ms' ? undefined : value));
  assert.equal(problems(onNode24.stdout), problems(onThisNode.stdout), 'the same problems');
});
