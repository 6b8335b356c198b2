// Ids that package.json's contributions name (test/client/manifest.test.ts keeps them in step).
export const COMMANDS = {
  validateCase: 'hydrocase.validateCase',
  restartServer: 'hydrocase.restartServer',
  showOutput: 'hydrocase.showOutput',
} as const;

/** The language client's id: vscode-languageclient reads the `<id>.trace.server` setting. */
export const CLIENT_ID = 'hydrocase';
