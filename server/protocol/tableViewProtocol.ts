// The table view's request, named once for the client (client/protocol.ts re-exports it) and the
// server (server/tableViews.ts): the custom editor asks for one page of rows at a time.
import type { PageRequest } from '../../shared/views/tableSource';

export const TABLE_PAGE_REQUEST = 'hydrocase/tablePage';

/** `hydrocase/tablePage` params: the table's file URI and the page wanted. */
export interface TablePageParams extends PageRequest {
  uri: string;
}

export type { TablePage, TableFilter, TableProblem, TableRowView, TableMeta, CellProblem } from '../../shared/views/tablePages';
