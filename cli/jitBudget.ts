// A CLI run is short: it checks a case once and exits. V8 recompiles a JavaScript function with its
// optimizing compiler (TurboFan, on background threads) once the function has run through its
// "interrupt budget" a few times; in a run this short many of those compiles finish too late to
// repay their CPU. Four times V8's default budget (66 KB of bytecode executed between checks)
// keeps the compiles for the functions that are really hot: on the medium bench case 200 TurboFan
// compiles became 62 and CPU went 431 -> 325 ms, wall time not longer (8 interleaved runs, load
// 14); on the large case 1513 -> 1408 ms CPU (5 runs; --no-opt, no optimizing at all, cost the
// large case 2032). Set at start, before the engine's functions first run; it holds for the whole
// process, the worker threads included. The language server keeps V8's default: it runs for hours.
import { setFlagsFromString } from 'node:v8';

export const CLI_INTERRUPT_BUDGET = 4 * 66 * 1024;

/**
 * Only on V8 11 and older (Node 20 and 18, where it was measured): later V8 dropped the flag for
 * per-tier budgets and prints "unrecognized flag" for it, an error line on every run.
 */
const BUDGET_FLAG_KNOWN = Number(process.versions.v8.split('.')[0]) <= 11;

export function raiseOptimizationBudget(): void {
  if (BUDGET_FLAG_KNOWN) setFlagsFromString(`--interrupt-budget=${CLI_INTERRUPT_BUDGET}`);
}
