// The benchmark's floor: the least any validator must do. It reads every file of the case,
// JSON.parses the JSON, and decodes every column of every Parquet file the straightforward way
// (parquet-wasm readParquet on the whole file, then apache-arrow tableFromIPC), touching every
// value so nothing stays lazy. No checks. Usage: node floor.cjs <case-dir>
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tableFromIPC, type Data } from 'apache-arrow';
import * as parquetWasm from 'parquet-wasm/node';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** Reads every value (and validity byte) of one chunk; the sum keeps the loop from being skipped. */
function touch(data: Data): number {
  let sum = 0;
  const values = data.values as ArrayLike<number> | undefined;
  if (values) for (let i = 0; i < values.length; i++) sum += Number(values[i]) || 0;
  const bitmap = data.nullBitmap;
  if (bitmap) for (let i = 0; i < bitmap.length; i++) sum += bitmap[i]!;
  return sum;
}

function decodeParquet(bytes: Uint8Array): { rows: number; checksum: number } {
  const table = tableFromIPC(parquetWasm.readParquet(bytes).intoIPCStream());
  let checksum = 0;
  for (const field of table.schema.fields) {
    const vector = table.getChild(field.name);
    for (const data of vector?.data ?? []) checksum += touch(data);
  }
  return { rows: table.numRows, checksum };
}

function main(caseDir: string): void {
  let rows = 0;
  let checksum = 0;
  let jsonValues = 0;
  const files = listFiles(caseDir);
  for (const path of files) {
    const bytes = readFileSync(path);
    if (path.endsWith('.json')) {
      if (JSON.parse(bytes.toString('utf8')) !== undefined) jsonValues++;
    } else if (path.endsWith('.parquet')) {
      const decoded = decodeParquet(bytes);
      rows += decoded.rows;
      checksum += decoded.checksum;
    }
  }
  process.stdout.write(`${JSON.stringify({ files: files.length, json: jsonValues, parquetRows: rows, checksum, of: relative(process.cwd(), caseDir) })}\n`);
}

const caseDir = process.argv[2];
if (!caseDir) {
  process.stderr.write('usage: floor <case-dir>\n');
  process.exitCode = 2;
} else {
  main(caseDir);
}
