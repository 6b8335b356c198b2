// parquet-wasm's WebAssembly instance in this thread, and what happens when it traps.
//
// A Rust panic inside parquet-wasm (a bit flipped in a data page or in the footer) is a WebAssembly
// trap, `RuntimeError: unreachable`. In a synchronous call it is thrown to the caller; in an
// asynchronous one (ParquetFile.fromFile, read) it is thrown from a microtask of
// wasm-bindgen-futures, so it reaches the thread's 'uncaughtException' and the call never settles.
// Either way the instance's state is undefined afterwards, so it is never used again:
// - every call goes through `decoderCall`, which turns a trap (thrown, rejected or uncaught) into a
//   DecoderTrap for the table being read;
// - tables are decoded one at a time per thread (`withDecoder`), so an uncaught trap belongs to
//   exactly one table;
// - after a trap the module is loaded afresh when the runtime allows it (an unbundled run: tests, the
//   benchmark). A bundle evaluates the glue once and keeps its instance in a closure, so there the
//   thread is replaced instead: the Parquet worker retires (pool.ts) and the CLI sends the remaining
//   tables to a worker (cli/parquetChecker.ts).
import type * as ParquetWasm from 'parquet-wasm/node';

/** A table whose decoding trapped the WebAssembly instance. */
export class DecoderTrap extends Error {
  override name = 'DecoderTrap';
  constructor(
    /** What was being decoded: `its footer`, `row group 2 (columns hydro_id, gamma_v)`. */
    readonly where: string,
    /** The decoder's own failure (`RuntimeError: unreachable`): internal, so only shown with HYDROCASE_DEBUG=1. */
    readonly trap: unknown,
  ) {
    // What a planner can act on: where the damage is, and that the table must be written again.
    const internal = process.env.HYDROCASE_DEBUG === '1' ? ` (decoder error: ${trapText(trap)})` : '';
    super(`the table is corrupt: ${where} could not be decoded; export the table again from its source${internal}`);
  }
}

/** The instance trapped earlier in this thread and cannot be replaced here: the table was not read. */
export class DecoderUnavailableError extends Error {
  override name = 'DecoderUnavailableError';
  constructor() {
    super('the Parquet decoder stopped after a corrupt table earlier in this process');
  }
}

let module: typeof ParquetWasm | undefined;
let broken = false;
/** Bumped by each fresh instance: objects of an earlier one must not be freed into the new one. */
let generation = 0;

export function decoderGeneration(): number {
  return generation;
}

/** Whether objects made in `since` can still be called (free them, say). */
export function decoderAlive(since: number): boolean {
  return !broken && since === generation;
}

/** The module for this thread, loaded on first use (5 MB of WebAssembly: only for cases with Parquet). */
export function decoderModule(): typeof ParquetWasm {
  if (!decoderUsable()) throw new DecoderUnavailableError();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  module ??= require('parquet-wasm/node') as typeof ParquetWasm;
  return module;
}

/** False after a trap that could not be followed by a fresh instance: this thread must not decode again. */
export function decoderUsable(): boolean {
  if (broken) reload();
  return !broken;
}

/** Whether `error` is a trap raised by a WebAssembly instance (a panic, or its memory exhausted). */
export function isWasmTrap(error: unknown): boolean {
  return error instanceof WasmRuntimeError;
}

// The compiler's lib has no WebAssembly value types (no DOM lib); Node has them all.
const WasmRuntimeError = (globalThis as unknown as { WebAssembly: { RuntimeError: abstract new () => Error } }).WebAssembly.RuntimeError;

const pendingCalls = new Set<(trap: unknown) => void>();

/**
 * Runs one call into the instance. A trap, however it surfaces, rejects with a DecoderTrap naming
 * `where`, and the instance is never used again.
 */
export async function decoderCall<T>(where: string, call: (wasm: typeof ParquetWasm) => T | Promise<T>): Promise<T> {
  const wasm = decoderModule();
  let failUncaught!: (trap: unknown) => void;
  const uncaught = new Promise<never>((_, reject) => (failUncaught = reject));
  pendingCalls.add(failUncaught);
  if (pendingCalls.size === 1) catchUncaught(true);
  try {
    return await Promise.race([Promise.resolve().then(() => call(wasm)), uncaught]);
  } catch (error) {
    if (!isWasmTrap(error)) throw error;
    broken = true;
    throw new DecoderTrap(where, error);
  } finally {
    pendingCalls.delete(failUncaught);
    if (pendingCalls.size === 0) catchUncaught(false);
  }
}

let catching = false;

/**
 * While a call is pending, uncaught exceptions pass through here first: Node's capture callback
 * takes them before any 'uncaughtException' listener (a test runner's, the CLI's exit 3), so a
 * trap claimed here reaches no one else. (Where something else has set the capture callback, a
 * domain say, this cannot catch traps; nothing in HydroCase does.)
 */
function catchUncaught(on: boolean): void {
  if (on && !process.hasUncaughtExceptionCaptureCallback()) {
    process.setUncaughtExceptionCaptureCallback(onUncaught);
    catching = true;
  } else if (!on && catching) {
    process.setUncaughtExceptionCaptureCallback(null);
    catching = false;
  }
}

/** A trap thrown from one of wasm-bindgen's microtasks while a call is pending belongs to that call. */
function onUncaught(error: unknown): void {
  if (isWasmTrap(error) && pendingCalls.size > 0) {
    for (const fail of pendingCalls) fail(error);
    return;
  }
  // Not ours: hand it on as if this callback were not there.
  if (process.listenerCount('uncaughtException') > 0) {
    (process.emit as (event: string, ...args: unknown[]) => boolean)('uncaughtException', error, 'uncaughtException');
    return;
  }
  catchUncaught(false);
  throw error; // no one listens: the process ends as Node would have ended it
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `task` (one table, open to close) alone on this thread's instance, so a trap is attributed to it. */
export function withDecoder<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** Evaluates parquet-wasm's glue again for a new instance; only possible when it was loaded through Node's module cache. */
function reload(): void {
  const cached = typeof require === 'function' ? Object.keys(require.cache).find((key) => /parquet-wasm[\\/]node[\\/]parquet_wasm\.js$/.test(key)) : undefined;
  if (!cached) return;
  delete require.cache[cached];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  module = require(cached) as typeof ParquetWasm;
  broken = false;
  generation++;
}

function trapText(trap: unknown): string {
  return trap instanceof Error ? `${trap.name}: ${trap.message}` : String(trap);
}
