// `hydrocase/tablePage` on the server's main thread: checks the params, finds the table's case
// (if any) and forwards to the validation thread, which reads the page. Transport only.
import { fileURLToPath } from 'node:url';
import { ResponseError, ErrorCodes, type Connection } from 'vscode-languageserver';
import { TABLE_PAGE_REQUEST, type TablePageParams, type TableFilter } from './tableViewProtocol';
import type { ValidationThread } from './validationThread';
import type { TablePage } from '../shared/views/tablePages';

export interface TableViewHost {
  connection: Connection;
  engine: Pick<ValidationThread, 'tablePage'>;
  /** The case a file belongs to (root and case-relative file), once the workspace is scanned. */
  caseOf(path: string): Promise<{ root: string; file: string } | undefined>;
}

export function registerTableViewRequest(host: TableViewHost): void {
  host.connection.onRequest(TABLE_PAGE_REQUEST, async (raw: unknown): Promise<TablePage> => {
    const params = checkParams(raw);
    const path = fileURLToPath(params.uri);
    const owner = await host.caseOf(path);
    try {
      return await host.engine.tablePage({ ...params, path, ...(owner ? { caseRoot: owner.root, file: owner.file } : {}) });
    } catch (error) {
      throw new ResponseError(ErrorCodes.InternalError, `the table could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

function checkParams(raw: unknown): TablePageParams & { uri: string } {
  const bad = (what: string) => new ResponseError(ErrorCodes.InvalidParams, `${TABLE_PAGE_REQUEST}: ${what}`);
  if (typeof raw !== 'object' || raw === null) throw bad('params must be an object');
  const params = raw as Record<string, unknown>;
  if (typeof params.uri !== 'string' || !params.uri.startsWith('file:') || !params.uri.endsWith('.parquet')) throw bad('uri must be the file URI of a .parquet file');
  const count = whole(params.count);
  if (count === undefined) throw bad('count must be a whole number');
  const start = whole(params.start);
  const revealRow = whole(params.revealRow);
  const filterRaw = (typeof params.filter === 'object' && params.filter !== null ? params.filter : {}) as Record<string, unknown>;
  const hydroId = whole(filterRaw.hydroId, true);
  const stageId = whole(filterRaw.stageId, true);
  const filter: TableFilter = { ...(hydroId !== undefined ? { hydroId } : {}), ...(stageId !== undefined ? { stageId } : {}), ...(filterRaw.problemsOnly === true ? { problemsOnly: true } : {}) };
  return { uri: params.uri, count, ...(start !== undefined ? { start } : {}), ...(revealRow !== undefined ? { revealRow } : {}), filter, withProblems: params.withProblems === true };
}

function whole(value: unknown, signed = false): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && (signed || value >= 0) ? value : undefined;
}
