// The benchmark's floors: the least any validator must do. Each reads every file of the case,
// JSON.parses the JSON, and decodes every column of every Parquet file with parquet-wasm and
// apache-arrow on one thread, touching every value so nothing stays lazy. No positions, no checks.
// - the whole-file floor: readParquet on the whole file, then tableFromIPC (this bench's first floor);
// - the plain floor (--plain, issue 30's definition): one batch per row group (readParquet of that
//   row group with a batch as large as the group), each turned into Arrow and touched in turn.
// Usage: node floor.cjs <case-dir> [--plain]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tableFromIPC, type Data, type Table } from 'apache-arrow';
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

function touchTable(table: Table): number {
  let checksum = 0;
  for (const field of table.schema.fields) {
    const vector = table.getChild(field.name);
    for (const data of vector?.data ?? []) checksum += touch(data);
  }
  return checksum;
}

function decodeWholeFile(bytes: Uint8Array): { rows: number; checksum: number } {
  const table = tableFromIPC(parquetWasm.readParquet(bytes).intoIPCStream());
  return { rows: table.numRows, checksum: touchTable(table) };
}

async function decodeByRowGroup(bytes: Uint8Array): Promise<{ rows: number; checksum: number }> {
  const file = await parquetWasm.ParquetFile.fromFile(new Blob([bytes]));
  const metadata = file.metadata();
  let rows = 0;
  let checksum = 0;
  for (let group = 0; group < metadata.numRowGroups(); group++) {
    const groupRows = metadata.rowGroup(group).numRows();
    const table = tableFromIPC(parquetWasm.readParquet(bytes, { rowGroups: [group], batchSize: Math.max(1, groupRows) }).intoIPCStream());
    rows += table.numRows;
    checksum += touchTable(table);
  }
  return { rows, checksum };
}

async function main(caseDir: string, plain: boolean): Promise<void> {
  let rows = 0;
  let checksum = 0;
  let jsonValues = 0;
  const files = listFiles(caseDir);
  for (const path of files) {
    const bytes = readFileSync(path);
    if (path.endsWith('.json')) {
      if (JSON.parse(bytes.toString('utf8')) !== undefined) jsonValues++;
    } else if (path.endsWith('.parquet')) {
      const decoded = plain ? await decodeByRowGroup(bytes) : decodeWholeFile(bytes);
      rows += decoded.rows;
      checksum += decoded.checksum;
    }
  }
  process.stdout.write(
    `${JSON.stringify({ floor: plain ? 'plain' : 'whole-file', files: files.length, json: jsonValues, parquetRows: rows, checksum, of: relative(process.cwd(), caseDir) })}\n`,
  );
}

const caseDir = process.argv[2];
if (!caseDir) {
  process.stderr.write('usage: floor <case-dir>\n');
  process.exitCode = 2;
} else {
  void main(caseDir, process.argv.includes('--plain'));
}
