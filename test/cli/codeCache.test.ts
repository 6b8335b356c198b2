// The command's bundles are loaded with V8's code cache kept on disk (cli/codeCache.ts): the first
// load writes it, the next loads read it, a cache V8 refuses is written again, and a folder others
// can write is never read from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { codeCacheOutcome, codeCacheReady, requireWithCodeCache } from '../../shared/runtime/codeCache';
import { repoRoot } from '../support/cli';

function bundle(): { file: string; cacheDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-code-cache-test-'));
  const file = join(dir, 'bundle.js');
  // A bundle as esbuild writes one: CommonJS, using require, __dirname and module.exports.
  writeFileSync(
    file,
    `const { basename } = require('node:path');\nfunction twice(n) { return 2 * n; }\nmodule.exports = { answer: twice(21), folder: basename(__dirname), isMain: require.main === module };\n`,
  );
  return { file, cacheDir: join(dir, 'cache') };
}

const cacheFiles = (cacheDir: string) => readdirSync(cacheDir).filter((name) => name.endsWith('.bin'));

test('the first load writes the cache, the next one reads it, and both give the module as require would', () => {
  const { file, cacheDir } = bundle();
  const first = requireWithCodeCache(file, cacheDir, 'load') as { answer: number; folder: string; isMain: boolean };
  assert.deepEqual(first, { answer: 42, folder: file.split('/').at(-2), isMain: false });
  const written = cacheFiles(cacheDir);
  assert.equal(written.length, 1);
  const bytes = readFileSync(join(cacheDir, written[0]!));
  assert.deepEqual(requireWithCodeCache(file, cacheDir, 'load'), first);
  assert.ok(readFileSync(join(cacheDir, written[0]!)).equals(bytes), 'an accepted cache is left as it is');
});

/** Loads the bundle in a fresh process (this one's V8 keeps what it compiled, and would not even look at a cache). */
function loadInFreshProcess(file: string, cacheDir: string): number {
  const script = `const { requireWithCodeCache } = require(${JSON.stringify(join(repoRoot, 'shared', 'runtime', 'codeCache.ts'))});\nprocess.stdout.write(String(requireWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(cacheDir)}, 'exit').answer));`;
  return Number(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: repoRoot, encoding: 'utf8' }));
}

test('a cache V8 refuses is written again, at the exit of the process that refused it', () => {
  const { file, cacheDir } = bundle();
  assert.equal(loadInFreshProcess(file, cacheDir), 42);
  const [name] = cacheFiles(cacheDir);
  writeFileSync(join(cacheDir, name!), Buffer.from('not a code cache'));
  assert.equal(loadInFreshProcess(file, cacheDir), 42);
  assert.notEqual(readFileSync(join(cacheDir, name!)).toString(), 'not a code cache');
});

test('a cache folder that others can write is not used', () => {
  const { file, cacheDir } = bundle();
  mkdirSync(cacheDir);
  chmodSync(cacheDir, 0o777);
  assert.equal((requireWithCodeCache(file, cacheDir, 'load') as { answer: number }).answer, 42);
  assert.deepEqual(cacheFiles(cacheDir), []);
});

test("with writeAt 'ready', the cache is written when the thread says its code is compiled, and only then", () => {
  const { file, cacheDir } = bundle();
  assert.equal((requireWithCodeCache(file, cacheDir, 'ready') as { answer: number }).answer, 42);
  assert.equal(codeCacheOutcome(), 'none yet');
  assert.deepEqual(cacheFiles(cacheDir), []);
  codeCacheReady();
  assert.equal(cacheFiles(cacheDir).length, 1);
});

test("a new build's cache replaces the caches of the bundle's earlier builds, and leaves other bundles' alone", () => {
  const { file, cacheDir } = bundle();
  const other = bundle(); // another bundle (another path), its cache in the same folder
  requireWithCodeCache(other.file, cacheDir, 'load');
  const otherCache = cacheFiles(cacheDir)[0]!;
  requireWithCodeCache(file, cacheDir, 'load');
  const firstBuild = cacheFiles(cacheDir).find((name) => name !== otherCache)!;
  // The bundle rebuilt: same path, another modification time; its new cache is written at the exit of the process that loads it.
  const later = new Date(Date.now() + 60_000);
  utimesSync(file, later, later);
  assert.equal(loadInFreshProcess(file, cacheDir), 42);
  const after = cacheFiles(cacheDir);
  assert.equal(after.length, 2, `one cache per bundle: ${after}`);
  assert.ok(after.includes(otherCache), "the other bundle's cache is kept");
  assert.ok(!after.includes(firstBuild), "the earlier build's cache is gone");
});

test('writing a cache removes any cache in the folder written more than a month ago, whatever its bundle', () => {
  const { file, cacheDir } = bundle();
  const other = bundle();
  requireWithCodeCache(other.file, cacheDir, 'load');
  const [abandoned] = cacheFiles(cacheDir);
  const twoMonthsAgo = new Date(Date.now() - 60 * 24 * 3600 * 1000);
  utimesSync(join(cacheDir, abandoned!), twoMonthsAgo, twoMonthsAgo);
  requireWithCodeCache(file, cacheDir, 'load');
  const after = cacheFiles(cacheDir);
  assert.equal(after.length, 1, `only the new cache: ${after}`);
  assert.notEqual(after[0], abandoned);
});
