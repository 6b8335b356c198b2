// `hydrocase/tablePage` on the server's main thread: checks the params, finds the table's case
// (if any) and forwards to the validation thread, which reads the page. Transport only.
import { fileURLToPath } from 'node:url';
import { ResponseError, ErrorCodes, type Connection } from 'vscode-languageserver';
import { TABLE_PAGE_REQUEST, type TablePageParams } from '../protocol/tableViewProtocol';
import { boolean, integer, object, optional, string, type ParamGuard } from '../main/paramGuard';
import type { ValidationThread } from '../main/validationThread';
import type { TablePage } from '../../shared/views/tablePages';

export interface TableViewHost {
  connection: Connection;
  guard: ParamGuard;
  engine: Pick<ValidationThread, 'job'>;
  /** The case a file belongs to (root and case-relative file), once the workspace is scanned. */
  caseOf(path: string): Promise<{ root: string; file: string } | undefined>;
}

const TABLE_PAGE_PARAMS = object({
  uri: string,
  count: integer,
  start: optional(integer),
  revealRow: optional(integer),
  filter: optional(object({ hydroId: optional(integer), stageId: optional(integer), problemsOnly: optional(boolean) })),
  withProblems: optional(boolean),
});

export function registerTableViewRequest(host: TableViewHost): void {
  host.connection.onRequest(
    TABLE_PAGE_REQUEST,
    host.guard.request(TABLE_PAGE_REQUEST, TABLE_PAGE_PARAMS, async (params: TablePageParams): Promise<TablePage> => {
      const bad = (what: string) => new ResponseError(ErrorCodes.InvalidParams, `${TABLE_PAGE_REQUEST}: ${what}`);
      if (!params.uri.startsWith('file:') || !params.uri.endsWith('.parquet')) throw bad('uri must be the file URI of a .parquet file');
      if (params.count < 0 || (params.start ?? 0) < 0 || (params.revealRow ?? 0) < 0) throw bad('count, start and revealRow must not be negative');
      const path = fileURLToPath(params.uri);
      const owner = await host.caseOf(path);
      try {
        return await host.engine.job('tablePage', { ...params, path, ...(owner ? { caseRoot: owner.root, file: owner.file } : {}) });
      } catch (error) {
        throw new ResponseError(ErrorCodes.InternalError, `the table could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}
