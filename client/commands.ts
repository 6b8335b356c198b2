// The palette commands: Validate Case, Restart Server, Show Output; and the status bar item's menu.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { COMMANDS } from './contributions';
import { FIX_ALL_REQUEST, LIST_CASES_REQUEST, VALIDATE_REQUEST, type CaseStatusMessage, type FixAllResult, type ListedCase } from './protocol';
import { countsText, fixAllSummary, severityOf, statusMenu, validationSummary } from './statusText';
import type { ServerSession } from './session';

const SHOW_PROBLEMS = 'Show Problems';

export function registerCommands(session: ServerSession, output: vscode.LogOutputChannel, enabled: () => boolean): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand(COMMANDS.validateCase, (target?: vscode.Uri) => validateCase(session, enabled, target)),
    vscode.commands.registerCommand(COMMANDS.fixAllInCase, (target?: vscode.Uri) => fixAllInCase(session, target)),
    vscode.commands.registerCommand(COMMANDS.restartServer, () => session.restart()),
    vscode.commands.registerCommand(COMMANDS.showOutput, () => output.show()),
    vscode.commands.registerCommand(COMMANDS.showMenu, () => showMenu(enabled())),
  );
}

async function showMenu(enabled: boolean): Promise<void> {
  const picked = await vscode.window.showQuickPick(statusMenu(enabled, COMMANDS), { placeHolder: 'HydroCase' });
  if (picked) await vscode.commands.executeCommand(picked.command, ...(picked.args ?? []));
}

/**
 * Validates the case of `target` (the explorer's file), else of the active file, else the one
 * the user picks; tells the counts. Resolves with the outcome without waiting for the
 * notification to be dismissed, so callers (and tests) never hang on it.
 */
async function validateCase(session: ServerSession, enabled: () => boolean, target?: vscode.Uri): Promise<CaseStatusMessage[]> {
  if (!enabled()) {
    void vscode.window.showInformationMessage('HydroCase is turned off (hydrocase.enable).', 'Open Settings').then((choice) => {
      if (choice) void vscode.commands.executeCommand('workbench.action.openSettings', 'hydrocase.enable');
    });
    return [];
  }
  const client = await session.start();
  const uri = target ?? vscode.window.activeTextEditor?.document.uri;
  const validate = (caseOrFile: string | undefined) =>
    vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: 'HydroCase: validating' }, () =>
      client.sendRequest<CaseStatusMessage[]>(VALIDATE_REQUEST, { uri: caseOrFile }),
    );
  let results = uri?.scheme === 'file' ? await validate(uri.toString()) : [];
  if (results.length === 0) {
    const picked = await pickCase(client);
    if (picked === undefined) return [];
    results = await validate(picked === ALL_CASES ? undefined : picked);
  }
  for (const status of results) tell(status);
  return results;
}

/**
 * Applies the safe fixes of the case of `target` (else the active file, else the one picked) to
 * every file of the case as one workspace edit, then says what it fixed. Resolves with the result.
 */
async function fixAllInCase(session: ServerSession, target?: vscode.Uri): Promise<FixAllResult | undefined> {
  const client = await session.start();
  const uri = target ?? vscode.window.activeTextEditor?.document.uri;
  const caseUri = uri?.scheme === 'file' ? uri.toString() : await pickCase(client, false);
  if (!caseUri) return undefined;
  const result = await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: 'HydroCase: fixing' }, () =>
    client.sendRequest<FixAllResult>(FIX_ALL_REQUEST, { uri: caseUri }),
  );
  void vscode.window.showInformationMessage(`HydroCase: ${fixAllSummary(result)}`);
  return result;
}

/** The picker's answer for "All cases" (the server validates every case when given no URI). */
const ALL_CASES = '';

export async function pickCase(client: LanguageClient, offerAll = true, placeHolder?: string): Promise<string | undefined> {
  const cases = await client.sendRequest<ListedCase[]>(LIST_CASES_REQUEST);
  if (cases.length === 0) {
    void vscode.window.showInformationMessage('HydroCase: no case in this workspace (a case is a folder holding stages.json).');
    return undefined;
  }
  if (cases.length === 1) return cases[0]!.caseUri;
  const items = [
    ...(offerAll ? [{ label: 'All cases', description: `${cases.length} cases`, caseUri: ALL_CASES }] : []),
    ...cases.map((listed) => ({
      label: caseName(listed.caseUri),
      description: listed.status ? countsText(listed.status) : 'not validated yet',
      caseUri: listed.caseUri,
    })),
  ];
  const picked = await vscode.window.showQuickPick(items, {
    placeHolder: placeHolder ?? (offerAll ? 'Which case should HydroCase validate?' : 'Which case should HydroCase fix?'),
    matchOnDescription: true,
  });
  return picked?.caseUri;
}

function tell(status: CaseStatusMessage): void {
  const message = validationSummary(caseName(status.caseUri), status);
  const severity = severityOf(status);
  const show = severity === 'error' ? vscode.window.showErrorMessage : severity === 'warning' ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
  void show(message, SHOW_PROBLEMS).then((choice) => {
    // Shows the panel even when it is open already (workbench.actions.view.problems toggles it).
    // VS Code offers extensions no way to set the panel's filter text, so it is not filtered to the case.
    if (choice === SHOW_PROBLEMS) void vscode.commands.executeCommand('workbench.action.problems.focus');
  });
}

/**
 * The case folder relative to the workspace (`cases/base`); a case that is itself a workspace
 * folder goes by that folder's name (asRelativePath returns a folder root's full path).
 */
export function caseName(caseUri: string): string {
  const uri = vscode.Uri.parse(caseUri);
  const folder = vscode.workspace.getWorkspaceFolder(uri);
  if (folder && folder.uri.toString() === uri.toString()) return folder.name;
  return vscode.workspace.asRelativePath(uri, true);
}
