// The table view for Parquet files: a read-only custom editor whose webview asks the language
// server for one page of rows at a time (the server reads them and joins the case's problems).
// Here: open, pass pages through, refresh when the file or its problems change, and reveal a row.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { COVERAGE_ROWS_COMMAND, TABLE_ID_COMMAND, TABLE_PAGE_REQUEST, type TablePage, type TablePageParams } from './protocol';
import { tableViewHtml } from './tableViewHtml';
import { SHOW_PLANT_CURVES_COMMAND, SHOW_ROW_COMMAND, SHOW_SCENARIO_PLOTS_COMMAND, TABLE_VIEW_TYPES } from './contributions';
import { SCENARIO_PLOT_TITLES, plotKindOfFile } from '../shared/views/scenarioPlots';
import type { FromTableWebview, ToTableWebview } from './webview/messages';
import type { ServerSession } from './session';
import { CASE_FILES } from '../shared/core/case/layout';

/** While a case table waits for its case's first validation: look again this often, this many times. */
const VALIDATION_POLL_MS = 2000;
const VALIDATION_POLLS = 30;

export function registerTableView(context: vscode.ExtensionContext, session: ServerSession): vscode.Disposable {
  const provider = new TableViewProvider(context.extensionUri, session);
  const options = { webviewOptions: { retainContextWhenHidden: false }, supportsMultipleEditorsPerDocument: true };
  return vscode.Disposable.from(
    vscode.window.registerCustomEditorProvider(TABLE_VIEW_TYPES.caseTable, provider, options),
    vscode.window.registerCustomEditorProvider(TABLE_VIEW_TYPES.anyParquet, provider, options),
    vscode.commands.registerCommand(SHOW_ROW_COMMAND, (uri?: vscode.Uri, row?: number, column?: string) => provider.showRow(uri, row, column)),
  );
}

class TableViewProvider implements vscode.CustomReadonlyEditorProvider {
  private readonly panels = new Map<string, Set<vscode.WebviewPanel>>();
  /** A reveal for a view still loading: sent when its webview says it is ready. */
  private readonly pendingReveals = new Map<string, ToTableWebview>();

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly session: ServerSession,
  ) {}

  openCustomDocument(uri: vscode.Uri): vscode.CustomDocument {
    return { uri, dispose: () => undefined };
  }

  resolveCustomEditor(document: vscode.CustomDocument, panel: vscode.WebviewPanel): void {
    const uri = document.uri;
    const dist = vscode.Uri.joinPath(this.extensionUri, 'dist');
    panel.webview.options = { enableScripts: true, localResourceRoots: [dist] };
    const plot = plotKindOfFile(uri.path);
    panel.webview.html = tableViewHtml({
      ...(plot ? { plot: SCENARIO_PLOT_TITLES[plot] } : {}),
      cspSource: panel.webview.cspSource,
      scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(dist, 'tableView.js')).toString(),
      nonce: randomBytes(16).toString('base64'),
      title: vscode.workspace.asRelativePath(uri, false),
    });
    const key = uri.toString();
    const open = this.panels.get(key) ?? new Set();
    open.add(panel);
    this.panels.set(key, open);
    const post = (message: ToTableWebview) => void panel.webview.postMessage(message);
    let waitingForValidation = 0;
    const refresh = debounce(() => post({ type: 'refresh' }), 200);
    const folder = vscode.Uri.joinPath(uri, '..');
    const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, uri.path.split('/').pop()!));
    const disposables = [
      watcher,
      watcher.onDidChange(refresh),
      watcher.onDidCreate(refresh),
      // A new validation of the case changes the problems shown on the cells.
      vscode.languages.onDidChangeDiagnostics((event) => {
        if (event.uris.some((changed) => changed.toString() === key)) refresh();
      }),
      panel.webview.onDidReceiveMessage(async (message: FromTableWebview) => {
        if (message.type === 'page') {
          const validated = await this.page(uri, message.id, message.request, post);
          // A case table asked for before the case's first validation: a case without problems
          // publishes none for it, so look again until the page says it is validated.
          if (validated === false && isCaseTable(uri) && waitingForValidation++ < VALIDATION_POLLS) setTimeout(refresh, VALIDATION_POLL_MS);
        }
        if (message.type === 'plantCurves') void vscode.commands.executeCommand(SHOW_PLANT_CURVES_COMMAND, uri, message.hydroId);
        if (message.type === 'scenarioPlot' && plot) void vscode.commands.executeCommand(SHOW_SCENARIO_PLOTS_COMMAND, uri, plot, message.entityId);
        if (message.type === 'fix') void vscode.commands.executeCommand(COVERAGE_ROWS_COMMAND, uri.toString(), message.fix);
        if (message.type === 'idFix') void vscode.commands.executeCommand(TABLE_ID_COMMAND, uri.toString(), message.fix);
        const reveal = this.pendingReveals.get(key);
        if (message.type === 'ready' && reveal) {
          this.pendingReveals.delete(key);
          post(reveal);
        }
      }),
    ];
    panel.onDidDispose(() => {
      open.delete(panel);
      for (const disposable of disposables) disposable.dispose();
    });
  }

  async showRow(uri: vscode.Uri | undefined, row: number | undefined, column: string | undefined): Promise<void> {
    const target = uri ?? activeTableUri();
    if (!target) return void vscode.window.showInformationMessage('HydroCase: open a Parquet table first.');
    if (row === undefined) {
      const typed = await vscode.window.showInputBox({
        prompt: 'Row (0-based, in file order)',
        validateInput: (text) => (/^\d+$/.test(text.trim()) ? undefined : 'a whole number'),
      });
      if (typed === undefined) return;
      row = Number(typed.trim());
    }
    const viewType = isCaseTable(target) ? TABLE_VIEW_TYPES.caseTable : TABLE_VIEW_TYPES.anyParquet;
    const reveal: ToTableWebview = { type: 'reveal', row, ...(column ? { column } : {}) };
    const open = [...(this.panels.get(target.toString()) ?? [])];
    if (open.length === 0) this.pendingReveals.set(target.toString(), reveal);
    await vscode.commands.executeCommand('vscode.openWith', target, viewType);
    for (const panel of open) void panel.webview.postMessage(reveal);
  }

  /** Passes one page to the webview; resolves whether the page carries the case's problems (undefined: it failed). */
  private async page(uri: vscode.Uri, id: number, request: TablePageParams | Omit<TablePageParams, 'uri'>, post: (message: ToTableWebview) => void): Promise<boolean | undefined> {
    try {
      const client = await this.session.start();
      const page = await client.sendRequest<TablePage>(TABLE_PAGE_REQUEST, { ...request, uri: uri.toString() } satisfies TablePageParams);
      post({ type: 'page', id, page });
      return page.meta.validated;
    } catch (error) {
      post({ type: 'pageFailed', id, message: `HydroCase could not read this table: ${error instanceof Error ? error.message : String(error)}` });
      return undefined;
    }
  }
}

/** The case tables (the files the default editor's selector names; the manifest test keeps the two in step). */
const CASE_TABLES = Object.values(CASE_FILES).filter((file) => file.endsWith('.parquet'));

function isCaseTable(uri: vscode.Uri): boolean {
  return CASE_TABLES.some((file) => uri.path.endsWith(`/${file}`));
}

function activeTableUri(): vscode.Uri | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  return input instanceof vscode.TabInputCustom && input.uri.path.endsWith('.parquet') ? input.uri : undefined;
}

function debounce(run: () => void, ms: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}
