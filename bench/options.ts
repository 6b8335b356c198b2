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
