// What a feature handler needs from the server: the service context of a document (its current
// text and its case's last validation), URIs of case files, and the settings.
import type { Connection } from 'vscode-languageserver';
import type { ServiceContext } from '../../shared/services/context';

export interface FeatureHost {
  connection: Connection;
  /** The context of an open case file, or undefined when the URI is not a case file. */
  contextFor(uri: string): ServiceContext | undefined;
  /** The URI of a file of the same case as `uri` (for edits and locations in other files). */
  uriInCase(uri: string, file: string): string | undefined;
  settings(): { inlayHints: boolean };
  /** The URI of a rule's page (the generated rules folder), for links in hovers; undefined when the pages are not there. */
  rulePageUri(ruleId: string): string | undefined;
}
