// "HydroCase: Show Case Overview": a webview panel per case with the calendar as a timeline and the
// plants × stages grid, both computed by the language server from the case's last validation.
// Here: pick the case, open (or restore after a reload) the panel, pass the overview and explain's
// facts through, open the JSON or table row a cell names, refresh after each validation.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { CASE_OVERVIEW_FACTS_REQUEST, CASE_OVERVIEW_REQUEST, type CaseOverviewAnswer, type CaseOverviewFacts, type CaseStatusMessage } from './protocol';
import { KNOWN_FILES } from '../shared/core/case/layout';
import { caseOverviewHtml } from './caseOverviewHtml';
import { showDecidingJson } from './decidingJson';
import { COMMANDS, OVERVIEW_VIEW_TYPE, SHOW_ROW_COMMAND, SHOW_SCENARIO_PLOTS_COMMAND } from './contributions';
import { caseName, pickCase } from './commands';
import type { FromOverviewWebview, OverviewState, ToOverviewWebview } from './webview/overviewMessages';
import type { ServerSession } from './session';

export interface CaseOverviews extends vscode.Disposable {
  /** A case finished validating: its open overview asks for the new facts. */
  validated(status: CaseStatusMessage): void;
}

export function registerCaseOverview(context: vscode.ExtensionContext, session: ServerSession): CaseOverviews {
  const panels = new Map<string, OverviewPanel>();
  const attach = (panel: vscode.WebviewPanel, caseUri: string) => {
    const overview = new OverviewPanel(panel, caseUri, context.extensionUri, session);
    panels.set(caseUri, overview);
    panel.onDidDispose(() => panels.get(caseUri) === overview && panels.delete(caseUri));
  };
  const show = async (target?: vscode.Uri) => {
    const client = await session.start();
    const uri = target ?? vscode.window.activeTextEditor?.document.uri;
    let answer = uri?.scheme === 'file' ? await client.sendRequest<CaseOverviewAnswer>(CASE_OVERVIEW_REQUEST, { uri: uri.toString() }) : undefined;
    if (!answer?.caseUri) {
      const picked = await pickCase(client, false, 'Which case should HydroCase show?');
      if (!picked) return;
      answer = { caseUri: picked };
    }
    const caseUri = answer.caseUri!;
    const open = panels.get(caseUri);
    if (open) return open.panel.reveal();
    const panel = vscode.window.createWebviewPanel(OVERVIEW_VIEW_TYPE, `Overview: ${caseName(caseUri)}`, vscode.ViewColumn.Active, webviewOptions(context.extensionUri));
    attach(panel, caseUri);
  };
  const disposables = vscode.Disposable.from(
    vscode.commands.registerCommand(COMMANDS.showCaseOverview, (target?: vscode.Uri) => show(target)),
    // After a window reload VS Code restores the panel with the state its webview saved.
    vscode.window.registerWebviewPanelSerializer(OVERVIEW_VIEW_TYPE, {
      async deserializeWebviewPanel(panel: vscode.WebviewPanel, state: OverviewState | undefined) {
        if (!state?.caseUri) return panel.dispose();
        panel.webview.options = webviewOptions(context.extensionUri);
        attach(panel, state.caseUri);
      },
    }),
  );
  return {
    validated(status) {
      if (status.state === 'done') panels.get(status.caseUri)?.refresh();
    },
    dispose() {
      disposables.dispose();
      for (const panel of panels.values()) panel.panel.dispose();
    },
  };
}

function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return { enableScripts: true, localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist')], retainContextWhenHidden: false };
}

class OverviewPanel {
  private readonly caseFolder: vscode.Uri;
  private loading: Promise<void> | undefined;
  private again = false;

  constructor(
    readonly panel: vscode.WebviewPanel,
    private readonly caseUri: string,
    extensionUri: vscode.Uri,
    private readonly session: ServerSession,
  ) {
    this.caseFolder = vscode.Uri.parse(caseUri);
    const dist = vscode.Uri.joinPath(extensionUri, 'dist');
    panel.webview.html = caseOverviewHtml({
      cspSource: panel.webview.cspSource,
      scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(dist, 'caseOverview.js')).toString(),
      nonce: randomBytes(16).toString('base64'),
      title: caseName(caseUri),
      caseUri,
    });
    const subscription = panel.webview.onDidReceiveMessage((message: FromOverviewWebview) => void this.receive(message));
    panel.onDidDispose(() => subscription.dispose());
  }

  /** Sends the overview again (one request at a time; a refresh during one asks once more after it). */
  refresh(): void {
    if (this.loading) {
      this.again = true;
      return;
    }
    this.loading = this.load().finally(() => {
      this.loading = undefined;
      if (this.again) {
        this.again = false;
        this.refresh();
      }
    });
  }

  private async load(): Promise<void> {
    try {
      const client = await this.session.start();
      const answer = await client.sendRequest<CaseOverviewAnswer>(CASE_OVERVIEW_REQUEST, { uri: this.caseUri });
      if (!answer.overview) return this.post({ type: 'failed', message: `HydroCase: ${answer.message ?? 'no overview'}` });
      this.post({ type: 'overview', caseName: caseName(this.caseUri), overview: answer.overview });
    } catch (error) {
      this.post({ type: 'failed', message: `HydroCase could not build the overview: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  private async receive(message: FromOverviewWebview): Promise<void> {
    switch (message.type) {
      case 'ready':
        return this.refresh();
      case 'facts': {
        const client = await this.session.start();
        const facts = await client
          .sendRequest<CaseOverviewFacts>(CASE_OVERVIEW_FACTS_REQUEST, {
            uri: this.caseUri,
            stageId: message.stageId,
            ...(message.hydroId !== undefined ? { hydroId: message.hydroId } : {}),
          })
          .catch((error: Error) => ({ error: error.message }));
        return this.post({ type: 'facts', id: message.id, facts });
      }
      case 'openJson':
        return showDecidingJson(this.fileUri(message.link.file), message.link.range);
      case 'openTable':
        return void vscode.commands.executeCommand(SHOW_ROW_COMMAND, this.fileUri(message.file), message.row);
      case 'openPlot':
        return void vscode.commands.executeCommand(SHOW_SCENARIO_PLOTS_COMMAND, this.caseUri, message.kind, message.entityId);
    }
  }

  /** A case file's URI; only the files the engine reads (the webview names them, it must not name others). */
  private fileUri(file: string): vscode.Uri {
    if (!KNOWN_FILES.includes(file)) throw new Error(`not a case file: ${file}`);
    return vscode.Uri.joinPath(this.caseFolder, ...file.split('/'));
  }

  private post(message: ToOverviewWebview): void {
    void this.panel.webview.postMessage(message);
  }
}
