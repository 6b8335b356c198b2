// V8's code cache for the bundles of the command and of the language server's threads.
//
// The command: each run of `hydrocase` compiled the engine's bundle
// (dist/cliMain.js, 1.5 MB) on the main thread and the Parquet worker's (dist/parquetWorker.js,
// 0.8 MB) on the worker before any work began. Node 22 keeps compiled code on disk
// (module.enableCompileCache); Node 20 has no such switch, so this does what it does with vm.Script's
// cachedData: the first run writes V8's cache of the bundle to a folder of the user's own under the
// temporary folder, later runs load it and skip most of the parse and compile. Measured on the large
// bench case (CPU of loading each bundle, median of 5 fresh processes): cliMain 73 -> 44 ms,
// parquetWorker 38 -> 24 ms.
//
// The language server: its validation thread is ended when idle and started again by the next
// keystroke (server/main/validationThread.ts), which then waits for the thread to compile the
// server's bundle and every function of its checks. That thread writes its cache once its first
// whole-case check is done (`codeCacheReady`), so the cache holds the checks' code too.
//
// A cache V8 rejects (another Node, other V8 flags, a rebuilt bundle) is simply written again; any
// failure (no temporary folder, a read-only disk, a folder someone else owns) loads the bundle
// without a cache, as require would. HYDROCASE_NO_CODE_CACHE=1 turns it off (to measure it).
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Loads the CommonJS bundle `file` as `require` would and returns its exports, with V8's code cache
 * kept in `cacheDir`. `writeAt` is when the cache is written when there was none (or V8 rejected
 * it): at the process's exit, so the functions the run compiled are in it (the command's main
 * thread); at once (a worker, which is terminated rather than left to exit); or when the thread
 * calls `codeCacheReady` (a long-lived thread, once it has compiled what it runs).
 *
 * Self-contained (no import, no outer name): a worker receives its source as text
 * (parquetWorkerStart.ts).
 */
export function requireWithCodeCache(file: string, cacheDir: string, writeAt: 'exit' | 'load' | 'ready'): unknown {
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
  let bundleKey = '';
  let buildKey = '';
  let cachedData: Buffer | undefined;
  try {
    const { size, mtimeMs } = fs.statSync(file);
    fs.mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    // Only a folder of this user's that nobody else can write: a cache is code this process runs.
    const folder = fs.statSync(cacheDir);
    const uid = process.getuid?.();
    if (folder.isDirectory() && (uid === undefined || folder.uid === uid) && (folder.mode & 0o022) === 0) {
      // FNV-1a, 32 bits (node:crypto would cost its own load).
      const hash = (text: string) => {
        let value = 0x811c9dc5;
        for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
        return value.toString(16);
      };
      // One name per bundle's path (the extension's server.js and the command's are not the same
      // file); then its build, and the Node and options that made the cache: V8 refuses a cache
      // made under other flags, so two launches of the server (VS Code's, another editor's) each
      // keep their own.
      bundleKey = `${path.basename(file)}-${hash(file)}-`;
      buildKey = `${bundleKey}${size}-${Math.round(mtimeMs)}-`;
      cacheFile = path.join(cacheDir, `${buildKey}${process.version}-${process.arch}-${hash(process.execArgv.join('\0'))}.bin`);
      cachedData = fs.existsSync(cacheFile) ? fs.readFileSync(cacheFile) : undefined;
    }
  } catch {
    cacheFile = undefined;
  }
  const script = new vm.Script(Module.wrap(source), { filename: file, ...(cachedData ? { cachedData } : {}) });
  // For codeCacheOutcome (each thread has its own process object).
  (process as unknown as Record<string, unknown>).hydrocaseCodeCache = !cacheFile ? 'unused' : !cachedData ? 'none yet' : script.cachedDataRejected ? 'refused by V8' : 'read';
  const module = new Module(file);
  module.filename = file;
  module.paths = Module._nodeModulePaths(path.dirname(file));
  const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: NodeJS.Module, filename: string, dirname: string) => void;
  run.call(module.exports, module.exports, Module.createRequire(file), module, file, path.dirname(file));
  module.loaded = true;
  // The caches of this bundle's earlier builds (an update, a rebuild) will never be read again; nor,
  // likely, will any cache written a month ago (an uninstalled copy, a test's install in a temporary
  // folder). One still in use is merely written again. Paths joined by hand: path.join per file
  // made Node's path normalizer hot enough for an optimizing compile at a small case's exit
  // (test/cli/jitBudget.test.ts, a folder of 100 caches).
  const removeStaleCaches = () => {
    const monthAgo = Date.now() - 30 * 24 * 3600 * 1000;
    for (const name of fs.readdirSync(cacheDir)) {
      if (!name.endsWith('.bin')) continue;
      const cache = cacheDir + path.sep + name;
      if ((name.startsWith(bundleKey) && !name.startsWith(buildKey)) || fs.statSync(cache).mtimeMs < monthAgo) fs.rmSync(cache, { force: true });
    }
  };
  if (cacheFile && (!cachedData || script.cachedDataRejected)) {
    const target = cacheFile;
    const write = () => {
      try {
        const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        fs.writeFileSync(partial, script.createCachedData(), { mode: 0o600 });
        fs.renameSync(partial, target);
        removeStaleCaches();
      } catch {
        // No cache this time; the next run tries again.
      }
    };
    if (writeAt === 'exit') process.once('exit', write);
    else if (writeAt === 'ready') process.once('hydrocase-code-cache-ready', write);
    else write();
  }
  return module.exports;
}

/** What this thread's bundle loaded from the cache: 'read', 'none yet', 'refused by V8' or 'unused'; undefined when loaded without this loader. */
export function codeCacheOutcome(): string | undefined {
  return (process as unknown as Record<string, unknown>).hydrocaseCodeCache as string | undefined;
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

/**
 * Writes the cache of the bundle this thread loaded with `writeAt: 'ready'`, if it needs writing
 * (a no-op otherwise, and after the first call). Each thread has its own `process` emitter.
 */
export function codeCacheReady(): void {
  (process.emit as (event: string) => boolean)('hydrocase-code-cache-ready');
}

/**
 * A worker thread running the bundle `script` (a .js file), loaded with the code cache of
 * `cacheDir` when there is one: the thread runs `requireWithCodeCache`, sent as source. Without a
 * cache folder (or a script that is not a bundle: the tests' TypeScript) it runs the script itself.
 */
export function startWorkerWithCodeCache(script: string, cacheDir: string | undefined, writeAt: 'load' | 'ready', options: WorkerOptions = {}): Worker {
  if (!cacheDir || !script.endsWith('.js')) return new Worker(script, options);
  // A transpiler that keeps function names (tsx, running the tests) wraps the inner functions in its __name helper.
  const loader = `var __name = (fn) => fn;\n(${requireWithCodeCache.toString()})(${JSON.stringify(script)}, ${JSON.stringify(cacheDir)}, ${JSON.stringify(writeAt)});`;
  return new Worker(loader, { ...options, eval: true });
}
