// parquet-wasm runs on V8's baseline WebAssembly compiler (Liftoff) alone, in the CLI and in the
// language server. By default V8
// also recompiles each hot function of the 5 MB module with its optimizing compiler (TurboFan) on
// background threads, and a CLI run never decodes long enough to repay that: on the medium bench
// case it cost ~200 ms of CPU (674 -> 464 ms), ~75 ms of wall time and 40 MB of peak RSS, and the
// exit waited for the compiles still in flight; on the large case's tables, decoded alone, CPU went
// from 610-770 ms to 320-420 ms and wall time did not grow (medians of interleaved runs; see the
// commit). The flag holds for the whole process, every thread, and V8 reads it as it compiles, so
// it is set once at start. Only where Liftoff covers every instruction the module uses (x64 and
// arm64; the module uses no SIMD): with --liftoff-only, a function Liftoff cannot compile is fatal.
// The language server decodes a table again only when it changes, or after its idle validation
// thread was released; each of its optimizing compiles is a multi-MB block of malloc's, and once
// freed it raised glibc's mmap threshold to its size (4.3 MB, read with gdb): every later block
// below that size came from malloc's arenas and stayed there once freed. On the large bench case
// (bench:lsp (f), started as node dist/server.js, against the build before) the server held 181
// MB 10 s after the last edit instead of 230, and 100 MB instead of 130 once the thread was
// released; its first validation took 1085 ms (1181 before), a wake from idle 1254 (1282).
import { setFlagsFromString } from 'node:v8';

export function keepDecoderOnBaselineTier(): void {
  if (process.arch === 'x64' || process.arch === 'arm64') setFlagsFromString('--liftoff-only');
}
