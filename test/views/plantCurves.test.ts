// The plant curves view model, on a validated case: geometry curves with the points that break GEO
// rules marked and the rows not drawn, the storage range, the planes of a stage (its own rows or the
// null-stage rows) at the minimum, middle and maximum volume with the rejected plane left out of
// the envelope, tailrace segments sampled over their ranges, productivity per stage with its source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateCase } from '../../shared/engine/validate';
import { buildPlantCurves, rowGroupSlices } from '../../shared/views/plantCurveSource';
import { FLOW_SAMPLES, planeGeneration, referenceVolumes, SEGMENT_SAMPLES } from '../../shared/views/plantCurves';
import { writeCase } from '../support/cases';
import { CONSTANT_PLANT, DROPPING_HEIGHT_ROW, FPHA_PLANT, MAX_TURBINED, NEGATIVE_AREA_ROW, REJECTED_PLANE_ROW, STORAGE, plantCurvesCaseFiles } from '../support/plantCurvesCase';

async function validated() {
  const dir = writeCase(plantCurvesCaseFiles());
  return { dir, validation: await validateCase(dir) };
}

test('geometry: points sorted by volume, the dropping height marked on the height curve only, the rejected row listed as not drawn', async () => {
  const { dir, validation } = await validated();
  const view = (await buildPlantCurves(dir, validation, { hydroId: FPHA_PLANT }))!;
  assert.deepEqual(view.plants, [
    { hydroId: FPHA_PLANT, name: 'Furnas' },
    { hydroId: CONSTANT_PLANT, name: 'Peixoto' },
  ]);
  assert.deepEqual(view.storage, STORAGE);
  const geometry = view.geometry!;
  assert.equal(geometry.rowCount, 11);
  assert.deepEqual(geometry.rows, [0, 1, 2, 3, 4, 5, 6, 7, 9, 10]);
  assert.deepEqual(geometry.volume, [0, 100, 200, 300, 400, 500, 600, 700, 900, 1000]);
  assert.deepEqual(
    geometry.heightMarks.map((m) => [m.row, m.volume, m.problems.map((p) => p.code)]),
    [[DROPPING_HEIGHT_ROW, 600, ['GEO-006']]],
  );
  assert.deepEqual(geometry.areaMarks, [], 'a height problem does not mark the area curve');
  assert.deepEqual(
    geometry.rowsNotDrawn.map((r) => [r.row, r.problems.map((p) => p.code), r.column]),
    [[NEGATIVE_AREA_ROW, ['GEO-004'], 'area_km2']],
    'the row not drawn links the cell that breaks the rule, not the first column of the row',
  );
  // Plant 2's curve carries no mark and no row of plant 1.
  const other = (await buildPlantCurves(dir, validation, { hydroId: CONSTANT_PLANT }))!.geometry!;
  assert.deepEqual([other.rows, other.heightMarks, other.rowsNotDrawn], [[11, 12], [], []]);
});

test('hyperplanes: a stage with its own rows, a stage on the null-stage rows with the rejected plane marked and out of the envelope', async () => {
  const { dir, validation } = await validated();
  const own = (await buildPlantCurves(dir, validation, { hydroId: FPHA_PLANT, stageId: 0 }))!;
  assert.deepEqual(
    own.stages.map((s) => [s.stageId, s.via, s.rows]),
    [
      [0, 'stage', 3],
      [1, 'all-stages', 5],
      [2, 'all-stages', 5],
    ],
  );
  const planes = own.hyperplanes!;
  assert.equal(planes.stageId, 0);
  assert.deepEqual(
    planes.planes.map((p) => p.row),
    [0, 1, 2],
  );
  assert.deepEqual(
    planes.volumes.map((v) => v.volume),
    [STORAGE.min, (STORAGE.min + STORAGE.max) / 2, STORAGE.max],
  );
  assert.equal(planes.flow.length, FLOW_SAMPLES);
  assert.deepEqual([planes.flow[0], planes.flowMax, planes.flow[FLOW_SAMPLES - 1]], [0, MAX_TURBINED, MAX_TURBINED]);
  // Plane 0 at minimum volume and no flow: 20 + 0.05·200; the envelope is the lowest plane.
  assert.equal(planes.planes[0]!.generation[0]![0], 30);
  assert.equal(planes.envelope[0]![0], 30);
  // At full flow plane 2 (120 + 0.03·200 + 0.3·300 = 216) is the lowest.
  assert.equal(planes.envelope[0]![FLOW_SAMPLES - 1], 216);

  const shared = (await buildPlantCurves(dir, validation, { hydroId: FPHA_PLANT, stageId: 2 }))!.hyperplanes!;
  assert.equal(shared.via, 'all-stages');
  assert.deepEqual(
    shared.planes.map((p) => p.row),
    [3, 4, 5, 6, 7],
  );
  const rejected = shared.planes.filter((p) => p.problems.length > 0);
  assert.deepEqual(
    rejected.map((p) => [p.row, p.problems.map((x) => x.code)]),
    [[REJECTED_PLANE_ROW, ['FPH-005']]],
  );
  // The rejected plane (40 - 0.02·V + 0.8·Q) is lowest at no flow and minimum volume (36) but the envelope ignores it.
  assert.equal(rejected[0]!.generation[0]![0], 36);
  assert.equal(shared.envelope[0]![0], 10 + 0.06 * 200);

  // A stage that is not a precomputed-FPHA stage of the plant: the first one is drawn.
  assert.equal((await buildPlantCurves(dir, validation, { hydroId: FPHA_PLANT, stageId: 99 }))!.hyperplanes!.stageId, 0);
});

test('hyperplanes: a plant without precomputed FPHA has no chart and says why', async () => {
  const { dir, validation } = await validated();
  const view = (await buildPlantCurves(dir, validation, { hydroId: CONSTANT_PLANT }))!;
  assert.equal(view.hyperplanes, undefined);
  assert.deepEqual(view.stages, []);
  assert.match(view.hyperplanesNote!, /no study stage of this plant runs FPHA/);
});

test('tailrace: each family segment sampled over its outflow range, its problems (XF-027 on the first row) on it', async () => {
  const { dir, validation } = await validated();
  const families = (await buildPlantCurves(dir, validation, { hydroId: FPHA_PLANT }))!.tailrace;
  assert.deepEqual(
    families.map((f) => [f.familyId, f.downstreamReferenceLevel, f.segments.map((s) => [s.segmentId, s.outflowMin, s.outflowMax])]),
    [
      [
        0,
        280,
        [
          [0, 0, 400],
          [1, 400, 1200],
        ],
      ],
      [
        1,
        290,
        [
          [0, 0, 400],
          [1, 400, 1200],
        ],
      ],
    ],
  );
  const segment = families[0]!.segments[1]!;
  assert.equal(segment.outflow.length, SEGMENT_SAMPLES);
  assert.deepEqual([segment.outflow[0], segment.outflow[SEGMENT_SAMPLES - 1]], [400, 1200]);
  // 274 + 0.01·1200 - 2e-6·1200²
  assert.ok(Math.abs(segment.level[SEGMENT_SAMPLES - 1]! - (274 + 12 - 2.88)) < 1e-9);
  assert.deepEqual(
    families[0]!.segments[0]!.problems.map((p) => p.code),
    ['XF-027'],
  );
  assert.deepEqual(families[1]!.segments[0]!.problems, []);
});

test('productivity per stage: the value and its source in the words of hydrocase explain; fpha stages have none', async () => {
  const { dir, validation } = await validated();
  const constant = (await buildPlantCurves(dir, validation, { hydroId: CONSTANT_PLANT }))!.productivity;
  assert.deepEqual(
    constant.map((s) => [s.stageId, s.model, s.value]),
    [
      [0, 'constant_productivity', 0.85],
      [1, 'constant_productivity', 0.85],
      [2, 'constant_productivity', 0.85],
    ],
  );
  assert.match(constant[0]!.source, /from productivity_mw_per_m3s of the production-model entry/);
  const fpha = (await buildPlantCurves(dir, validation, { hydroId: FPHA_PLANT }))!.productivity;
  assert.deepEqual(
    fpha.map((s) => [s.model, s.value]),
    [
      ['fpha', null],
      ['fpha', null],
      ['fpha', null],
    ],
  );
});

test('an unknown plant falls back to the first plant; a case without plants has no view', async () => {
  const { dir, validation } = await validated();
  assert.equal((await buildPlantCurves(dir, validation, { hydroId: 42 }))!.hydroId, FPHA_PLANT);
  const empty = writeCase({ ...plantCurvesCaseFiles(), 'system/hydros.json': { hydros: [] }, 'system/hydro_production_models.json': { production_models: [] } });
  assert.equal(await buildPlantCurves(empty, await validateCase(empty), {}), undefined);
});

test('referenceVolumes: the storage range, else the geometry extent, else 0', () => {
  assert.deepEqual(
    referenceVolumes({ min: 10, max: 30 }, undefined).map((v) => v.volume),
    [10, 20, 30],
  );
  const geometry = { volume: [5, 50, 105] } as never;
  assert.deepEqual(
    referenceVolumes({}, geometry).map((v) => v.volume),
    [5, 55, 105],
  );
  assert.deepEqual(
    referenceVolumes({}, undefined).map((v) => v.volume),
    [0, 0, 0],
  );
  assert.equal(planeGeneration({ row: 0, planeId: 0, gamma0: 100, gammaV: 0.1, gammaQ: 2, gammaS: -1, kappa: 0.5, validQMax: null }, 10, 3), 57);
});

test('rowGroupSlices cuts row ranges at row group boundaries and stops at the cap', () => {
  assert.deepEqual(
    rowGroupSlices(
      [
        [8, 12],
        [30, 31],
      ],
      [10, 10, 10, 10],
      100,
    ),
    [
      { group: 0, offset: 8, limit: 2, firstRow: 8 },
      { group: 1, offset: 0, limit: 3, firstRow: 10 },
      { group: 3, offset: 0, limit: 2, firstRow: 30 },
    ],
  );
  assert.deepEqual(
    rowGroupSlices(
      [
        [8, 12],
        [30, 31],
      ],
      [10, 10, 10, 10],
      4,
    ),
    [
      { group: 0, offset: 8, limit: 2, firstRow: 8 },
      { group: 1, offset: 0, limit: 2, firstRow: 10 },
    ],
  );
});

test('plant curves of an id no plant has (a dangling hydro_id) say so; a declared plant has no such note', async () => {
  const files = plantCurvesCaseFiles();
  const models = structuredClone(files['system/hydro_production_models.json']) as { production_models: Array<{ hydro_id: number }> };
  models.production_models[0]!.hydro_id = 5;
  files['system/hydro_production_models.json'] = models;
  const dir = writeCase(files);
  const validation = await validateCase(dir);
  const view = (await buildPlantCurves(dir, validation, { hydroId: 5 }))!;
  assert.match(view.undeclared ?? '', /^hydro 5 is not declared in system\/hydros\.json: no plant has this id/);
  assert.deepEqual(
    view.plants.find((p) => p.hydroId === 5),
    { hydroId: 5, undeclared: true },
  );
  const declared = (await buildPlantCurves(dir, validation, { hydroId: CONSTANT_PLANT }))!;
  assert.equal(declared.undeclared, undefined);
  assert.ok(declared.plants.filter((p) => p.hydroId !== 5).every((p) => !p.undeclared));
});
