// The custom requests about whole cases (methods in protocol.ts): list the cases, validate one or
// all now, and Fix All in Case. Each waits for the first workspace scan.
import { join } from 'node:path';
import type { Connection } from 'vscode-languageserver';
import {
  COVERAGE_ROWS_REQUEST,
  FIX_ALL_REQUEST,
  LIST_CASES_REQUEST,
  TABLE_ID_REQUEST,
  VALIDATE_REQUEST,
  type CoverageRowsFix,
  type CoverageRowsOutcome,
  type FixAllResult,
  type TableIdFix,
  type TableIdOutcome,
} from '../protocol';
import { arrayOf, integer, object, optional, string, type ParamGuard } from '../main/paramGuard';
import type { CaseValidators } from '../main/caseValidators';
import type { ValidationThread } from '../main/validationThread';
import type { Workspace } from '../main/workspace';
import { uriOf } from '../main/uris';

export interface CaseRequestsHost {
  connection: Connection;
  guard: ParamGuard;
  engine: Pick<ValidationThread, 'job'>;
  workspace: Workspace;
  validators: CaseValidators;
}

export function registerCaseRequests({ connection, guard, engine, workspace, validators }: CaseRequestsHost): void {
  const { cases } = workspace;

  connection.onRequest(LIST_CASES_REQUEST, async () => {
    await workspace.ready;
    return cases.all().map((root) => ({ caseUri: uriOf(root), status: validators.statusOf(root) }));
  });

  connection.onRequest(
    VALIDATE_REQUEST,
    guard.request(VALIDATE_REQUEST, VALIDATE_PARAMS, async (params: { uri?: string } | undefined) => {
      await workspace.ready;
      const roots = params?.uri ? [workspace.caseRootFor(params.uri)].filter((r): r is string => r !== undefined) : cases.all();
      const results = await Promise.all(roots.map((root) => validators.validatorFor(root).validateNow()));
      return results.map((status) => ({ ...status, caseUri: uriOf(status.caseRoot) }));
    }),
  );

  // Fix All in Case: the case's safe fixes, computed on the validation thread, sent to the editor
  // as one workspace edit (one undo). Open files are edited at the version the fixes saw, so the
  // editor refuses the edit if the user typed meanwhile.
  connection.onRequest(
    FIX_ALL_REQUEST,
    guard.request(FIX_ALL_REQUEST, FIX_ALL_PARAMS, async ({ uri }: { uri: string }): Promise<FixAllResult> => {
      await workspace.ready;
      const root = workspace.caseRootFor(uri);
      if (!root) return { applied: false, files: 0, fixed: [], message: 'not a file or folder of a case' };
      const open = validators.openTexts(root);
      const outcome = await engine.job('caseFixes', { caseRoot: root, overlays: [...open].map(([file, doc]): [string, string] => [file, doc.text]) });
      if (outcome.files.length === 0) return { applied: true, files: 0, fixed: [] };
      const documentChanges = outcome.files.map(({ file, edits }) => {
        const doc = open.get(file);
        return { textDocument: { uri: doc?.uri ?? uriOf(join(root, file)), version: doc ? doc.version : null }, edits };
      });
      const { applied } = await connection.workspace.applyEdit({ label: 'HydroCase: Fix All in Case', edit: { documentChanges } });
      return { applied, files: outcome.files.length, fixed: outcome.fixed };
    }),
  );

  // A coverage fix (REF-102) the planner picked from a quick fix or the table view and confirmed in
  // the editor: the only write of a case file that is not a text edit. The problems then follow the
  // disk: the case is validated again at once (the file watcher's event comes later).
  connection.onRequest(
    COVERAGE_ROWS_REQUEST,
    guard.request(COVERAGE_ROWS_REQUEST, COVERAGE_ROWS_PARAMS, async ({ uri, fix }: { uri: string; fix: CoverageRowsFix }): Promise<CoverageRowsOutcome | { message: string }> => {
      await workspace.ready;
      const root = workspace.caseRootFor(uri);
      if (!root) return { message: 'not a file or folder of a case' };
      const outcome = await engine.job('coverageRows', { caseRoot: root, fix: { hydroId: fix.hydroId, copyFromHydroId: fix.copyFromHydroId, stageIds: fix.stageIds } });
      if (outcome.added.length > 0) await validators.validatorFor(root).validateNow();
      return outcome;
    }),
  );

  // The same for a dangling hydro_id in a table (XF-002), from the table view's problem list.
  connection.onRequest(
    TABLE_ID_REQUEST,
    guard.request(TABLE_ID_REQUEST, TABLE_ID_PARAMS, async ({ uri, fix }: { uri: string; fix: TableIdFix }): Promise<TableIdOutcome | { message: string }> => {
      await workspace.ready;
      const root = workspace.caseRootFor(uri);
      if (!root) return { message: 'not a file or folder of a case' };
      const outcome = await engine.job('tableIdFix', { caseRoot: root, fix: { file: fix.file, column: 'hydro_id', from: fix.from, to: fix.to } });
      if (outcome.changed > 0) await validators.validatorFor(root).validateNow();
      return outcome;
    }),
  );
}

const VALIDATE_PARAMS = optional(object({ uri: optional(string) }));
const FIX_ALL_PARAMS = object({ uri: string });
const TABLE_ID_PARAMS = object({ uri: string, fix: object({ file: string, from: integer, to: integer }) });
const COVERAGE_ROWS_PARAMS = object({ uri: string, fix: object({ hydroId: integer, copyFromHydroId: integer, stageIds: arrayOf(integer) }) });
