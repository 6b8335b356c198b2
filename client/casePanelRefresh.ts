// What the case panels (plant curves, scenario plots) share: the file a command acts on when none
// is named, and the subscriptions that redraw a panel when its case changes on disk or gets new
// problems, debounced so a burst of events redraws once.
import * as vscode from 'vscode';

const REFRESH_DEBOUNCE_MS = 400;

/** The file of the active editor or custom editor (the table view), if it is a file. */
export function activeFileUri(): string | undefined {
  const editor = vscode.window.activeTextEditor?.document.uri;
  if (editor?.scheme === 'file') return editor.toString();
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  return input instanceof vscode.TabInputCustom && input.uri.scheme === 'file' ? input.uri.toString() : undefined;
}

export function debounce(run: () => void, ms: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}

/**
 * Calls `refresh` (debounced) when a file of `caseFolder` matching `pattern` is created, changed or
 * deleted, or when the problems of a file of the case change (a new validation changes the marks
 * and the resolved facts).
 */
export function refreshOnCaseChanges(caseFolder: vscode.Uri, pattern: string, refresh: () => void): vscode.Disposable[] {
  const later = debounce(refresh, REFRESH_DEBOUNCE_MS);
  const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(caseFolder, pattern));
  const inCase = (uri: vscode.Uri) => uri.path.startsWith(`${caseFolder.path}/`);
  return [
    watcher,
    watcher.onDidChange(later),
    watcher.onDidCreate(later),
    watcher.onDidDelete(later),
    vscode.languages.onDidChangeDiagnostics((event) => event.uris.some(inCase) && later()),
  ];
}
