// The `hydrocase` command line: the same engine as the editor, so CI and the editor agree.
// Bundled as dist/cliMain.js, loaded by the command's entry (cli/launch.ts, dist/cli.js).
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { serveCaseWorkerIfAsked } from './caseRunner';
import { commandHelp, optionLines, usageLines, UsageError, type CommandSpec } from './args';
import { validateCommand, type CommandOutput } from './commands/validate';
import { explainCommand } from './commands/explain';
import { fixCommand } from './commands/fix';
import { explainSpec, fixSpec, lspSpec, rulesSpec, validateSpec } from './commands/specs';
import { VERSION } from './version';
import { tuneV8ForCommand } from './processTuning';

export { offerParquetWorker } from './parquetChecker';

const COMMANDS: readonly CommandSpec[] = [validateSpec, fixSpec, explainSpec, rulesSpec, lspSpec];

/** Every command with its options: `hydrocase --help` describes them all, each command's --help its own. */
const usage = `HydroCase ${VERSION}: checks Cobre case folders before a study wastes a run.

${COMMANDS.map((spec) => `${usageLines(spec, '')}\n${spec.options.length ? `${optionLines(spec.options, '    ')}\n` : ''}`).join('\n')}
hydrocase --version
hydrocase --help

Run a command with --help for what it does (hydrocase validate --help).

exit codes: 0 no errors (warnings allowed), 1 errors found, 2 bad usage or a
            missing case folder, 3 the checker failed (a bug: the case was not
            fully checked)
`;

/** The server is its own bundle (dist/server.js, beside dist/cli.js); it reads --stdio from argv (and the other options an editor may pass, so no strict parse here). */
function startLanguageServer(argv: readonly string[]): CommandOutput {
  if (argv.includes('--help') || argv.includes('-h')) return { stdout: commandHelp(lspSpec), exitCode: 0 };
  if (!argv.includes('--stdio')) throw new UsageError(usageLines(lspSpec));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(join(__dirname, 'server.js'));
  return { stdout: '', exitCode: 0 };
}

export async function runCli(argv: readonly string[], color: boolean): Promise<CommandOutput> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'validate':
      return validateCommand(rest, color);
    case 'fix':
      return fixCommand(rest);
    case 'rules':
      // Loaded on demand: the rule documents carry every rule's examples, which no check needs.
      return (await import('./commands/rules')).rulesCommand(rest);
    case 'explain':
      return explainCommand(rest);
    case 'lsp':
      return startLanguageServer(rest);
    case '--version':
    case '-v':
      return { stdout: `${VERSION}\n`, exitCode: 0 };
    case undefined:
    case '--help':
    case '-h':
    case 'help':
      return { stdout: usage, exitCode: command === undefined ? 2 : 0 };
    default:
      throw new UsageError(`unknown command "${command}"\n\n${usage}`);
  }
}

/** Exit code 3: the checker itself failed, so neither "no errors" nor "errors found" is known. */
const CHECKER_FAILED = 3;

/**
 * Whatever escapes the command, thrown, rejected or raised in a callback, ends the process with exit
 * code 3 and one line on stderr (the stack with HYDROCASE_DEBUG=1), never with 1, the code CI reads
 * as "the case has errors". (A Parquet decoder trap during a read never gets here: decoder.ts
 * makes it PQ-001 for the table.)
 */
function checkerFailed(error: unknown): void {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const detail = process.env.HYDROCASE_DEBUG === '1' && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  process.stderr.write(`hydrocase: the checker failed: ${text.split('\n')[0]}${detail}\n`);
  process.exit(CHECKER_FAILED);
}

export async function main(): Promise<void> {
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  // The language server runs in this process with its own error handling and V8's heap defaults.
  tuneV8ForCommand(process.argv.slice(2));
  if (process.argv[2] !== 'lsp') {
    process.on('uncaughtException', checkerFailed);
    process.on('unhandledRejection', checkerFailed);
  }
  try {
    const { stdout, exitCode } = await runCli(process.argv.slice(2), color);
    process.exitCode = exitCode;
    process.stdout.write(stdout);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`hydrocase: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    checkerFailed(error);
  }
}

// The bundle is also the script of the CLI's case worker threads (caseRunner.ts).
if (isMainThread && require.main === module) void main();
serveCaseWorkerIfAsked();
