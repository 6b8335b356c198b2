// Protocol tests, the problems follow the disk: real file operations on a workspace of several
// cases (a case copied in, deleted, renamed, moved out and back, written file by file, its
// stages.json deleted, every file replaced at once as a checkout does), each followed by the check
// that, within TRUTH_DEADLINE_MS of the disk settling, the problems shown are exactly those of a
// fresh validation of every case in the workspace (the engine, run here, is the oracle) and stay so.
// Each runs with a client that watches files and reports a folder operation as ONE event on the
// folder (as VS Code does), and with a client that watches nothing (the server's own fs.watch).
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { validateCase } from '../../shared/engine/validate';
import { writeCase, type CaseFiles } from '../support/cases';
import { uriOf, type LspClient } from '../support/lsp';
import { geometryWithNegativeArea, replaced, smallCaseFiles, text, WATCH_MODES, withServer, CASE_FILES } from './fixture';

const CREATED = 1;
const CHANGED = 2;
const DELETED = 3;
type Event = { path: string; type: 1 | 2 | 3 };

/** The promise: problems equal a fresh validation within 2 s of the disk settling. */
const TRUTH_DEADLINE_MS = 2000;
/** How long the truth must then hold (no late publish of a stale run). */
const HOLD_MS = 400;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Time from the disk settling to the truth shown, per check (printed at the end). */
const timings: number[] = [];
after(() => {
  if (timings.length === 0) return;
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(`disk following: ${sorted.length} checks, time to the truth median ${Math.round(sorted[sorted.length >> 1]!)} ms, max ${Math.round(sorted.at(-1)!)} ms`);
});

/** The small case with a negative discount rate (STG-012) and a negative area on `row` (GEO-004). */
function brokenCase(row: number): CaseFiles {
  return {
    ...smallCaseFiles(),
    [CASE_FILES.stages]: replaced(text('stages'), '"annual_discount_rate": 0.12', '"annual_discount_rate": -0.12'),
    [CASE_FILES.geometry]: geometryWithNegativeArea(row),
  };
}

function under(prefix: string, files: CaseFiles): CaseFiles {
  return Object.fromEntries(Object.entries(files).map(([file, content]) => [`${prefix}/${file}`, content]));
}

/** A workspace with case `cases/a` (GEO-004 on row 3) and `cases/b` (STG-012 and GEO-004 on row 5), and a notes file. */
function workspace(): string {
  return writeCase({
    ...under('cases/a', { ...smallCaseFiles(), [CASE_FILES.geometry]: geometryWithNegativeArea(3) }),
    ...under('cases/b', brokenCase(5)),
    'README.md': 'notes',
  });
}

const madeElsewhere: string[] = [];
after(() => {
  for (const dir of madeElsewhere) rmSync(dir, { recursive: true, force: true });
});

/** A folder outside the workspace (somewhere to copy from and move to). */
function elsewhere(files: CaseFiles = {}): string {
  if (Object.keys(files).length > 0) return writeCase(files);
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-elsewhere-'));
  madeElsewhere.push(dir);
  return dir;
}

/** Every case folder (holding a stages.json, or config.json and a system/ folder: D25) at or under `folder`. */
function caseFolders(folder: string): string[] {
  const entries = readdirSync(folder, { withFileTypes: true });
  const holds = (name: string) => entries.some((e) => e.name === name);
  const isCase = holds(CASE_FILES.stages) || (holds(CASE_FILES.config) && entries.some((e) => e.isDirectory() && e.name === 'system'));
  const here = isCase ? [folder] : [];
  return [...here, ...entries.filter((e) => e.isDirectory()).flatMap((e) => caseFolders(join(folder, e.name)))];
}

/** What a fresh validation of every case of the workspace says: URI -> sorted distinct codes. */
async function truthOf(folder: string): Promise<Map<string, string[]>> {
  const truth = new Map<string, Set<string>>();
  for (const root of caseFolders(folder)) {
    for (const d of (await validateCase(root)).diagnostics) {
      const uri = uriOf(join(root, d.file));
      truth.set(uri, (truth.get(uri) ?? new Set()).add(d.code));
    }
  }
  return new Map([...truth].map(([uri, codes]) => [uri, [...codes].sort()]));
}

/** What the editor shows now: the latest non-empty publish per URI. */
function shownBy(client: LspClient): Map<string, string[]> {
  return new Map([...client.published.values()].filter((p) => p.diagnostics.length > 0).map((p) => [p.uri, [...new Set(p.diagnostics.map((d) => String(d.code)))].sort()]));
}

const describeMap = (map: Map<string, string[]>) => JSON.stringify([...map].sort(([a], [b]) => a.localeCompare(b)));

/**
 * Waits until the problems shown equal a fresh validation of the workspace, which must happen within
 * `deadlineMs` of now (the disk has settled), then checks that they stay so.
 */
async function expectTruth(client: LspClient, folder: string, deadlineMs = TRUTH_DEADLINE_MS): Promise<void> {
  const settled = performance.now();
  const truth = describeMap(await truthOf(folder));
  const remaining = deadlineMs - (performance.now() - settled);
  await client.waitFor(
    () => describeMap(shownBy(client)) === truth,
    Math.max(remaining, 0),
    `the problems of a fresh validation: ${truth}, shown: ${describeMap(shownBy(client))}`,
  );
  const took = performance.now() - settled;
  if (deadlineMs === TRUTH_DEADLINE_MS) timings.push(took);
  await sleep(HOLD_MS);
  assert.equal(describeMap(shownBy(client)), truth, 'the problems shown stay those of the disk');
}

/** The paths of every file and folder at or under `path`, deepest last (as a watcher reporting per file would). */
function pathsUnder(path: string): string[] {
  const entries = readdirSync(path, { withFileTypes: true });
  return [path, ...entries.flatMap((e) => (e.isDirectory() ? pathsUnder(join(path, e.name)) : [join(path, e.name)]))];
}

for (const mode of WATCH_MODES) {
  /** VS Code's report of a disk operation; nothing when the server watches on its own. */
  const report = (client: LspClient, events: Event[]) => {
    if (mode.watchFiles) client.fileEvents(events);
  };

  describe(`the problems follow the disk (${mode.name})`, () => {
    test('a case copied in (cp -r) is validated, and again when replaced in place and edited', async () => {
      const folder = workspace();
      const source = elsewhere(brokenCase(7));
      await withServer([folder], { watchFiles: mode.watchFiles }, async (client) => {
        await expectTruth(client, folder, 15_000);
        const copy = join(folder, 'cases', 'c');
        cpSync(source, copy, { recursive: true });
        report(client, [{ path: copy, type: CREATED }]);
        await expectTruth(client, folder);
        assert.ok(
          client.diagnosticsOf(join(copy, CASE_FILES.geometry))?.some((d) => d.code === 'GEO-004' && d.data.row === 7),
          'the copy is checked as it is',
        );

        // Replaced in place by another copy (a script regenerating the case), then edited: still followed.
        rmSync(copy, { recursive: true });
        cpSync(join(folder, 'cases', 'a'), copy, { recursive: true });
        report(client, [
          { path: copy, type: DELETED },
          { path: copy, type: CREATED },
        ]);
        await expectTruth(client, folder);
        const geometry = join(copy, CASE_FILES.geometry);
        writeFileSync(geometry, geometryWithNegativeArea(11));
        report(client, [{ path: geometry, type: CHANGED }]);
        await expectTruth(client, folder);
        assert.ok(
          client.diagnosticsOf(geometry)?.some((d) => d.code === 'GEO-004' && d.data.row === 11),
          'the edit inside the replaced copy is seen',
        );
      });
    });

    test('a case deleted (rm -rf) has every problem cleared; one deleted while its stages.json is open leaves no phantom', async () => {
      const folder = workspace();
      await withServer([folder], { watchFiles: mode.watchFiles }, async (client) => {
        await expectTruth(client, folder, 15_000);
        const a = join(folder, 'cases', 'a');
        assert.ok(shownBy(client).size > 0 && client.diagnosticsOf(join(a, CASE_FILES.geometry))?.length, 'precondition: case a has problems');
        rmSync(a, { recursive: true });
        report(client, [{ path: a, type: DELETED }]);
        await expectTruth(client, folder);

        // Deleted in VS Code's Explorer: the folder's open editors are closed as well, before or after the folder's event.
        for (const [name, closeFirst] of [
          ['c', false],
          ['b', true],
        ] as const) {
          const gone = join(folder, 'cases', name);
          if (name === 'c') {
            cpSync(join(folder, 'cases', 'b'), gone, { recursive: true });
            report(client, [{ path: gone, type: CREATED }]);
          }
          const stages = join(gone, CASE_FILES.stages);
          client.open(stages, text('stages'));
          await client.waitForDiagnostics(join(gone, CASE_FILES.geometry), (d) => d.length > 0);
          rmSync(gone, { recursive: true });
          if (closeFirst) client.close(stages);
          report(client, [{ path: gone, type: DELETED }]);
          await expectTruth(client, folder);
          if (!closeFirst) {
            client.close(stages);
            await expectTruth(client, folder);
          }
        }
      });
    });

    test('a case renamed, moved out of the workspace and moved back in under another name', async () => {
      const folder = workspace();
      const outside = elsewhere();
      await withServer([folder], { watchFiles: mode.watchFiles }, async (client) => {
        await expectTruth(client, folder, 15_000);
        const b = join(folder, 'cases', 'b');
        const renamed = join(folder, 'cases', 'b-renamed');
        renameSync(b, renamed);
        report(client, [
          { path: b, type: DELETED },
          { path: renamed, type: CREATED },
        ]);
        await expectTruth(client, folder);

        const away = join(outside, 'b');
        renameSync(renamed, away);
        report(client, [{ path: renamed, type: DELETED }]);
        await expectTruth(client, folder);

        const back = join(folder, 'moved-back', 'deeper');
        mkdirSync(dirname(back));
        renameSync(away, back);
        report(client, [{ path: dirname(back), type: CREATED }]);
        await expectTruth(client, folder);
        // Still followed after the move: a fix in the moved case clears its problem.
        writeFileSync(join(back, CASE_FILES.geometry), smallCaseFiles()[CASE_FILES.geometry] as Uint8Array);
        report(client, [{ path: join(back, CASE_FILES.geometry), type: CHANGED }]);
        await expectTruth(client, folder);
      });
    });

    test('a case written file by file, slowly, is validated as it grows', async () => {
      const folder = workspace();
      await withServer([folder], { watchFiles: mode.watchFiles }, async (client) => {
        await expectTruth(client, folder, 15_000);
        const target = join(folder, 'cases', 'new');
        // stages.json first (the folder becomes a case at once), penalties.json last (CASE-001 until then).
        const files = Object.entries(brokenCase(2)).sort(([a], [b]) =>
          a === CASE_FILES.stages ? -1 : b === CASE_FILES.stages ? 1 : a === CASE_FILES.penalties ? 1 : b === CASE_FILES.penalties ? -1 : 0,
        );
        for (const [file, content] of files) {
          const path = join(target, file);
          const newFolders = [dirname(path)].filter((dir) => !existsSync(dir));
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, content as string | Uint8Array);
          report(client, [...newFolders.map((dir) => ({ path: dir, type: CREATED as 1 })), { path, type: CREATED }]);
          await sleep(60);
        }
        await expectTruth(client, folder);
      });
    });

    test('deleting stages.json shows CASE-001 for it (the folder, holding config.json and system/, stays a case); writing it back clears it', async () => {
      const folder = workspace();
      await withServer([folder], { watchFiles: mode.watchFiles }, async (client) => {
        await expectTruth(client, folder, 15_000);
        const b = join(folder, 'cases', 'b');
        const stages = join(b, CASE_FILES.stages);
        rmSync(stages);
        report(client, [{ path: stages, type: DELETED }]);
        await expectTruth(client, folder);
        const shown = client.diagnosticsOf(stages) ?? [];
        assert.deepEqual(
          shown.map((d) => [d.code, d.message]),
          [['CASE-001', 'required file stages.json is missing']],
        );
        assert.ok(client.diagnosticsOf(join(b, CASE_FILES.geometry))?.length, 'the rest of the case is still checked');
        const listed = await client.request<Array<{ caseUri: string }>>('hydrocase/listCases');
        assert.ok(
          listed.some((l) => l.caseUri === uriOf(b)),
          'still listed as a case',
        );

        writeFileSync(stages, text('stages'));
        report(client, [{ path: stages, type: CREATED }]);
        await expectTruth(client, folder);
        assert.equal(client.diagnosticsOf(stages)?.some((d) => d.code === 'CASE-001') ?? false, false, 'CASE-001 cleared');
      });
    });

    test('a folder with neither stages.json nor config.json and system/ is no case: deleting its config.json clears every problem', async () => {
      const folder = workspace();
      await withServer([folder], { watchFiles: mode.watchFiles }, async (client) => {
        await expectTruth(client, folder, 15_000);
        const b = join(folder, 'cases', 'b');
        const stages = join(b, CASE_FILES.stages);
        const config = join(b, CASE_FILES.config);
        rmSync(stages);
        rmSync(config);
        report(client, [
          { path: stages, type: DELETED },
          { path: config, type: DELETED },
        ]);
        await expectTruth(client, folder);
        assert.equal(client.diagnosticsOf(stages)?.length ?? 0, 0, 'no "stages.json is missing" on a folder that is no case');
        assert.equal(client.diagnosticsOf(join(b, CASE_FILES.geometry))?.length ?? 0, 0);
        const listed = await client.request<Array<{ caseUri: string }>>('hydrocase/listCases');
        assert.ok(!listed.some((l) => l.caseUri === uriOf(b)), 'no longer listed as a case');
      });
    });

    test('a checkout replaces every file at once: cases changed, deleted and added, thousands of other files', async () => {
      const folder = workspace();
      await withServer([folder], { watchFiles: mode.watchFiles }, async (client) => {
        await expectTruth(client, folder, 15_000);
        const a = join(folder, 'cases', 'a');
        const b = join(folder, 'cases', 'b');
        const d = join(folder, 'cases', 'd');
        const events: Event[] = [];
        // a: every file rewritten with another broken case's content; b: gone file by file; d: new; 2,000 other files.
        for (const [file, content] of Object.entries(brokenCase(9))) {
          writeFileSync(join(a, file), content as string | Uint8Array);
          events.push({ path: join(a, file), type: CHANGED });
        }
        for (const path of pathsUnder(b).reverse()) events.push({ path, type: DELETED });
        rmSync(b, { recursive: true });
        const added = {
          ...under('cases/d', { ...smallCaseFiles(), [CASE_FILES.penalties]: '{ "bus": ' }),
          ...Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`docs/page-${i}.md`, `page ${i}`])),
        };
        for (const [file, content] of Object.entries(added)) {
          const path = join(folder, file);
          if (!existsSync(dirname(path))) {
            mkdirSync(dirname(path), { recursive: true });
            events.push({ path: dirname(path), type: CREATED });
          }
          writeFileSync(path, content as string | Uint8Array);
          events.push({ path, type: CREATED });
        }
        report(client, events);
        await expectTruth(client, folder);
        assert.ok(
          client.diagnosticsOf(join(d, CASE_FILES.penalties))?.some((x) => x.code === 'JSON-001'),
          'the new case is checked',
        );
      });
    });
  });
}

test('the server asks a watching client for every creation and deletion (folders included) and for case file changes', async () => {
  const folder = workspace();
  await withServer([folder], { watchFiles: true }, async (client) => {
    const registration = await client.waitFor(() => client.registrations.find((r) => r.method === 'workspace/didChangeWatchedFiles'), 15_000, 'the watcher registration');
    const watchers = registration.registerOptions.watchers as Array<{ globPattern: string; kind?: number }>;
    assert.deepEqual(watchers, [{ globPattern: '**/*.{json,parquet}' }, { globPattern: '**/*', kind: 1 | 4 }]);
  });
});
