// The version printed by `hydrocase --version` and written into SARIF; kept in step with package.json by a test.
export const VERSION = '0.1.0';
