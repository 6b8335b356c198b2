// The table fixes: the coverage rows (REF-102) and a dangling hydro_id (XF-002). Commands, not text
// edits, because they rewrite a Parquet table.
// Nothing is written until the planner confirms in a modal dialog; then the server rewrites
// scenarios/inflow_seasonal_stats.parquet and validates the case again, so the problem goes away.
import * as vscode from 'vscode';
import {
  COVERAGE_ROWS_COMMAND,
  COVERAGE_ROWS_REQUEST,
  TABLE_ID_COMMAND,
  TABLE_ID_REQUEST,
  type CoverageRowsFix,
  type CoverageRowsOutcome,
  type TableIdFix,
  type TableIdOutcome,
} from './protocol';
import type { ServerSession } from './session';

const CONFIRM = 'Add Rows';

export function registerCoverageRows(session: ServerSession): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand(COVERAGE_ROWS_COMMAND, (uri: string | vscode.Uri, fix: CoverageRowsFix) => addCoverageRows(session, String(uri), fix)),
    vscode.commands.registerCommand(TABLE_ID_COMMAND, (uri: string | vscode.Uri, fix: TableIdFix) => replaceTableId(session, String(uri), fix)),
  );
}

const CHANGE = 'Change Rows';

/** The XF-002 table fix: asks, then rewrites the column; resolves with the outcome, or undefined when declined. */
async function replaceTableId(session: ServerSession, uri: string, fix: TableIdFix): Promise<TableIdOutcome | { message: string } | undefined> {
  const choice = await vscode.window.showWarningMessage(
    `Change hydro_id ${fix.from} to ${fix.to} in every row of ${fix.file}?`,
    {
      modal: true,
      detail: `This rewrites ${fix.file} on disk. Every other value and the columns are kept. Undo is not available: keep a copy or use version control.`,
    },
    CHANGE,
  );
  if (choice !== CHANGE) return undefined;
  const client = await session.start();
  const outcome = await client.sendRequest<TableIdOutcome | { message: string }>(TABLE_ID_REQUEST, { uri, fix });
  if ('message' in outcome) void vscode.window.showErrorMessage(`HydroCase: ${outcome.message}`);
  else if (outcome.changed === 0) void vscode.window.showInformationMessage(`HydroCase: no row of ${fix.file} has hydro_id ${fix.from} any more; nothing was written.`);
  else
    void vscode.window.showInformationMessage(
      `HydroCase: changed hydro_id ${fix.from} to ${fix.to} in ${outcome.changed} row${outcome.changed === 1 ? '' : 's'} of ${outcome.file}.`,
    );
  return outcome;
}

/** Asks, then applies; resolves with the server's outcome, or undefined when the planner declined. */
async function addCoverageRows(session: ServerSession, uri: string, fix: CoverageRowsFix): Promise<CoverageRowsOutcome | { message: string } | undefined> {
  const stages = fix.stageIds.length === 1 ? `study stage ${fix.stageIds[0]}` : `${fix.stageIds.length} study stages`;
  const choice = await vscode.window.showWarningMessage(
    `Add inflow statistics rows for hydro ${fix.hydroId} at ${stages}, copying hydro ${fix.copyFromHydroId}'s?`,
    {
      modal: true,
      detail: `This rewrites scenarios/inflow_seasonal_stats.parquet on disk. Every other row and the columns are kept; the copied means and standard deviations are a start, to be replaced by the plant's own. Undo is not available: keep a copy or use version control.`,
    },
    CONFIRM,
  );
  if (choice !== CONFIRM) return undefined;
  const client = await session.start();
  const outcome = await client.sendRequest<CoverageRowsOutcome | { message: string }>(COVERAGE_ROWS_REQUEST, { uri, fix });
  if ('message' in outcome) void vscode.window.showErrorMessage(`HydroCase: ${outcome.message}`);
  else if (outcome.added.length === 0)
    void vscode.window.showInformationMessage(`HydroCase: hydro ${fix.hydroId} needed no row that hydro ${fix.copyFromHydroId} has; nothing was written.`);
  else {
    const missing = outcome.notCopied.length > 0 ? ` Stages ${outcome.notCopied.join(', ')} had nothing to copy.` : '';
    const count = outcome.added.length;
    void vscode.window.showInformationMessage(`HydroCase: added hydro ${fix.hydroId}'s rows for ${count} study stage${count === 1 ? '' : 's'} to ${outcome.file}.${missing}`);
  }
  return outcome;
}
