// Asks the editor to re-request inlay hints, when it supports that: hints show resolved facts
// (derived seasons), which a finished validation or the hints setting may change.
import type { ClientCapabilities, Connection } from 'vscode-languageserver';

export class InlayHintRefresh {
  private supported = false;

  constructor(private readonly connection: Connection) {}

  initialize(capabilities: ClientCapabilities): void {
    this.supported = Boolean(capabilities.workspace?.inlayHint?.refreshSupport);
  }

  request(): void {
    if (this.supported) void this.connection.languages.inlayHint.refresh().catch(() => undefined);
  }
}
