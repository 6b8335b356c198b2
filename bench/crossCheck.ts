// The fast paths' cross-check: the CLI's route (tables on worker threads, row groups read out of the
// decoder through the Arrow C data interface into reused arrays, JSON alongside) must report exactly
// the diagnostics of the reference route (everything in this thread, one file after another, row
// groups through an Arrow IPC stream, JSON trees through jsonc-parser rather than strictScan.ts).
// Run by `npm run bench` on every case it measures and on a broken variant of each (rows broken in
// every table, small row groups, nullable columns), and by test/engine/routeCrossCheck.test.ts on
// random small cases.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import * as parquetWasm from 'parquet-wasm/node';
import { validateCase } from '../shared/engine/validate';
import { useReferenceDecode } from '../shared/core/parquet/reader';
import { useReferenceJsonParse } from '../shared/core/json/parse';
import { CASE_FILES } from '../shared/core/case/layout';
import type { Diagnostic } from '../shared/core/diagnostics';
import { cliParquetChecker } from '../cli/parquetChecker';
import { parquetBytes, type ColumnSpec } from '../test/support/parquet';
import { Random } from './generate';

export interface RouteComparison {
  diagnostics: number;
  /** Empty when both routes agree; else the first differences, as `fast: ... / reference: ...`. */
  mismatches: string[];
}

/** Validates `caseDir` both ways and compares the diagnostics, every field of each, in order. */
export async function compareRoutes(caseDir: string, workerScript: string): Promise<RouteComparison> {
  const checker = cliParquetChecker({ workerScript });
  const fast = await validateCase(caseDir, { parquetChecker: checker }).finally(() => checker.dispose());
  useReferenceDecode(true);
  useReferenceJsonParse(true);
  const reference = await validateCase(caseDir, { sequential: true }).finally(() => {
    useReferenceDecode(false);
    useReferenceJsonParse(false);
  });
  const a = fast.diagnostics.map(render);
  const b = reference.diagnostics.map(render);
  const mismatches: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length) && mismatches.length < 5; i++) {
    if (a[i] !== b[i]) mismatches.push(`#${i} fast: ${a[i] ?? '(none)'} / reference: ${b[i] ?? '(none)'}`);
  }
  return { diagnostics: b.length, mismatches };
}

function render(d: Diagnostic): string {
  return JSON.stringify(d, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? String(value) : value));
}

const TABLES = [CASE_FILES.geometry, CASE_FILES.productivity, CASE_FILES.hyperplanes, CASE_FILES.tailrace];

/**
 * Copies the case to `outDir` with rows broken in each table: about one row in 200 gets a value
 * out of range, a NaN or a null in one of its numeric columns (every column is declared nullable,
 * so the null checks run too), and each table is rewritten in about `rowGroups` row groups. Its
 * stages.json gets the edits of `JSON_BREAKAGE`.
 */
export function writeBrokenVariant(caseDir: string, outDir: string, seed: number, rowGroups: number): void {
  cpSync(caseDir, outDir, { recursive: true });
  breakStagesText(join(outDir, CASE_FILES.stages));
  const rng = new Random(seed);
  for (const file of TABLES) {
    const path = join(outDir, file);
    const table = tableFromIPC(parquetWasm.readParquet(readFileSync(path)).intoIPCStream());
    const columns: ColumnSpec[] = table.schema.fields.map((field) => {
      const values: (number | null)[] = Array.from(table.getChild(field.name)!.toArray() as ArrayLike<number>);
      return { name: field.name, type: String(field.type) === 'Int32' ? 'Int32' : 'Float64', nullable: true, values };
    });
    for (let row = 0; row < table.numRows; row++) {
      if (!rng.chance(0.005)) continue;
      const column = columns[rng.int(0, columns.length - 1)]!;
      const values = column.values as (number | null)[];
      const breakage = rng.int(0, 2);
      values[row] = breakage === 0 ? null : column.type === 'Int32' ? -7 : breakage === 1 ? Number.NaN : -1e6;
    }
    writeFileSync(path, parquetBytes(columns, { rowGroupSize: Math.max(1, Math.ceil(table.numRows / rowGroups)) }));
  }
}

/**
 * Edits that keep stages.json strict JSON (so the fast tree build reads it) while giving the rules
 * something to report from what only the text shows: a duplicate key (JSON-002), an integer written
 * `2.0`, a `1e400` that reads as Infinity, a `-0`. Each applies to the first match, when there is one.
 */
const JSON_BREAKAGE: ReadonlyArray<[RegExp, string]> = [
  [/"type": "finite_horizon",/, '"type": "finite_horizon", "type": "finite_horizon",'],
  [/"source_id": 2,/, '"source_id": 2.0,'],
  [/"probability": 1\b/, '"probability": 1e400'],
  [/"source_id": 0,/, '"source_id": -0,'],
];

function breakStagesText(path: string): void {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return; // a case without stages.json has nothing to break here
  }
  for (const [pattern, replacement] of JSON_BREAKAGE) text = text.replace(pattern, replacement);
  writeFileSync(path, text);
}
