// A small argument parser: positional words plus `--flag`, `--flag value` and `--flag=value`.
// The CLI has few options, so a dependency would cost more than it saves.

export interface ParsedArgs {
  positionals: string[];
  /** The last value of each flag (`true` for a boolean flag). */
  options: Map<string, string | true>;
  /** Every value of each value flag, in order (`--exclude a --exclude b`). */
  lists: Map<string, string[]>;
}

/** The options of `hydrocase validate` that take a value (read here and by the entry's worker start). */
export const VALIDATE_VALUE_FLAGS = ['format', 'max-per-rule', 'exclude', 'jobs'];

export class UsageError extends Error {
  override name = 'UsageError';
}

/** `valueFlags` take a value; every other `--flag` is boolean. */
export function parseArgs(argv: readonly string[], valueFlags: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  const lists = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    if (valueFlags.includes(name)) {
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      options.set(name, value);
      lists.set(name, [...(lists.get(name) ?? []), value]);
    } else {
      if (eq !== -1) throw new UsageError(`--${name} takes no value`);
      options.set(name, true);
    }
  }
  return { positionals, options, lists };
}

export function rejectUnknownOptions(args: ParsedArgs, known: readonly string[]): void {
  for (const name of args.options.keys()) {
    if (!known.includes(name)) throw new UsageError(`unknown option --${name}`);
  }
}
