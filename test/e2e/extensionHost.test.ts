// The extension-host suite (exthost/suite.ts) inside code-server's real Node extension host,
// started the way extension projects do it: @vscode/test-electron's runTests, with a shim as
// the "VS Code executable" that runs code-server and Chromium instead (guide §2.6).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { runTests } from '@vscode/test-electron';
import { repoRoot } from '../support/cli';
import { CODE_SERVER_TOOLS, editorTools, needsEditors, requireVsix } from './tools';
import { installExtension, makeRunDir, profileDirs } from './codeServer';
import { settlesWithin } from './processGroups';
import { bundleExtensionHostSuite } from './extensionHostBundle';
import { writeBrokenCaseWithOlderKey } from './fixtures';

/** The shim's own deadline; the test's is longer so the shim can clean up and report first. */
const SHIM_DEADLINE_MS = 150_000;
/** The `it`s in exthost/suite.ts (counted, so a merge adding one cannot leave a stale figure): all must have run, not merely none failed. */
const SUITE_TESTS = readFileSync(join(repoRoot, 'test', 'e2e', 'exthost', 'suite.ts'), 'utf8').match(/^ {2}it\(/gm)?.length ?? 0;

/** An executable that runs codeServerShim.ts under this Node, from the repository (for tsx). */
function writeShimExecutable(dir: string): string {
  const path = join(dir, 'code-server-shim');
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  writeFileSync(path, `#!/bin/sh\ncd ${quote(repoRoot)} && exec ${quote(process.execPath)} --import tsx test/e2e/codeServerShim.ts "$@"\n`, { mode: 0o755 });
  return path;
}

function collector(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

/** mocha's part of the console (the workbench's own log lines come mixed in with it). */
function mochaReport(output: string): string {
  const lines = output.split('\n');
  const first = lines.findIndex((line) => line.startsWith('  HydroCase in the extension host'));
  const last = lines.findIndex((line) => /^ {2}\d+ (passing|failing)/.test(line));
  return first >= 0 && last >= first ? lines.slice(first, last + 1).join('\n') : output;
}

test(
  "extension host: problems of an open JSON file and an unopened Parquet table, the server launch environment, the Validate Case command, hover, completion, a quick fix, case files that are HydroCase's alone, and a case copied in and deleted from a terminal",
  needsEditors(CODE_SERVER_TOOLS, SHIM_DEADLINE_MS + 60_000),
  async () => {
    const tools = editorTools(CODE_SERVER_TOOLS);
    const vsix = requireVsix();
    const run = makeRunDir();
    const output: string[] = [];
    try {
      const dirs = profileDirs(run.dir);
      const started = Date.now();
      const installed = await installExtension(tools, run.dir, vsix, dirs);
      const testsPath = await bundleExtensionHostSuite();
      const workspace = writeBrokenCaseWithOlderKey();
      const running = runTests({
        vscodeExecutablePath: writeShimExecutable(run.dir),
        // The installed copy, so the packaged files are what runs, not the repository's.
        extensionDevelopmentPath: installed,
        extensionTestsPath: testsPath,
        launchArgs: [workspace, `--user-data-dir=${dirs.userDataDir}`, `--extensions-dir=${dirs.extensionsDir}`],
        extensionTestsEnv: { HYDROCASE_E2E_DEADLINE_MS: String(SHIM_DEADLINE_MS) },
        stdout: collector(output),
        stderr: collector(output),
      }).then(
        (code) => code,
        (error: { code?: number; message: string }) => error.code ?? error.message,
      );
      // The shim stops itself at its deadline; this bound only guards against a shim that hangs.
      const finished = await settlesWithin(running, SHIM_DEADLINE_MS + 30_000);
      const code = finished ? await running : 'no exit';
      const report = output.join('');
      assert.equal(code, 0, `extension tests exited with ${code}\n${report}`);
      assert.match(report, new RegExp(`^ {2}${SUITE_TESTS} passing`, 'm'), report);
      // In extension-test runs the workbench also logs each notification to the console: the one
      // "Validate Case" showed must carry the counts (the fixture's older key adds a warning).
      assert.match(report, /^HydroCase: .+: \d+ errors?, \d+ warnings? \(\d+ files?, \d+ ms\)$/m, report);
      console.log(`${mochaReport(report)}\nextension-host run: ${Date.now() - started} ms (install, bundle, code-server, Chromium, suite)`);
    } finally {
      run.remove();
    }
  },
);
