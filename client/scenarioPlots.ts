// The scenario plots view: a case panel (./casePanel) whose script asks the language server for one
// plot at a time (built on the validation thread from the case's last validation). Here: the command
// (from the palette, the table view's "Plot" button and the case overview), the request, and the
// webview's choices and links to the table view and to correlation.json (shown beside, the focus
// kept here); the panel's state names the case, plot, entity and profile.
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { SCENARIO_PLOTS_REQUEST, type ScenarioPlotKind, type ScenarioPlotsAnswer, type ScenarioPlotsParams } from './protocol';
import { scenarioPlotsHtml } from './scenarioPlotsHtml';
import { SCENARIO_PLOTS_VIEW_TYPE, SHOW_ROW_COMMAND, SHOW_SCENARIO_PLOTS_COMMAND } from './contributions';
import { showDecidingJson } from './decidingJson';
import { SCENARIO_PLOT_FILES, SCENARIO_PLOT_KINDS, plotKindOfFile } from '../shared/views/scenarioPlots';
import type { ScenarioPlotsView } from '../shared/views/scenarioPlotSource';
import type { FromScenarioPlotsWebview, ScenarioPlotsState } from './webview/scenarioPlotsMessages';
import type { ServerSession } from './session';
import { CasePanel, chooseCaseFor, registerCasePanels, type CasePanelKind } from './casePanel';

const PLOT_FILES: readonly string[] = Object.values(SCENARIO_PLOT_FILES);

const SCENARIO_PLOTS: CasePanelKind = {
  viewType: SCENARIO_PLOTS_VIEW_TYPE,
  title: 'Scenario plots',
  bundle: 'scenarioPlots',
  html: scenarioPlotsHtml,
  watch: '{*.json,system/*,scenarios/*}',
  failure: 'draw the plot',
};

export function registerScenarioPlots(context: vscode.ExtensionContext, session: ServerSession): vscode.Disposable {
  return registerCasePanels(
    SCENARIO_PLOTS,
    SHOW_SCENARIO_PLOTS_COMMAND,
    async (target?: vscode.Uri | string, kind?: ScenarioPlotKind, entityId?: number) => {
      const chosen = await chooseCaseFor(session, target, (client, caseOrFile) =>
        client.sendRequest<ScenarioPlotsAnswer>(SCENARIO_PLOTS_REQUEST, { caseUri: caseOrFile } satisfies ScenarioPlotsParams),
      );
      if (!chosen) return undefined;
      // The plot of the file the command came from (a table view's "Plot"), unless it names one.
      const plot = kind && SCENARIO_PLOT_KINDS.includes(kind) ? kind : plotKindOfFile(vscode.Uri.parse(chosen.caseOrFile).path);
      return { caseUri: chosen.answer.caseUri, ...(plot ? { kind: plot } : {}), ...(Number.isInteger(entityId) ? { entityId: entityId! } : {}) };
    },
    (panel, state: ScenarioPlotsState) => new ScenarioPlotsPanel(context.extensionUri, session, panel, state),
  );
}

class ScenarioPlotsPanel extends CasePanel<ScenarioPlotsState, ScenarioPlotsView, FromScenarioPlotsWebview> {
  constructor(extensionUri: vscode.Uri, session: ServerSession, panel: vscode.WebviewPanel, state: ScenarioPlotsState) {
    super(extensionUri, session, panel, state, SCENARIO_PLOTS);
  }

  protected receive(message: FromScenarioPlotsWebview): void {
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

  protected request(client: LanguageClient): Promise<ScenarioPlotsAnswer> {
    const { caseUri, kind, entityId, profile } = this.state;
    const params: ScenarioPlotsParams = { caseUri, ...(kind ? { kind } : {}), ...(entityId !== undefined ? { entityId } : {}), ...(profile !== undefined ? { profile } : {}) };
    return client.sendRequest<ScenarioPlotsAnswer>(SCENARIO_PLOTS_REQUEST, params);
  }
}
