// Neovim 0.7 (Debian) as a second, non-VS Code LSP client of `hydrocase lsp --stdio`, headless.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/cli';
import { editorTools, needsEditors } from './tools';
import { runGrouped } from './processGroups';
import { writeBrokenCase } from './fixtures';
import { GEOMETRY_MESSAGE_PREFIX, GEOMETRY_RULE, STAGES_MESSAGE, STAGES_RULE, badHoursRange } from './fixtureSpec';
import { SERVER_ENVIRONMENT } from '../../server/protocol/launchEnvironment';

interface NvimDiagnostic {
  lnum: number;
  col: number;
  end_lnum: number;
  end_col: number;
  severity: number;
  message: string;
  source?: string;
  code?: string;
}

interface NvimReport {
  ok: boolean;
  error?: string;
  attached: boolean;
  nvim: string;
  stages: NvimDiagnostic[] | Record<string, never>;
  geometry: NvimDiagnostic[] | Record<string, never>;
}

const ERROR = 1;
const script = join(repoRoot, 'test', 'e2e', 'nvim', 'lspDiagnostics.lua');

/** Runs headless Neovim on a broken case and asserts the stages.json problem and the unopened Parquet row. */
async function expectProblemsInNeovim(setup: { args: string[]; env: NodeJS.ProcessEnv }, scratch: string): Promise<void> {
  const tools = editorTools(['nvim']);
  const caseDir = writeBrokenCase();
  const out = join(scratch, 'report.json');
  const run = await runGrouped(tools.nvim, ['--headless', ...setup.args, '-c', `luafile ${script}`], {
    timeoutMs: 40_000,
    env: {
      ...process.env,
      ...setup.env,
      XDG_CONFIG_HOME: join(scratch, 'config'),
      XDG_DATA_HOME: join(scratch, 'data'),
      XDG_STATE_HOME: join(scratch, 'state'),
      XDG_CACHE_HOME: join(scratch, 'cache'),
      HYDROCASE_NVIM_OUT: out,
      HYDROCASE_CASE_DIR: caseDir,
      HYDROCASE_WAIT_MS: '20000',
    },
  });
  const context = `nvim exit ${run.code ?? run.signal}${run.timedOut ? ' (timed out)' : ''} after ${run.ms} ms\nstdout: ${run.stdout}\nstderr: ${run.stderr}`;
  assert.ok(existsSync(out), `Neovim wrote no report\n${context}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as NvimReport;
  assert.equal(report.error, undefined, `the Lua script failed: ${report.error}\n${context}`);
  const stages = Object.values(report.stages);
  const geometry = Object.values(report.geometry);
  assert.equal(report.attached, true, context);
  assert.equal(report.ok, true, `no problems arrived: ${JSON.stringify(report)}\n${context}`);
  assert.equal(run.code, 0, context);

  const stagesText = readFileSync(join(caseDir, 'stages.json'), 'utf8');
  const range = badHoursRange(stagesText);
  const hours = stages.find((d) => d.code === STAGES_RULE);
  assert.ok(hours, `no ${STAGES_RULE} in ${JSON.stringify(stages)}`);
  assert.deepEqual(
    { message: hours.message, severity: hours.severity, source: hours.source, lnum: hours.lnum, col: hours.col, end_lnum: hours.end_lnum, end_col: hours.end_col },
    { message: STAGES_MESSAGE, severity: ERROR, source: 'hydrocase', lnum: range.start.line, col: range.start.character, end_lnum: range.end.line, end_col: range.end.character },
  );
  const height = geometry.find((d) => d.code === GEOMETRY_RULE);
  assert.ok(height, `no ${GEOMETRY_RULE} in ${JSON.stringify(geometry)}`);
  assert.ok(height.message.startsWith(GEOMETRY_MESSAGE_PREFIX), height.message);
  assert.equal(height.lnum, 0);
  console.log(`nvim ${report.nvim}: ${stages.length} problem(s) in stages.json, ${geometry.length} in the geometry table, ${run.ms} ms`);
}

/** The Lua between the README's neovim-snippet markers, exactly as a user copies it. */
function readmeSnippet(): string {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const found = /<!-- neovim-snippet -->\s*```lua\n([\s\S]*?)```\s*<!-- \/neovim-snippet -->/.exec(readme);
  assert.ok(found, 'README.md has no neovim-snippet block');
  return found[1]!;
}

test('Neovim: hydrocase lsp --stdio reports the stages.json problem and the unopened Parquet row', needsEditors(['nvim'], 60_000), async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'hydrocase-nvim-'));
  try {
    // As the README tells Neovim users to start it: through env(1), with the server's malloc setting.
    const cmd = [
      'env',
      ...Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`),
      process.execPath,
      join(repoRoot, 'bin', 'hydrocase.js'),
      'lsp',
      '--stdio',
    ];
    await expectProblemsInNeovim({ args: ['--clean'], env: { HYDROCASE_LSP_CMD: JSON.stringify(cmd) } }, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

test("Neovim: the README's snippet attaches an installed `hydrocase` to a case file", needsEditors(['nvim'], 60_000), async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'hydrocase-nvim-readme-'));
  try {
    // `hydrocase` on PATH, as after `npm install -g` of the tarball.
    const bin = join(scratch, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'hydrocase'), `#!/bin/sh\nexec '${process.execPath}' '${join(repoRoot, 'bin', 'hydrocase.js')}' "$@"\n`, { mode: 0o755 });
    const init = join(scratch, 'init.lua');
    writeFileSync(init, readmeSnippet());
    await expectProblemsInNeovim({ args: ['-u', init, '-i', 'NONE'], env: { PATH: `${bin}:${process.env.PATH}` } }, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
