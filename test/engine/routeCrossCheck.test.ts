// The CLI's fast route (tables on worker threads, row groups through the C data interface into
// reused arrays) reports exactly what the reference route (in this thread, sequential, row groups
// through an IPC stream) reports, on generated cases of several shapes, valid and with broken rows
// in several row groups. Needs the bundled worker (dist/parquetWorker.js, built by `npm ci`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { generateCase, PRESETS, randomSpec } from '../../bench/generate';
import { compareRoutes, writeBrokenVariant } from '../../bench/crossCheck';
import { writeCase } from '../support/cases';

const WORKER = join(import.meta.dirname, '..', '..', 'dist', 'parquetWorker.js');

const SHAPES = [
  { name: 'small preset', spec: PRESETS.small, seed: 1 },
  { name: 'random spec 3', spec: randomSpec(3), seed: 3 },
  { name: 'random spec 11', spec: randomSpec(11), seed: 11 },
];

for (const { name, spec, seed } of SHAPES) {
  test(`fast and reference routes agree on the ${name}, valid and with broken rows`, async () => {
    const valid = writeCase(generateCase(spec, seed).files);
    const clean = await compareRoutes(valid, WORKER);
    assert.deepEqual(clean.mismatches, []);

    const broken = join(writeCase({}), 'case');
    writeBrokenVariant(valid, broken, seed, 5);
    const result = await compareRoutes(broken, WORKER);
    assert.deepEqual(result.mismatches, []);
    assert.ok(result.diagnostics > clean.diagnostics, `the broken rows were reported (${result.diagnostics} diagnostics)`);
  });
}
