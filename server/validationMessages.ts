// Messages between the server's main thread and its validation thread (server/validationWorker.ts).
// Requests carry an id and get one reply; the rest are one-way.
import type { Diagnostic, Range } from '../shared/core/diagnostics';
import type { ServiceName } from './features/services';
import type { TablePageJob } from './tableViews';
import type { PlantCurvesRequest } from '../shared/views/plantCurveSource';
import type { TextPatch } from './textMirror';
import type { CoverageRowsFix } from '../shared/crossFile/checks/scenarios/coverageFix';
import type { TableIdFix } from '../shared/crossFile/checks/plants/tableIdFix';

export interface ValidationWorkerData {
  role: 'hydrocase-validation';
  /** The Parquet worker bundle, which the validation thread starts for decoding. */
  parquetWorkerPath: string;
  /** Folder of the generated rule pages, linked from hovers. */
  rulePagesDir?: string;
  /** Cancelled request ids, shared with the main thread (see cancelledRequests.ts). */
  cancelled?: SharedArrayBuffer;
}

export interface CaseOutcome {
  diagnostics: Diagnostic[];
  /** Case files that exist and were examined. */
  files: string[];
}

/** The answer to `caseFixes`: each changed file as line edits of the text the fixes were computed on. */
export interface CaseFixesOutcome {
  files: Array<{ file: string; before: string; edits: Array<{ range: Range; newText: string }> }>;
  fixed: Array<{ file: string; code: string; count: number }>;
}

export type ValidationRequest =
  /**
   * The whole case, with unsaved editor text over the disk: [case-relative path, URI, text], a
   * large text as a patch of the one the thread holds (textMirror.ts).
   */
  | { type: 'validateCase'; id: number; caseRoot: string; overlays: Array<[string, string, string | TextPatch]> }
  /** One JSON case file on its own: its single-file rules only (the quick answer while typing); a large text as a patch. */
  | { type: 'checkFile'; id: number; caseRoot: string; file: string; uri: string; text: string | TextPatch }
  /**
   * An editor service (hover, completion, ...) on an open case file, against the case's last
   * validation. A large text comes as a patch of the one the thread holds (textMirror.ts).
   */
  | { type: 'service'; id: number; caseRoot: string; file: string; uri: string; version: number; text: string | TextPatch; name: ServiceName; args: unknown[] }
  /** The case's safe fixes (the editor's fix-all set, every JSON file), with the open text over the disk. */
  | { type: 'caseFixes'; id: number; caseRoot: string; overlays: Array<[string, string]> }
  /** A coverage fix the planner confirmed: rewrite the statistics table on disk (coverageFix.ts). */
  | { type: 'coverageRows'; id: number; caseRoot: string; fix: CoverageRowsFix }
  /** A dangling table id fix the planner confirmed: rewrite the column on disk (tableIdFix.ts). */
  | { type: 'tableIdFix'; id: number; caseRoot: string; fix: TableIdFix }
  /** Test hook: end the Parquet worker as a crash would. */
  | { type: 'killParquetWorker'; id: number }
  /** One page of a Parquet table for the table view, with the problems of the case's last validation. */
  | ({ type: 'tablePage'; id: number } & TablePageJob)
  /** The case overview from the case's last validation (undefined when the case was not validated yet). */
  | { type: 'caseOverview'; id: number; caseRoot: string }
  /** explain's facts for a stage (and a plant at it), from the case's last validation. */
  | { type: 'caseOverviewFacts'; id: number; caseRoot: string; stageId: number; hydroId?: number }
  /** One plant's curves, from the case's last validation. */
  | ({ type: 'plantCurves'; id: number; caseRoot: string } & PlantCurvesRequest);

export type ValidationNotice =
  | { type: 'cancel'; id: number }
  /** A table changed on disk: its cached result must not be used again. */
  | { type: 'invalidate'; path: string }
  /** A case left the workspace: what the thread keeps for it goes. */
  | { type: 'forgetCase'; caseRoot: string }
  /** The main thread no longer sends patches of this document's text: the thread drops its copy. */
  | { type: 'forgetText'; uri: string }
  /** An open document's new text (a large one as a patch): taken into the thread's mirror ahead of the check it will be sent for. */
  | { type: 'text'; uri: string; text: string | TextPatch };

export type ToValidationWorker = ValidationRequest | ValidationNotice;

export type FromValidationWorker =
  { type: 'reply'; id: number; value: unknown } | { type: 'failure'; id: number; message: string } | { type: 'log'; message: string } | { type: 'crashed'; reason: string };
