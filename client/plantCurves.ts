// The plant curves view: a webview panel per case whose script asks, through this panel, the
// language server for one plant's curves (built on the validation thread from the case's last
// validation). Here: the command (a case and a plant picked when not given), the panel, the
// refresh when the case's files or problems change, the "show row" links to the table view, and
// the panel's restoration after a reload (its state names the case, plant and stage).
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { PLANT_CURVES_REQUEST, type PlantCurvesAnswer, type PlantCurvesParams } from './protocol';
import { plantCurvesHtml } from './plantCurvesHtml';
import { PLANT_CURVES_VIEW_TYPE, SHOW_PLANT_CURVES_COMMAND, SHOW_ROW_COMMAND } from './contributions';
import { pickCase } from './commands';
import type { FromPlantCurvesWebview, PlantCurvesState, ToPlantCurvesWebview } from './webview/plantCurvesMessages';
import type { ServerSession } from './session';
import { activeFileUri, refreshOnCaseChanges } from './casePanelRefresh';

/** While the case waits for its first validation: ask again this often, this many times. */
const PENDING_POLL_MS = 1500;
const PENDING_POLLS = 40;
/** A burst of file events or problem changes refreshes once. */

export function registerPlantCurves(context: vscode.ExtensionContext, session: ServerSession): vscode.Disposable {
  const panels = new Map<string, PlantCurvesPanel>();
  const open = (panel: vscode.WebviewPanel, state: PlantCurvesState) => {
    const view = new PlantCurvesPanel(context.extensionUri, session, panel, state);
    panels.set(state.caseUri, view);
    panel.onDidDispose(() => panels.get(state.caseUri) === view && panels.delete(state.caseUri));
    return view;
  };
  return vscode.Disposable.from(
    vscode.commands.registerCommand(SHOW_PLANT_CURVES_COMMAND, async (target?: vscode.Uri | string, hydroId?: number, stageId?: number) => {
      const chosen = await choosePlant(session, target, hydroId);
      if (!chosen) return;
      const state: PlantCurvesState = { caseUri: chosen.caseUri, hydroId: chosen.hydroId, ...(stageId !== undefined ? { stageId } : {}) };
      const existing = panels.get(chosen.caseUri);
      if (existing) return existing.show(state);
      const panel = vscode.window.createWebviewPanel(PLANT_CURVES_VIEW_TYPE, 'Plant curves', vscode.ViewColumn.Active, { enableFindWidget: true });
      open(panel, state);
    }),
    // After a reload VS Code gives back the panel with the state its script saved.
    vscode.window.registerWebviewPanelSerializer(PLANT_CURVES_VIEW_TYPE, {
      async deserializeWebviewPanel(panel, saved: unknown) {
        const state = saved as PlantCurvesState | undefined;
        if (!state?.caseUri) return panel.dispose();
        open(panel, state);
      },
    }),
  );
}

/** The case (from the argument, the active editor, else a pick) and the plant (from the argument, else a pick). */
async function choosePlant(
  session: ServerSession,
  target: vscode.Uri | string | undefined,
  hydroId: number | undefined,
): Promise<{ caseUri: string; hydroId?: number } | undefined> {
  const client = await session.start();
  const given = typeof target === 'string' ? target : target?.toString();
  const caseOrFile = given ?? activeFileUri() ?? (await pickCase(client, false));
  if (!caseOrFile) return undefined;
  const answer = await client.sendRequest<PlantCurvesAnswer>(PLANT_CURVES_REQUEST, { caseUri: caseOrFile } satisfies PlantCurvesParams);
  if (!answer.caseUri) {
    // The active file is in no case: offer the workspace's cases.
    if (given) return void vscode.window.showInformationMessage(`HydroCase: ${answer.kind === 'view' ? 'no case' : answer.message}.`);
    const picked = await pickCase(client, false);
    return picked ? choosePlant(session, picked, hydroId) : undefined;
  }
  if (hydroId !== undefined || answer.kind !== 'view') return { caseUri: answer.caseUri, ...(hydroId !== undefined ? { hydroId } : {}) };
  const plants = answer.view.plants;
  if (plants.length === 1) return { caseUri: answer.caseUri, hydroId: plants[0]!.hydroId };
  const picked = await vscode.window.showQuickPick(
    plants.map((plant) => ({ label: `${plant.hydroId}`, description: plant.name ?? '', hydroId: plant.hydroId })),
    { placeHolder: 'Plant to show (hydro id)', matchOnDescription: true },
  );
  return picked ? { caseUri: answer.caseUri, hydroId: picked.hydroId } : undefined;
}

/** The file of the active text editor or custom editor (a table view), when it is on disk. */

class PlantCurvesPanel {
  private state: PlantCurvesState;
  private readonly caseFolder: vscode.Uri;
  private polls = 0;
  private pollTimer: NodeJS.Timeout | undefined;
  /** Answers to older requests are dropped: only the latest choice is shown. */
  private generation = 0;

  constructor(
    extensionUri: vscode.Uri,
    private readonly session: ServerSession,
    private readonly panel: vscode.WebviewPanel,
    state: PlantCurvesState,
  ) {
    this.state = state;
    this.caseFolder = vscode.Uri.parse(state.caseUri);
    const dist = vscode.Uri.joinPath(extensionUri, 'dist');
    const caseName = this.caseFolder.path.split('/').filter(Boolean).pop() ?? 'case';
    panel.title = `Plant curves · ${caseName}`;
    panel.webview.options = { enableScripts: true, localResourceRoots: [dist] };
    panel.webview.html = plantCurvesHtml({
      cspSource: panel.webview.cspSource,
      scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(dist, 'plantCurves.js')).toString(),
      styleUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(dist, 'plantCurves.css')).toString(),
      nonce: randomBytes(16).toString('base64'),
      title: `Plant curves · ${caseName}`,
    });
    const disposables = [
      ...refreshOnCaseChanges(this.caseFolder, '{*.json,system/*}', () => void this.refresh()),
      panel.webview.onDidReceiveMessage((message: FromPlantCurvesWebview) => this.receive(message)),
    ];
    panel.onDidDispose(() => {
      clearTimeout(this.pollTimer);
      for (const disposable of disposables) disposable.dispose();
    });
  }

  show(state: PlantCurvesState): void {
    this.state = { ...this.state, ...state };
    this.panel.reveal();
    void this.refresh();
  }

  private receive(message: FromPlantCurvesWebview): void {
    switch (message.type) {
      case 'ready':
        void this.refresh();
        break;
      case 'select':
        this.state = { caseUri: this.state.caseUri, hydroId: message.hydroId, ...(message.stageId !== undefined ? { stageId: message.stageId } : {}) };
        void this.refresh();
        break;
      case 'showRow':
        void vscode.commands.executeCommand(SHOW_ROW_COMMAND, vscode.Uri.joinPath(this.caseFolder, message.file), message.row, message.column);
        break;
    }
  }

  private async refresh(): Promise<void> {
    const generation = ++this.generation;
    clearTimeout(this.pollTimer);
    const post = (message: ToPlantCurvesWebview) => generation === this.generation && void this.panel.webview.postMessage(message);
    try {
      const client = await this.session.start();
      const { hydroId, stageId } = this.state;
      const params: PlantCurvesParams = { caseUri: this.state.caseUri, ...(hydroId !== undefined ? { hydroId } : {}), ...(stageId !== undefined ? { stageId } : {}) };
      const answer = await client.sendRequest<PlantCurvesAnswer>(PLANT_CURVES_REQUEST, params);
      if (answer.kind === 'view') {
        this.polls = 0;
        post({ type: 'view', view: answer.view, caseUri: this.state.caseUri, caseName: this.caseFolder.path.split('/').filter(Boolean).pop() ?? 'case' });
        return;
      }
      post({ type: 'message', message: answer.message });
      if (answer.kind === 'pending' && this.polls++ < PENDING_POLLS) this.pollTimer = setTimeout(() => void this.refresh(), PENDING_POLL_MS);
    } catch (error) {
      post({ type: 'message', message: `HydroCase could not draw the curves: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
}
