// The table view's benchmark (on demand: `npm run bench:table`, not part of npm test): the real
// language server on the large bench case (.bench/cases/large, reused across runs), the 832,000-row
// hyperplane table paged as the webview pages it. Prints the first page (asked for while the case's
// first validation runs, and again after it on a table not opened yet), jumps to far rows, a scroll
// step, a filter, and how long the server's main thread took to answer meanwhile (a stall would show).
import { join } from 'node:path';
import { ensureCase, PRESETS } from './generate';
import { readJsonFlag } from './options';
import { LspClient, uriOf } from '../test/support/lsp';
import { TABLE_PAGE_REQUEST, type TablePage } from '../server/protocol/tableViewProtocol';

const ROOT = join(import.meta.dirname, '..');
const DEFAULT_SEED = 20240101; // the seed `npm run bench` uses, so all benchmarks share the cached cases
/** Rows a webview asks for: a screen of ~40 and a margin of 40 on each side. */
const PAGE_ROWS = 120;

async function main(): Promise<void> {
  const { json } = readJsonFlag(process.argv.slice(2));
  const large = ensureCase(join(ROOT, '.bench', 'cases', 'large'), PRESETS.large, DEFAULT_SEED);
  const planes = join(large.dir, 'system', 'fpha_hyperplanes.parquet');
  const productivity = join(large.dir, 'system', 'hydro_energy_productivity.parquet');
  const client = await LspClient.start([large.dir], { watchFiles: true, initializeTimeoutMs: 30_000 });
  const results: Record<string, number> = {};
  const timed = async (name: string, params: Record<string, unknown>): Promise<TablePage> => {
    const started = performance.now();
    const page = await client.request<TablePage>(TABLE_PAGE_REQUEST, { count: PAGE_ROWS, ...params }, 60_000);
    results[name] = Math.round(performance.now() - started);
    return page;
  };
  try {
    const during = await timed('first page, during the first validation (ms)', { uri: uriOf(planes), start: 0, withProblems: true });
    if (during.meta.numRows !== 832_000) throw new Error(`expected the 832,000-row table, got ${during.meta.numRows}`);
    await client.waitForStatus(large.dir, 0, 120_000);
    await timed('first page of another table, after validation (ms)', { uri: uriOf(productivity), start: 0, withProblems: true });
    // Meanwhile the main thread answers: a request it handles itself, sent with the jump.
    const mainThread = performance.now();
    const [jump] = await Promise.all([
      timed('jump to row 800,000 (ms)', { uri: uriOf(planes), revealRow: 800_000 }),
      client.request('hydrocase/listCases').then(() => (results['main thread answer during the jump (ms)'] = Math.round(performance.now() - mainThread))),
    ]);
    if (!jump.rows.some((row) => row.index === 800_000)) throw new Error('row 800,000 is not in the page');
    await timed('scroll step near row 800,000 (ms)', { uri: uriOf(planes), start: jump.start + 40 });
    await timed('jump to row 431,017 (ms)', { uri: uriOf(planes), revealRow: 431_017 });
    await timed('jump to the last row (ms)', { uri: uriOf(planes), revealRow: 831_999 });
    const filtered = await timed('filter hydro_id 100 and stage_id 50, first use (ms)', { uri: uriOf(planes), start: 0, filter: { hydroId: 100, stageId: 50 } });
    results['rows kept by that filter'] = filtered.total;
    await timed('same filter, next page (ms)', { uri: uriOf(planes), start: 5, filter: { hydroId: 100, stageId: 50 } });
  } finally {
    await client.stop();
  }
  if (json) console.log(JSON.stringify(results, null, 2));
  else for (const [name, value] of Object.entries(results)) console.log(`${name.padEnd(58)} ${value}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
