// Neovim 0.7 (Debian) as a second, non-VS Code LSP client of `hydrocase lsp --stdio`, headless.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/cli';
import { editorTools, needsEditors } from './tools';
import { runGrouped } from './processGroups';
import { writeBrokenCase } from './fixtures';
import { GEOMETRY_MESSAGE_PREFIX, GEOMETRY_RULE, STAGES_MESSAGE, STAGES_RULE, badHoursRange } from './fixtureSpec';
import { SERVER_ENVIRONMENT } from '../../server/launchEnvironment';

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

test('Neovim: hydrocase lsp --stdio reports the stages.json problem and the unopened Parquet row', needsEditors(['nvim'], 60_000), async () => {
  const tools = editorTools(['nvim']);
  const caseDir = writeBrokenCase();
  const scratch = mkdtempSync(join(tmpdir(), 'hydrocase-nvim-'));
  try {
    const out = join(scratch, 'report.json');
    const run = await runGrouped(tools.nvim, ['--headless', '--clean', '-c', `luafile ${script}`], {
      timeoutMs: 40_000,
      env: {
        ...process.env,
        XDG_CONFIG_HOME: join(scratch, 'config'),
        XDG_DATA_HOME: join(scratch, 'data'),
        XDG_STATE_HOME: join(scratch, 'state'),
        XDG_CACHE_HOME: join(scratch, 'cache'),
        HYDROCASE_NVIM_OUT: out,
        HYDROCASE_CASE_DIR: caseDir,
        // As the README tells Neovim users to start it: through env(1), with the server's malloc setting.
        HYDROCASE_LSP_CMD: JSON.stringify(['env', ...Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`), process.execPath, join(repoRoot, 'bin', 'hydrocase.js'), 'lsp', '--stdio']),
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
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
