// `hydrocase/caseOverview` and `hydrocase/caseOverviewFacts` on the server's main thread: check the
// params, find the case, make sure it was validated once, and forward to the validation thread,
// where the case's last validation lives. Transport only.
import { ResponseError, ErrorCodes, type Connection } from 'vscode-languageserver';
import {
  CASE_OVERVIEW_FACTS_REQUEST,
  CASE_OVERVIEW_REQUEST,
  type CaseOverviewAnswer,
  type CaseOverviewFacts,
  type CaseOverviewFactsParams,
  type CaseOverviewParams,
} from '../protocol/caseOverviewProtocol';
import { integer, object, optional, string, type ParamGuard } from '../main/paramGuard';
import type { ValidationThread } from '../main/validationThread';

export interface CaseOverviewHost {
  connection: Connection;
  guard: ParamGuard;
  engine: Pick<ValidationThread, 'job'>;
  /** The case root of a case file's or case folder's URI (once the workspace is scanned). */
  caseRootFor(uri: string): Promise<string | undefined>;
  /** Validates the case now (the overview of a case never validated yet waits for it). */
  validateNow(caseRoot: string): Promise<unknown>;
  uriOf(path: string): string;
}

const OVERVIEW_PARAMS = object({ uri: string });
const FACTS_PARAMS = object({ uri: string, stageId: integer, hydroId: optional(integer) });

export function registerCaseOverviewRequests(host: CaseOverviewHost): void {
  /** Runs `ask` on the case's last validation, validating the case first if it has none. */
  const withValidation = async <T>(root: string, ask: () => Promise<T | undefined>): Promise<T> => {
    const answer = (await ask()) ?? (await host.validateNow(root), await ask());
    if (answer === undefined) throw new ResponseError(ErrorCodes.InternalError, 'the case could not be validated');
    return answer;
  };

  host.connection.onRequest(
    CASE_OVERVIEW_REQUEST,
    host.guard.request(CASE_OVERVIEW_REQUEST, OVERVIEW_PARAMS, async ({ uri }: CaseOverviewParams): Promise<CaseOverviewAnswer> => {
      const root = await host.caseRootFor(uri);
      if (!root) return { message: 'not a file or folder of a case (a case is a folder holding stages.json)' };
      return { caseUri: host.uriOf(root), overview: await withValidation(root, () => host.engine.job('caseOverview', { caseRoot: root })) };
    }),
  );

  host.connection.onRequest(
    CASE_OVERVIEW_FACTS_REQUEST,
    host.guard.request(CASE_OVERVIEW_FACTS_REQUEST, FACTS_PARAMS, async ({ uri, stageId, hydroId }: CaseOverviewFactsParams): Promise<CaseOverviewFacts> => {
      const root = await host.caseRootFor(uri);
      if (!root) return { error: 'not a file or folder of a case' };
      return withValidation(root, () => host.engine.job('caseOverviewFacts', { caseRoot: root, stageId, ...(hydroId !== undefined ? { hydroId } : {}) }));
    }),
  );
}
