// Ids that package.json's contributions name (test/client/manifest.test.ts keeps them in step).
export const COMMANDS = {
  validateCase: 'hydrocase.validateCase',
  fixAllInCase: 'hydrocase.fixAllInCase',
  restartServer: 'hydrocase.restartServer',
  showOutput: 'hydrocase.showOutput',
  showCaseOverview: 'hydrocase.showCaseOverview',
  /** The status bar item's menu: registered, not in the Command Palette (its entries are). */
  showMenu: 'hydrocase.showMenu',
} as const;

/** The table view's custom editors: the default for the four case tables, and "Open With" for any .parquet. */
export const TABLE_VIEW_TYPES = { caseTable: 'hydrocase.parquetTable', anyParquet: 'hydrocase.parquetTableAny' } as const;
/** The case overview's webview panels (restored after a reload by their serializer). */
export const OVERVIEW_VIEW_TYPE = 'hydrocase.caseOverview';
export const SHOW_ROW_COMMAND = 'hydrocase.showRowInTable';
/** Opens a rule page (argument: its file name, `STG-037.md`) in the Markdown preview; hover links call it. Not in the Command Palette. */
export const OPEN_RULE_PAGE_COMMAND = 'hydrocase.openRulePage';
/** The plant curves: its command (palette, table view, code lens) and its webview panel. */
export { PLANT_CURVES_COMMAND as SHOW_PLANT_CURVES_COMMAND } from '../server/protocol/plantCurvesProtocol';
export const PLANT_CURVES_VIEW_TYPE = 'hydrocase.plantCurves';
/** The scenario plots: its command (palette, table view, case overview) and its webview panel. */
export { SCENARIO_PLOTS_COMMAND as SHOW_SCENARIO_PLOTS_COMMAND } from '../server/protocol/scenarioPlotsProtocol';
export const SCENARIO_PLOTS_VIEW_TYPE = 'hydrocase.scenarioPlots';
/** Context key: the case folders' paths, for the Explorer's "Validate Case" on a case folder. */
export const CASE_FOLDERS_CONTEXT = 'hydrocase.caseFolders';

/** The language client's id: vscode-languageclient reads the `<id>.trace.server` setting. */
export const CLIENT_ID = 'hydrocase';
