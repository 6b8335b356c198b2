// Keeps the `hydrocase.caseFolders` context key listing the workspace's case folders (every case
// the server reports a status for), so the Explorer offers "Validate Case" on a case folder.
import * as vscode from 'vscode';
import { CASE_FOLDERS_CONTEXT } from './contributions';
import type { CaseStatusMessage } from './protocol';

export class CaseFolders {
  private readonly folders = new Set<string>();

  update(message: CaseStatusMessage): void {
    const folder = vscode.Uri.parse(message.caseUri).fsPath;
    if (this.folders.has(folder)) return;
    this.folders.add(folder);
    this.publish();
  }

  reset(): void {
    this.folders.clear();
    this.publish();
  }

  private publish(): void {
    void vscode.commands.executeCommand('setContext', CASE_FOLDERS_CONTEXT, [...this.folders]);
  }
}
