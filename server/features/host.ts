// What a feature handler needs from the server: a way to run an editor service on an open case
// file (on the validation thread, against the case's last validation), the open document of a case
// file (for the services that need its text alone), URIs of the case's other files, and the settings.
import type { CancellationToken, Connection } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { ParamGuard } from '../main/paramGuard';
import type { ServiceArgs, ServiceName, ServiceResult } from '../services/services';

export interface FeatureHost {
  connection: Connection;
  /** Checks each handler's params (malformed requests get InvalidParams). */
  guard: ParamGuard;
  /**
   * Runs a service on an open case file; undefined when the URI is not an open case file, or when
   * the client cancels the request (`token`) before the validation thread reaches it.
   */
  service<N extends ServiceName>(uri: string, token: CancellationToken | undefined, name: N, ...args: ServiceArgs<N>): Promise<ServiceResult<N> | undefined>;
  /** The editor's document of an open case JSON file; undefined for any other URI. */
  caseDocument(uri: string): Promise<TextDocument | undefined>;
  /** The URI of a file of the same case as `uri` (for edits and locations in other files). */
  uriInCase(uri: string, file: string): string | undefined;
  settings(): { inlayHints: boolean };
}
