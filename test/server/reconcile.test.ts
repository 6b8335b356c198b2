// Reconciling the known cases with the disk, without a server: CaseIndex.reconcile on real folders,
// and how DiskFollower turns path events (one per folder, one per file, bursts) into cases added,
// dropped and validated again.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CaseIndex } from '../../server/main/caseIndex';
import { DiskFollower, QUIET_MS } from '../../server/main/diskFollower';
import { writeCase } from '../support/cases';

const MARKER = 'stages.json';

/** A workspace with cases `a`, `nested/b` and `nested/b/inner` (stages.json only: discovery needs no more). */
function workspace(): string {
  return writeCase({ [`a/${MARKER}`]: '{}', [`nested/b/${MARKER}`]: '{}', [`nested/b/inner/${MARKER}`]: '{}', 'node_modules/c/stages.json': '{}', 'notes.md': 'x' });
}

describe('CaseIndex.reconcile', () => {
  test('adds the cases found under a path, drops the known ones gone, and keeps the rest', async () => {
    const folder = workspace();
    const index = new CaseIndex();
    await index.scan(folder);
    assert.deepEqual(index.all(), [join(folder, 'a'), join(folder, 'nested/b'), join(folder, 'nested/b/inner')]);

    rmSync(join(folder, 'nested/b', MARKER));
    mkdirSync(join(folder, 'nested/d'));
    writeFileSync(join(folder, 'nested/d', MARKER), '{}');
    const changes = await index.reconcile(join(folder, 'nested'), folder);
    assert.deepEqual(changes, { added: [join(folder, 'nested/d')], removed: [join(folder, 'nested/b')], kept: [join(folder, 'nested/b/inner')] });

    // A path that no longer exists, or names a file, holds no case.
    renameSync(join(folder, 'a'), join(folder, 'a2'));
    assert.deepEqual(await index.reconcile(join(folder, 'a'), folder), { added: [], removed: [join(folder, 'a')], kept: [] });
    assert.deepEqual(await index.reconcile(join(folder, 'notes.md'), folder), { added: [], removed: [], kept: [] });
    assert.deepEqual(index.all(), [join(folder, 'nested/b/inner'), join(folder, 'nested/d')]);
  });

  test('never finds a case where the workspace scan does not look (dependencies, hidden folders)', async () => {
    const folder = workspace();
    const index = new CaseIndex();
    assert.deepEqual((await index.reconcile(folder, folder)).added.sort(), [join(folder, 'a'), join(folder, 'nested/b'), join(folder, 'nested/b/inner')]);
    assert.equal(CaseIndex.isSkipped(join(folder, 'node_modules/c/stages.json'), folder), true);
    assert.equal(CaseIndex.isSkipped(join(folder, '.git/index'), folder), true);
    assert.equal(CaseIndex.isSkipped(join(folder, 'nested/b/stages.json'), folder), false);
  });
});

test('CaseIndex.caseOf: the deepest case for which the path is a case file, and no other', () => {
  const index = new CaseIndex();
  for (const root of ['/ws/a', '/ws/a/system', '/ws/a/inner']) index.add(root);
  assert.deepEqual(index.caseOf('/ws/a/system/hydros.json'), { root: '/ws/a', file: 'system/hydros.json' }, 'system/ is a case too, but hydros.json is no case file of it');
  assert.deepEqual(index.caseOf('/ws/a/inner/penalties.json'), { root: '/ws/a/inner', file: 'penalties.json' });
  assert.deepEqual(index.caseOf('/ws/a/inner/scenarios/inflow_history.parquet'), { root: '/ws/a/inner', file: 'scenarios/inflow_history.parquet' });
  assert.equal(index.caseOf('/ws/a/notes.json'), undefined);
  assert.equal(index.caseOf('/ws/a/deeper/still/system/hydros.json'), undefined);
  assert.equal(index.caseOf('/'), undefined);
});

/** A follower over a real folder whose host records what it is told; its batches wait for `ready`. */
async function follower(folder: string, ready = Promise.resolve()) {
  const cases = new CaseIndex();
  await cases.scan(folder);
  const told = { removed: [] as string[], changed: [] as string[], files: [] as string[] };
  const follow = new DiskFollower({
    cases,
    workspaceFolders: () => [folder],
    ready,
    caseRemoved: (root) => told.removed.push(root),
    caseChanged: (root) => told.changed.push(root),
    fileChanged: (path) => told.files.push(path),
    log: () => {},
  });
  // Waits for the batch to be reconciled, however long the disk and the machine take (a fixed
  // sleep of a few quiet times failed about one run in three on a loaded machine).
  const settle = async () => {
    await follow.whenIdle();
    const result = { removed: told.removed.sort(), changed: told.changed.sort(), files: told.files };
    told.removed = [];
    told.changed = [];
    told.files = [];
    return result;
  };
  return { cases, follow, settle };
}

describe('DiskFollower', () => {
  test('one event on a deleted folder drops every case under it; one on a copied folder adds every case in it', async () => {
    const folder = workspace();
    const { cases, follow, settle } = await follower(folder);
    rmSync(join(folder, 'nested'), { recursive: true });
    follow.pathChanged(join(folder, 'nested'));
    assert.deepEqual((await settle()).removed, [join(folder, 'nested/b'), join(folder, 'nested/b/inner')]);
    assert.deepEqual(cases.all(), [join(folder, 'a')]);

    mkdirSync(join(folder, 'copy/x'), { recursive: true });
    writeFileSync(join(folder, 'copy', MARKER), '{}');
    writeFileSync(join(folder, 'copy/x', MARKER), '{}');
    follow.pathChanged(join(folder, 'copy'));
    assert.deepEqual((await settle()).changed, [join(folder, 'copy'), join(folder, 'copy/x')]);
    follow.dispose();
  });

  test('a burst of events is one batch: each affected case is validated once, unrelated paths change nothing', async () => {
    const folder = workspace();
    const { follow, settle } = await follower(folder);
    const a = join(folder, 'a');
    for (let i = 0; i < 3000; i++) follow.pathChanged(join(folder, 'docs', `part-${i % 7}`, `page-${i}.md`));
    for (let i = 0; i < 10; i++) follow.pathChanged(join(a, 'penalties.json'));
    follow.pathChanged(join(folder, 'node_modules/c', MARKER));
    const told = await settle();
    assert.deepEqual(told.changed, [a]);
    assert.deepEqual(told.removed, []);
  });

  test('a folder of case files (system/) deleted inside a case validates that case and drops its cached tables', async () => {
    const folder = workspace();
    const { follow, settle } = await follower(folder);
    const b = join(folder, 'nested/b');
    follow.pathChanged(join(b, 'system'));
    follow.pathChanged(join(b, 'unrelated-folder'));
    const told = await settle();
    assert.deepEqual(told.changed, [b]);
    assert.ok(told.files.includes(join(b, 'system/hydro_geometry.parquet')), 'the cached geometry table is dropped');
  });

  test('stages.json deleted unmakes its case; written back makes it again', async () => {
    const folder = workspace();
    const { cases, follow, settle } = await follower(folder);
    const a = join(folder, 'a');
    rmSync(join(a, MARKER));
    follow.pathChanged(join(a, MARKER));
    assert.deepEqual((await settle()).removed, [a]);
    assert.equal(cases.has(a), false);
    writeFileSync(join(a, MARKER), '{}');
    follow.pathChanged(join(a, MARKER));
    assert.deepEqual((await settle()).changed, [a]);
    follow.dispose();
  });

  test('whenIdle settles once the batch is reconciled however long it takes, at once when nothing is pending, and on dispose', async () => {
    const folder = workspace();
    const a = join(folder, 'a');
    let scanned!: () => void;
    const { follow, settle } = await follower(folder, new Promise<void>((resolve) => (scanned = resolve)));
    await follow.whenIdle();
    follow.pathChanged(join(a, 'penalties.json'));
    const told = settle();
    // A batch held up well past the quiet time (a slow initial scan, a loaded machine) is still waited for.
    setTimeout(scanned, 5 * QUIET_MS);
    assert.deepEqual((await told).changed, [a]);

    follow.pathChanged(join(a, 'penalties.json'));
    const idle = follow.whenIdle();
    follow.dispose();
    await idle;
  });
});
