// The HydroCase VS Code extension: gives case files the cobre-json language, starts the language
// server (dist/server.js, over IPC) once the workspace has a case, shows the case's state in a
// status bar item, and adds the commands.
// Activation itself stays cheap: `onLanguage:json` fires for every JSON file.
import * as vscode from 'vscode';
import { assignCaseLanguage } from './caseLanguage';
import { CaseFolders } from './caseFolders';
import { whenCaseAppears } from './caseTrigger';
import { registerCommands } from './commands';
import { registerCoverageRows } from './coverageRows';
import { registerRulePages } from './rulePages';
import { ServerSession } from './session';
import { CaseStatusItem } from './statusItem';
import { registerTableView } from './tableView';
import { registerCaseOverview, type CaseOverviews } from './caseOverview';
import { registerPlantCurves } from './plantCurves';
import { registerScenarioPlots } from './scenarioPlots';

/** What `activate` returns: lets extension-host tests check that no server started needlessly. */
export interface HydroCaseApi {
  serverStarted(): boolean;
}

let session: ServerSession | undefined;

export function activate(context: vscode.ExtensionContext): HydroCaseApi {
  const output = vscode.window.createOutputChannel('HydroCase', { log: true });
  const statusItem = new CaseStatusItem();
  const caseFolders = new CaseFolders();
  const rulePages = registerRulePages(context.asAbsolutePath('dist/rules'));
  // eslint-disable-next-line prefer-const -- the session's callbacks, made first, reach the overviews registered after it
  let overviews: CaseOverviews | undefined;
  const serverSession = new ServerSession(
    context.asAbsolutePath('dist/server.js'),
    output,
    {
      update(message) {
        statusItem.update(message);
        caseFolders.update(message);
        overviews?.validated(message);
      },
      reset() {
        statusItem.reset();
        caseFolders.reset();
      },
    },
    rulePages.middleware,
  );
  session = serverSession;
  overviews = registerCaseOverview(context, serverSession);
  const enabled = () => vscode.workspace.getConfiguration('hydrocase').get<boolean>('enable', true);

  let caseSeen = false;
  const startIfWanted = () => {
    if (caseSeen && enabled()) serverSession.start().catch(() => undefined); // logged by the session
  };
  statusItem.setEnabled(enabled());
  context.subscriptions.push(
    output,
    rulePages.disposable,
    statusItem,
    serverSession,
    registerCommands(serverSession, output, enabled),
    registerCoverageRows(serverSession),
    registerTableView(context, serverSession),
    overviews,
    registerPlantCurves(context, serverSession),
    registerScenarioPlots(context, serverSession),
    assignCaseLanguage(enabled),
    whenCaseAppears(() => {
      caseSeen = true;
      startIfWanted();
    }),
    // Turning validation off is the server's job (it clears its problems); turning it on may need a server.
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (!event.affectsConfiguration('hydrocase.enable')) return;
      statusItem.setEnabled(enabled());
      startIfWanted();
    }),
  );
  return { serverStarted: () => serverSession.started };
}

export function deactivate(): Promise<void> | undefined {
  const stopping = session?.stop();
  session = undefined;
  return stopping;
}
