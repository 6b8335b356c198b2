// The HydroCase language server: finds the cases of every workspace folder, watches their files,
// re-validates a case when any of its files changes (open text wins over the disk), and publishes
// problems for every case file, open or not. No rule logic here: the engine does all of that.
// This file composes the server's parts, each holding its own state: the settings
// (settingsState.ts), the workspace and its watching (workspace.ts), the open documents
// (documentSync.ts, documentEvents.ts), the validations (caseValidators.ts) and the editor
// features and custom requests, all registered at the end of startServer.
import { TextDocumentSyncKind, type Connection, type InitializeParams, type InitializeResult } from 'vscode-languageserver';
import { ValidationThread, type ValidationThreadEvents } from './validationThread';
import { VERSION } from '../../cli/version';
import { featureCapabilities, registerFeatures } from '../features';
import { caseFeatureHost } from '../features/caseFeatureHost';
import { EarlyServices } from '../features/earlyServices';
import { registerTableViewRequest } from '../requests/tableViewRequest';
import { registerCaseOverviewRequests } from '../requests/caseOverviewRequest';
import { registerPlantCurvesRequest } from '../requests/plantCurvesRequest';
import { registerCaseRequests } from '../requests/caseRequests';
import { registerScenarioPlotsRequest } from '../requests/scenarioPlotsRequest';
import { uriOf } from './uris';
import { OpenDocuments } from './documentSync';
import { followDocuments } from './documentEvents';
import { SettingsState } from './settingsState';
import { InlayHintRefresh } from './inlayHintRefresh';
import { Workspace } from './workspace';
import { collectMainHeapWhenIdle } from './idleHeap';
import { CaseValidators } from './caseValidators';
import { arrayOf, object, optional, ParamGuard, string, WORKSPACE_FOLDER } from './paramGuard';

export interface ServerPaths {
  /** The bundled Parquet worker (dist/parquetWorker.js). */
  workerPath: string;
  /** The script the validation thread runs (the server bundle itself, in its worker role). */
  validationWorkerPath: string;
  /** Folder of the generated rule pages (dist/rules), linked from each diagnostic's code. */
  rulePagesDir?: string;
  /** Enables requests that only protocol tests use (killing the Parquet worker). */
  testHooks?: boolean;
  /** How long the validation thread may sit without a job before it is ended (validationThread.ts). */
  releaseAfterIdleMs?: number;
}

/**
 * The longest an editor request waits for its case's validation after the idle thread was released
 * (CaseValidators.awaitValidation); then it is answered from its text alone. The large bench case
 * validates again in ~1.25 s (bench/lsp.ts (h)).
 */
const WAKE_WAIT_MS = 3000;

export function startServer(connection: Connection, paths: ServerPaths): void {
  const log = (message: string) => connection.console.log(`[hydrocase] ${message}`);
  collectMainHeapWhenIdle(log);
  const guard = new ParamGuard(log);
  const settings = new SettingsState(connection, log);
  const currentSettings = () => settings.current;
  const inlayHints = new InlayHintRefresh(connection);
  const documents = new OpenDocuments(guard, log);
  const engine = startValidationThread(connection, paths, log, {
    // What the ended thread kept is gone: until the cases are validated again, the main thread
    // answers the services from the texts (earlyServices.ts), as at the start.
    released: () => validators.forgetValidations(),
    restarted: () => validators.revalidateIdle(),
  });
  const workspace: Workspace = new Workspace({
    connection,
    guard,
    log,
    caseChanged: (root) => validators.revalidate(root, 0),
    caseForgotten: (root) => validators.forget(root),
    fileChanged: (path) => path.endsWith('.parquet') && engine.invalidate(path),
  });
  const { cases } = workspace;
  const early = new EarlyServices(paths.rulePagesDir ? { rulePagesDir: paths.rulePagesDir } : {}, (root) => validators.hasValidation(root), log);
  const validators = new CaseValidators({
    connection,
    cases,
    documents,
    engine,
    settings: currentSettings,
    inlayHints,
    log,
    rulePagesDir: paths.rulePagesDir,
    validated: () => early.release(),
  });

  connection.onInitialize(
    guard.request('initialize', INITIALIZE_PARAMS, (params: InitializeParams): InitializeResult => {
      settings.initialize(params.capabilities);
      inlayHints.initialize(params.capabilities);
      workspace.initialize(params);
      engine.start();
      return {
        capabilities: {
          textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
          workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
          ...featureCapabilities,
        },
        serverInfo: { name: 'hydrocase', version: VERSION },
      };
    }),
  );

  connection.onInitialized(async () => {
    settings.register();
    workspace.watch();
    await settings.refresh();
    engine.followReleaseSetting(settings.current.releaseAfterIdleSeconds * 1000);
    await workspace.scan();
    log(`HydroCase ${VERSION}: ${cases.all().length} case(s) in ${workspace.folderCount} workspace folder(s)`);
    for (const root of cases.all()) validators.revalidate(root, 0);
  });

  connection.onDidChangeConfiguration(async () => {
    const hintsBefore = settings.current.inlayHints;
    await settings.refresh();
    engine.followReleaseSetting(settings.current.releaseAfterIdleSeconds * 1000);
    // Hints already on screen go (or come back) only when the editor is asked to refresh them.
    if (settings.current.inlayHints !== hintsBefore) inlayHints.request();
    for (const root of cases.all()) {
      if (settings.current.enable) validators.revalidate(root, 0);
      else validators.clear(root, 'validation is turned off (hydrocase.enable)');
    }
  });

  followDocuments(documents, workspace, validators, currentSettings, (uri, text) => engine.syncText(uri, text));

  connection.onShutdown(() => {
    workspace.dispose();
    engine.dispose();
  });

  // Editor features and custom requests: each registers its own handlers here.
  const initialScan = workspace.ready;
  const awaitValidation = (root: string, signal: AbortSignal) => validators.awaitValidation(root, WAKE_WAIT_MS, signal);
  registerFeatures(caseFeatureHost({ connection, guard, settings: currentSettings, documents, workspace, engine, early, awaitValidation, log }));
  registerCaseRequests({ connection, guard, engine, workspace, validators });
  // The views' requests name a case by a file or folder of it, known once the first scan is done.
  const caseRootOf = async (uri: string) => {
    await initialScan;
    return workspace.caseRootFor(uri);
  };
  registerTableViewRequest({
    connection,
    guard,
    engine,
    caseOf: async (path) => {
      await initialScan;
      return cases.caseOf(path);
    },
  });
  registerCaseOverviewRequests({ connection, guard, engine, caseRootFor: caseRootOf, validateNow: (root) => validators.validatorFor(root).validateNow(), uriOf });
  registerPlantCurvesRequest({ connection, guard, engine, caseRootOf });
  registerScenarioPlotsRequest({ connection, guard, engine, caseRootOf });
  // Test hook (protocol tests only; off unless the server is started with --test-hooks).
  if (paths.testHooks) connection.onRequest('hydrocase/test/killParquetWorker', () => engine.job('killParquetWorker', {}));

  documents.listen(connection);
  connection.listen();
}

/** The validation thread; its first crash is shown to the user, every one is logged. */
function startValidationThread(
  connection: Connection,
  paths: ServerPaths,
  log: (message: string) => void,
  lifecycle: Pick<ValidationThreadEvents, 'released' | 'restarted'>,
): ValidationThread {
  let crashReported = false;
  return new ValidationThread(
    paths.validationWorkerPath,
    { role: 'hydrocase-validation', parquetWorkerPath: paths.workerPath, ...(paths.rulePagesDir ? { rulePagesDir: paths.rulePagesDir } : {}) },
    {
      log,
      crashed: (reason) => {
        log(reason);
        if (!crashReported) void connection.window.showWarningMessage(`HydroCase: ${reason}`);
        crashReported = true;
      },
      ...lifecycle,
    },
    paths.releaseAfterIdleMs !== undefined ? { releaseAfterIdleMs: paths.releaseAfterIdleMs } : {},
  );
}

// The params the initialize handler reads (the other handlers check theirs where they are registered).
const INITIALIZE_PARAMS = object({ capabilities: object({}), workspaceFolders: optional(arrayOf(WORKSPACE_FOLDER)), rootUri: optional(string), rootPath: optional(string) });
