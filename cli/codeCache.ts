// V8's code cache for the command's bundles. Each run of `hydrocase` compiled the engine's bundle
// (dist/cliMain.js, 1.5 MB) on the main thread and the Parquet worker's (dist/parquetWorker.js,
// 0.8 MB) on the worker before any work began. Node 22 keeps compiled code on disk
// (module.enableCompileCache); Node 20 has no such switch, so this does what it does with vm.Script's
// cachedData: the first run writes V8's cache of the bundle to a folder of the user's own under the
// temporary folder, later runs load it and skip most of the parse and compile. Measured on the large
// bench case (CPU of loading each bundle, median of 5 fresh processes): cliMain 73 -> 44 ms,
// parquetWorker 38 -> 24 ms.
//
// A cache V8 rejects (another Node, other V8 flags, a rebuilt bundle) is simply written again; any
// failure (no temporary folder, a read-only disk, a folder someone else owns) loads the bundle
// without a cache, as require would. HYDROCASE_NO_CODE_CACHE=1 turns it off (to measure it).

/**
 * Loads the CommonJS bundle `file` as `require` would and returns its exports, with V8's code cache
 * kept in `cacheDir`. `writeAt` is when the cache is written when there was none (or V8 rejected
 * it): at the process's exit, so the functions the run compiled are in it (the main thread), or at
 * once (a worker, which is terminated rather than left to exit).
 *
 * Self-contained (no import, no outer name): a worker receives its source as text
 * (parquetWorkerStart.ts).
 */
export function requireWithCodeCache(file: string, cacheDir: string, writeAt: 'exit' | 'load'): unknown {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const fs = require('node:fs') as typeof import('node:fs');
  const path = require('node:path') as typeof import('node:path');
  const vm = require('node:vm') as typeof import('node:vm');
  const Module = require('node:module') as typeof import('node:module') & {
    new (id: string): NodeJS.Module;
    wrap(source: string): string;
    _nodeModulePaths(dir: string): string[];
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const source = fs.readFileSync(file, 'utf8');
  let cacheFile: string | undefined;
  let cachedData: Buffer | undefined;
  try {
    const { size, mtimeMs } = fs.statSync(file);
    fs.mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    // Only a folder of this user's that nobody else can write: a cache is code this process runs.
    const folder = fs.statSync(cacheDir);
    const uid = process.getuid?.();
    if (folder.isDirectory() && (uid === undefined || folder.uid === uid) && (folder.mode & 0o022) === 0) {
      cacheFile = path.join(cacheDir, `${path.basename(file)}-${size}-${Math.round(mtimeMs)}-${process.version}-${process.arch}.bin`);
      cachedData = fs.existsSync(cacheFile) ? fs.readFileSync(cacheFile) : undefined;
    }
  } catch {
    cacheFile = undefined;
  }
  const script = new vm.Script(Module.wrap(source), { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = new Module(file);
  module.filename = file;
  module.paths = Module._nodeModulePaths(path.dirname(file));
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: NodeJS.Module, filename: string, dirname: string) => void;
  run.call(module.exports, module.exports, Module.createRequire(file), module, file, path.dirname(file));
  module.loaded = true;
  if (cacheFile && (!cachedData || script.cachedDataRejected)) {
    const target = cacheFile;
    const write = () => {
      try {
        const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        fs.writeFileSync(partial, script.createCachedData(), { mode: 0o600 });
        fs.renameSync(partial, target);
      } catch {
        // No cache this time; the next run tries again.
      }
    };
    if (writeAt === 'exit') process.once('exit', write);
    else write();
  }
  return module.exports;
}

/** The user's cache folder under the temporary folder, or undefined when HYDROCASE_NO_CODE_CACHE is set. */
export function codeCacheDir(): string | undefined {
  if (process.env.HYDROCASE_NO_CODE_CACHE) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { join } = require('node:path') as typeof import('node:path');
  return join(tmpdir(), `hydrocase-code-cache-${process.getuid?.() ?? 'user'}`);
}
