// Bundles a benchmark's helper script like the CLI is bundled (one CommonJS file), so it starts in
// its own process the way the measured tools do.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { nodeBundleOptions } from '../scripts/nodeBundle.mjs';

const ROOT = join(import.meta.dirname, '..');

/** Bundles `bench/<name>.ts` into `<outdir>/<name>.cjs` and returns that path. */
export async function bundleBenchScript(name: string, outdir: string): Promise<string> {
  mkdirSync(outdir, { recursive: true });
  await build({ ...nodeBundleOptions, absWorkingDir: ROOT, entryPoints: [{ in: `bench/${name}.ts`, out: name }], outdir, outExtension: { '.js': '.cjs' } });
  return join(outdir, `${name}.cjs`);
}
