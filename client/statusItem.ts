// The language status item on case files: the state of the active file's case (validating, the
// counts, failed), when it was last validated, and a click that validates again. Fed by the
// server's `hydrocase/status` notifications.
import * as vscode from 'vscode';
import type { CaseStatus } from '../server/caseValidator';
import { candidateCaseRoots } from './caseFiles';
import { COMMANDS } from './contributions';
import type { CaseStatusMessage } from './protocol';
import { statusView, type StatusSeverity } from './statusText';

const SEVERITIES: Record<StatusSeverity, vscode.LanguageStatusSeverity> = {
  information: vscode.LanguageStatusSeverity.Information,
  warning: vscode.LanguageStatusSeverity.Warning,
  error: vscode.LanguageStatusSeverity.Error,
};

export class CaseStatusItem implements vscode.Disposable {
  private readonly item: vscode.LanguageStatusItem;
  /** By case folder path: the newest notification, and the newest finished one. */
  private readonly latest = new Map<string, CaseStatus>();
  private readonly settled = new Map<string, CaseStatus>();
  private readonly subscriptions: vscode.Disposable[] = [];
  private enabled = true;

  constructor(selector: vscode.DocumentSelector) {
    this.item = vscode.languages.createLanguageStatusItem('hydrocase.caseStatus', selector);
    this.item.name = 'HydroCase';
    this.subscriptions.push(vscode.window.onDidChangeActiveTextEditor(() => this.render()));
    this.render();
  }

  update(message: CaseStatusMessage): void {
    const root = vscode.Uri.parse(message.caseUri).fsPath;
    this.latest.set(root, message);
    if (message.state !== 'validating') this.settled.set(root, message);
    this.render();
  }

  /** The server restarted or stopped: what it said before no longer holds. */
  reset(): void {
    this.latest.clear();
    this.settled.clear();
    this.render();
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.render();
  }

  private render(): void {
    if (!this.enabled) {
      this.item.text = 'HydroCase: off';
      this.item.detail = 'hydrocase.enable is false';
      this.item.severity = vscode.LanguageStatusSeverity.Information;
      this.item.busy = false;
      this.item.command = { title: 'Settings', command: 'workbench.action.openSettings', arguments: ['hydrocase.enable'] };
      return;
    }
    const document = vscode.window.activeTextEditor?.document;
    const root = document ? candidateCaseRoots(document.uri.fsPath).find((r) => this.latest.has(r)) : undefined;
    const view = statusView(root ? this.latest.get(root) : undefined, root ? this.settled.get(root) : undefined);
    this.item.text = view.text;
    this.item.detail = view.detail;
    this.item.severity = SEVERITIES[view.severity];
    this.item.busy = view.busy;
    this.item.command = { title: 'Validate', command: COMMANDS.validateCase, tooltip: 'Validate this case again' };
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.dispose();
    this.item.dispose();
  }
}
