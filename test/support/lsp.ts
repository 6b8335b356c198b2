// A minimal LSP client for protocol tests: spawns the real server bundle over stdio, records every
// publishDiagnostics and status notification, and answers the few requests a server sends.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as rpc from 'vscode-jsonrpc/node';
import { repoRoot } from './cli';

export interface PublishedDiagnostics {
  uri: string;
  version?: number;
  diagnostics: Array<{ code?: string | number; message: string; severity?: number; range: { start: { line: number; character: number } }; relatedInformation?: unknown[]; codeDescription?: { href: string }; data?: any }>;
}

export interface LspClientOptions {
  /** Declare dynamic file watching (as VS Code does); otherwise the server watches with fs.watch. */
  watchFiles?: boolean;
  /** Settings answered to workspace/configuration (as VS Code would). */
  settings?: Record<string, unknown>;
  extraArgs?: string[];
}

export class LspClient {
  readonly published = new Map<string, PublishedDiagnostics>();
  readonly statuses: any[] = [];
  readonly logs: string[] = [];
  readonly messages: string[] = [];
  private listeners: Array<() => void> = [];
  private version = new Map<string, number>();

  private constructor(
    readonly process: ChildProcess,
    readonly connection: rpc.MessageConnection,
  ) {}

  static async start(folders: string[], options: LspClientOptions = {}): Promise<LspClient> {
    const child = spawn(process.execPath, [join(repoRoot, 'dist', 'server.js'), '--stdio', ...(options.extraArgs ?? [])], { stdio: ['pipe', 'pipe', 'pipe'] });
    const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout!), new rpc.StreamMessageWriter(child.stdin!));
    const client = new LspClient(child, connection);
    connection.onNotification('textDocument/publishDiagnostics', (params: PublishedDiagnostics) => {
      client.published.set(params.uri, params);
      client.notify();
    });
    connection.onNotification('hydrocase/status', (status: any) => {
      client.statuses.push(status);
      client.notify();
    });
    connection.onNotification('window/logMessage', (p: { message: string }) => client.logs.push(p.message));
    connection.onNotification('window/showMessage', (p: { message: string }) => client.messages.push(p.message));
    connection.onRequest('window/showMessageRequest', (p: { message: string }) => {
      client.messages.push(p.message);
      return null;
    });
    connection.onRequest('client/registerCapability', () => null);
    connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => options.settings ?? {}));
    connection.listen();
    await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      workspaceFolders: folders.map((f) => ({ uri: pathToFileURL(f).toString(), name: f })),
      capabilities: {
        workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: Boolean(options.watchFiles) }, workspaceFolders: true },
        textDocument: { publishDiagnostics: { relatedInformation: true, versionSupport: true, codeDescriptionSupport: true } },
      },
    });
    await connection.sendNotification('initialized', {});
    return client;
  }

  private notify(): void {
    for (const listener of this.listeners.splice(0)) listener();
  }

  /** Resolves once `predicate` holds (checked after every notification), or rejects after `timeoutMs`. */
  async waitFor<T>(predicate: () => T | undefined | false, timeoutMs = 15000, what = 'condition'): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = predicate();
      if (value) return value;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`timed out waiting for ${what}; published: ${JSON.stringify([...this.published.values()].map((p) => ({ uri: p.uri, codes: p.diagnostics.map((d) => d.code) })))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(remaining, 200));
        timer.unref();
        this.listeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  diagnosticsOf(path: string): PublishedDiagnostics['diagnostics'] | undefined {
    return this.published.get(pathToFileURL(path).toString())?.diagnostics;
  }

  open(path: string, text: string): void {
    const uri = pathToFileURL(path).toString();
    this.version.set(uri, 1);
    void this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
  }

  change(path: string, text: string): number {
    const uri = pathToFileURL(path).toString();
    const version = (this.version.get(uri) ?? 1) + 1;
    this.version.set(uri, version);
    void this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    return version;
  }

  close(path: string): void {
    void this.connection.sendNotification('textDocument/didClose', { textDocument: { uri: pathToFileURL(path).toString() } });
  }

  fileEvent(path: string, type: 1 | 2 | 3): void {
    void this.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(path).toString(), type }] });
  }

  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    try {
      await Promise.race([this.connection.sendRequest('shutdown'), new Promise((r) => setTimeout(r, 2000).unref())]);
      await this.connection.sendNotification('exit');
    } catch {
      // the server may already be gone
    }
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
    this.connection.dispose();
  }
}
