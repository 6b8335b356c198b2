// Each subcommand declares its options once (name, value, what it does); node's util.parseArgs
// reads them (strict: an unknown option or a value where none is taken is a usage error;
// `--opt=value` and `--` as usual), and the same declaration writes the command's --help.
import { parseArgs as parseNodeArgs, type ParseArgsConfig } from 'node:util';
import { wrap } from './format/wrap';

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface OptionSpec {
  /** The long name, without `--`. */
  name: string;
  /** The value's placeholder (`N`, `GLOB`) for an option that takes one; a flag has none. */
  value?: string;
  /** May be given several times (every value is kept, in order). */
  repeated?: boolean;
  /** What it does, for --help. */
  describe: string;
}

export interface CommandSpec {
  /** `hydrocase validate [paths...] [options]`. */
  usage: string;
  /** What the command does, for --help. */
  summary: string;
  options: readonly OptionSpec[];
}

export interface ParsedArgs {
  positionals: string[];
  /** A flag's presence, or an option's last value. */
  options: Map<string, string | true>;
  /** Every value of a repeated option, in order (`--exclude a --exclude b`). */
  lists: Map<string, string[]>;
}

/** Every command answers these with its own usage. */
const HELP: OptionSpec = { name: 'help', describe: 'show this help and exit' };

/** `argv` read against `spec`, or 'help' when --help or -h was given (whatever else was). */
export function parseCommandArgs(argv: readonly string[], spec: CommandSpec): ParsedArgs | 'help' {
  const options: ParseArgsConfig['options'] = { help: { type: 'boolean', short: 'h' } };
  for (const option of spec.options) options[option.name] = { type: option.value ? 'string' : 'boolean', ...(option.repeated ? { multiple: true } : {}) };
  // Help wins over any other mistake on the line: `validate --colour --help` shows the usage.
  if (argv.some((arg, i) => (arg === '--help' || arg === '-h') && !argv.slice(0, i).includes('--'))) return 'help';
  let parsed: ReturnType<typeof parseNodeArgs>;
  try {
    parsed = parseNodeArgs({ args: [...argv], options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${usageMistake(error)}\n${usageLines(spec)}\n(${commandName(spec)} --help describes every option)`);
  }
  const result: ParsedArgs = { positionals: parsed.positionals, options: new Map(), lists: new Map() };
  for (const [name, raw] of Object.entries(parsed.values)) {
    if (raw === undefined || raw === false) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) if (value === '') throw new UsageError(`--${name} needs a value\n${usageLines(spec)}`);
    result.options.set(name, values.at(-1) as string | true);
    if (Array.isArray(raw)) result.lists.set(name, raw as string[]);
  }
  return result;
}

/** Help and usage lines fit a terminal's 80 columns, with a margin. */
export const HELP_WIDTH = 78;

/** The --help text of a command: its usage, what it does, and every option. */
export function commandHelp(spec: CommandSpec): string {
  return `${usageLines(spec)}\n\n${wrap(spec.summary, HELP_WIDTH).join('\n')}\n\noptions:\n${optionLines(spec.options)}\n`;
}

/**
 * The command's usage after `lead`, wrapped between its bracketed parts (never inside one), each
 * further line aligned after the command's name:
 *   usage: hydrocase validate [paths...] [--format text|json|sarif|github]
 *                             [--hints] [--max-per-rule N] [--exclude GLOB]...
 */
export function usageLines(spec: CommandSpec, lead = 'usage: '): string {
  const parts = spec.usage.match(/\[[^\]]*\](?:\.\.\.)?|\S+/g) ?? [spec.usage];
  const head = `${lead}${parts.slice(0, 2).join(' ')}`;
  const indent = ' '.repeat(head.length + 1);
  const lines = [head];
  for (const part of parts.slice(2)) {
    const last = lines[lines.length - 1]!;
    if (last.length + 1 + part.length > HELP_WIDTH) lines.push(`${indent}${part}`);
    else lines[lines.length - 1] = `${last} ${part}`;
  }
  return lines.join('\n');
}

/** One entry per option (help last), the descriptions aligned in a column and wrapped within it. */
export function optionLines(options: readonly OptionSpec[], indent = '  '): string {
  const all = [...options, HELP];
  const labels = all.map((option) => `${option === HELP ? '-h, ' : ''}--${option.name}${option.value ? ` ${option.value}` : ''}`);
  const width = Math.max(...labels.map((label) => label.length));
  const column = indent.length + width + 2;
  // A column too narrow to read wrapped keeps each description on one line.
  const room = HELP_WIDTH - column >= 30 ? HELP_WIDTH - column : Infinity;
  return all.map((option, i) => `${indent}${labels[i]!.padEnd(width)}  ${wrap(option.describe, room).join(`\n${' '.repeat(column)}`)}`).join('\n');
}

function commandName(spec: CommandSpec): string {
  return spec.usage.split(' ').slice(0, 2).join(' ');
}

/** util.parseArgs' complaint in the command line's lowercase voice: an unknown option without its advice on positionals that start with a dash. */
function usageMistake(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const unknown = (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  const text = (unknown ? message.split(/\.\s/)[0]! : message).replace(/\s*\n\s*/g, ' ');
  return text.charAt(0).toLowerCase() + text.slice(1);
}
