// The HydroCase status bar item on case files: the state of the active file's case (validating,
// the counts, failed, off) with when it was last validated in its tooltip; a click opens the
// HydroCase menu (Validate Case, Show Output, Restart Server). Fed by the server's
// `hydrocase/status` notifications. A status bar item of its own, not a language status item,
// so the state is in sight without pinning anything.
import * as vscode from 'vscode';
import type { CaseStatus } from '../server/main/caseValidator';
import { CASE_LANGUAGE_ID, candidateCaseRoots } from './caseFiles';
import { COMMANDS, OVERVIEW_VIEW_TYPE, PLANT_CURVES_VIEW_TYPE, SCENARIO_PLOTS_VIEW_TYPE, TABLE_VIEW_TYPES } from './contributions';
import { isCaseWebviewType, statusCaseRoot, type ActiveView } from './statusTarget';
import type { CaseStatusMessage } from './protocol';
import { OFF_VIEW, statusBarText, statusView } from './statusText';

export class CaseStatusItem implements vscode.Disposable {
  private readonly item: vscode.StatusBarItem;
  /** By case folder path: the newest notification, and the newest finished one. */
  private readonly latest = new Map<string, CaseStatus>();
  private readonly settled = new Map<string, CaseStatus>();
  private readonly subscriptions: vscode.Disposable[] = [];
  private enabled = true;
  /** The case of the last case file or table shown: what the overview and plant curves panels speak for. */
  private lastRoot: string | undefined;

  constructor() {
    this.item = vscode.window.createStatusBarItem('hydrocase.status', vscode.StatusBarAlignment.Right, 100);
    this.item.name = 'HydroCase';
    this.item.command = { title: 'HydroCase', command: COMMANDS.showMenu };
    this.subscriptions.push(
      vscode.window.onDidChangeActiveTextEditor(() => this.render()),
      // The table view, the overview and the plant curves are tabs without a text editor.
      vscode.window.tabGroups.onDidChangeTabs(() => this.render()),
      vscode.window.tabGroups.onDidChangeTabGroups(() => this.render()),
      // A case file becomes cobre-json just after it opens.
      vscode.workspace.onDidOpenTextDocument((document) => document === vscode.window.activeTextEditor?.document && this.render()),
    );
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

  /** What is in front: a case file, a HydroCase table or panel, or something else. */
  private activeView(): ActiveView {
    const document = vscode.window.activeTextEditor?.document;
    if (document) {
      // Off, case files are plain JSON again: the item shows on any file named like a case file then.
      const onCaseFile = document.languageId === CASE_LANGUAGE_ID || (!this.enabled && candidateCaseRoots(document.uri.fsPath).length > 0);
      return onCaseFile ? { kind: 'caseFile', path: document.uri.fsPath } : { kind: 'other' };
    }
    const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
    if (input instanceof vscode.TabInputCustom && (Object.values(TABLE_VIEW_TYPES) as string[]).includes(input.viewType)) return { kind: 'table', path: input.uri.fsPath };
    if (input instanceof vscode.TabInputWebview && isCaseWebviewType(input.viewType, [OVERVIEW_VIEW_TYPE, PLANT_CURVES_VIEW_TYPE, SCENARIO_PLOTS_VIEW_TYPE]))
      return { kind: 'caseWebview' };
    return { kind: 'other' };
  }

  private render(): void {
    const active = this.activeView();
    const root = statusCaseRoot(active, [...this.latest.keys()], this.lastRoot);
    if (active.kind === 'other' || (active.kind !== 'caseFile' && !root)) {
      this.item.hide();
      return;
    }
    if (root && active.kind !== 'caseWebview') this.lastRoot = root;
    const view = this.enabled ? statusView(root ? this.latest.get(root) : undefined, root ? this.settled.get(root) : undefined) : OFF_VIEW;
    this.item.text = statusBarText(view);
    this.item.tooltip = `${view.text} (${view.detail}). Click for the HydroCase menu.`;
    const shown = root ? this.latest.get(root) : undefined;
    this.item.backgroundColor = shown?.state === 'failed' || shown?.settingsProblem ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    this.item.show();
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.dispose();
    this.item.dispose();
  }
}
