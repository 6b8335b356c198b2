// The editor commands code actions may carry (constants only: the VS Code client bundles this).

/** Confirms and applies a coverage fix (REF-102); arguments: a file of the case (the server adds it) and the fix. */
export const COVERAGE_ROWS_COMMAND = 'hydrocase.addCoverageRows';

/** Confirms and applies a dangling-id fix on a case table (XF-002); arguments: a file of the case and the fix. */
export const TABLE_ID_COMMAND = 'hydrocase.replaceTableId';
