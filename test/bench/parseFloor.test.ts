// bench:lsp's floor for (g) (bench/parseFloor.ts): one cold parse of a file in a fresh process, by
// HydroCase's parser or jsonc-parser's. A floor that parsed nothing would make every figure beside it
// look slow, so it must fail on a file that is not JSON, and time a real parse of one that is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleBenchScript } from '../../bench/bundle';

test('the parse floor times one parse of a JSON file with either parser, and fails on text that is not JSON', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-parse-floor-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const script = await bundleBenchScript('parseFloor', dir);
  const valid = join(dir, 'stages.json');
  writeFileSync(valid, JSON.stringify({ stages: Array.from({ length: 50 }, (_, id) => ({ id, blocks: [{ id: 0, hours: 168 }] })) }));
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

  for (const parser of ['hydrocase', 'jsonc']) {
    const parsed = run(valid, parser);
    assert.equal(parsed.status, 0, parsed.stderr);
    const { ms } = JSON.parse(parsed.stdout) as { ms: number };
    assert.ok(ms > 0 && ms < 10_000, `${parser}: ${ms} ms`);
  }

  const empty = join(dir, 'empty.json');
  writeFileSync(empty, '');
  for (const parser of ['hydrocase', 'jsonc']) assert.notEqual(run(empty, parser).status, 0, `${parser} parsed nothing and said nothing`);
  assert.equal(run(valid, 'serde').status, 2, 'an unknown parser is a usage error');
});
