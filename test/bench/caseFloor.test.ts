// `npm run bench`'s floors (bench/floor.ts): every mode must decode every row group of every table
// and touch every value. A floor that skipped row groups (the two-thread floor deals them to its
// workers) would look fast and make the CLI's ratios look worse than they are, so each mode must
// report the same rows and the same checksum on a case whose tables have several row groups.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { bundleBenchScript } from '../../bench/bundle';
import { ensureCase, PRESETS } from '../../bench/generate';
import { writeBrokenVariant } from '../../bench/crossCheck';

interface FloorReport {
  floor: string;
  parquetRows: number;
  checksum: number;
  json: number;
}

test('the whole-file, plain and multi-thread floors decode the same rows and values', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-case-floor-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const script = await bundleBenchScript('floor', join(dir, 'dist'));
  copyFileSync(join(dirname(createRequire(import.meta.url).resolve('parquet-wasm/node')), 'parquet_wasm_bg.wasm'), join(dir, 'dist', 'parquet_wasm_bg.wasm'));
  const generated = ensureCase(join(dir, 'small'), PRESETS.small, 7);
  const caseDir = join(dir, 'grouped');
  writeBrokenVariant(generated.dir, caseDir, 7, 5); // five row groups per table; the floors check nothing

  const floor = (...args: string[]): FloorReport => {
    const run = spawnSync(process.execPath, [script, caseDir, ...args], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    return JSON.parse(run.stdout) as FloorReport;
  };
  const wholeFile = floor();
  assert.ok(wholeFile.parquetRows > 0 && wholeFile.json > 0, JSON.stringify(wholeFile));
  for (const args of [['--plain'], ['--plain', '--workers', '1'], ['--plain', '--workers', '2'], ['--plain', '--workers', '3']]) {
    const report = floor(...args);
    assert.equal(report.parquetRows, wholeFile.parquetRows, `${args.join(' ')}: rows`);
    assert.equal(report.json, wholeFile.json, `${args.join(' ')}: JSON files`);
    assert.ok(
      Math.abs(report.checksum - wholeFile.checksum) <= 1e-9 * Math.abs(wholeFile.checksum),
      `${args.join(' ')}: checksum ${report.checksum} against ${wholeFile.checksum}`,
    );
  }
  assert.equal(spawnSync(process.execPath, [script, caseDir, '--plain', '--workers', '0']).status, 2, '--workers 0 is a usage error');
});
