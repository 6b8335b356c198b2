// The scenario plots view: a webview panel per case whose script asks, through this panel, the
// language server for one plot at a time (built on the validation thread from the case's last
// validation). Here: the command (from the palette, the table view's "Plot" button and the case
// overview), the panel, the refresh when the case's files or problems change, the links to the
// table view and to correlation.json (shown beside, the focus kept here), and the panel's
// restoration after a reload (its state names the case, plot, entity and profile).
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { SCENARIO_PLOTS_REQUEST, type ScenarioPlotKind, type ScenarioPlotsAnswer, type ScenarioPlotsParams } from './protocol';
import { scenarioPlotsHtml } from './scenarioPlotsHtml';
import { SCENARIO_PLOTS_VIEW_TYPE, SHOW_ROW_COMMAND, SHOW_SCENARIO_PLOTS_COMMAND } from './contributions';
import { pickCase } from './commands';
import { activeFileUri, refreshOnCaseChanges } from './casePanelRefresh';
import { showDecidingJson } from './decidingJson';
import { SCENARIO_PLOT_FILES, SCENARIO_PLOT_KINDS, plotKindOfFile } from '../shared/views/scenarioPlots';
import type { FromScenarioPlotsWebview, ScenarioPlotsState, ToScenarioPlotsWebview } from './webview/scenarioPlotsMessages';
import type { ServerSession } from './session';

const PENDING_POLL_MS = 1500;
const PENDING_POLLS = 40;
const PLOT_FILES: readonly string[] = Object.values(SCENARIO_PLOT_FILES);

export function registerScenarioPlots(context: vscode.ExtensionContext, session: ServerSession): vscode.Disposable {
  const panels = new Map<string, ScenarioPlotsPanel>();
  const open = (panel: vscode.WebviewPanel, state: ScenarioPlotsState) => {
    const view = new ScenarioPlotsPanel(context.extensionUri, session, panel, state);
    panels.set(state.caseUri, view);
    panel.onDidDispose(() => panels.get(state.caseUri) === view && panels.delete(state.caseUri));
    return view;
  };
  return vscode.Disposable.from(
    vscode.commands.registerCommand(SHOW_SCENARIO_PLOTS_COMMAND, async (target?: vscode.Uri | string, kind?: ScenarioPlotKind, entityId?: number) => {
      const chosen = await chooseCase(session, target);
      if (!chosen) return;
      const plot = kind && SCENARIO_PLOT_KINDS.includes(kind) ? kind : chosen.fileKind;
      const state: ScenarioPlotsState = { caseUri: chosen.caseUri, ...(plot ? { kind: plot } : {}), ...(Number.isInteger(entityId) ? { entityId } : {}) };
      const existing = panels.get(chosen.caseUri);
      if (existing) return existing.show(state);
      const panel = vscode.window.createWebviewPanel(SCENARIO_PLOTS_VIEW_TYPE, 'Scenario plots', vscode.ViewColumn.Active, { enableFindWidget: true });
      open(panel, state);
    }),
    vscode.window.registerWebviewPanelSerializer(SCENARIO_PLOTS_VIEW_TYPE, {
      async deserializeWebviewPanel(panel, saved: unknown) {
        const state = saved as ScenarioPlotsState | undefined;
        if (!state?.caseUri) return panel.dispose();
        open(panel, state);
      },
    }),
  );
}

/** The case (from the argument, the active editor, else a pick) and the plot of the file it came from, if any. */
async function chooseCase(session: ServerSession, target: vscode.Uri | string | undefined): Promise<{ caseUri: string; fileKind?: ScenarioPlotKind } | undefined> {
  const client = await session.start();
  const given = typeof target === 'string' ? target : target?.toString();
  const caseOrFile = given ?? activeFileUri() ?? (await pickCase(client, false));
  if (!caseOrFile) return undefined;
  const answer = await client.sendRequest<ScenarioPlotsAnswer>(SCENARIO_PLOTS_REQUEST, { caseUri: caseOrFile } satisfies ScenarioPlotsParams);
  if (!answer.caseUri) {
    if (given) return void vscode.window.showInformationMessage(`HydroCase: ${answer.kind === 'view' ? 'no case' : answer.message}.`);
    const picked = await pickCase(client, false);
    return picked ? chooseCase(session, picked) : undefined;
  }
  const fileKind = plotKindOfFile(vscode.Uri.parse(caseOrFile).path);
  return { caseUri: answer.caseUri, ...(fileKind ? { fileKind } : {}) };
}

class ScenarioPlotsPanel {
  private state: ScenarioPlotsState;
  private readonly caseFolder: vscode.Uri;
  private readonly caseName: string;
  private polls = 0;
  private pollTimer: NodeJS.Timeout | undefined;
  /** Answers to older requests are dropped: only the latest choice is shown. */
  private generation = 0;

  constructor(
    extensionUri: vscode.Uri,
    private readonly session: ServerSession,
    private readonly panel: vscode.WebviewPanel,
    state: ScenarioPlotsState,
  ) {
    this.state = state;
    this.caseFolder = vscode.Uri.parse(state.caseUri);
    const dist = vscode.Uri.joinPath(extensionUri, 'dist');
    this.caseName = this.caseFolder.path.split('/').filter(Boolean).pop() ?? 'case';
    panel.title = `Scenario plots · ${this.caseName}`;
    panel.webview.options = { enableScripts: true, localResourceRoots: [dist] };
    panel.webview.html = scenarioPlotsHtml({
      cspSource: panel.webview.cspSource,
      scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(dist, 'scenarioPlots.js')).toString(),
      styleUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(dist, 'scenarioPlots.css')).toString(),
      nonce: randomBytes(16).toString('base64'),
      title: `Scenario plots · ${this.caseName}`,
    });
    const disposables = [
      ...refreshOnCaseChanges(this.caseFolder, '{*.json,system/*,scenarios/*}', () => void this.refresh()),
      panel.webview.onDidReceiveMessage((message: FromScenarioPlotsWebview) => this.receive(message)),
    ];
    panel.onDidDispose(() => {
      clearTimeout(this.pollTimer);
      for (const disposable of disposables) disposable.dispose();
    });
  }

  show(state: ScenarioPlotsState): void {
    this.state = state;
    this.panel.reveal();
    void this.refresh();
  }

  private receive(message: FromScenarioPlotsWebview): void {
    switch (message.type) {
      case 'ready':
        void this.refresh();
        break;
      case 'select':
        this.state = {
          caseUri: this.state.caseUri,
          kind: message.kind,
          ...(message.entityId !== undefined ? { entityId: message.entityId } : {}),
          ...(message.profile !== undefined ? { profile: message.profile } : {}),
        };
        void this.refresh();
        break;
      case 'showRow':
        if (PLOT_FILES.includes(message.file)) void vscode.commands.executeCommand(SHOW_ROW_COMMAND, this.fileUri(message.file), message.row, message.column);
        break;
      case 'showJson':
        if (message.file === SCENARIO_PLOT_FILES.correlation) void showDecidingJson(this.fileUri(message.file), message.range);
        break;
    }
  }

  /** A plotted file's URI (the webview names only those). */
  private fileUri(file: string): vscode.Uri {
    return vscode.Uri.joinPath(this.caseFolder, ...file.split('/'));
  }

  private async refresh(): Promise<void> {
    const generation = ++this.generation;
    clearTimeout(this.pollTimer);
    const post = (message: ToScenarioPlotsWebview) => generation === this.generation && void this.panel.webview.postMessage(message);
    try {
      const client = await this.session.start();
      const { caseUri, kind, entityId, profile } = this.state;
      const params: ScenarioPlotsParams = { caseUri, ...(kind ? { kind } : {}), ...(entityId !== undefined ? { entityId } : {}), ...(profile !== undefined ? { profile } : {}) };
      const answer = await client.sendRequest<ScenarioPlotsAnswer>(SCENARIO_PLOTS_REQUEST, params);
      if (answer.kind === 'view') {
        this.polls = 0;
        post({ type: 'view', view: answer.view, caseUri, caseName: this.caseName });
        return;
      }
      post({ type: 'message', message: answer.message });
      if (answer.kind === 'pending' && this.polls++ < PENDING_POLLS) this.pollTimer = setTimeout(() => void this.refresh(), PENDING_POLL_MS);
    } catch (error) {
      post({ type: 'message', message: `HydroCase could not draw the plot: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
}
