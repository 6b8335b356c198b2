// Failing and passing examples for the rules in catalog.ts. Plant 1 is a
// constant-productivity plant with storage [0, 200] hm³ and a production-model entry; its curve
// spans that range.
import {
  PRECOMPUTED,
  constantProductivityEntry,
  geometryTable,
  hydroPlant,
  hydroRegistry,
  hyperplaneTable,
  productionModels,
  rangesEntry,
  reservoirCurve,
  stageRange,
} from '../../rules/examples/plantBuilders';
import type { ExampleFiles, ExampleTable, RuleExample, RuleExamples } from '../../rules/examples/types';
import { GEOMETRY, HYDROS, HYPERPLANES, MODELS } from '../../core/case/layout';

type Point = [number, number, number, number];

const PLANT_1 = { [HYDROS]: hydroRegistry(hydroPlant(1)), [MODELS]: productionModels(constantProductivityEntry(1)) };

/** Plant 1 with this geometry table. */
function withCurve(table: ExampleTable): ExampleFiles {
  return { ...PLANT_1, [GEOMETRY]: table };
}

/** A failing curve for plant 1 (its points after `change`) and the valid curve as its passing twin. */
function curveExample(why: string, change: (points: Point[]) => void): RuleExample {
  const points = reservoirCurve(1);
  change(points);
  return { show: GEOMETRY, why, failing: withCurve(geometryTable(points)), passing: withCurve(geometryTable(reservoirCurve(1))) };
}

/** Plant 1, and plant 2 running fpha from precomputed hyperplanes, with geometry rows for `curves`. */
function fphaPlantCase(curves: number[]): ExampleFiles {
  return {
    [HYDROS]: hydroRegistry(hydroPlant(1), hydroPlant(2, { model: 'fpha' })),
    [MODELS]: productionModels(constantProductivityEntry(1), rangesEntry(2, stageRange(0, null, 'fpha', PRECOMPUTED))),
    [HYPERPLANES]: hyperplaneTable([[2, null]]),
    [GEOMETRY]: geometryTable(curves.flatMap(reservoirCurve)),
  };
}

/** Plant 1 with a specific productivity (its mean head is evaluated) and a tailrace at `level` m. */
function headCase(level: number): ExampleFiles {
  const plant = hydroPlant(1, {}, { specific_productivity_mw_per_m3s_per_m: 0.0085, tailrace: { type: 'polynomial', coefficients: [level] } });
  return { [HYDROS]: hydroRegistry(plant), [MODELS]: productionModels(constantProductivityEntry(1)), [GEOMETRY]: geometryTable(reservoirCurve(1)) };
}

export const geometryExamples: RuleExamples = {
  'GEO-002': (() => {
    const failing = geometryTable(reservoirCurve(1));
    failing.table[0] = { ...failing.table[0]!, type: 'Int64' };
    return {
      show: GEOMETRY,
      why: 'hydro_id is stored as Int64 (the pandas default for integers); the loader expects Int32.',
      failing: withCurve(failing),
      passing: withCurve(geometryTable(reservoirCurve(1))),
    };
  })(),
  'GEO-003': (() => {
    const failing = geometryTable(reservoirCurve(1));
    failing.table[2]!.values[1] = null;
    return {
      show: GEOMETRY,
      why: 'The height of the 100 hm³ point is null; every cell of the table holds a value.',
      failing: withCurve(failing),
      passing: withCurve(geometryTable(reservoirCurve(1))),
    };
  })(),
  'GEO-004': curveExample(
    'The area of the empty reservoir is -1, a "no data" marker; areas are finite and >= 0 (an empty reservoir may have area 0).',
    (points) => (points[0]![3] = -1),
  ),
  'GEO-005': curveExample('The 100 hm³ point is listed twice with different heights; volumes of one plant are strictly increasing.', (points) =>
    points.splice(2, 0, [1, 100, 311, 2.1]),
  ),
  'GEO-006': curveExample('The height falls from 300 m to 290 m as the reservoir fills from 0 to 100 hm³.', (points) => (points[1]![2] = 290)),
  'GEO-007': curveExample('The area falls from 2 km² to 0.3 km² between 100 and 200 hm³ (a unit slip); areas never shrink as volume grows.', (points) => (points[2]![3] = 0.3)),
  'GEO-009': {
    show: GEOMETRY,
    why: 'The table still holds the curve of plant 2, which hydros.json no longer declares.',
    failing: withCurve(geometryTable([...reservoirCurve(1), ...reservoirCurve(2)])),
    passing: withCurve(geometryTable(reservoirCurve(1))),
  },
  'GEO-010': {
    show: GEOMETRY,
    why: "The table holds plant 1's curve but none for plant 2, which runs fpha; once the table has rows, every fpha plant needs at least one.",
    failing: fphaPlantCase([1]),
    passing: fphaPlantCase([1, 2]),
  },
  'GEO-011': {
    show: HYDROS,
    excerpt: ['hydros', 0],
    why: 'The tailrace level is 330 m, above the reservoir surface (300 to 320 m over its storage range), so the mean head is negative.',
    failing: headCase(330),
    passing: headCase(250),
  },
  'GEO-012': curveExample('Plant 1 stores 0 to 200 hm³, but its curve stops at 100 hm³, so its mean head is taken over half the range.', (points) => points.pop()),
};
