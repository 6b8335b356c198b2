// Compiles the extension-host suite (exthost/) for the editor to load. The output sits under the
// repository's node_modules/.cache so that `require('mocha')` in it resolves to the project's mocha.
import { build } from 'esbuild';
import { nodeBundleOptions } from '../../scripts/nodeBundle.mjs';
import { join } from 'node:path';
import { repoRoot } from '../support/cli';

const outdir = join(repoRoot, 'node_modules', '.cache', 'hydrocase', 'e2e-exthost');

/** Returns the path of the entry module to pass as `extensionTestsPath`. */
export async function bundleExtensionHostSuite(): Promise<string> {
  const source = join(repoRoot, 'test', 'e2e', 'exthost');
  await build({
    ...nodeBundleOptions,
    absWorkingDir: repoRoot,
    entryPoints: { index: join(source, 'index.ts'), suite: join(source, 'suite.ts') },
    outdir,
    external: ['vscode', 'mocha'],
  });
  return join(outdir, 'index.js');
}
