// The editor commands code actions may carry (constants only: the VS Code client bundles this).

/** Confirms and applies a coverage fix (REF-102); arguments: a file of the case (the server adds it) and the fix. */
export const COVERAGE_ROWS_COMMAND = 'hydrocase.addCoverageRows';
