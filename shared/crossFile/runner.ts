// Runs every cross-file rule over the resolved case. A rule whose inputs are unusable (missing,
// unreadable, or broken on a fact it joins: ./inputHealth, decision D28) is skipped, and one
// CASE-002 hint per unusable input names the checks that did not run and why. Given a
// signal, the pass yields to the event loop between rules and honours cancellation: on a large case
// it is ~50 ms of work, and in the editor a keystroke arriving meanwhile should not wait for all of
// it. Its time is counted between yields, so other work done meanwhile is not charged to it. A
// validation that decodes its tables on other threads runs the rules that read no table while it
// waits for them (CrossFilePass).
import type { CaseModel } from '../checks/caseModel';
import type { DiagnosticSink } from '../core/reporter';
import { CASE_INPUTS, isTableInput, type CaseInput, type TableInput } from './inputs';
import { InputHealth, inputOf, type Blocked } from './inputHealth';
import { CrossFileReporter } from './reporter';
import { ResolvedCase } from './resolved';
import type { CrossFileContext, CrossFileRule } from './context';
import { crossFileChecks } from './checks';
import { findRule } from '../rules';
import type { RuleId } from '../rules/index';

interface Skipped {
  missing: boolean;
  /** Why, in first-found order: a file broken on two facts gives both. */
  reasons: Set<string>;
  ids: Set<RuleId>;
  /** Other inputs of the skipped rules: the hint for a missing input goes on the first of them that is present. */
  dependents: Set<CaseInput>;
}

export interface CrossFileOutcome {
  resolved: ResolvedCase;
  /** Time spent in the pass itself, yields excluded. */
  ms: number;
}

/** Whether a rule reads a Parquet table (through any of its needs): it runs once its tables have landed. */
export function readsTables(rule: CrossFileRule): boolean {
  return tablesRead(rule).length > 0;
}

/** The Parquet tables a rule reads (through its needs). */
export function tablesRead(rule: CrossFileRule): TableInput[] {
  return [...new Set(rule.needs.map(inputOf).filter(isTableInput))];
}

/** Every cross-file rule in one pass, the tables already in the model. */
export async function runCrossFileRules(
  model: CaseModel,
  sink: DiagnosticSink,
  signal?: AbortSignal,
  rules: readonly CrossFileRule[] = crossFileChecks,
): Promise<CrossFileOutcome> {
  return new CrossFilePass(model, sink, { signal, rules, tablesLanded: true }).finish();
}

/**
 * The cross-file pass of one validation. Started before the Parquet tables have landed in the model,
 * it runs the rules that read none (`runJsonRules`) while the tables decode on other threads, then
 * each rule as soon as the tables it reads have landed (`tableLanded`; the small tables land while
 * the hyperplanes still decode), and any left in `finish`; on the large bench case that moves most
 * of the pass off the end of the run. The outcome is the one pass's: skipped rules are recorded by
 * position and the CASE-002 hints built from them in the rules' order, and the resolved case refuses
 * to read a table before it has landed (ResolvedCase.tableLanded).
 */
export class CrossFilePass {
  private readonly resolved: ResolvedCase;
  private readonly context: CrossFileContext;
  private readonly health: InputHealth;
  private readonly rules: readonly CrossFileRule[];
  private readonly signal: AbortSignal | undefined;
  /** What blocked each skipped rule, by the rule's position. */
  private readonly blockedRules = new Map<number, Blocked[]>();
  private readonly ran = new Set<number>();
  private ms = 0;

  constructor(
    private readonly model: CaseModel,
    sink: DiagnosticSink,
    options: { signal?: AbortSignal | undefined; rules?: readonly CrossFileRule[]; tablesLanded: boolean },
  ) {
    this.rules = options.rules ?? crossFileChecks;
    this.signal = options.signal;
    this.resolved = new ResolvedCase(model, options.tablesLanded);
    this.context = { model, resolved: this.resolved, report: new CrossFileReporter(sink, model) };
    this.health = new InputHealth(model);
  }

  /** Runs the rules that read no Parquet table: every JSON file must be in the model already. */
  async runJsonRules(): Promise<void> {
    await this.run((rule) => !readsTables(rule));
    // The table rules read every plant's plan (XF-029): its production-model part, most of the
    // cost, is built now; the tables add only the productivity source or planes of each stage.
    const since = performance.now();
    for (const hydroId of this.resolved.hydroIds()) this.resolved.modelPlan(hydroId);
    this.ms += performance.now() - since;
  }

  /** `table` is in the model now: runs the rules whose tables have all landed. */
  async tableLanded(table: TableInput): Promise<void> {
    this.resolved.tableLanded(table);
    await this.run((rule) => tablesRead(rule).every((read) => this.resolved.hasLanded(read)));
  }

  /** The tables are in the model: runs the rules not run yet, then reports the skipped ones. */
  async finish(): Promise<CrossFileOutcome> {
    this.resolved.tablesLanded();
    await this.run(() => true);
    const since = performance.now();
    this.reportSkipped();
    return { resolved: this.resolved, ms: this.ms + performance.now() - since };
  }

  private async run(wanted: (rule: CrossFileRule) => boolean): Promise<void> {
    let since = performance.now();
    for (const [index, rule] of this.rules.entries()) {
      if (this.ran.has(index) || !wanted(rule)) continue;
      this.ran.add(index);
      if (this.signal) {
        this.ms += performance.now() - since;
        await new Promise((resolve) => setImmediate(resolve));
        this.signal.throwIfAborted();
        since = performance.now();
      }
      const blocked = rule.needs.flatMap((need) => this.health.blocked(need) ?? []);
      if (blocked.length === 0) rule.run(this.context);
      else this.blockedRules.set(index, blocked);
    }
    this.ms += performance.now() - since;
  }

  /** One CASE-002 hint per unusable input, naming the checks it stopped (built in the rules' order, whichever phase skipped them). */
  private reportSkipped(): void {
    const skipped = new Map<CaseInput, Skipped>();
    for (const [index, rule] of this.rules.entries()) {
      for (const { input, missing, reason } of this.blockedRules.get(index) ?? []) {
        const entry = skipped.get(input) ?? { missing, reasons: new Set(), ids: new Set(), dependents: new Set() };
        entry.reasons.add(reason);
        for (const id of rule.ids) entry.ids.add(id);
        rule.needs.forEach((need) => {
          const file = inputOf(need);
          if (file !== input) entry.dependents.add(file);
        });
        skipped.set(input, entry);
      }
    }
    for (const [input, { missing, reasons, ids, dependents }] of skipped) {
      const file = CASE_INPUTS[input];
      const present = (Object.keys(CASE_INPUTS) as CaseInput[]).find((i) => dependents.has(i) && this.model.fileStates.get(CASE_INPUTS[i]) === 'ok');
      const where = missing ? (present ? CASE_INPUTS[present] : CASE_INPUTS.stages) : file;
      const list = [...ids].sort();
      this.context.report.file(where, 'CASE-002', skippedMessage(file, [...reasons], list), {
        data: { skippedRules: list, input: file, reasons: [...reasons] },
      });
    }
  }
}

/**
 * The CASE-002 hint's words: the cause first, then what was not checked, each rule by its title
 * with its id (the rule page's link) after it: "2 cross-file checks did not run: system/hydros.json
 * is missing. Not checked: a hydro_id names no plant (XF-002); ...".
 */
function skippedMessage(file: string, reasons: readonly string[], ids: readonly RuleId[]): string {
  const rules = ids.map((id) => `${findRule(id)?.title ?? 'a cross-file check'} (${id})`);
  const count = ids.length === 1 ? '1 cross-file check' : `${ids.length} cross-file checks`;
  return `${count} did not run: ${file} ${reasons.join('; ')}. Not checked: ${rules.join('; ')}`;
}
