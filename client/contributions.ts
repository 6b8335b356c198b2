// Ids that package.json's contributions name (test/client/manifest.test.ts keeps them in step).
export const COMMANDS = {
  validateCase: 'hydrocase.validateCase',
  restartServer: 'hydrocase.restartServer',
  showOutput: 'hydrocase.showOutput',
} as const;

/** The table view's custom editors: the default for the four case tables, and "Open With" for any .parquet. */
export const TABLE_VIEW_TYPES = { caseTable: 'hydrocase.parquetTable', anyParquet: 'hydrocase.parquetTableAny' } as const;
export const SHOW_ROW_COMMAND = 'hydrocase.showRowInTable';

/** The language client's id: vscode-languageclient reads the `<id>.trace.server` setting. */
export const CLIENT_ID = 'hydrocase';
