// A minimal LSP client for protocol tests and the LSP benchmark: spawns the real server bundle over
// stdio, records every publishDiagnostics, status and message notification, and answers the few
// requests a server sends (configuration, capability registration). Every wait has a deadline.
// HYDROCASE_LSP_SERVER names another server bundle to test (a staged or deliberately broken build).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as rpc from 'vscode-jsonrpc/node';
import { repoRoot } from './cli';
import { SERVER_ENVIRONMENT } from '../../server/protocol/launchEnvironment';

export interface LspDiagnostic {
  code?: string | number;
  message: string;
  severity?: number;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  relatedInformation?: Array<{ location: { uri: string; range: unknown }; message: string }>;
  codeDescription?: { href: string };
  source?: string;
  data?: any;
}

export interface PublishedDiagnostics {
  uri: string;
  version?: number;
  diagnostics: LspDiagnostic[];
}

/** A publish as it arrived, with its arrival time (performance.now() of this process). */
export interface Arrival extends PublishedDiagnostics {
  at: number;
}

export interface LspClientOptions {
  /** Declare dynamic file watching (as VS Code does); otherwise the server watches with fs.watch. */
  watchFiles?: boolean;
  /** The `hydrocase` settings section answered to workspace/configuration (as VS Code would). */
  settings?: Record<string, unknown>;
  /** Other settings sections (`json`, say) answered to workspace/configuration; null for any not given. */
  otherSections?: Record<string, unknown>;
  /** Extra server arguments (`--test-hooks`). */
  extraArgs?: string[];
  /** Extra node arguments for the server process (`--cpu-prof`, say). */
  nodeArgs?: string[];
  /** The server bundle to start (bench:lsp's `--compare`); else HYDROCASE_LSP_SERVER, else dist/server.js. */
  serverScript?: string;
  /** Deadline for the initialize request. */
  initializeTimeoutMs?: number;
  /**
   * Act as a minimal client: no workspace capabilities at all and the (single) folder given only as
   * `rootUri`, as older or simpler editors do.
   */
  minimal?: boolean;
  /** Declare that the client can refresh inlay hints (workspace/inlayHint/refresh). */
  inlayHintRefresh?: boolean;
  /**
   * Start the server with this process's environment alone, as an editor other than VS Code does
   * (`node dist/server.js --stdio`), not with the environment the VS Code client adds.
   */
  plainEnvironment?: boolean;
  /** Variables added to the server's environment. */
  env?: Record<string, string>;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

export class LspClient {
  /** How often the server asked the client to refresh its inlay hints. */
  inlayHintRefreshes = 0;
  /** Every workspace/applyEdit the server asked for (each answered as applied). */
  readonly appliedEdits: any[] = [];
  /** The capability registrations the server asked for (client/registerCapability), in order. */
  readonly registrations: Array<{ id: string; method: string; registerOptions?: any }> = [];
  /** The latest publish per URI. */
  readonly published = new Map<string, PublishedDiagnostics>();
  /** Every publish, in arrival order. */
  readonly arrivals: Arrival[] = [];
  readonly statuses: any[] = [];
  readonly logs: string[] = [];
  /** window/showMessage and window/showMessageRequest texts. */
  readonly messages: string[] = [];
  stderr = '';
  private listeners: Array<() => void> = [];
  private readonly versions = new Map<string, number>();
  private readonly texts = new Map<string, string>();
  private settings: Record<string, unknown>;

  private constructor(
    readonly process: ChildProcess,
    readonly connection: rpc.MessageConnection,
    options: LspClientOptions,
  ) {
    this.settings = options.settings ?? {};
  }

  static async start(folders: string[], options: LspClientOptions = {}): Promise<LspClient> {
    const serverScript = options.serverScript ?? process.env.HYDROCASE_LSP_SERVER ?? join(repoRoot, 'dist', 'server.js');
    const serverArgs = [...(options.nodeArgs ?? []), serverScript, '--stdio', ...(options.extraArgs ?? [])];
    // Started as the VS Code client starts it (server/protocol/launchEnvironment.ts).
    const child = spawn(process.execPath, serverArgs, {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...(options.plainEnvironment ? {} : SERVER_ENVIRONMENT), ...options.env },
    });
    const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout!), new rpc.StreamMessageWriter(child.stdin!));
    const client = new LspClient(child, connection, options);
    // Drained, or a chatty server would block once the pipe buffer fills.
    child.stderr!.on('data', (chunk: Buffer) => (client.stderr += chunk.toString()));
    child.once('exit', () => client.notify());
    connection.onNotification('textDocument/publishDiagnostics', (params: PublishedDiagnostics) => {
      client.published.set(params.uri, params);
      client.arrivals.push({ ...params, at: performance.now() });
      client.notify();
    });
    connection.onNotification('hydrocase/status', (status: any) => {
      client.statuses.push(status);
      client.notify();
    });
    connection.onNotification('window/logMessage', (p: { message: string }) => client.logs.push(p.message));
    connection.onNotification('window/showMessage', (p: { message: string }) => {
      client.messages.push(p.message);
      client.notify();
    });
    connection.onRequest('window/showMessageRequest', (p: { message: string }) => {
      client.messages.push(p.message);
      client.notify();
      return null;
    });
    connection.onRequest('workspace/applyEdit', (p: unknown) => {
      client.appliedEdits.push(p);
      return { applied: true };
    });
    connection.onRequest('client/registerCapability', (p: { registrations: LspClient['registrations'] }) => {
      client.registrations.push(...p.registrations);
      client.notify();
      return null;
    });
    connection.onRequest('workspace/configuration', (p: { items: Array<{ section?: string }> }) =>
      p.items.map((item) => (item.section && item.section !== 'hydrocase' ? (options.otherSections?.[item.section] ?? null) : client.settings)),
    );
    connection.onRequest('workspace/inlayHint/refresh', () => {
      client.inlayHintRefreshes++;
      return null;
    });
    connection.listen();
    try {
      await client.request(
        'initialize',
        {
          processId: process.pid,
          ...(options.minimal
            ? { rootUri: folders[0] ? pathToFileURL(folders[0]).toString() : null, capabilities: {} }
            : {
                rootUri: null,
                workspaceFolders: folders.map((f) => ({ uri: pathToFileURL(f).toString(), name: f })),
                capabilities: {
                  workspace: {
                    configuration: true,
                    didChangeWatchedFiles: { dynamicRegistration: Boolean(options.watchFiles) },
                    workspaceFolders: true,
                    ...(options.inlayHintRefresh ? { inlayHint: { refreshSupport: true } } : {}),
                  },
                  textDocument: { publishDiagnostics: { relatedInformation: true, versionSupport: true, codeDescriptionSupport: true } },
                },
              }),
        },
        options.initializeTimeoutMs,
      );
      await connection.sendNotification('initialized', {});
    } catch (error) {
      child.kill('SIGKILL');
      connection.dispose();
      throw error;
    }
    return client;
  }

  get pid(): number {
    return this.process.pid!;
  }

  /** True once the server process has ended (a crash, when the test did not stop it). */
  get exited(): boolean {
    return this.process.exitCode !== null || this.process.signalCode !== null;
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
      if (remaining <= 0 || this.exited) {
        const why = this.exited ? `the server exited (${this.process.exitCode ?? this.process.signalCode}); stderr: ${this.stderr.slice(-2000)}` : 'timed out';
        const published = JSON.stringify([...this.published.values()].map((p) => ({ uri: p.uri, version: p.version, codes: p.diagnostics.map((d) => d.code) })));
        throw new Error(`${why} waiting for ${what}; published: ${published}; last server log lines: ${JSON.stringify(this.logs.slice(-5))}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(remaining, 200));
        this.listeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /**
   * Waits until the latest publish for `path` satisfies `accept` (and carries `version`, when
   * given) and returns its diagnostics.
   */
  waitForDiagnostics(
    path: string,
    accept: (diagnostics: LspDiagnostic[]) => boolean,
    options: { version?: number; timeoutMs?: number; what?: string } = {},
  ): Promise<LspDiagnostic[]> {
    const uri = uriOf(path);
    return this.waitFor(
      () => {
        const latest = this.published.get(uri);
        if (!latest || (options.version !== undefined && latest.version !== options.version)) return undefined;
        return accept(latest.diagnostics) ? latest.diagnostics : undefined;
      },
      options.timeoutMs,
      options.what ?? `diagnostics of ${path}${options.version !== undefined ? ` at version ${options.version}` : ''}`,
    );
  }

  /** Waits for a `done` (or `failed`) status of the case at `caseRoot` after the `afterIndex`-th status. */
  waitForStatus(caseRoot: string, afterIndex = 0, timeoutMs?: number): Promise<any> {
    return this.waitFor(() => this.statuses.slice(afterIndex).find((s) => s.caseRoot === caseRoot && s.state !== 'validating'), timeoutMs, `a finished validation of ${caseRoot}`);
  }

  diagnosticsOf(path: string): LspDiagnostic[] | undefined {
    return this.published.get(uriOf(path))?.diagnostics;
  }

  /** Sends a request and rejects if no answer comes within `timeoutMs`. */
  async request<T = any>(method: string, params?: unknown, timeoutMs = DEFAULT_REQUEST_TIMEOUT_MS): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer to ${method} within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([this.connection.sendRequest<T>(method, params), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  open(path: string, text: string): void {
    const uri = uriOf(path);
    this.versions.set(uri, 1);
    this.texts.set(uri, text);
    this.send('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
  }

  /** Replaces the whole text of an open document; returns the new version. */
  change(path: string, text: string): number {
    const uri = uriOf(path);
    const version = this.nextVersion(uri);
    this.texts.set(uri, text);
    this.send('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
    return version;
  }

  /** Replaces `length` characters at `offset` with `insert`, sent as an incremental change (as VS Code types); returns the new version. */
  edit(path: string, offset: number, length: number, insert: string): number {
    const uri = uriOf(path);
    const text = this.texts.get(uri);
    if (text === undefined) throw new Error(`${path} is not open`);
    const version = this.nextVersion(uri);
    const range = { start: positionAt(text, offset), end: positionAt(text, offset + length) };
    this.texts.set(uri, text.slice(0, offset) + insert + text.slice(offset + length));
    this.send('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text: insert }] });
    return version;
  }

  /** The client's copy of an open document's text. */
  textOf(path: string): string | undefined {
    return this.texts.get(uriOf(path));
  }

  save(path: string): void {
    this.send('textDocument/didSave', { textDocument: { uri: uriOf(path) } });
  }

  close(path: string): void {
    const uri = uriOf(path);
    this.texts.delete(uri);
    this.send('textDocument/didClose', { textDocument: { uri } });
  }

  /** A client-side watcher event: 1 created, 2 changed, 3 deleted. */
  fileEvent(path: string, type: 1 | 2 | 3): void {
    this.fileEvents([{ path, type }]);
  }

  /** Client-side watcher events sent together in one notification (as a watcher batches a burst). */
  fileEvents(events: ReadonlyArray<{ path: string; type: 1 | 2 | 3 }>): void {
    this.send('workspace/didChangeWatchedFiles', { changes: events.map(({ path, type }) => ({ uri: uriOf(path), type })) });
  }

  /** Changes the settings the client answers with and tells the server, as VS Code does. */
  changeSettings(settings: Record<string, unknown>): void {
    this.settings = settings;
    this.send('workspace/didChangeConfiguration', { settings: { hydrocase: settings } });
  }

  async stop(): Promise<void> {
    if (!this.exited) {
      const exited = new Promise((resolve) => this.process.once('exit', resolve));
      let shutdownTimer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([this.connection.sendRequest('shutdown'), new Promise((resolve) => (shutdownTimer = setTimeout(resolve, 2000)))]);
        await this.connection.sendNotification('exit');
      } catch {
        // the server may already be gone
      } finally {
        clearTimeout(shutdownTimer);
      }
      const killTimer = setTimeout(() => this.process.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(killTimer);
    }
    this.connection.dispose();
  }

  /** Sends a notification; a write to a server that has died is dropped (waits report the exit). */
  private send(method: string, params: unknown): void {
    this.connection.sendNotification(method, params).catch(() => undefined);
  }

  private nextVersion(uri: string): number {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    return version;
  }
}

export function uriOf(path: string): string {
  return pathToFileURL(path).toString();
}

/** LSP position (UTF-16 code units, which is what JS string offsets are) of an offset in `text`. */
function positionAt(text: string, offset: number): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, character: offset - lineStart };
}
