// The settings the server works with: the defaults until the client is asked, then the client's
// `hydrocase` section, pulled again at each configuration change (when the client can answer).
import { DidChangeConfigurationNotification, type ClientCapabilities, type Connection } from 'vscode-languageserver';
import { DEFAULT_SETTINGS, readSettings, type Settings } from './settings';

export class SettingsState {
  private settings: Settings = DEFAULT_SETTINGS;
  private canPull = false;

  constructor(
    private readonly connection: Connection,
    private readonly log: (message: string) => void,
  ) {}

  get current(): Settings {
    return this.settings;
  }

  initialize(capabilities: ClientCapabilities): void {
    this.canPull = Boolean(capabilities.workspace?.configuration);
  }

  /** Asks the client to tell us of changes to the `hydrocase` section. */
  register(): void {
    if (this.canPull) void this.connection.client.register(DidChangeConfigurationNotification.type, { section: 'hydrocase' });
  }

  /** Pulls the client's settings (a client that cannot answer keeps the defaults). */
  async refresh(): Promise<void> {
    if (!this.canPull) return;
    const raw = (await this.connection.workspace.getConfiguration('hydrocase').catch(() => undefined)) as Record<string, unknown> | undefined;
    this.settings = readSettings(raw, this.log);
  }
}
