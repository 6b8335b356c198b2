// `npm pack` and `npm publish` ship package.json as it is on disk, and a `prepare` script in it
// makes npm warn about an install script when the tarball is installed (issue 25). A clone still
// needs `prepare` (`npm ci` builds dist/), so the script is taken out of package.json for the pack
// only: `prepack` builds and strips it (keeping the original beside it), `postpack` puts the
// original back. A pack that failed midway leaves the copy, and the next pack or postpack restores
// it first.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = join(root, 'package.json');
const original = join(root, 'package.json.unpacked');

/** The lifecycle scripts npm runs when a package is installed: none may ship. */
export const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];

function restore() {
  if (existsSync(original)) renameSync(original, manifest);
}

function strip() {
  restore();
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  writeFileSync(original, text);
  for (const name of INSTALL_SCRIPTS) delete pkg.scripts?.[name];
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
}

const mode = process.argv[2];
if (mode === 'strip') strip();
else if (mode === 'restore') restore();
else {
  console.error('usage: node scripts/packManifest.mjs strip|restore');
  process.exit(2);
}
