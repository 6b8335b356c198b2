// `npm run package`: builds the VS Code extension into hydrocase.vsix (or --out <file>).
// The bundles are built minified into a staging folder, so dist/ (which the tests and the CLI
// use) is never touched, then @vscode/vsce packs the folder. vsce needs Node >= 22: under an
// older Node, Node 24 comes from npm into a cache folder outside the repository, reused later.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const NODE24_VERSION = '24.21.0';
const MAX_BYTES = 5_000_000;
/** What the .vsix holds besides the fresh dist/ (.vscodeignore filters again). */
const SHIPPED = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', '.vscodeignore', 'syntaxes'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
}

function outPath() {
  const at = process.argv.indexOf('--out');
  return at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : join(root, 'hydrocase.vsix');
}

/**
 * A Node that can run vsce: this one when new enough, else Node 24 from npm, cached with the same
 * layout and `.ok` stamp as scripts/setup-editors.sh (a half-finished install is redone).
 */
function nodeForVsce() {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  const prefix = join(process.env.HYDROCASE_TOOLS || '/var/tmp/hydrocase-tools', `node-${NODE24_VERSION}`);
  const node = join(prefix, 'bin', 'node');
  const runs = () => spawnSync(node, ['-v'], { encoding: 'utf8' }).stdout?.trim() === `v${NODE24_VERSION}`;
  if (!existsSync(join(prefix, '.ok')) || !runs()) {
    console.log(`Installing Node ${NODE24_VERSION} from npm into ${prefix} (vsce needs Node >= 22)`);
    rmSync(prefix, { recursive: true, force: true });
    run('npm', ['i', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--loglevel=error', `node@${NODE24_VERSION}`], { shell: process.platform === 'win32' });
    if (!runs()) throw new Error(`${node} is not Node ${NODE24_VERSION} after installing it`);
    writeFileSync(join(prefix, '.ok'), '');
  }
  return node;
}

/**
 * vsce turns README's relative links into links into the repository; without a `repository`
 * field it refuses them, so until there is one the links stay relative (the extension page then
 * opens LICENSE, which is shipped; docs/ is not).
 */
function repositoryFlags() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  if (manifest.repository) return [];
  console.log('package.json has no "repository": README links are left relative.');
  return ['--allow-missing-repository', '--no-rewrite-relative-links'];
}

/**
 * package.json's `files` lists what the npm package (the CLI and language server) holds; the .vsix
 * is chosen by .vscodeignore, and vsce refuses a manifest with both.
 */
function withoutNpmFileList(manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  delete manifest.files;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}

const started = performance.now();
const out = outPath();
const stage = mkdtempSync(join(tmpdir(), 'hydrocase-vsix-'));
try {
  const node = nodeForVsce();
  run(process.execPath, [join(root, 'scripts', 'build.mjs')], {
    env: { ...process.env, HYDROCASE_OUTDIR: join(stage, 'dist'), HYDROCASE_MINIFY: '1', HYDROCASE_SOURCEMAP: '0' },
  });
  for (const name of SHIPPED) if (existsSync(join(root, name))) cpSync(join(root, name), join(stage, name), { recursive: true });
  withoutNpmFileList(join(stage, 'package.json'));
  const vsce = join(dirname(require.resolve('@vscode/vsce/package.json')), 'vsce');
  run(node, [vsce, 'package', '--no-dependencies', ...repositoryFlags(), '-o', out], { cwd: stage });
  const bytes = statSync(out).size;
  console.log(`${out}: ${(bytes / 1e6).toFixed(2)} MB (${bytes} bytes, limit ${MAX_BYTES}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (bytes > MAX_BYTES) {
    console.error(`The .vsix is larger than ${MAX_BYTES / 1e6} MB.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  rmSync(stage, { recursive: true, force: true });
}
