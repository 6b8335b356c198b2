// The language client's life cycle: created and started on first need (a case in the workspace,
// or a command), not by activation alone, so a JSON file that is not a case starts no server;
// restarted on request, stopped on deactivation.
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type Middleware, type ServerOptions } from 'vscode-languageclient/node';
import { CASE_LANGUAGE_SELECTOR } from './caseFiles';
import { CLIENT_ID } from './contributions';
import { STATUS_NOTIFICATION, type CaseStatusMessage } from './protocol';
import { SERVER_ENVIRONMENT } from '../server/protocol/launchEnvironment';

export interface SessionListener {
  update(message: CaseStatusMessage): void;
  /** The server went away (restart or stop): its earlier statuses are stale. */
  reset(): void;
}

export class ServerSession implements vscode.Disposable {
  private starting: Promise<LanguageClient> | undefined;
  private client: LanguageClient | undefined;

  constructor(
    private readonly serverModule: string,
    private readonly output: vscode.LogOutputChannel,
    private readonly listener: SessionListener,
    /** Rewrites what the server sends before VS Code shows it (the rule page links). */
    private readonly middleware: Middleware = {},
  ) {}

  get started(): boolean {
    return this.starting !== undefined;
  }

  /** The running client, starting it the first time. */
  start(): Promise<LanguageClient> {
    this.starting ??= this.create().catch((error: unknown) => {
      this.starting = undefined; // let the next call try again
      this.output.error(`HydroCase: the language server did not start: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    });
    return this.starting;
  }

  async restart(): Promise<void> {
    const client = this.client;
    if (!client?.isRunning()) {
      await this.start();
      return;
    }
    this.listener.reset();
    await client.restart();
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.starting = undefined;
    this.listener.reset();
    if (client?.needsStop()) await client.stop();
  }

  dispose(): void {
    void this.stop();
  }

  private async create(): Promise<LanguageClient> {
    // The same process either way: an inspector port would clash when two windows debug at once.
    const run = { module: this.serverModule, transport: TransportKind.ipc, options: { env: { ...SERVER_ENVIRONMENT } } };
    const serverOptions: ServerOptions = { run, debug: run };
    const clientOptions: LanguageClientOptions = {
      // Only documents the client has made cobre-json (case files): a JSON file named like a case
      // file elsewhere gets no second formatter or outline from HydroCase.
      documentSelector: CASE_LANGUAGE_SELECTOR,
      diagnosticCollectionName: 'hydrocase',
      outputChannel: this.output,
      middleware: this.middleware,
      // No synchronize.fileEvents: the server registers the file watchers it needs itself.
    };
    const client = new LanguageClient(CLIENT_ID, 'HydroCase', serverOptions, clientOptions);
    client.onNotification(STATUS_NOTIFICATION, (message: CaseStatusMessage) => this.listener.update(message));
    this.client = client;
    try {
      await client.start();
    } catch (error) {
      if (this.client === client) this.client = undefined;
      await client.dispose().catch(() => undefined);
      throw error;
    }
    return client;
  }
}
