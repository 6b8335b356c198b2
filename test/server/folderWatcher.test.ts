// The server's own watching (clients without file watching): every path event reaches the
// follower, folders included, also after the folder sequences node 20's recursive emulation on
// Linux loses track of (a folder renamed then moved away; a folder deleted and made again at once).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { watchFolder } from '../../server/main/folderWatcher';
import { writeCase } from '../support/cases';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Longer than inotify takes to deliver, many times over. */
const DELIVERY_MS = 300;

async function watching(body: (folder: string, seen: () => string[]) => Promise<void>): Promise<void> {
  const folder = writeCase({ 'src/sub/file.json': '{}', 'b/sub/file.json': '{}', 'elsewhere/.keep': '' });
  let paths: string[] = [];
  const watcher = watchFolder(
    folder,
    (path) => paths.push(path.slice(folder.length + 1)),
    () => {},
  );
  try {
    await body(folder, () => {
      const taken = [...new Set(paths)].sort();
      paths = [];
      return taken;
    });
  } finally {
    watcher.close();
  }
}

test('a folder renamed, then moved out of the workspace, is reported each time; edits after a rename too', async () => {
  await watching(async (folder, seen) => {
    renameSync(join(folder, 'b'), join(folder, 'b-renamed'));
    await sleep(DELIVERY_MS);
    assert.deepEqual(
      seen().filter((p) => !p.includes('/')),
      ['b', 'b-renamed'],
    );
    writeFileSync(join(folder, 'b-renamed/sub/file.json'), '{"x":1}');
    await sleep(DELIVERY_MS);
    assert.ok(seen().includes('b-renamed/sub/file.json'), 'an edit inside the renamed folder');
    renameSync(join(folder, 'b-renamed'), join(folder, 'elsewhere', 'b'));
    await sleep(DELIVERY_MS);
    assert.ok(seen().includes('b-renamed'), 'the folder moved away');
  });
});

test('a folder deleted and copied in again at once (rm -rf, cp -r) is reported, and edits inside the new one too', async () => {
  await watching(async (folder, seen) => {
    rmSync(join(folder, 'b'), { recursive: true });
    cpSync(join(folder, 'src'), join(folder, 'b'), { recursive: true });
    await sleep(DELIVERY_MS);
    assert.ok(seen().includes('b'));
    writeFileSync(join(folder, 'b/sub/file.json'), '{"x":2}');
    await sleep(DELIVERY_MS);
    assert.deepEqual(seen(), ['b/sub/file.json']);
    mkdirSync(join(folder, 'b/sub/deeper'));
    writeFileSync(join(folder, 'b/sub/deeper/new.json'), '{}');
    await sleep(DELIVERY_MS);
    assert.ok(seen().includes('b/sub/deeper'), 'a folder made inside it');
  });
});
