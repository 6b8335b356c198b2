// The benchmark's floors: the least any validator must do. Each reads every file of the case,
// JSON.parses the JSON, and decodes every column of every Parquet file with parquet-wasm and
// apache-arrow on one thread, touching every value so nothing stays lazy. No positions, no checks.
// - the whole-file floor: readParquet on the whole file, then tableFromIPC (this bench's first floor);
// - the plain floor (--plain, issue 30's definition): one batch per row group (readParquet of that
//   row group with a batch as large as the group), each turned into Arrow and touched in turn;
// - the plain floor on more cores (--plain --workers N): the same work, the row groups dealt in
//   turn to N worker threads started first, while the main thread reads and parses the JSON (the
//   CLI's own split). The floor's work spread over both cores, with no checks: what a validator
//   that decodes every value with these libraries can hope for, against the plain floor, on this
//   machine (other splits, by file or with the main thread sharing the row groups, measured no
//   faster: README, Scaling).
// Usage: node floor.cjs <case-dir> [--plain [--workers N]]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
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

interface Decoded {
  rows: number;
  checksum: number;
}

function decodeWholeFile(bytes: Uint8Array): Decoded {
  const table = tableFromIPC(parquetWasm.readParquet(bytes).intoIPCStream());
  return { rows: table.numRows, checksum: touchTable(table) };
}

/** Decodes row groups `share`, `share + of`, `share + 2 * of`, ... (all of them by default). */
async function decodeByRowGroup(bytes: Uint8Array, share = 0, of = 1): Promise<Decoded> {
  const file = await parquetWasm.ParquetFile.fromFile(new Blob([bytes]));
  const metadata = file.metadata();
  let rows = 0;
  let checksum = 0;
  for (let group = share; group < metadata.numRowGroups(); group += of) {
    const groupRows = metadata.rowGroup(group).numRows();
    const table = tableFromIPC(parquetWasm.readParquet(bytes, { rowGroups: [group], batchSize: Math.max(1, groupRows) }).intoIPCStream());
    rows += table.numRows;
    checksum += touchTable(table);
  }
  return { rows, checksum };
}

/** What a decoding worker is given: every Parquet file, and which of each file's row groups are its own. */
interface WorkerShare {
  paths: string[];
  share: number;
  of: number;
}

async function decodeShare({ paths, share, of }: WorkerShare): Promise<Decoded> {
  const total: Decoded = { rows: 0, checksum: 0 };
  for (const path of paths) {
    const decoded = await decodeByRowGroup(readFileSync(path), share, of);
    total.rows += decoded.rows;
    total.checksum += decoded.checksum;
  }
  return total;
}

/** Starts the decoding workers first (this very script, bundled as CommonJS), so they decode while the JSON is parsed. */
function startDecodingWorkers(paths: string[], workers: number): Promise<Decoded>[] {
  return Array.from({ length: workers }, (_, share) => {
    const worker = new Worker(__filename, { workerData: { paths, share, of: workers } satisfies WorkerShare });
    return new Promise<Decoded>((resolve, reject) => worker.once('message', resolve).once('error', reject));
  });
}

async function main(caseDir: string, plain: boolean, workers: number): Promise<void> {
  let rows = 0;
  let checksum = 0;
  let jsonValues = 0;
  const files = listFiles(caseDir);
  const decoding =
    workers > 0
      ? startDecodingWorkers(
          files.filter((path) => path.endsWith('.parquet')),
          workers,
        )
      : [];
  for (const path of files) {
    const bytes = readFileSync(path);
    if (path.endsWith('.json')) {
      if (JSON.parse(bytes.toString('utf8')) !== undefined) jsonValues++;
    } else if (path.endsWith('.parquet') && workers === 0) {
      const decoded = plain ? await decodeByRowGroup(bytes) : decodeWholeFile(bytes);
      rows += decoded.rows;
      checksum += decoded.checksum;
    }
  }
  for (const decoded of await Promise.all(decoding)) {
    rows += decoded.rows;
    checksum += decoded.checksum;
  }
  const floor = workers > 0 ? `plain on ${workers + 1} threads` : plain ? 'plain' : 'whole-file';
  process.stdout.write(`${JSON.stringify({ floor, files: files.length, json: jsonValues, parquetRows: rows, checksum, of: relative(process.cwd(), caseDir) })}\n`);
}

/** `--workers N` (0 when absent), or undefined when N is not a positive integer. */
function workersOption(argv: readonly string[]): number | undefined {
  const at = argv.indexOf('--workers');
  if (at < 0) return 0;
  const workers = Number(argv[at + 1]);
  return Number.isInteger(workers) && workers >= 1 ? workers : undefined;
}

if (!isMainThread) {
  void decodeShare(workerData as WorkerShare).then((decoded) => parentPort!.postMessage(decoded));
} else {
  const caseDir = process.argv[2];
  const workers = workersOption(process.argv);
  if (!caseDir || workers === undefined) {
    process.stderr.write('usage: floor <case-dir> [--plain [--workers N]] (N a positive integer)\n');
    process.exitCode = 2;
  } else {
    void main(caseDir, process.argv.includes('--plain'), workers);
  }
}
