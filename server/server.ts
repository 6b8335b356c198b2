// The HydroCase language server: finds the cases of every workspace folder, watches their files,
// re-validates a case when any of its files changes (open text wins over the disk), and publishes
// problems for every case file, open or not. No rule logic here: the engine does all of that.
import { kindOf } from '../shared/engine/case/regularFile';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  DidChangeWorkspaceFoldersNotification,
  type DidChangeWorkspaceFoldersParams,
  TextDocumentSyncKind,
  WatchKind,
  type Connection,
  type Diagnostic as LspDiagnostic,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver';
import { CaseIndex, isAtOrUnder } from './caseIndex';
import { DiskFollower } from './diskFollower';
import { watchFolder, type Disposable } from './folderWatcher';
import { CaseValidator, type CaseStatus, type OpenText } from './caseValidator';
import { ValidationThread } from './validationThread';
import { VERSION } from '../cli/version';
import { featureCapabilities, registerFeatures } from './features';
import { registerTableViewRequest } from './tableViewRequest';
import { registerCaseOverviewRequests } from './caseOverviewRequest';
import { registerPlantCurvesRequest } from './plantCurvesRequest';
import { OpenDocuments } from './documentSync';
import { FIX_ALL_REQUEST, LIST_CASES_REQUEST, STATUS_NOTIFICATION, VALIDATE_REQUEST, type FixAllResult } from './protocol';
import { caseRuleLevels } from './ruleLevels';
import { DEFAULT_SETTINGS, readSettings } from './settings';
import { CONFIG_FILE } from '../shared/engine/config/caseConfig';
import { arrayOf, integer, object, optional, ParamGuard, string, WORKSPACE_FOLDER } from './paramGuard';


/**
 * Quiet time after a keystroke before the typed file's quick answer: enough to merge the changes an
 * editor sends together (a paste, a multi-cursor edit), short against the answer itself (a few tens
 * of ms for a large stages.json). The whole-case run follows at once: a newer keystroke cancels it
 * between files and between cross-file rules (see CaseValidator).
 */
export const TYPING_DEBOUNCE_MS = 5;


export interface ServerPaths {
  /** The bundled Parquet worker (dist/parquetWorker.js). */
  workerPath: string;
  /** The script the validation thread runs (the server bundle itself, in its worker role). */
  validationWorkerPath: string;
  /** Folder of the generated rule pages (dist/rules), linked from each diagnostic's code. */
  rulePagesDir?: string;
  /** Enables requests that only protocol tests use (killing the Parquet worker). */
  testHooks?: boolean;
}

export function startServer(connection: Connection, paths: ServerPaths): void {
  const cases = new CaseIndex();
  const validators = new Map<string, CaseValidator>();
  /** The server's own watchers, by workspace folder (clients that do not watch files for us). */
  const fsWatchers = new Map<string, Disposable>();
  let settings = DEFAULT_SETTINGS;
  let canPullConfiguration = false;
  let canWatchFiles = false;
  let canRefreshInlayHints = false;
  let hasWorkspaceFolders = false;
  let workspaceFolders: string[] = [];
  /**
   * Cases outside every workspace folder (their stages.json was opened in the editor): no client
   * watcher covers them, so the server watches each itself, as a folder of its own.
   */
  const looseCases = new Set<string>();
  /** The last problem logged per hydrocase.json (ruleLevels.ts says each once, not per keystroke). */
  const configProblemsLogged = new Map<string, string>();
  let crashReported = false;
  let scanned: () => void = () => {};
  /** Settles once the workspace folders have been scanned: requests that name cases wait for it. */
  const initialScan = new Promise<void>((resolve) => (scanned = resolve));

  const log = (message: string) => connection.console.log(`[hydrocase] ${message}`);
  const guard = new ParamGuard(log);
  const documents = new OpenDocuments(guard, log);
  const engine = new ValidationThread(
    paths.validationWorkerPath,
    { role: 'hydrocase-validation', parquetWorkerPath: paths.workerPath, ...(paths.rulePagesDir ? { rulePagesDir: paths.rulePagesDir } : {}) },
    {
      log,
      crashed: (reason) => {
        log(reason);
        if (!crashReported) void connection.window.showWarningMessage(`HydroCase: ${reason}`);
        crashReported = true;
      },
    },
  );

  const host = {
    openDocuments(caseRoot: string): Map<string, OpenText> {
      const open = new Map<string, OpenText>();
      for (const doc of documents.all()) {
        const owner = cases.caseOf(pathOf(doc.uri));
        if (owner?.root === caseRoot && owner.file.endsWith('.json')) open.set(owner.file, { text: doc.getText(), version: doc.version, uri: doc.uri });
      }
      return open;
    },
    publish(uri: string, diagnostics: LspDiagnostic[], version: number | undefined) {
      // A buffer the server lost track of shows no problems: they would be those of the disk's text.
      if (diagnostics.length && documents.unknownUris().some((lost) => pathOf(lost) === pathOf(uri))) diagnostics = [];
      void connection.sendDiagnostics({ uri, diagnostics, ...(version !== undefined ? { version } : {}) });
    },
    status(status: CaseStatus) {
      void connection.sendNotification(STATUS_NOTIFICATION, { ...status, caseUri: uriOf(status.caseRoot) });
      // Inlay hints show resolved facts (derived seasons): a finished validation may change them.
      if (status.state === 'done' && canRefreshInlayHints && settings.inlayHints) void connection.languages.inlayHint.refresh().catch(() => undefined);
    },
    log,
    settings: () => settings,
    ruleLevels: (caseRoot: string) => caseRuleLevels(caseRoot, settings.rules, log, configProblemsLogged),
    engine,
    rulePagesDir: paths.rulePagesDir,
  };

  const validatorFor = (root: string): CaseValidator => {
    let validator = validators.get(root);
    if (!validator) {
      validator = new CaseValidator(root, host);
      validators.set(root, validator);
    }
    return validator;
  };

  const revalidate = (root: string, delayMs: number, typedFile?: string) => {
    if (settings.enable && cases.has(root)) validatorFor(root).schedule(delayMs, typedFile);
  };

  const forgetCase = (root: string) => {
    validators.get(root)?.clear('the case left the workspace');
    validators.delete(root);
    cases.delete(root);
    engine.forgetCase(root);
    if (looseCases.delete(root)) stopWatching(root);
  };

  const follower = new DiskFollower({
    cases,
    workspaceFolders: () => [...workspaceFolders, ...looseCases],
    ready: initialScan,
    caseRemoved: forgetCase,
    caseChanged: (root) => revalidate(root, 0),
    fileChanged: (path) => path.endsWith('.parquet') && engine.invalidate(path),
    log,
  });

  /** A file event: the disk follower reconciles cases; a hydrocase.json changes the levels of the cases below it. */
  const onPathChanged = (path: string) => {
    follower.pathChanged(path);
    if (basename(path) === CONFIG_FILE) for (const root of cases.under(dirname(path))) revalidate(root, 0);
  };

  const watchOnOurOwn = (folder: string) => {
    if (!fsWatchers.has(folder)) fsWatchers.set(folder, watchFolder(folder, onPathChanged, log));
  };
  const stopWatching = (folder: string) => {
    fsWatchers.get(folder)?.close();
    fsWatchers.delete(folder);
  };

  connection.onInitialize(guard.request('initialize', INITIALIZE_PARAMS, (params: InitializeParams): InitializeResult => {
    canPullConfiguration = Boolean(params.capabilities.workspace?.configuration);
    canWatchFiles = Boolean(params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration);
    canRefreshInlayHints = Boolean(params.capabilities.workspace?.inlayHint?.refreshSupport);
    hasWorkspaceFolders = Boolean(params.capabilities.workspace?.workspaceFolders);
    workspaceFolders = (params.workspaceFolders?.map((f) => pathOf(f.uri)) ?? (params.rootUri ? [pathOf(params.rootUri)] : params.rootPath ? [params.rootPath] : [])).filter(Boolean);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
        ...featureCapabilities,
      },
      serverInfo: { name: 'hydrocase', version: VERSION },
    };
  }));

  connection.onInitialized(async () => {
    if (canPullConfiguration) void connection.client.register(DidChangeConfigurationNotification.type, { section: 'hydrocase' });
    if (canWatchFiles) {
      // Every path's creation and deletion, folders included: a folder copied in, moved or deleted
      // comes as one event on the folder, none for the files in it. Changes only for case files.
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/*.{json,parquet}' }, { globPattern: '**/*', kind: WatchKind.Create | WatchKind.Delete }],
      });
    } else {
      for (const folder of workspaceFolders) watchOnOurOwn(folder);
    }
    // Only clients that announce workspace folders send their changes (the capability is declared
    // statically above). Our handler replaces the library's, which reads `params.event` unchecked.
    if (hasWorkspaceFolders) connection.onNotification(DidChangeWorkspaceFoldersNotification.type, guard.notification('workspace/didChangeWorkspaceFolders', FOLDERS_CHANGE_PARAMS, async ({ event }: DidChangeWorkspaceFoldersParams) => {
      // A case another workspace folder still holds (a removed one was nested) stays.
      const stillHeld = (root: string) => workspaceFolders.some((other) => isAtOrUnder(root, other));
      const forgetUnheld = (roots: readonly string[]) => {
        for (const root of roots.filter((root) => !stillHeld(root))) {
          cases.delete(root);
          forgetCase(root);
        }
      };
      for (const removed of event.removed) {
        const folder = pathOf(removed.uri);
        workspaceFolders = workspaceFolders.filter((f) => f !== folder);
        stopWatching(folder);
        forgetUnheld(cases.under(folder));
      }
      for (const added of event.added) {
        const folder = pathOf(added.uri);
        workspaceFolders.push(folder);
        if (!canWatchFiles) watchOnOurOwn(folder);
        const found = await cases.scan(folder);
        // Removed again while it was walked (a later event): what the walk found is not the workspace's.
        if (!workspaceFolders.includes(folder)) forgetUnheld(found);
        else for (const root of found) revalidate(root, 0);
      }
    }));
    await refreshSettings();
    for (const folder of workspaceFolders) await cases.scan(folder);
    scanned();
    log(`HydroCase ${VERSION}: ${cases.all().length} case(s) in ${workspaceFolders.length} workspace folder(s)`);
    for (const root of cases.all()) revalidate(root, 0);
  });

  const refreshSettings = async () => {
    if (!canPullConfiguration) return;
    const raw = (await connection.workspace.getConfiguration('hydrocase').catch(() => undefined)) as Record<string, unknown> | undefined;
    settings = readSettings(raw, log);
  };

  connection.onDidChangeConfiguration(async () => {
    const hintsBefore = settings.inlayHints;
    await refreshSettings();
    // Hints already on screen go (or come back) only when the editor is asked to refresh them.
    if (settings.inlayHints !== hintsBefore && canRefreshInlayHints) void connection.languages.inlayHint.refresh().catch(() => undefined);
    for (const root of cases.all()) {
      if (settings.enable) revalidate(root, 0);
      else validators.get(root)?.clear('validation is turned off (hydrocase.enable)');
    }
  });

  connection.onDidChangeWatchedFiles(guard.notification('workspace/didChangeWatchedFiles', WATCHED_FILES_CHANGE, ({ changes }) => {
    for (const change of changes) onPathChanged(pathOf(change.uri));
  }));

  /** An editor buffer of a case file: its text is the truth while it is open. */
  const onDocument = (uri: string, delayMs: number, typed = false) => {
    const path = pathOf(uri);
    const markerRoot = CaseIndex.rootOfMarker(path);
    // Opening a stages.json outside any known case makes its folder a case (one outside the workspace
    // folders, say), if the file is on disk: an editor closes the buffers of a deleted folder, and
    // that must not bring the case back.
    if (markerRoot && !cases.has(markerRoot) && isFile(path)) {
      cases.add(markerRoot);
      if (!workspaceFolders.some((folder) => isAtOrUnder(markerRoot, folder))) {
        looseCases.add(markerRoot);
        watchOnOurOwn(markerRoot);
      }
    }
    const owner = cases.caseOf(path);
    if (owner) revalidate(owner.root, delayMs, typed && owner.file.endsWith('.json') ? owner.file : undefined);
  };

  documents.onDidOpen(({ document }) => onDocument(document.uri, 0));
  documents.onDidChangeContent(({ document }) => {
    if (settings.validateOnType) onDocument(document.uri, TYPING_DEBOUNCE_MS, true);
  });
  documents.onDidSave(({ document }) => {
    if (!settings.validateOnType) onDocument(document.uri, 0);
  });
  // Closing a buffer discards its unsaved text: the disk is the truth again.
  documents.onDidClose(({ document }) => onDocument(document.uri, 0));

  connection.onRequest(LIST_CASES_REQUEST, async () => {
    await initialScan;
    return cases.all().map((root) => ({ caseUri: uriOf(root), status: validators.get(root)?.status }));
  });

  connection.onRequest(VALIDATE_REQUEST, guard.request(VALIDATE_REQUEST, VALIDATE_PARAMS, async (params: { uri?: string } | undefined) => {
    await initialScan;
    const roots = params?.uri ? [caseRootFor(params.uri)].filter((r): r is string => r !== undefined) : cases.all();
    const results = await Promise.all(roots.map((root) => validatorFor(root).validateNow()));
    return results.map((status) => ({ ...status, caseUri: uriOf(status.caseRoot) }));
  }));

  // Fix All in Case: the case's safe fixes, computed on the validation thread, sent to the editor
  // as one workspace edit (one undo). Open files are edited at the version the fixes saw, so the
  // editor refuses the edit if the user typed meanwhile.
  connection.onRequest(FIX_ALL_REQUEST, guard.request(FIX_ALL_REQUEST, FIX_ALL_PARAMS, async ({ uri }: { uri: string }): Promise<FixAllResult> => {
    await initialScan;
    const root = caseRootFor(uri);
    if (!root) return { applied: false, files: 0, fixed: [], message: 'not a file or folder of a case' };
    const open = host.openDocuments(root);
    const outcome = await engine.caseFixes(root, new Map([...open].map(([file, doc]) => [file, doc.text])));
    if (outcome.files.length === 0) return { applied: true, files: 0, fixed: [] };
    const documentChanges = outcome.files.map(({ file, edits }) => {
      const doc = open.get(file);
      return { textDocument: { uri: doc?.uri ?? uriOf(join(root, file)), version: doc ? doc.version : null }, edits };
    });
    const { applied } = await connection.workspace.applyEdit({ label: 'HydroCase: Fix All in Case', edit: { documentChanges } });
    return { applied, files: outcome.files.length, fixed: outcome.fixed };
  }));

  /** The case of a file URI, or the case whose folder the URI names. */
  const caseRootFor = (uri: string): string | undefined => {
    const path = pathOf(uri);
    return cases.caseOf(path)?.root ?? (cases.has(path) ? path : undefined);
  };

  // Test hook (protocol tests only; off unless the server is started with --test-hooks).
  if (paths.testHooks) connection.onRequest('hydrocase/test/killParquetWorker', () => engine.killParquetWorker());

  connection.onShutdown(() => {
    scanned(); // requests still waiting for the first scan are answered (from what is known)
    follower.dispose();
    engine.dispose();
    for (const folder of fsWatchers.keys()) stopWatching(folder);
  });

  registerFeatures({
    connection,
    guard,
    settings: () => settings,
    async service(uri, token, name, ...args) {
      const document = documents.get(uri);
      const owner = document && cases.caseOf(pathOf(uri));
      if (!document || !owner?.file.endsWith('.json')) return undefined;
      await initialScan;
      const withdrawn = new AbortController();
      token?.onCancellationRequested(() => withdrawn.abort());
      if (token?.isCancellationRequested) return undefined;
      return engine.service({ caseRoot: owner.root, file: owner.file, uri, version: document.version, text: document.getText(), name, args }, withdrawn.signal).catch((error: Error) => {
        if (!withdrawn.signal.aborted) log(`${name} failed: ${error.message}`);
        return undefined;
      });
    },
    async caseDocument(uri) {
      await initialScan;
      const document = documents.get(uri);
      return document && cases.caseOf(pathOf(uri))?.file.endsWith('.json') ? document : undefined;
    },
    uriInCase(uri, file) {
      const owner = cases.caseOf(pathOf(uri));
      return owner ? uriOf(join(owner.root, file)) : undefined;
    },
  });

  registerTableViewRequest({ connection, guard, engine, caseOf: async (path) => {
    await initialScan;
    return cases.caseOf(path);
  } });
  registerCaseOverviewRequests({
    connection,
    guard,
    engine,
    caseRootFor: async (uri) => {
      await initialScan;
      return caseRootFor(uri);
    },
    validateNow: (root) => validatorFor(root).validateNow(),
    uriOf,
  });
  registerPlantCurvesRequest({
    connection,
    guard,
    engine,
    caseRootOf: async (uri) => {
      await initialScan;
      return caseRootFor(uri);
    },
  });

  documents.listen(connection);
  connection.listen();
}

// The params the server's own handlers read (document sync has its shapes in documentSync.ts).
const INITIALIZE_PARAMS = object({ capabilities: object({}), workspaceFolders: optional(arrayOf(WORKSPACE_FOLDER)), rootUri: optional(string), rootPath: optional(string) });
const FOLDERS_CHANGE_PARAMS = object({ event: object({ added: arrayOf(WORKSPACE_FOLDER), removed: arrayOf(WORKSPACE_FOLDER) }) });
const WATCHED_FILES_CHANGE = object({ changes: arrayOf(object({ uri: string, type: integer })) });
const VALIDATE_PARAMS = optional(object({ uri: optional(string) }));
const FIX_ALL_PARAMS = object({ uri: string });

function pathOf(uri: string): string {
  try {
    return uri.startsWith('file:') ? fileURLToPath(uri) : uri;
  } catch {
    return uri;
  }
}

function uriOf(path: string): string {
  return pathToFileURL(path).toString();
}

function isFile(path: string): boolean {
  return kindOf(path) === 'file';
}
