// The boundary between the server's main thread and its validation thread, declared once: each job
// the main thread sends (its payload, what the thread answers) and each one-way notice. The main
// thread's proxy (ValidationThread.job, main/validationThread.ts) and the thread's dispatch
// (validation/validationWorker.ts, a `JobHandlers` table) are typed from these tables, by mapped
// types, so a job's payload, handler and result cannot disagree and neither side casts.
import type { Diagnostic, Range } from '../../shared/core/diagnostics';
import type { CaseOverview } from '../../shared/views/caseOverview';
import type { StageFacts } from '../../shared/crossFile/explain';
import type { PlantCurvesRequest } from '../../shared/views/plantCurveSource';
import type { TablePage } from '../../shared/views/tablePages';
import type { ServiceCall, ServiceName } from '../services/services';
import type { PackedServiceResult } from './serviceReplies';
import type { PlantCurvesAnswer } from '../protocol/plantCurvesProtocol';
import type { CoverageRowsFix } from '../../shared/crossFile/checks/scenarios/coverageFix';
import type { CoverageRowsOutcome } from '../../shared/crossFile/checks/scenarios/addCoverageRows';
import type { TableIdFix } from '../../shared/crossFile/checks/plants/tableIdFix';
import type { TableIdOutcome } from '../../shared/crossFile/checks/plants/replaceTableId';
import type { ScenarioPlotRequest } from '../../shared/views/scenarioPlotSource';
import type { ScenarioPlotsAnswer } from '../protocol/scenarioPlotsProtocol';
import type { TablePageJob } from '../validation/tableViews';
import type { TextPatch } from './textMirror';

export interface ValidationWorkerData {
  role: 'hydrocase-validation';
  /** The Parquet worker bundle, which the validation thread starts for decoding. */
  parquetWorkerPath: string;
  /** Folder of the generated rule pages, linked from hovers. */
  rulePagesDir?: string;
  /** Cancelled request ids, shared with the main thread (see cancelledRequests.ts). */
  cancelled?: SharedArrayBuffer;
}

/** Whether a thread's `workerData` is the validation thread's (the server bundle is both threads' script). */
export function isValidationWorkerData(data: unknown): data is ValidationWorkerData {
  return (
    typeof data === 'object' && data !== null && 'role' in data && data.role === 'hydrocase-validation' && 'parquetWorkerPath' in data && typeof data.parquetWorkerPath === 'string'
  );
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

/** An editor service on an open case file: its document (a large text as a patch of the one the thread holds) and the call. */
export type ServiceJob<N extends ServiceName = ServiceName> = { caseRoot: string; file: string; uri: string; version: number; text: string | TextPatch } & ServiceCall<N>;

interface Job<Payload, Result> {
  payload: Payload;
  result: Result;
}

/** The jobs: each gets one reply (its result, or a failure). */
export interface ValidationJobs {
  /**
   * The whole case, with unsaved editor text over the disk: [case-relative path, URI, text], a
   * large text as a patch of the one the thread holds (textMirror.ts).
   */
  validateCase: Job<{ caseRoot: string; overlays: Array<[file: string, uri: string, text: string | TextPatch]> }, CaseOutcome>;
  /** One JSON case file on its own: its single-file rules only (the quick answer while typing); a large text as a patch. */
  checkFile: Job<{ caseRoot: string; file: string; uri: string; text: string | TextPatch }, Diagnostic[]>;
  /** An editor service (hover, completion, ...) on an open case file, against the case's last validation. */
  service: Job<ServiceJob, PackedServiceResult>;
  /** The case's safe fixes (the editor's fix-all set, every JSON file), with the open text over the disk. */
  caseFixes: Job<{ caseRoot: string; overlays: Array<[file: string, text: string]> }, CaseFixesOutcome>;
  /** A coverage fix the planner confirmed: rewrite the statistics table on disk (coverageFix.ts). */
  coverageRows: Job<{ caseRoot: string; fix: CoverageRowsFix }, CoverageRowsOutcome>;
  /** A dangling table id fix the planner confirmed: rewrite the column on disk (tableIdFix.ts). */
  tableIdFix: Job<{ caseRoot: string; fix: TableIdFix }, TableIdOutcome>;
  /** Test hook: end the Parquet worker as a crash would; answers whether one was running. */
  killParquetWorker: Job<Record<string, never>, boolean>;
  /** One page of a Parquet table for the table view, with the problems of the case's last validation. */
  tablePage: Job<TablePageJob, TablePage>;
  /** The case overview from the case's last validation (undefined when the case was not validated yet). */
  caseOverview: Job<{ caseRoot: string }, CaseOverview | undefined>;
  /** explain's facts for a stage (and a plant at it), from the case's last validation. */
  caseOverviewFacts: Job<{ caseRoot: string; stageId: number; hydroId?: number }, StageFacts | { error: string } | undefined>;
  /** One plant's curves, from the case's last validation. */
  plantCurves: Job<PlantCurvesRequest & { caseRoot: string }, PlantCurvesAnswer>;
  /** One scenario plot, from the case's last validation. */
  scenarioPlots: Job<ScenarioPlotRequest & { caseRoot: string }, ScenarioPlotsAnswer>;
}

/** The one-way notices. */
export interface ValidationNotices {
  /** The job with this id was withdrawn (see also cancelledRequests.ts, which the thread reads first). */
  cancel: { id: number };
  /** A table changed on disk: its cached result must not be used again. */
  invalidate: { path: string };
  /** A case left the workspace: what the thread keeps for it goes. */
  forgetCase: { caseRoot: string };
  /** The main thread no longer sends patches of this document's text: the thread drops its copy. */
  forgetText: { uri: string };
  /** An open document's new text (a large one as a patch): taken into the thread's mirror ahead of the check it will be sent for. */
  text: { uri: string; text: string | TextPatch };
}

export type JobName = keyof ValidationJobs;
export type JobPayload<N extends JobName> = ValidationJobs[N]['payload'];
export type JobResult<N extends JobName> = ValidationJobs[N]['result'];
export type NoticeName = keyof ValidationNotices;

/** A job as posted: its name, the id its reply carries and its payload (a union over the names, name and payload agreeing). */
export type JobMessage<N extends JobName = JobName> = { [K in N]: { kind: 'job'; type: K; id: number; payload: JobPayload<K> } }[N];
export type NoticeMessage<N extends NoticeName = NoticeName> = { [K in N]: { kind: 'notice'; type: K; payload: ValidationNotices[K] } }[N];
export type ToValidationWorker = JobMessage | NoticeMessage;

/** What a job's handler gets beside its payload. */
export interface JobContext {
  signal: AbortSignal;
  /** The whole texts of the documents the job carries (in `CARRIED_TEXTS` order), patches applied. */
  texts: readonly string[];
}

/** What the validation thread does with each job (validationWorker.ts fills this table in). */
export type JobHandlers = { [N in JobName]: (payload: JobPayload<N>, context: JobContext) => JobResult<N> | Promise<JobResult<N>> };
/** What it does with each notice. */
export type NoticeHandlers = { [N in NoticeName]: (payload: ValidationNotices[N]) => void };

/** Runs a job's handler: `handlers[type]` takes the payload of that very job (no cast). */
export function dispatchJob<N extends JobName>(handlers: JobHandlers, message: JobMessage<N>, context: JobContext): JobResult<N> | Promise<JobResult<N>> {
  return handlers[message.type](message.payload, context);
}

export function dispatchNotice<N extends NoticeName>(handlers: NoticeHandlers, message: NoticeMessage<N>): void {
  handlers[message.type](message.payload);
}

/**
 * The documents' texts a job carries, [URI, text or patch], per job that carries any: the thread's
 * mirror takes them before the job runs, even from a job cancelled while it waited.
 */
export type CarriedTexts = { [N in JobName]?: (payload: JobPayload<N>) => Array<[uri: string, text: string | TextPatch]> };

export const CARRIED_TEXTS: CarriedTexts = {
  validateCase: (payload) => payload.overlays.map(([, uri, text]) => [uri, text]),
  checkFile: (payload) => [[payload.uri, payload.text]],
  service: (payload) => [[payload.uri, payload.text]],
};

export function textsCarried<N extends JobName>(message: JobMessage<N>): Array<[uri: string, text: string | TextPatch]> {
  return CARRIED_TEXTS[message.type]?.(message.payload) ?? [];
}

export type FromValidationWorker =
  | { type: 'reply'; id: number; value: JobResult<JobName> }
  | { type: 'failure'; id: number; message: string }
  | { type: 'log'; message: string }
  | { type: 'crashed'; reason: string };
