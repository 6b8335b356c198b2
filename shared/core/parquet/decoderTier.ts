// parquet-wasm runs on V8's baseline WebAssembly compiler (Liftoff) alone, in the CLI and in the
// language server. By default V8 also recompiles each hot function of the 5 MB module with its
// optimizing compiler (TurboFan) on background threads, and a CLI run never decodes long enough to
// repay that: on the medium bench case it cost ~200 ms of CPU (674 -> 464 ms), ~75 ms of wall time
// and 40 MB of peak RSS, and the exit waited for the compiles still in flight; on the large case's
// tables, decoded alone, CPU went from 610-770 ms to 320-420 ms and wall time did not grow (medians
// of interleaved runs; see the commit). The flag holds for the whole process, every thread, and V8
// reads it as it compiles, so it is set once at start. Only where Liftoff covers every instruction
// the module uses (x64 and arm64; the module uses no SIMD): with --liftoff-only, a function Liftoff
// cannot compile is fatal.
// The language server decodes a table again only when it changes, or after its idle validation
// thread was released. Each optimizing compile takes its working memory from malloc, in blocks of
// up to 4.3 MB (seen with gdb), and glibc keeps what is freed in its arenas: its mmap threshold,
// which would send blocks that large to the system and back, rises to 5 MB once the decoder's
// own .wasm bytes are freed. On the large bench case, 10 s after the last edit, malloc held 114-127
// MB (93-106 of them free) with V8's default and 85 MB (64 free) on Liftoff alone (malloc_info);
// the server (bench:lsp (f), started as node dist/server.js, three runs against the build before)
// held 181-200 MB instead of 213-230, and 100-104 MB instead of 121-136 once the thread was
// released; its first validation took 1085 ms (1181 before), a wake from idle 1254 (1282).
import { setFlagsFromString } from 'node:v8';

export function keepDecoderOnBaselineTier(): void {
  if (process.arch === 'x64' || process.arch === 'arm64') setFlagsFromString('--liftoff-only');
}
