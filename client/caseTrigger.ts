// Decides when the workspace has a case worth starting the server for: a stages.json somewhere
// in it (the search `workspaceContains` already did), an opened case file, or a stages.json
// created later. A JSON file that is not a case file costs a stat call at most.
import * as vscode from 'vscode';
import { CASE_CONFIG, CASE_DOCUMENT_SELECTOR, CASE_MARKER, CASE_SYSTEM_FOLDER, SEARCH_EXCLUDE, candidateCaseRoots } from './caseFiles';

/** Calls `found` once, the first time a case shows up; dispose to stop looking. */
export function whenCaseAppears(found: () => void): vscode.Disposable {
  let done = false;
  const subscriptions: vscode.Disposable[] = [];
  const stop = () => {
    done = true;
    for (const subscription of subscriptions.splice(0)) subscription.dispose();
  };
  const fire = () => {
    if (done) return;
    stop();
    found();
  };
  const checkDocument = (document: vscode.TextDocument) => {
    if (!done) void isCaseDocument(document).then((isCase) => isCase && fire());
  };

  const markers = vscode.workspace.createFileSystemWatcher(`**/${CASE_MARKER}`, false, true, true);
  subscriptions.push(markers, markers.onDidCreate(fire), vscode.workspace.onDidOpenTextDocument(checkDocument));
  vscode.workspace.textDocuments.forEach(checkDocument);
  void vscode.workspace.findFiles(`**/${CASE_MARKER}`, SEARCH_EXCLUDE, 1).then(
    (files) => files.length > 0 && fire(),
    () => undefined, // no search provider: the other triggers still work
  );
  return { dispose: stop };
}

/** A file named like a case file whose case folder is a case (D25: it holds a stages.json, or config.json and a system/ folder). */
export async function isCaseDocument(document: vscode.TextDocument): Promise<boolean> {
  if (vscode.languages.match(CASE_DOCUMENT_SELECTOR, document) === 0) return false;
  for (const root of candidateCaseRoots(document.uri.fsPath)) {
    const folder = vscode.Uri.file(root);
    // An entry of any type counts, as for the server (FileType.Unknown is 0: compare with undefined).
    if ((await entryType(folder, CASE_MARKER)) !== undefined) return true;
    if ((await entryType(folder, CASE_CONFIG)) !== undefined && (await entryType(folder, CASE_SYSTEM_FOLDER)) === vscode.FileType.Directory) return true;
  }
  return false;
}

/** The type of the entry `name` in `folder` (a link to a folder is a folder), or undefined when there is none. */
async function entryType(folder: vscode.Uri, name: string): Promise<vscode.FileType | undefined> {
  return vscode.workspace.fs.stat(vscode.Uri.joinPath(folder, name)).then(
    (info) => (info.type & vscode.FileType.Directory ? vscode.FileType.Directory : info.type),
    () => undefined,
  );
}
