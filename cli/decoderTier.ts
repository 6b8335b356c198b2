// parquet-wasm runs on V8's baseline WebAssembly compiler (Liftoff) alone in the CLI. By default V8
// also recompiles each hot function of the 5 MB module with its optimizing compiler (TurboFan) on
// background threads, and a CLI run never decodes long enough to repay that: on the medium bench
// case it cost ~200 ms of CPU (674 -> 464 ms), ~75 ms of wall time and 40 MB of peak RSS, and the
// exit waited for the compiles still in flight; on the large case's tables, decoded alone, CPU went
// from 610-770 ms to 320-420 ms and wall time did not grow (medians of interleaved runs; see the
// commit). The flag holds for the whole process, every thread, and V8 reads it as it compiles, so
// it is set once at start. Only where Liftoff covers every instruction the module uses (x64 and
// arm64; the module uses no SIMD): with --liftoff-only, a function Liftoff cannot compile is fatal.
// The language server keeps V8's default: a long-lived process decodes the same tables again.
import { setFlagsFromString } from 'node:v8';

export function keepDecoderOnBaselineTier(): void {
  if (process.arch === 'x64' || process.arch === 'arm64') setFlagsFromString('--liftoff-only');
}
