// Bundles every entry point with esbuild and puts parquet-wasm's .wasm beside the bundles.
// Runs on `npm ci` (prepare) so a fresh clone has a working `hydrocase` command.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { nodeBundleOptions } from './nodeBundle.mjs';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const require = createRequire(import.meta.url);
// HYDROCASE_OUTDIR: build elsewhere (the .vsix build stages its own dist without touching dist/).
const outdir = process.env.HYDROCASE_OUTDIR ? resolve(process.env.HYDROCASE_OUTDIR) : join(root, 'dist');
mkdirSync(outdir, { recursive: true });

// dist/cli.js is the command's small entry; it loads the engine's bundle, dist/cliMain.js (see cli/launch.ts).
const entries = [
  { in: 'cli/launch.ts', out: 'cli' },
  { in: 'cli/main.ts', out: 'cliMain' },
];
const optional = [
  { in: 'server/main.ts', out: 'server' },
  { in: 'shared/engine/parquetThreads/worker.ts', out: 'parquetWorker' },
  { in: 'client/extension.ts', out: 'extension' },
];
for (const entry of optional) if (existsSync(join(root, entry.in))) entries.push(entry);

await build({
  ...nodeBundleOptions,
  absWorkingDir: root,
  entryPoints: entries,
  outdir,
  sourcemap: process.env.HYDROCASE_SOURCEMAP === '1',
  minify: process.env.HYDROCASE_MINIFY === '1',
  external: ['vscode'],
});

// The webview scripts (table view, case overview, plant curves) run in the browser sandbox of a
// webview, not in Node. A stylesheet a script imports (uPlot's, for the plant curves) is written
// beside it: dist/<name>.css.
for (const name of ['tableView', 'caseOverview', 'plantCurves', 'scenarioPlots']) {
  if (!existsSync(join(root, `client/webview/${name}.ts`))) continue;
  await build({
    absWorkingDir: root,
    entryPoints: [`client/webview/${name}.ts`],
    outfile: join(outdir, `${name}.js`),
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    format: 'iife',
    minify: process.env.HYDROCASE_MINIFY === '1',
    logLevel: 'warning',
  });
}

const wasm = join(dirname(require.resolve('parquet-wasm/node')), 'parquet_wasm_bg.wasm');
copyFileSync(wasm, join(outdir, 'parquet_wasm_bg.wasm'));

// Rule pages, generated from the engine's rule catalogue (linked from every diagnostic's code).
const pagesScript = join(root, 'node_modules', '.cache', 'hydrocase', 'writeRulePages.cjs');
await build({ ...nodeBundleOptions, absWorkingDir: root, entryPoints: ['scripts/writeRulePages.ts'], outfile: pagesScript });
execFileSync(process.execPath, [pagesScript, join(outdir, 'rules')], { stdio: 'inherit' });
