// Runs every cross-file rule over the resolved case. A rule whose inputs are unusable (missing,
// unreadable, or broken on a fact it joins: ./inputHealth, decision D28) is skipped, and one
// CASE-002 hint per unusable input names the checks that did not run and why. Given a
// signal, the pass yields to the event loop between rules and honours cancellation: on a large case
// it is ~50 ms of work, and in the editor a keystroke arriving meanwhile should not wait for all of
// it. Its time is counted between yields, so other work done meanwhile is not charged to it.
import type { CaseModel } from '../checks/caseModel';
import type { DiagnosticSink } from '../core/reporter';
import { CASE_INPUTS, type CaseInput } from './inputs';
import { InputHealth, inputOf } from './inputHealth';
import { CrossFileReporter } from './reporter';
import { ResolvedCase } from './resolved';
import type { CrossFileContext, CrossFileRule } from './context';
import { crossFileRules } from './checks';

interface Skipped {
  missing: boolean;
  /** Why, in first-found order: a file broken on two facts gives both. */
  reasons: Set<string>;
  ids: Set<string>;
  /** Other inputs of the skipped rules: the hint for a missing input goes on the first of them that is present. */
  dependents: Set<CaseInput>;
}

export interface CrossFileOutcome {
  resolved: ResolvedCase;
  /** Time spent in the pass itself, yields excluded. */
  ms: number;
}

export async function runCrossFileRules(model: CaseModel, sink: DiagnosticSink, signal?: AbortSignal, rules: readonly CrossFileRule[] = crossFileRules): Promise<CrossFileOutcome> {
  let since = performance.now();
  let ms = 0;
  const resolved = new ResolvedCase(model);
  const report = new CrossFileReporter(sink, model);
  const context: CrossFileContext = { model, resolved, report };
  const health = new InputHealth(model);
  const skipped = new Map<CaseInput, Skipped>();

  for (const rule of rules) {
    if (signal) {
      ms += performance.now() - since;
      await new Promise((resolve) => setImmediate(resolve));
      signal.throwIfAborted();
      since = performance.now();
    }
    const blocked = rule.needs.flatMap((need) => health.blocked(need) ?? []);
    if (blocked.length === 0) {
      rule.run(context);
      continue;
    }
    for (const { input, missing, reason } of blocked) {
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
    const present = (Object.keys(CASE_INPUTS) as CaseInput[]).find((i) => dependents.has(i) && model.fileStates.get(CASE_INPUTS[i]) === 'ok');
    const where = missing ? (present ? CASE_INPUTS[present] : CASE_INPUTS.stages) : file;
    const list = [...ids].sort();
    report.file(where, 'CASE-002', `checks ${list.join(', ')} did not run: ${file} ${[...reasons].join('; ')}`, {
      data: { skippedRules: list, input: file, reasons: [...reasons] },
    });
  }
  return { resolved, ms: ms + performance.now() - since };
}
