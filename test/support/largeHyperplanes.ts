// A hyperplane table of a megabyte or more: decoded long enough that V8's default tiering
// recompiles some of parquet-wasm's functions with its optimizing compiler (TurboFan), and large
// enough that the CLI decodes it in a worker thread (cli/parquetChecker.ts).
import { statSync, writeFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { parquetBytes } from './parquet';

export function writeLargeHyperplaneTable(path: string): void {
  const rows = 40_000;
  const random = (scale: number) => Float64Array.from({ length: rows }, (_, i) => scale * Math.sin(i * 12.9898) * 43758.5453);
  writeFileSync(
    path,
    parquetBytes([
      { name: 'hydro_id', type: 'Int32', values: Int32Array.from({ length: rows }, (_, i) => i % 7) },
      { name: 'stage_id', type: 'Int32', values: Int32Array.from({ length: rows }, (_, i) => i % 12) },
      { name: 'plane_id', type: 'Int32', values: Int32Array.from({ length: rows }, (_, i) => i) },
      { name: 'gamma_0', type: 'Float64', values: random(1) },
      { name: 'gamma_v', type: 'Float64', values: random(0.1) },
      { name: 'gamma_q', type: 'Float64', values: random(0.9) },
      { name: 'gamma_s', type: 'Float64', values: random(0.01) },
    ]),
  );
  assert.ok(statSync(path).size >= 1024 * 1024, 'a megabyte or more');
}
