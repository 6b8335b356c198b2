// The FeatureHost the server gives its editor features: services run on the validation thread for
// an open case JSON file, once the workspace is scanned (on this thread while the case has no
// validation yet: ./earlyServices); a withdrawn request is not run.
import { join } from 'node:path';
import type { Connection } from 'vscode-languageserver';
import type { FeatureHost } from './host';
import type { ParamGuard } from '../main/paramGuard';
import type { OpenDocuments } from '../main/documentSync';
import type { Settings } from '../main/settings';
import type { ValidationThread } from '../main/validationThread';
import type { ServiceRequest } from '../services/serviceRunner';
import type { Workspace } from '../main/workspace';
import type { EarlyServices } from './earlyServices';
import { pathOf, uriOf } from '../main/uris';

export interface CaseFeatureSources {
  connection: Connection;
  guard: ParamGuard;
  settings(): Settings;
  documents: OpenDocuments;
  workspace: Workspace;
  engine: Pick<ValidationThread, 'service'>;
  early: Pick<EarlyServices, 'answer'>;
  /** Waits (bounded) for the case's validation when a released thread took it (CaseValidators.awaitValidation). */
  awaitValidation(root: string, signal: AbortSignal): Promise<void>;
  log(message: string): void;
}

export function caseFeatureHost({ connection, guard, settings, documents, workspace, engine, early, awaitValidation, log }: CaseFeatureSources): FeatureHost {
  const { cases } = workspace;
  return {
    connection,
    guard,
    settings,
    async service(uri, token, name, ...args) {
      const document = documents.get(uri);
      const owner = document && cases.caseOf(pathOf(uri));
      if (!document || !owner?.file.endsWith('.json')) return undefined;
      await workspace.ready;
      const withdrawn = new AbortController();
      token?.onCancellationRequested(() => withdrawn.abort());
      if (token?.isCancellationRequested) return undefined;
      // The text the request's positions refer to, taken before any wait for the case's validation.
      const request: ServiceRequest<typeof name> = { caseRoot: owner.root, file: owner.file, uri, version: document.version, text: document.getText(), name, args };
      await awaitValidation(owner.root, withdrawn.signal);
      if (withdrawn.signal.aborted) return undefined;
      const answered = early.answer(request);
      if (answered) return answered.result;
      return engine.service(request, withdrawn.signal).catch((error: Error) => {
        if (!withdrawn.signal.aborted) log(`${name} failed: ${error.message}`);
        return undefined;
      });
    },
    async caseDocument(uri) {
      await workspace.ready;
      const document = documents.get(uri);
      return document && cases.caseOf(pathOf(uri))?.file.endsWith('.json') ? document : undefined;
    },
    uriInCase(uri, file) {
      const owner = cases.caseOf(pathOf(uri));
      return owner ? uriOf(join(owner.root, file)) : undefined;
    },
  };
}
