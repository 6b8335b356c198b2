// Command-line options of the benchmark scripts: `--flag` and `--flag value`, nothing more.

/** Calls `handle(flag, value)` per option; `value()` takes the next argument or throws a clear error. */
export function readOptions(argv: readonly string[], handle: (flag: string, value: () => string) => void): void {
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    handle(flag, () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    });
  }
}

/** The options of a benchmark whose only flag is `--json` (machine-readable results on stdout). */
export function readJsonFlag(argv: readonly string[]): { json: boolean } {
  let json = false;
  readOptions(argv, (flag) => {
    if (flag === '--json') json = true;
    else throw new Error(`unknown option ${flag}`);
  });
  return { json };
}
