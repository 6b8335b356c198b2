// V8's settings for a command-line run (every command but `lsp`, whose server keeps V8's defaults:
// it runs for hours). V8's flags are global to the process, and some are read as an isolate
// compiles, so they are set before any thread starts: the command's entry (cli/launch.ts) calls
// this before it starts the Parquet worker, and the engine's main again (harmless) when it runs
// without that entry.
import { boundHeapGrowth } from './heapGrowth';
import { keepDecoderOnBaselineTier } from '../shared/core/parquet/decoderTier';
import { raiseOptimizationBudget } from './jitBudget';

/** `argv`: the command's arguments (after node and the script). */
export function tuneV8ForCommand(argv: readonly string[]): void {
  if (argv[0] === 'lsp') return;
  boundHeapGrowth();
  keepDecoderOnBaselineTier();
  raiseOptimizationBudget();
}
