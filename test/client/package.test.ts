// `npm run package` for real (into a temporary .vsix, so dist/ and hydrocase.vsix stay as they
// are), then what the .vsix holds: the three bundles, the wasm, the rule pages, the grammars, the
// manifest's files; no sources, tests or node_modules; at most 5 MB.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listZip, readZipEntry, type ZipEntry } from './zip';
import { ruleCatalog } from '../../shared/rules';

const root = join(__dirname, '..', '..');
const MAX_BYTES = 5_000_000;
/** Room for a first run that installs Node 24 from npm (about 6 s) before vsce (about 5 s). */
const PACKAGE_TIMEOUT_MS = 240_000;

const outDir = mkdtempSync(join(tmpdir(), 'hydrocase-vsix-test-'));
const vsixPath = join(outDir, 'hydrocase.vsix');
let zip: Buffer;
let entries: ZipEntry[];
let packageOutput = '';

before(() => {
  const run = spawnSync(process.execPath, [join(root, 'scripts', 'package.mjs'), '--out', vsixPath], {
    cwd: root,
    encoding: 'utf8',
    timeout: PACKAGE_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  packageOutput = `${run.stdout}\n${run.stderr}`;
  assert.equal(run.status, 0, `npm run package failed (${run.error?.message ?? `exit ${run.status}`}):\n${packageOutput.slice(-4000)}`);
  zip = readFileSync(vsixPath);
  entries = listZip(zip);
});

after(() => rmSync(outDir, { recursive: true, force: true }));

const names = () => entries.map((e) => e.name);
function entry(name: string): ZipEntry {
  const found = entries.find((e) => e.name === name);
  assert.ok(found, `${name} is not in the .vsix`);
  return found;
}

test('the .vsix is at most 5 MB, and the script says how big it is', () => {
  const bytes = statSync(vsixPath).size;
  assert.ok(bytes > 0 && bytes <= MAX_BYTES, `${bytes} bytes`);
  assert.match(packageOutput, new RegExp(`${bytes} bytes, limit ${MAX_BYTES}`));
});

test('it holds the bundles, the wasm beside them, the grammars, README and LICENSE', () => {
  for (const name of [
    'dist/extension.js',
    'dist/server.js',
    'dist/parquetWorker.js',
    'dist/parquet_wasm_bg.wasm',
    'dist/rules/STG-037.md',
    'dist/rules/index.md',
    'syntaxes/case-json.injection.tmLanguage.json',
    'syntaxes/case-json-keys.injection.tmLanguage.json',
    'package.json',
    'readme.md',
    'LICENSE.txt',
  ]) {
    entry(`extension/${name}`);
  }
  const wasm = readFileSync(join(root, 'node_modules', 'parquet-wasm', 'node', 'parquet_wasm_bg.wasm'));
  assert.ok(readZipEntry(zip, entry('extension/dist/parquet_wasm_bg.wasm')).equals(wasm), "the shipped wasm is parquet-wasm's");
});

test('no sources, tests, source maps, node_modules or the CLI bundle', () => {
  const unwanted = names().filter(
    (name) => /\.(ts|mts|cts|map)$/.test(name) || /(^|\/)(node_modules|test|client|server|shared|cli|scripts|bench|docs)\//.test(name) || name === 'extension/dist/cli.js',
  );
  assert.deepEqual(unwanted, []);
  const top = new Set(
    names().map((name) =>
      name
        .split('/')
        .slice(0, name.startsWith('extension/') ? 2 : 1)
        .join('/'),
    ),
  );
  assert.deepEqual([...top].sort(), [
    '[Content_Types].xml',
    'extension.vsixmanifest',
    'extension/LICENSE.txt',
    'extension/dist',
    'extension/package.json',
    'extension/readme.md',
    'extension/syntaxes',
  ]);
});

test('every rule a diagnostic can link to has its page in the .vsix', () => {
  const missing = ruleCatalog.map((rule) => `extension/dist/rules/${rule.id}.md`).filter((name) => !names().includes(name));
  assert.deepEqual(missing, []);
});

test('the packaged manifest points at files the .vsix holds', () => {
  const manifest = JSON.parse(readZipEntry(zip, entry('extension/package.json')).toString('utf8'));
  entry(`extension/${manifest.main.replace(/^\.\//, '')}`);
  for (const grammar of manifest.contributes.grammars) entry(`extension/${grammar.path.replace(/^\.\//, '')}`);
  for (const language of manifest.contributes.languages) {
    for (const file of [language.configuration, language.icon.light, language.icon.dark]) entry(`extension/${file.replace(/^\.\//, '')}`);
  }
  assert.equal(manifest.engines.vscode, '^1.99.0');
});

test('the bundles need nothing outside themselves but Node and (the extension) vscode', () => {
  const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
  for (const [bundle, allowed] of [
    ['extension.js', ['vscode']],
    ['server.js', []],
    ['parquetWorker.js', []],
  ] as const) {
    const code = readZipEntry(zip, entry(`extension/dist/${bundle}`)).toString('utf8');
    const required = [...code.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!);
    assert.ok(required.length > 0, `${bundle}: no require() found, so this check would see nothing`);
    const outside = required.filter((name) => !builtins.has(name) && !(allowed as readonly string[]).includes(name));
    assert.deepEqual([...new Set(outside)], [], `${bundle} requires modules it does not bundle`);
  }
});
