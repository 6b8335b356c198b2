// Mutations of the real Cobre examples' Parquet tables: read an example's table as plain rows with
// the engine's own reader, and validate a copy of the example with some files replaced.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';
import { ParquetTable } from '../../shared/core/parquet/reader';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { examplesDir } from './cli';

const created: string[] = [];
after(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** The example's table as one record per row, by column name (every column must be Int32 or Float64). */
export async function exampleTableRows(example: string, file: string, columns: readonly string[]): Promise<Array<Record<string, number>>> {
  const table = await ParquetTable.open(join(examplesDir, example, file));
  const rows: Array<Record<string, number>> = [];
  try {
    for await (const batch of table.batches(columns)) {
      for (let i = 0; i < batch.numRows; i++) rows.push(Object.fromEntries(columns.map((name) => [name, batch.column(name)!.values[i]!])));
    }
  } finally {
    table.close();
  }
  return rows;
}

/** A copy of the example with these files (case-relative path → bytes or text) written over it, then `edit`, validated. */
export async function validateMutatedExample(example: string, files: Record<string, Uint8Array | string>, edit?: (dir: string) => void): Promise<ValidationResult> {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-mutated-'));
  created.push(dir);
  cpSync(join(examplesDir, example), dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true }); // a folder the example lacks (constraints/)
    writeFileSync(join(dir, file), content);
  }
  edit?.(dir);
  return validateCase(dir);
}
