// Failing and passing examples for the rules in catalog.ts.
import { hyperplanesExamples } from '../../../checks/hyperplanes/examples';
import {
  constantRange,
  twoPointCurve,
  fphaRange,
  geometryTable,
  hydroRegistry,
  planesTable,
  productionModels,
  hydroPlant,
  productivityRows,
  rangesEntry,
} from '../../../rules/examples/plantBuilders';
import type { ExampleFiles, ExampleTable, RuleExamples } from '../../../rules/examples/types';

const HYDROS = 'system/hydros.json';
const MODELS = 'system/hydro_production_models.json';
const GEOMETRY = 'system/hydro_geometry.parquet';
const TAILRACE = 'system/tailrace_curves.parquet';

/** Monthly evaporation coefficients (mm), January first. */
const EVAPORATION = { evaporation: { coefficients_mm: [120, 110, 115, 95, 80, 70, 75, 90, 105, 120, 125, 130] } };

/** Plant 0 with evaporation coefficients and a constant productivity entry; `geometry` its curve table, or null for none. */
function evaporationCase(geometry: ExampleTable | null): ExampleFiles {
  return { [HYDROS]: hydroRegistry(hydroPlant(0, {}, EVAPORATION)), [MODELS]: productionModels(rangesEntry(0, constantRange())), [GEOMETRY]: geometry };
}

/** Plant 0 runs precomputed fpha (its planes in the file); plant 1, with evaporation, has its curve in the geometry table. */
function fphaBesideEvaporation(geometry: ExampleTable): ExampleFiles {
  return {
    [HYDROS]: hydroRegistry(hydroPlant(0, { model: 'fpha' }), hydroPlant(1, {}, EVAPORATION)),
    [MODELS]: productionModels(rangesEntry(0, fphaRange()), rangesEntry(1, constantRange())),
    'system/fpha_hyperplanes.parquet': planesTable([{ hydro: 0, stage: null }]),
    [GEOMETRY]: geometry,
  };
}

/** Plant 0 running linearized_head at every stage, its curve in `geometry`. */
function linearizedHeadCase(geometry: ExampleTable): ExampleFiles {
  const range = { ...constantRange(), model: 'linearized_head' };
  return { [HYDROS]: hydroRegistry(hydroPlant(0, { model: 'linearized_head' })), [MODELS]: productionModels(rangesEntry(0, range)), [GEOMETRY]: geometry };
}

/** Plant 0 with a specific productivity (so its mean head is evaluated), its curve 300–320 m, and this tailrace in hydros.json. */
function specificProductivityCase(tailraceLevel: number): ExampleFiles {
  return {
    [HYDROS]: hydroRegistry(hydroPlant(0, {}, { tailrace: { type: 'polynomial', coefficients: [tailraceLevel] } })),
    'system/hydro_energy_productivity.parquet': productivityRows([{ hydro: 0, stage: null, equivalent: 0.9, specific: 0.0088 }]),
    [GEOMETRY]: geometryTable(twoPointCurve(0)),
  };
}

/** Plant 0 running fpha at every stage with this fpha_config; its curve is there for a computed fit. */
function fphaCase(fphaConfig?: any): ExampleFiles {
  return {
    [HYDROS]: hydroRegistry(hydroPlant(0, { model: 'fpha' })),
    [MODELS]: productionModels(rangesEntry(0, fphaRange(fphaConfig))),
    [GEOMETRY]: geometryTable(twoPointCurve(0)),
  };
}

/** system/tailrace_curves.parquet: one constant 250 m segment for plant 0, in the family keyed by `level`. */
function tailraceFamily(level: number | null): ExampleTable {
  const zero = { type: 'Float64' as const, values: [0] };
  return {
    table: [
      { name: 'hydro_id', type: 'Int32', values: [0] },
      { name: 'family_id', type: 'Int32', values: [0] },
      { name: 'downstream_reference_level_m', type: 'Float64', values: [level] },
      { name: 'segment_id', type: 'Int32', values: [0] },
      { name: 'outflow_min_m3s', type: 'Float64', values: [0] },
      { name: 'outflow_max_m3s', type: 'Float64', values: [1000] },
      { name: 'coefficient_0', type: 'Float64', values: [250] },
      ...['coefficient_1', 'coefficient_2', 'coefficient_3', 'coefficient_4'].map((name) => ({ name, ...zero })),
    ],
  };
}

export const xfTablesExamples: RuleExamples = {
  'XF-006': {
    show: GEOMETRY,
    why: 'Plant 0 lists evaporation coefficients, but there is no hydro_geometry.parquet to give its surface area.',
    failing: evaporationCase(null),
    passing: evaporationCase(geometryTable(twoPointCurve(0))),
  },
  'XF-007': {
    show: GEOMETRY,
    why: "The geometry table holds plant 1's curve but no row for plant 0, an fpha plant.",
    failing: fphaBesideEvaporation(geometryTable(twoPointCurve(1))),
    passing: fphaBesideEvaporation(geometryTable([...twoPointCurve(0), ...twoPointCurve(1)])),
  },
  'XF-008': {
    show: GEOMETRY,
    why: 'Plant 0 runs linearized_head, whose head comes from its volume-height curve, but its curve is a single point.',
    failing: linearizedHeadCase(geometryTable([[0, 0, 300, 1]])),
    passing: linearizedHeadCase(geometryTable(twoPointCurve(0))),
  },
  'XF-009': {
    show: HYDROS,
    excerpt: ['hydros', 0, 'tailrace'],
    why: 'The tailrace sits at 330 m, above the whole 300–320 m forebay curve, so the mean head of plant 0 is negative.',
    failing: specificProductivityCase(330),
    passing: specificProductivityCase(250),
  },
  'XF-010': hyperplanesExamples['FPH-011']!,
  'XF-011': {
    show: MODELS,
    excerpt: ['production_models', 0, 'stage_ranges', 0],
    why: "An fpha range without fpha_config reads precomputed planes, and the case has no fpha_hyperplanes.parquet; the plant's curve is there to fit them instead.",
    failing: fphaCase(),
    passing: fphaCase({ source: 'computed' }),
  },
  'XF-012': hyperplanesExamples['FPH-007']!,
  'XF-027': {
    show: TAILRACE,
    why: 'The family is keyed by a downstream level of 240 m, but plant 0 has no downstream plant whose level could select it; a single family takes a null level.',
    failing: { [HYDROS]: hydroRegistry(hydroPlant(0)), [MODELS]: productionModels(rangesEntry(0, constantRange())), [TAILRACE]: tailraceFamily(240) },
    passing: { [HYDROS]: hydroRegistry(hydroPlant(0)), [MODELS]: productionModels(rangesEntry(0, constantRange())), [TAILRACE]: tailraceFamily(null) },
  },
};
