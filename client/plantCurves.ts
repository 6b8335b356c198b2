// The plant curves view: a case panel (./casePanel) whose script asks the language server for one
// plant's curves (built on the validation thread from the case's last validation). Here: the
// command (a case and a plant picked when not given), the request, and the webview's choices and
// "show row" links to the table view; the panel's state names the case, plant and stage.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { PLANT_CURVES_REQUEST, type PlantCurvesAnswer, type PlantCurvesParams } from './protocol';
import { plantCurvesHtml } from './plantCurvesHtml';
import { PLANT_CURVES_VIEW_TYPE, SHOW_PLANT_CURVES_COMMAND, SHOW_ROW_COMMAND } from './contributions';
import type { FromPlantCurvesWebview, PlantCurvesState } from './webview/plantCurvesMessages';
import type { ServerSession } from './session';
import { CasePanel, chooseCaseFor, registerCasePanels, type CasePanelKind } from './casePanel';
import type { PlantCurvesView } from '../shared/views/plantCurves';

const PLANT_CURVES: CasePanelKind = {
  viewType: PLANT_CURVES_VIEW_TYPE,
  title: 'Plant curves',
  bundle: 'plantCurves',
  html: plantCurvesHtml,
  watch: '{*.json,system/*}',
  failure: 'draw the curves',
};

export function registerPlantCurves(context: vscode.ExtensionContext, session: ServerSession): vscode.Disposable {
  return registerCasePanels(
    PLANT_CURVES,
    SHOW_PLANT_CURVES_COMMAND,
    async (target?: vscode.Uri | string, hydroId?: number, stageId?: number) => {
      const chosen = await choosePlant(session, target, hydroId);
      return chosen && { caseUri: chosen.caseUri, hydroId: chosen.hydroId, ...(stageId !== undefined ? { stageId } : {}) };
    },
    (panel, state: PlantCurvesState) => new PlantCurvesPanel(context.extensionUri, session, panel, state),
  );
}

function askCurves(client: LanguageClient, caseOrFile: string): Promise<PlantCurvesAnswer> {
  return client.sendRequest<PlantCurvesAnswer>(PLANT_CURVES_REQUEST, { caseUri: caseOrFile } satisfies PlantCurvesParams);
}

/** The case (from the argument, the active editor, else a pick) and the plant (from the argument, else a pick). */
async function choosePlant(
  session: ServerSession,
  target: vscode.Uri | string | undefined,
  hydroId: number | undefined,
): Promise<{ caseUri: string; hydroId?: number } | undefined> {
  const chosen = await chooseCaseFor(session, target, askCurves);
  if (!chosen) return undefined;
  const { answer } = chosen;
  if (hydroId !== undefined || answer.kind !== 'view') return { caseUri: answer.caseUri, ...(hydroId !== undefined ? { hydroId } : {}) };
  const plants = answer.view.plants;
  if (plants.length === 1) return { caseUri: answer.caseUri, hydroId: plants[0]!.hydroId };
  const picked = await vscode.window.showQuickPick(
    plants.map((plant) => ({ label: `${plant.hydroId}`, description: plant.name ?? '', hydroId: plant.hydroId })),
    { placeHolder: 'Plant to show (hydro id)', matchOnDescription: true },
  );
  return picked ? { caseUri: answer.caseUri, hydroId: picked.hydroId } : undefined;
}

class PlantCurvesPanel extends CasePanel<PlantCurvesState, PlantCurvesView, FromPlantCurvesWebview> {
  constructor(extensionUri: vscode.Uri, session: ServerSession, panel: vscode.WebviewPanel, state: PlantCurvesState) {
    super(extensionUri, session, panel, state, PLANT_CURVES);
  }

  /** A command naming only the plant keeps the stage shown. */
  override show(state: PlantCurvesState): void {
    super.show({ ...this.state, ...state });
  }

  protected receive(message: FromPlantCurvesWebview): void {
    switch (message.type) {
      case 'ready':
        void this.refresh();
        break;
      case 'select':
        this.state = { caseUri: this.state.caseUri, hydroId: message.hydroId, ...(message.stageId !== undefined ? { stageId: message.stageId } : {}) };
        void this.refresh();
        break;
      case 'showRow':
        void vscode.commands.executeCommand(SHOW_ROW_COMMAND, this.fileUri(message.file), message.row, message.column);
        break;
    }
  }

  protected request(client: LanguageClient): Promise<PlantCurvesAnswer> {
    const { caseUri, hydroId, stageId } = this.state;
    const params: PlantCurvesParams = { caseUri, ...(hydroId !== undefined ? { hydroId } : {}), ...(stageId !== undefined ? { stageId } : {}) };
    return client.sendRequest<PlantCurvesAnswer>(PLANT_CURVES_REQUEST, params);
  }
}
