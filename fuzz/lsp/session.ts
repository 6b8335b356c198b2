// Runs one storm against the real language server in a fresh workspace, then checks it: still
// alive, every request answered, a normal open + hover + validateCase answered correctly, and the
// problems shown match a fresh CLI validation of the disk within 2 s of quiescence.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as rpc from 'vscode-jsonrpc/node';
import { LspClient } from '../../test/support/lsp';
import { checkPublished, diskTruth, staleDiagnostics } from '../oracles/lsp';
import type { Failure } from '../oracles/failure';
import type { CliLimits } from '../runners/cliProcess';
import type { CaseFiles } from '../seedCases';
import { describeStep, resolvePlaceholders, type Step } from './steps';
import { caseRoots, performFsStep, readWorkspaceText, writeWorkspace } from './workspace';

export interface LspStorm {
  base: CaseFiles;
  /** Declare client-side file watching and send VS Code's events; otherwise the server watches with fs.watch. */
  watchFiles: boolean;
  steps: Step[];
}

export interface LspLimits extends CliLimits {
  requestTimeoutMs: number;
  /** How long after quiescence the shown problems may take to match the disk (the issue says 2 s). */
  settleMs: number;
}

export interface LspOutcome {
  failures: Failure[];
  requests: number;
  notifications: number;
}

/** What the client side believes it told the server, so the epilogue can undo it. */
interface ClientState {
  open: Set<string>;
  wsPresent: boolean;
  otherFolders: Set<string>;
}

export async function runStorm(storm: LspStorm, limits: LspLimits): Promise<LspOutcome> {
  ignoreWritesToDeadServer();
  const root = mkdtempSync(join(tmpdir(), 'hydrocase-lspfuzz-'));
  const ws = join(root, 'ws');
  const wsUri = pathToFileURL(ws).toString();
  writeWorkspace(ws, storm.base);
  const outcome: LspOutcome = { failures: [], requests: 0, notifications: 0 };
  let client: LspClient | undefined;
  try {
    client = await LspClient.start([ws], { watchFiles: storm.watchFiles, settings: {}, initializeTimeoutMs: limits.requestTimeoutMs });
    // A server that dies mid-storm closes its pipe: later writes fail, and that is reported as server-died.
    client.process.stdin!.on('error', () => undefined);
    await client.waitForStatus(join(ws, 'case'), 0, 30_000).catch(() => undefined);
    const state: ClientState = { open: new Set(), wsPresent: true, otherFolders: new Set() };
    const pending: Array<Promise<Failure | undefined>> = [];
    for (const raw of storm.steps) {
      if (client.exited) break;
      const step = resolvePlaceholders(raw, wsUri, ws);
      if (step.kind === 'request') {
        outcome.requests++;
        pending.push(answered(client, step.method, step.params, limits.requestTimeoutMs, describeStep(raw)));
      } else if (step.kind === 'notify') {
        outcome.notifications++;
        track(state, step, wsUri);
        void client.connection.sendNotification(step.method, step.params).catch(() => undefined);
      } else if (step.kind === 'settings') {
        outcome.notifications++;
        client.changeSettings(step.settings as Record<string, unknown>);
      } else if (step.kind === 'fs') {
        const events = performFsStep(ws, storm.base, step.fs);
        if (storm.watchFiles && events.length) {
          void client.connection
            .sendNotification('workspace/didChangeWatchedFiles', { changes: events.map((e) => ({ uri: pathToFileURL(e.path).toString(), type: e.type })) })
            .catch(() => undefined);
        }
      } else {
        await sleep(step.ms);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!client.exited) await epilogue(client, state, wsUri);
    for (const failure of await Promise.all(pending)) if (failure) outcome.failures.push(failure);
    if (client.exited) {
      outcome.failures.push({ oracle: 'server-died', detail: `exit ${client.process.exitCode ?? client.process.signalCode}: ${lastError(client.stderr)}` });
      return outcome;
    }
    outcome.failures.push(...(await afterStorm(client, ws, wsUri, storm.base, limits)));
    return outcome;
  } catch (error) {
    outcome.failures.push({
      oracle: client?.exited ? 'server-died' : 'harness',
      detail: `${(error as Error).message.slice(0, 300)}${client ? `; stderr: ${lastError(client.stderr)}` : ''}`,
    });
    return outcome;
  } finally {
    await client?.stop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  }
}

/** Resolves to a failure when the request gets no answer (a result or an error) in time. */
async function answered(client: LspClient, method: string, params: unknown, timeoutMs: number, what: string): Promise<Failure | undefined> {
  try {
    await client.request(method, params, timeoutMs);
    return undefined;
  } catch (error) {
    if (error instanceof rpc.ResponseError) return undefined;
    if (client.exited) return undefined; // reported once as server-died
    return { oracle: 'unanswered-request', detail: `${what}: ${(error as Error).message}`, key: method };
  }
}

function track(state: ClientState, step: Extract<Step, { kind: 'notify' }>, wsUri: string): void {
  const params = step.params as any;
  const uri = params?.textDocument?.uri;
  if (step.method === 'textDocument/didOpen' && typeof uri === 'string') state.open.add(uri);
  if (step.method === 'textDocument/didClose' && typeof uri === 'string') state.open.delete(uri);
  const event = params?.event;
  if (step.method === 'workspace/didChangeWorkspaceFolders' && Array.isArray(event?.added) && Array.isArray(event?.removed)) {
    for (const folder of event.removed) {
      if (folder?.uri === wsUri) state.wsPresent = false;
      else if (typeof folder?.uri === 'string') state.otherFolders.delete(folder.uri);
    }
    for (const folder of event.added) {
      if (folder?.uri === wsUri) state.wsPresent = true;
      else if (typeof folder?.uri === 'string') state.otherFolders.add(folder.uri);
    }
  }
}

/** Puts the client back in a plain state: documents closed, the one workspace folder, default settings. */
async function epilogue(client: LspClient, state: ClientState, wsUri: string): Promise<void> {
  for (const uri of state.open) await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } }).catch(() => undefined);
  const removed = [...state.otherFolders].map((uri) => ({ uri, name: 'other' }));
  if (removed.length || !state.wsPresent) {
    await client.connection
      .sendNotification('workspace/didChangeWorkspaceFolders', { event: { added: state.wsPresent ? [] : [{ uri: wsUri, name: 'ws' }], removed } })
      .catch(() => undefined);
  }
  client.changeSettings({});
}

async function afterStorm(client: LspClient, ws: string, wsUri: string, base: CaseFiles, limits: LspLimits): Promise<Failure[]> {
  const failures: Failure[] = [];
  const roots = caseRoots(ws);
  const truth = await diskTruth(roots, limits);
  for (const root of roots) {
    const errors = truth.errors.get(root);
    if (errors === undefined) continue;
    failures.push(...(await recovery(client, root, errors, base, limits)));
  }
  if (client.exited) return [{ oracle: 'server-died', detail: `after the storm: ${lastError(client.stderr)}` }];
  // Quiescent now: the disk is settled and every request answered. The problems shown must match the disk soon.
  const deadline = Date.now() + limits.settleMs;
  let differences = staleDiagnostics(client.published, truth, wsUri);
  while (differences.length && Date.now() < deadline) {
    await sleep(100);
    differences = staleDiagnostics(client.published, truth, wsUri);
  }
  if (differences.length)
    failures.push({
      oracle: 'stale-diagnostics',
      key: staleKind(differences),
      detail: `${limits.settleMs} ms after quiescence: ${differences.slice(0, 4).join(' | ')}${differences.length > 4 ? ` (+${differences.length - 4} files)` : ''}`,
    });
  failures.push(...checkPublished(client.published));
  return failures;
}

/** A plain session after the storm: validateCase agrees with the CLI, hover on stages.json answers. */
async function recovery(client: LspClient, root: string, cliErrors: number, base: CaseFiles, limits: LspLimits): Promise<Failure[]> {
  const failures: Failure[] = [];
  const caseUri = pathToFileURL(root).toString();
  try {
    const statuses = await client.request<Array<{ errors: number }>>('hydrocase/validateCase', { uri: caseUri }, limits.requestTimeoutMs);
    if (!Array.isArray(statuses) || statuses.length !== 1 || statuses[0]!.errors !== cliErrors) {
      failures.push({
        oracle: 'recovery',
        key: 'validateCase wrong',
        detail: `validateCase of ${root.split('/').pop()} answered ${JSON.stringify(statuses)?.slice(0, 200)}, the CLI counts ${cliErrors} errors`,
      });
    }
  } catch (error) {
    failures.push({ oracle: 'recovery', key: 'validateCase unanswered', detail: `validateCase of ${root.split('/').pop()}: ${(error as Error).message}` });
  }
  // Not a plain read: the storm may have left stages.json a FIFO or a link to /dev/zero.
  const text = await readWorkspaceText(join(root, 'stages.json'));
  if (text === undefined) return failures;
  const keyAt = text.indexOf('"stages"');
  if (keyAt < 0) return failures;
  const stagesPath = join(root, 'stages.json');
  client.open(stagesPath, text);
  try {
    const before = text.slice(0, keyAt + 2).split('\n');
    const hover = await client.request(
      'textDocument/hover',
      { textDocument: { uri: pathToFileURL(stagesPath).toString() }, position: { line: before.length - 1, character: before.at(-1)!.length } },
      limits.requestTimeoutMs,
    );
    const pristine = Buffer.from(text).equals(Buffer.from(base['stages.json'] ?? ''));
    if (pristine && !hover) failures.push({ oracle: 'recovery', key: 'no hover', detail: `no hover on "stages" of an untouched stages.json in ${root.split('/').pop()}` });
  } catch (error) {
    failures.push({ oracle: 'recovery', key: 'hover unanswered', detail: `hover: ${(error as Error).message}` });
  } finally {
    // Closing re-validates from the disk; on a loaded machine that may take a while, and the 2 s
    // window starts once it is done (or after the request timeout, if no status comes).
    const statusesBefore = client.statuses.length;
    client.close(stagesPath);
    await client.waitForStatus(root, statusesBefore, limits.requestTimeoutMs).catch(() => undefined);
  }
  return failures;
}

/** Stale problems (shown, not on disk) and missing ones are told apart; which files does not matter. */
function staleKind(differences: string[]): string {
  return [differences.some((d) => d.includes('shown but not on disk')) ? 'shown-not-on-disk' : '', differences.some((d) => d.includes('missing [')) ? 'missing' : ''].join(' ');
}

let ignoring = false;

/**
 * vscode-jsonrpc leaves a rejected promise nobody can catch when a request is written to the pipe
 * of a server that has just died. That death is the server-died oracle's finding, not a harness
 * crash; anything else still surfaces.
 */
function ignoreWritesToDeadServer(): void {
  if (ignoring) return;
  ignoring = true;
  process.on('unhandledRejection', (reason) => {
    const code = (reason as { code?: string } | undefined)?.code;
    if (code === 'ERR_STREAM_DESTROYED' || code === 'EPIPE') return;
    throw reason;
  });
}

function lastError(stderr: string): string {
  const lines = stderr.trim().split('\n');
  return (lines.find((l) => /Error|panic|unreachable/.test(l)) ?? lines.at(-1) ?? '').slice(0, 300);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
