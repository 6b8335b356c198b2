// The HydroCase server's custom messages, as the client sees them. The method names repeat the
// server's (server/server.ts) on purpose: importing them from there would bundle the whole server
// into the extension. test/client/protocol.test.ts keeps the two in step.
import type { CaseStatus } from '../server/caseValidator';

export const STATUS_NOTIFICATION = 'hydrocase/status';
export const VALIDATE_REQUEST = 'hydrocase/validateCase';
export const LIST_CASES_REQUEST = 'hydrocase/listCases';
export const FIX_ALL_REQUEST = 'hydrocase/fixAllInCase';

/** The `hydrocase/fixAllInCase` answer: whether the editor applied the edit, and what it fixes. */
export interface FixAllResult {
  applied: boolean;
  files: number;
  fixed: Array<{ file: string; code: string; count: number }>;
  message?: string;
}

export { TABLE_PAGE_REQUEST, type TablePage, type TablePageParams } from '../server/tableViewProtocol';

/** `hydrocase/status`, and each element of the `hydrocase/validateCase` answer. */
export type CaseStatusMessage = CaseStatus & { caseUri: string };

/** One element of the `hydrocase/listCases` answer; no status until the case was validated once. */
export interface ListedCase {
  caseUri: string;
  status?: CaseStatus;
}
