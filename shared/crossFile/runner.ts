// Runs every cross-file rule over the resolved case. A rule whose inputs are unusable is skipped,
// and one CASE-002 hint per unusable input names the checks that did not run and why. Given a
// signal, the pass yields to the event loop between rules and honours cancellation: on a large case
// it is ~50 ms of work, and in the editor a keystroke arriving meanwhile should not wait for all of
// it. Its time is counted between yields, so other work done meanwhile is not charged to it.
import type { CaseModel } from '../engine/validate';
import type { DiagnosticSink } from '../engine/reporter';
import { CASE_INPUTS, inputProblem, type CaseInput, type InputProblem } from './inputs';
import { CrossFileReporter } from './reporter';
import { ResolvedCase } from './resolved';
import type { CrossFileContext, CrossFileRule } from './context';
import { crossFileRules } from './rules';

interface Skipped {
  problem: InputProblem;
  ids: Set<string>;
  /** Other inputs of the skipped rules: the hint goes on the first of them that is present. */
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
  const skipped = new Map<CaseInput, Skipped>();

  for (const rule of rules) {
    if (signal) {
      ms += performance.now() - since;
      await new Promise((resolve) => setImmediate(resolve));
      signal.throwIfAborted();
      since = performance.now();
    }
    const blocked = rule.needs.flatMap((input) => {
      const problem = inputProblem(model, input);
      return problem ? [{ input, problem }] : [];
    });
    if (blocked.length === 0) {
      rule.run(context);
      continue;
    }
    for (const { input, problem } of blocked) {
      const entry = skipped.get(input) ?? { problem, ids: new Set(), dependents: new Set() };
      rule.ids.forEach((id) => entry.ids.add(id));
      rule.needs.forEach((need) => need !== input && entry.dependents.add(need));
      skipped.set(input, entry);
    }
  }

  for (const [input, { problem, ids, dependents }] of skipped) {
    const file = CASE_INPUTS[input];
    const present = (Object.keys(CASE_INPUTS) as CaseInput[]).find((i) => dependents.has(i) && model.fileStates.get(CASE_INPUTS[i]) === 'ok');
    const where = problem === 'missing' ? (present ? CASE_INPUTS[present] : CASE_INPUTS.stages) : file;
    const list = [...ids].sort().join(', ');
    report.file(where, 'CASE-002', `checks ${list} did not run: ${file} ${describe(problem)}`, { data: { skippedRules: [...ids].sort(), input: file } });
  }
  return { resolved, ms: ms + performance.now() - since };
}

function describe(problem: InputProblem): string {
  switch (problem) {
    case 'missing':
      return 'is missing';
    case 'syntax error':
      return 'has a syntax error';
    case 'unreadable':
      return 'could not be read';
    case 'missing or mistyped columns':
      return 'has missing or mistyped columns';
  }
}
