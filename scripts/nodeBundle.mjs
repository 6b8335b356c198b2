// esbuild's options for a bundle that runs in Node (the CLI, the server and its threads, the
// extension, the rule pages' script, the benchmark's helpers): one CommonJS file for Node 20.
export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // jsonc-parser's UMD build (its "main") hides requires from the bundler; its ESM build does not.
  mainFields: ['module', 'main'],
  logLevel: 'warning',
};
