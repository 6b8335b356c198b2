// Messages between the table view's webview (tableView.ts) and its custom editor (client/tableView.ts).
import type { PageRequest } from '../../shared/views/tableSource';
import type { TablePage } from '../../shared/views/tablePages';
import type { CoverageRowsFix } from '../../shared/crossFile/checks/scenarios/coverageFix';
import type { TableIdFix } from '../../shared/crossFile/checks/plants/tableIdFix';

export type FromTableWebview =
  | { type: 'ready' }
  /** A page of rows; the answer carries the same id. */
  | { type: 'page'; id: number; request: PageRequest }
  /** "Plant curves": the plant of the selected row (or of the hydro_id filter), if known. */
  | { type: 'plantCurves'; hydroId?: number }
  /** "Plot …" (a scenario table): the plant or bus of the selected row (or of the hydro_id filter), if known. */
  | { type: 'scenarioPlot'; entityId?: number }
  /** A problem's fix button (REF-102 coverage rows): the editor asks before anything is written. */
  | { type: 'fix'; fix: CoverageRowsFix }
  /** A dangling hydro_id's fix button (XF-002): the editor asks before anything is written. */
  | { type: 'idFix'; fix: TableIdFix };

export type ToTableWebview =
  | { type: 'page'; id: number; page: TablePage }
  | { type: 'pageFailed'; id: number; message: string }
  /** The file or its problems changed: drop cached rows and ask again (with the problem list). */
  | { type: 'refresh' }
  /** Bring a file row (and column) on screen: a command on a problem, "Show Row in Table". */
  | { type: 'reveal'; row: number; column?: string };
