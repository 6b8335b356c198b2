// A bounded V8 heap growth for the CLI process (issue 9: a 50 MB stages.json under 800 MB peak RSS).
// After each full collection V8 lets the old generation grow by a factor it picks from its GC and
// allocation speeds; on a large case file it picked about 1.7x to 2x the live size (the parse tree
// and the models stay live until the report), so the peak was mostly room V8 had not yet used.
// Capping growth at 1.35x costs more full collections, each marking the live tree: measured on a
// 50 MB stages.json, peak 845 -> 706 MB and wall 5.8 -> 6.9 s (see the commit message).
// V8 reads this flag at every collection, so setting it once at startup is enough and needs no
// re-exec. The language server is a long-lived process with small files: it keeps V8's default.
import { setFlagsFromString } from 'node:v8';

export const CLI_HEAP_GROWING_PERCENT = 35;

export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${CLI_HEAP_GROWING_PERCENT}`);
}
