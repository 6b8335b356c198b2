// Lint: ESLint with typescript-eslint's recommended rules (formatting is Prettier's, see
// .prettierrc.json). Pure JavaScript tools, so `npm ci` installs them the same way on every
// platform from the registry alone. Each rule turned off says why.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.fuzz/**', '.bench/**', 'artifacts/**', '.vscode-test/**', 'test/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // An unused argument keeps a callback's documented shape; prefix it with _ to say so.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Type-aware: a promise nobody awaits or catches loses its error, and one passed where a
    // callback's result is ignored (an event handler) runs unobserved. Every TypeScript file is read
    // through its tsconfig (the webview scripts through client/webview/tsconfig.json).
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // node:test's test() returns a promise the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests, the fuzzer and the benchmark build deliberately loose (often hostile) JSON to mutate,
    // and so do the rule examples, which bend the baseline case in one place.
    files: ['test/**', 'fuzz/**', 'bench/**', 'shared/rules/examples/**', 'shared/**/examples.ts', 'shared/**/seasonExamples.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // 1e400 and friends are hostile inputs the tests write on purpose.
    files: ['test/**'],
    rules: { 'no-loss-of-precision': 'off' },
  },
  {
    files: ['client/webview/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
