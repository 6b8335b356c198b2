// What a cross-file rule receives, and how it declares the files it reads.
import type { CaseModel } from '../checks/caseModel';
import type { RuleId } from '../rules';
import type { FixValidation } from '../checks/fixes/model';
import type { Need } from './inputHealth';
import type { CrossFileReporter } from './reporter';
import type { ResolvedCase } from './resolved';

export interface CrossFileContext {
  model: CaseModel;
  resolved: ResolvedCase;
  report: CrossFileReporter;
}

/** What a cross-file rule's quick fix may read of the last validation: the joined case too. */
export interface CrossFileFixValidation extends FixValidation {
  resolved: ResolvedCase;
}

export interface CrossFileRule {
  /** The rule IDs this check can report (named in the "checks did not run" hint). */
  ids: readonly RuleId[];
  /**
   * Files the check reads and the facts of them it joins on (./inputHealth); when one is missing
   * (where it must exist) or broken, the check is skipped (decision D28).
   */
  needs: readonly Need[];
  /**
   * Case files the check looks at without needing them healthy, because whether they are there is
   * part of what it checks (an opening tree, an inflow history). With `needs`, the one statement of
   * what a cross-file rule reads: the rule pages' file list derives from both (`filesReadBy`).
   */
  alsoReads?: readonly string[];
  run(context: CrossFileContext): void;
}
