// `hydrocase explain <case-dir> --stage ID [--hydro ID]`: what the loader will make of a stage
// (season and why, discount rate) and of a plant at that stage (model, entry, productivity,
// hyperplanes, mean head), and the plant's inflow model at the stage (season, statistics, AR order
// and coefficients, past inflows as lags). The editor's hover shows the same facts but the inflow model.
import { commandHelp, parseCommandArgs, usageLines, UsageError } from '../args';
import { explainSpec } from './specs';
import { explainStage, type Fact } from '../../shared/crossFile/explain';
import { describeInflowModel, readInflowModelRows } from '../../shared/crossFile/inflowModel';
import { validateCase } from '../../shared/engine/validate';
import { resolveCaseDir } from './caseDir';
import { cliParquetChecker } from '../parquetChecker';
import type { CommandOutput } from './validate';

export async function explainCommand(argv: readonly string[]): Promise<CommandOutput> {
  const args = parseCommandArgs(argv, explainSpec);
  if (args === 'help') return { stdout: commandHelp(explainSpec), exitCode: 0 };
  if (args.positionals.length !== 1) throw new UsageError(`expected one case folder\n${usageLines(explainSpec)}`);
  const stageId = integerOption(args.options.get('stage'), 'stage', true)!;
  const hydroId = integerOption(args.options.get('hydro'), 'hydro', false);
  const caseDir = await resolveCaseDir(args.positionals[0]!, explainSpec);

  const parquetChecker = cliParquetChecker();
  const { resolved } = await validateCase(caseDir, { parquetChecker }).finally(() => parquetChecker.dispose());
  const facts = explainStage(resolved, stageId, hydroId);
  if ('error' in facts) return { stdout: `${facts.error}\n`, exitCode: 1 };
  const lines = [`stage ${stageId}`, ...formatFacts(facts.facts)];
  if (facts.hydro) {
    lines.push('', `hydro ${facts.hydro.hydroId} at stage ${stageId}`, ...formatFacts(facts.hydro.facts));
    const inflow = describeInflowModel(resolved, stageId, facts.hydro.hydroId, await readInflowModelRows(caseDir, facts.hydro.hydroId, stageId));
    lines.push('', `inflow model of hydro ${facts.hydro.hydroId} at stage ${stageId}`, ...formatFacts(inflow));
  }
  return { stdout: `${lines.join('\n')}\n`, exitCode: 0 };
}

function formatFacts(facts: readonly Fact[]): string[] {
  const width = Math.max(...facts.map((f) => f.label.length));
  return facts.map((f) => `  ${`${f.label}:`.padEnd(width + 1)} ${f.value}`);
}

function integerOption(value: string | true | undefined, name: string, required: boolean): number | undefined {
  if (value === undefined) {
    if (required) throw new UsageError(`--${name} is required\n${usageLines(explainSpec)}`);
    return undefined;
  }
  const parsed = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed)) throw new UsageError(`--${name} must be an integer id, got ${String(value)}`);
  return parsed;
}
