// Every command's options and help, in one light module: the command line's entry reads the
// validate options before the engine loads (parquetWorkerStart.ts), and the top-level help lists
// every command without loading them.
import type { CommandSpec } from '../args';

export const validateSpec: CommandSpec = {
  usage: 'hydrocase validate [paths...] [--format text|json|sarif|github] [--hints] [--max-per-rule N] [--exclude GLOB]... [--jobs N] [--print-config]',
  summary:
    'Checks every case under the paths (default: the working folder): a folder holding stages.json, or config.json and a system/ folder, named outright or found up to 8 levels down. Exit code 0: no errors (warnings allowed); 1: errors found; 2: bad usage, a missing folder or no case; 3: the checker failed.',
  options: [
    { name: 'format', value: 'FORMAT', describe: 'text (default; one line per problem and a summary), json, sarif (GitHub code scanning) or github (Actions annotations)' },
    { name: 'hints', describe: 'also report hints (facts the editor shows, such as a gap between stages)' },
    { name: 'max-per-rule', value: 'N', describe: 'report at most N problems per rule and file, then one line saying how many more (default 200)' },
    { name: 'exclude', value: 'GLOB', repeated: true, describe: "skip folders matching GLOB (relative to the working folder, e.g. 'archive/**') when searching; may be repeated" },
    { name: 'jobs', value: 'N', describe: 'check up to N cases at once (default: one per processor core)' },
    { name: 'print-config', describe: 'print the rule levels and excludes that apply to each case (hydrocase.json) and check nothing' },
  ],
};

export const fixSpec: CommandSpec = {
  usage: 'hydrocase fix [paths...] [--dry-run] [--exclude GLOB]...',
  summary:
    "Applies the safe fixes (the editor's Fix All: older key names renamed, and the like) to the JSON files of every case under the paths, found as validate finds them. Only the fixed text changes; Parquet tables are never touched; a file changed on disk meanwhile is not written. Exit code 1 when errors remain.",
  options: [
    { name: 'dry-run', describe: 'print the fixes as a unified diff, and a total, and write nothing' },
    { name: 'exclude', value: 'GLOB', repeated: true, describe: 'skip folders matching GLOB (relative to the working folder) when searching; may be repeated' },
  ],
};

export const explainSpec: CommandSpec = {
  usage: 'hydrocase explain <case-dir> --stage ID [--hydro ID]',
  summary:
    "Says what the loader will make of a stage (its season and why, its discount rate) and of a plant at that stage (its production model, productivity, hyperplanes, mean head), as the editor's hover does.",
  options: [
    { name: 'stage', value: 'ID', describe: 'the stage to explain, by its id (required; a negative id as --stage=-1)' },
    { name: 'hydro', value: 'ID', describe: 'also explain this hydro plant at that stage, by its id' },
  ],
};

export const rulesSpec: CommandSpec = {
  usage: 'hydrocase rules [RULE-ID]',
  summary: 'Lists every rule (id, severity, title), or explains one rule: what it checks, why the loader cares, how to fix it, with a failing and a passing example.',
  options: [],
};

export const lspSpec: CommandSpec = {
  usage: 'hydrocase lsp --stdio',
  summary: 'Runs the language server over standard input and output, for editors other than VS Code (Neovim, Helix, ...).',
  options: [
    { name: 'stdio', describe: 'talk LSP over standard input and output (required)' },
    {
      name: 'release-after-idle-ms',
      value: 'MS',
      describe:
        'end the validation thread after MS milliseconds without work, giving its memory back; the next request starts it again (default: the hydrocase.memory.releaseAfterIdleSeconds setting the client sends, else 8000; 0 never)',
    },
  ],
};
