// Failing and passing examples for the rules in catalog.ts.
import { twoPointCurve, fphaRange, geometryTable, hydroRegistry, planesTable, productionModels, hydroPlant, rangesEntry, type Plane } from '../../rules/examples/plantBuilders';
import type { ExampleFiles, ExampleTable, RuleExamples } from '../../rules/examples/types';

const HYPERPLANES = 'system/fpha_hyperplanes.parquet';

/** Plant 0 running precomputed fpha at every stage (an fpha range without fpha_config), its planes in `table`. */
function precomputedCase(table: ExampleTable): ExampleFiles {
  return {
    'system/hydros.json': hydroRegistry(hydroPlant(0, { model: 'fpha' })),
    'system/hydro_production_models.json': productionModels(rangesEntry(0, fphaRange())),
    [HYPERPLANES]: table,
  };
}

function planes(...rest: Plane[]): ExampleFiles {
  return precomputedCase(planesTable(rest));
}

/** The one plane plant 0 uses at every stage (null stage_id). */
const PLANE: Plane = { hydro: 0, stage: null };

/** A table of PLANE with one column changed (or removed) by `change`. */
function tableWith(change: (table: ExampleTable['table']) => ExampleTable['table'], plane: Plane = PLANE): ExampleFiles {
  return precomputedCase({ table: change(planesTable([plane]).table) });
}

/**
 * Plant 0 runs precomputed fpha (its planes in the file), plant 1 computed fpha (fitted from its
 * curve). Both are fpha plants with turbine capacity, so once the file holds rows each needs some.
 */
function computedBesidePrecomputed(table: ExampleTable): ExampleFiles {
  return {
    'system/hydros.json': hydroRegistry(hydroPlant(0, { model: 'fpha' }), hydroPlant(1, { model: 'fpha' })),
    'system/hydro_production_models.json': productionModels(rangesEntry(0, fphaRange()), rangesEntry(1, fphaRange({ source: 'computed' }))),
    'system/hydro_geometry.parquet': geometryTable([...twoPointCurve(0), ...twoPointCurve(1)]),
    [HYPERPLANES]: table,
  };
}

export const hyperplanesExamples: RuleExamples = {
  'FPH-002': {
    show: HYPERPLANES,
    why: 'The gamma_s column was left out; all six key and coefficient columns are required, even when a coefficient is 0.',
    failing: tableWith((table) => table.filter((c) => c.name !== 'gamma_s')),
    passing: planes(PLANE),
  },
  'FPH-003': {
    show: HYPERPLANES,
    why: 'The optional kappa column is Float32; when present it must be Float64.',
    failing: tableWith((table) => table.map((c) => (c.name === 'kappa' ? { ...c, type: 'Float32' as const } : c)), { ...PLANE, kappa: 0.98 }),
    passing: planes({ ...PLANE, kappa: 0.98 }),
  },
  'FPH-004': {
    show: HYPERPLANES,
    why: 'gamma_0 is null; only stage_id, kappa and the validity bounds may be null.',
    failing: planes({ ...PLANE, gamma_0: null }),
    passing: planes(PLANE),
  },
  'FPH-005': {
    show: HYPERPLANES,
    why: 'gamma_v is negative: generation would fall as storage rises.',
    failing: planes({ ...PLANE, gamma_v: -0.1 }),
    passing: planes(PLANE),
  },
  'FPH-006': {
    show: HYPERPLANES,
    why: 'gamma_s is positive: spilling would raise generation. The spillage coefficient is <= 0.',
    failing: planes({ ...PLANE, gamma_s: 0.01 }),
    passing: planes(PLANE),
  },
  'FPH-007': {
    show: HYPERPLANES,
    why: 'Plant 0 uses both planes at every stage, and the second has a negative gamma_q (a flat cap has gamma_q = 0).',
    failing: planes(PLANE, { ...PLANE, gamma_q: -0.2 }),
    passing: planes(PLANE, { ...PLANE, gamma_q: 0 }),
  },
  'FPH-008': {
    show: HYPERPLANES,
    why: 'kappa is 1.5; it scales the intercept of a plane and lies in (0, 1].',
    failing: planes({ ...PLANE, kappa: 1.5 }),
    passing: planes({ ...PLANE, kappa: 1.0 }),
  },
  'FPH-009': {
    show: HYPERPLANES,
    why: 'The only plane plant 0 uses is a flat cap (gamma_q = 0): generation never grows with turbined flow.',
    failing: planes({ ...PLANE, gamma_q: 0 }),
    passing: planes(PLANE),
  },
  'FPH-010': {
    show: HYPERPLANES,
    why: 'Plant 0 runs precomputed fpha at stages 0 to 2, but its only plane is for stage 0, so stages 1 and 2 have none; a null stage_id serves every stage.',
    failing: planes({ ...PLANE, stage: 0 }),
    passing: planes(PLANE),
  },
  'FPH-011': {
    show: HYPERPLANES,
    why: 'The file holds planes for plant 0 but none for plant 1, an fpha plant with turbine capacity, although plant 1 fits its own planes ("computed").',
    failing: computedBesidePrecomputed(planesTable([PLANE])),
    passing: computedBesidePrecomputed(planesTable([PLANE, { hydro: 1, stage: null }])),
  },
  'FPH-013': {
    show: HYPERPLANES,
    why: 'hydro_id 1 names no plant: system/hydros.json declares only plant 0.',
    failing: planes({ ...PLANE, hydro: 1 }),
    passing: planes(PLANE),
  },
  'FPH-014': {
    show: HYPERPLANES,
    why: 'stage_id 3 names no study stage: the calendar has stages 0 to 2, so the plane is never used.',
    failing: planes(PLANE, { ...PLANE, stage: 3 }),
    passing: planes(PLANE, { ...PLANE, stage: 2 }),
  },
};
