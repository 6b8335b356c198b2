// What the case panels (plant curves, scenario plots) share: a webview panel per case whose script
// asks, through the panel, the language server for one view at a time. Here: the panel per case and
// its restoration after a reload (VS Code gives the panel back with the state its script saved), the
// choice of a case when the command names none, the page, the redraw when the case's files or
// problems change, and the request that answers "pending" while the case waits for its first
// validation (asked again a while). Each panel adds its view's request and its webview's messages.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { pickCase } from './commands';
import { activeFileUri, refreshOnCaseChanges } from './casePanelRefresh';
import type { WebviewPageBasics } from './webviewPage';
import type { ServerSession } from './session';
import type { ToCasePanelWebview } from './webview/casePanelMessages';

/** While the case waits for its first validation: ask again this often, this many times. */
const PENDING_POLL_MS = 1500;
const PENDING_POLLS = 40;

/** The server's answer to a panel's request: the view, or why there is none (yet). */
export type PanelAnswer<View> = ({ kind: 'view'; view: View } | { kind: 'pending' | 'empty'; message: string }) & {
  /** The case folder's URI (absent when the URI asked about names no case). */
  caseUri?: string;
};

/** A kind of case panel: its name, its webview bundle, the files that redraw it. */
export interface CasePanelKind {
  viewType: string;
  /** The panel's title before the case name: "Plant curves". */
  title: string;
  /** The webview bundle in dist/: `<bundle>.js` and `<bundle>.css`. */
  bundle: string;
  /** The page of the panel's webview. */
  html: (options: WebviewPageBasics & { styleUri: string }) => string;
  /** The case files (a glob relative to the case folder) whose change redraws the panel. */
  watch: string;
  /** What a failed request could not do, as the panel says it: "draw the curves". */
  failure: string;
}

export abstract class CasePanel<State extends { caseUri: string }, View, FromWebview> {
  protected state: State;
  protected readonly caseFolder: vscode.Uri;
  protected readonly caseName: string;
  private polls = 0;
  private pollTimer: NodeJS.Timeout | undefined;
  /** Answers to older requests are dropped: only the latest choice is shown. */
  private generation = 0;

  constructor(
    extensionUri: vscode.Uri,
    protected readonly session: ServerSession,
    protected readonly panel: vscode.WebviewPanel,
    state: State,
    private readonly kind: CasePanelKind,
  ) {
    this.state = state;
    this.caseFolder = vscode.Uri.parse(state.caseUri);
    this.caseName = this.caseFolder.path.split('/').filter(Boolean).pop() ?? 'case';
    const dist = vscode.Uri.joinPath(extensionUri, 'dist');
    const title = `${kind.title} · ${this.caseName}`;
    panel.title = title;
    panel.webview.options = { enableScripts: true, localResourceRoots: [dist] };
    panel.webview.html = kind.html({
      cspSource: panel.webview.cspSource,
      scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(dist, `${kind.bundle}.js`)).toString(),
      styleUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(dist, `${kind.bundle}.css`)).toString(),
      nonce: randomBytes(16).toString('base64'),
      title,
    });
    const disposables = [
      ...refreshOnCaseChanges(this.caseFolder, kind.watch, () => void this.refresh()),
      panel.webview.onDidReceiveMessage((message: FromWebview) => this.receive(message)),
    ];
    panel.onDidDispose(() => {
      clearTimeout(this.pollTimer);
      for (const disposable of disposables) disposable.dispose();
    });
  }

  /** Shows the panel on `state` (a command's choice for a case whose panel is open). */
  show(state: State): void {
    this.state = state;
    this.panel.reveal();
    void this.refresh();
  }

  /** A message of the webview ('ready' and the view's choices call `refresh`). */
  protected abstract receive(message: FromWebview): void;

  /** The server's view for the current state. */
  protected abstract request(client: LanguageClient): Promise<PanelAnswer<View>>;

  /** A file of the case by its case-relative path (the webviews name files so). */
  protected fileUri(file: string): vscode.Uri {
    return vscode.Uri.joinPath(this.caseFolder, ...file.split('/'));
  }

  protected async refresh(): Promise<void> {
    const generation = ++this.generation;
    clearTimeout(this.pollTimer);
    const post = (message: ToCasePanelWebview<View>) => generation === this.generation && void this.panel.webview.postMessage(message);
    try {
      const answer = await this.request(await this.session.start());
      if (answer.kind === 'view') {
        this.polls = 0;
        post({ type: 'view', view: answer.view, caseUri: this.state.caseUri, caseName: this.caseName });
        return;
      }
      post({ type: 'message', message: answer.message });
      if (answer.kind === 'pending' && this.polls++ < PENDING_POLLS) this.pollTimer = setTimeout(() => void this.refresh(), PENDING_POLL_MS);
    } catch (error) {
      post({ type: 'message', message: `HydroCase could not ${this.kind.failure}: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
}

/**
 * Registers a kind of case panel: one panel per case (a command for a case whose panel is open
 * shows it there), and the panels' restoration after a reload from the state their script saved.
 * `command` resolves the state to show, or undefined when the user chose nothing.
 */
export function registerCasePanels<State extends { caseUri: string }, Panel extends CasePanel<State, unknown, unknown>>(
  kind: CasePanelKind,
  commandId: string,
  command: (...args: never[]) => Promise<State | undefined>,
  makePanel: (panel: vscode.WebviewPanel, state: State) => Panel,
): vscode.Disposable {
  const panels = new Map<string, Panel>();
  const open = (panel: vscode.WebviewPanel, state: State) => {
    const view = makePanel(panel, state);
    panels.set(state.caseUri, view);
    panel.onDidDispose(() => panels.get(state.caseUri) === view && panels.delete(state.caseUri));
    return view;
  };
  return vscode.Disposable.from(
    vscode.commands.registerCommand(commandId, async (...args: never[]) => {
      const state = await command(...args);
      if (!state) return;
      const existing = panels.get(state.caseUri);
      if (existing) return existing.show(state);
      open(vscode.window.createWebviewPanel(kind.viewType, kind.title, vscode.ViewColumn.Active, { enableFindWidget: true }), state);
    }),
    vscode.window.registerWebviewPanelSerializer(kind.viewType, {
      async deserializeWebviewPanel(panel, saved: unknown) {
        const state = saved as State | undefined;
        if (!state?.caseUri) return panel.dispose();
        open(panel, state);
      },
    }),
  );
}

/**
 * The case a panel command acts on and the server's first answer for it: from the argument (a case
 * or one of its files), else the active editor's file, else a pick among the workspace's cases. A
 * file in no case offers the pick, unless it was named by the caller (then a message says why).
 */
export async function chooseCaseFor<Answer extends PanelAnswer<unknown>>(
  session: ServerSession,
  target: vscode.Uri | string | undefined,
  ask: (client: LanguageClient, caseOrFile: string) => Promise<Answer>,
): Promise<{ caseOrFile: string; answer: Answer & { caseUri: string } } | undefined> {
  const client = await session.start();
  const given = typeof target === 'string' ? target : target?.toString();
  const caseOrFile = given ?? activeFileUri() ?? (await pickCase(client, false));
  if (!caseOrFile) return undefined;
  const answer = await ask(client, caseOrFile);
  if (answer.caseUri) return { caseOrFile, answer: answer as Answer & { caseUri: string } };
  if (given) return void vscode.window.showInformationMessage(`HydroCase: ${answer.kind === 'view' ? 'no case' : answer.message}.`);
  const picked = await pickCase(client, false);
  return picked ? chooseCaseFor(session, picked, ask) : undefined;
}
