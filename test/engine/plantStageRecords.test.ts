import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PlantStageIndex, PlantStageKeyCollector, forEachRecord, recordAtRow } from '../../shared/model/plantStageRecords';

/** Keys in file order: [hydroId, stageId | null]; each record's first row is its position times 10. */
function keysOf(pairs: Array<[number, number | null]>) {
  const collector = new PlantStageKeyCollector();
  pairs.forEach(([hydroId, stageId], k) => collector.add(hydroId, stageId, k * 10));
  return collector.finish();
}

test('plant-stage records: the collector keeps keys in order and finds them again', () => {
  const collector = new PlantStageKeyCollector();
  assert.equal(collector.add(3, null, 0), 0);
  assert.equal(collector.add(3, 7, 4), 1);
  assert.equal(collector.add(1, 7, 9), 2);
  assert.equal(collector.find(3, 7), 1);
  assert.equal(collector.find(3, null), 0);
  assert.equal(collector.find(1, null), -1);
  assert.equal(collector.firstRowOf(2), 9);
  const keys = collector.finish();
  assert.equal(keys.count, 3);
  assert.deepEqual([...keys.hydroId], [3, 3, 1]);
  assert.deepEqual([...keys.stageId], [0, 7, 7]);
  assert.deepEqual([...keys.stageIsNull], [1, 0, 0]);
  assert.deepEqual([...keys.firstRow], [0, 4, 9]);
  assert.equal(recordAtRow(keys, 9), 2);
  assert.equal(recordAtRow(keys, 5), -1);
  assert.equal(recordAtRow(undefined, 0), -1);
});

test('plant-stage records: the collector grows past its first capacity', () => {
  const collector = new PlantStageKeyCollector();
  for (let k = 0; k < 1000; k++) collector.add(k % 7, k, k);
  const keys = collector.finish();
  assert.equal(keys.count, 1000);
  assert.equal(keys.hydroId.length, 1000);
  assert.deepEqual([keys.hydroId[999], keys.stageId[999], keys.firstRow[999]], [999 % 7, 999, 999]);
});

test('plant-stage index: finds a stage, falls back to the null stage, in unsorted files too', () => {
  // Plant 2's records are out of stage order and its null-stage record comes last.
  const keys = keysOf([
    [2, 5],
    [1, 0],
    [2, 1],
    [1, 1],
    [2, 3],
    [2, null],
    [1, -4],
  ]);
  const index = new PlantStageIndex(keys);
  assert.equal(index.find(2, 5), 0);
  assert.equal(index.find(2, 1), 2);
  assert.equal(index.find(2, 3), 4);
  assert.equal(index.find(2, null), 5);
  assert.equal(index.find(1, -4), 6);
  assert.equal(index.find(2, 4), -1);
  assert.equal(index.find(1, null), -1);
  assert.equal(index.find(9, 1), -1);
  assert.equal(index.findForStage(2, 4), 5, 'no stage-4 record: the null-stage one');
  assert.equal(index.findForStage(1, 4), -1, 'plant 1 has no null-stage record');
  assert.deepEqual([...index.ofPlant(2)], [5, 2, 4, 0], 'null stage first, then by stage');
  assert.deepEqual([...index.ofPlant(1)], [6, 1, 3]);
  assert.deepEqual([...index.ofPlant(9)], []);
  assert.equal(new PlantStageIndex(undefined).find(1, 1), -1);
});

test('plant-stage records: forEachRecord visits every record with its keys', () => {
  const seen: unknown[] = [];
  forEachRecord(
    keysOf([
      [1, null],
      [2, 3],
    ]),
    (hydroId, stageId, firstRow, index) => seen.push([hydroId, stageId, firstRow, index]),
  );
  assert.deepEqual(seen, [
    [1, null, 0, 0],
    [2, 3, 10, 1],
  ]);
  forEachRecord(undefined, () => assert.fail('no records'));
});

test('plant-stage index: plants listed together (the usual file) are found the same way', () => {
  const keys = keysOf([
    [4, 2],
    [4, null],
    [4, 0],
    [6, 0],
    [6, 1],
  ]);
  const index = new PlantStageIndex(keys);
  assert.deepEqual([...index.ofPlant(4)], [1, 2, 0]);
  assert.deepEqual([...index.ofPlant(6)], [3, 4]);
  assert.equal(index.find(4, 0), 2);
  assert.equal(index.findForStage(4, 9), 1);
  assert.equal(index.find(6, 1), 4);
  assert.equal(index.find(6, null), -1);
});

test('plant-stage index: every layout (plants adjacent or split, stages in order or not, null stage anywhere) finds what a scan finds', () => {
  const layouts: Array<[string, Array<[number, number | null]>]> = [
    [
      'adjacent, in stage order (the one-pass route)',
      [
        [4, null],
        [4, 0],
        [4, 2],
        [7, 1],
        [7, 9],
        [5, -3],
        [5, 0],
      ],
    ],
    [
      'adjacent, null stage not first',
      [
        [4, 0],
        [4, null],
        [4, 2],
        [7, 1],
      ],
    ],
    [
      'adjacent, stages out of order',
      [
        [4, null],
        [4, 2],
        [4, 0],
        [7, 1],
      ],
    ],
    [
      'a plant split in two runs',
      [
        [4, 0],
        [4, 1],
        [7, 1],
        [4, 2],
        [7, 3],
      ],
    ],
    ['one record', [[4, null]]],
  ];
  for (const [name, pairs] of layouts) {
    const keys = keysOf(pairs);
    const index = new PlantStageIndex(keys);
    const scan = (hydroId: number, stageId: number | null) => pairs.findIndex(([h, s]) => h === hydroId && s === stageId);
    for (const hydroId of [4, 5, 7, 8]) {
      for (const stageId of [null, -3, 0, 1, 2, 3, 9, 10]) assert.equal(index.find(hydroId, stageId), scan(hydroId, stageId), `${name}: find(${hydroId}, ${stageId})`);
      const expected = pairs
        .map(([h, s], k) => ({ h, s, k }))
        .filter(({ h }) => h === hydroId)
        .sort((a, b) => (a.s === null ? -Infinity : a.s) - (b.s === null ? -Infinity : b.s))
        .map(({ k }) => k);
      assert.deepEqual([...index.ofPlant(hydroId)], expected, `${name}: ofPlant(${hydroId})`);
    }
  }
});

test('plant-stage records: the collector finds what a map of every key finds, rows in file order or not, repeated keys adjacent or not', () => {
  // A seeded generator: mostly the usual layout (plants together, stages rising, a null stage first),
  // with a share of rows repeated, moved back or sent to an earlier plant, so both of the
  // collector's routes (no map while the keys come in order, a map from the first key out of order) run.
  let seed = 20261127;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let round = 0; round < 200; round++) {
    const disorder = round % 4 === 0 ? 0 : random() * 0.2;
    const rows: Array<[number, number | null]> = [];
    for (let plant = 0; plant < 1 + Math.floor(random() * 5); plant++) {
      if (random() < 0.5) rows.push([plant, null]);
      for (let stage = 0; stage < Math.floor(random() * 8); stage++) rows.push([plant, stage * 2]);
    }
    for (let i = 0; i < rows.length; i++) {
      if (random() >= disorder) continue;
      const pick = rows[Math.floor(random() * rows.length)]!;
      rows.splice(i, 0, random() < 0.5 ? [pick[0], pick[1]] : [pick[0], random() < 0.2 ? null : Math.floor(random() * 16) - 1]);
      i++;
    }
    const collector = new PlantStageKeyCollector();
    const reference = new Map<string, number>();
    rows.forEach(([hydroId, stageId], row) => {
      const key = `${hydroId}/${stageId}`;
      const expected = reference.get(key) ?? -1;
      assert.equal(collector.find(hydroId, stageId), expected, `round ${round}, row ${row}: (${key}) in ${JSON.stringify(rows)}`);
      if (expected < 0) {
        reference.set(key, reference.size);
        assert.equal(collector.add(hydroId, stageId, row), reference.size - 1);
      }
    });
    const keys = collector.finish();
    assert.equal(keys.count, reference.size);
    for (const [key, index] of reference)
      assert.equal(collector.find(...(key.split('/').map((part) => (part === 'null' ? null : Number(part))) as [number, number | null])), index);
  }
});
