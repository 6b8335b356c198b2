// Ids that package.json's contributions name (test/client/manifest.test.ts keeps them in step).
export const COMMANDS = {
  validateCase: 'hydrocase.validateCase',
  restartServer: 'hydrocase.restartServer',
  showOutput: 'hydrocase.showOutput',
  /** The status bar item's menu: registered, not in the Command Palette (its entries are). */
  showMenu: 'hydrocase.showMenu',
} as const;

/** Context key: the case folders' paths, for the Explorer's "Validate Case" on a case folder. */
export const CASE_FOLDERS_CONTEXT = 'hydrocase.caseFolders';

/** The language client's id: vscode-languageclient reads the `<id>.trace.server` setting. */
export const CLIENT_ID = 'hydrocase';
