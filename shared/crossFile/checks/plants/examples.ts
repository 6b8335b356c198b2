// Failing and passing examples for the rules in catalog.ts.
import { monthlySeasons, stagesWith } from '../../../rules/examples/calendarBuilders';
import {
  COMPUTED,
  PRECOMPUTED,
  constantProductivityEntry,
  geometryTable,
  hydroPlant,
  hydroRegistry,
  hyperplaneTable,
  productionModels,
  productivityRows,
  rangesEntry,
  reservoirCurve,
  stageRange,
} from '../../../rules/examples/plantBuilders';
import type { RuleExamples } from '../../../rules/examples/types';
import { GEOMETRY, HYDROS, HYPERPLANES, MODELS, PRODUCTIVITY } from '../../../core/case/layout';

/** Plant 0 running fpha from a computed source over the stage ranges given. */
const computedFpha = (...ranges: any[]) => ({ [HYDROS]: hydroRegistry(hydroPlant(0, { model: 'fpha' })), [MODELS]: productionModels(rangesEntry(0, ...ranges)) });

/** Plant 0 choosing its model by season, December's entry naming `seasonId`, on the monthly map; the productivity file supplies the productivity. */
function seasonalCase(seasonId: number) {
  return {
    'stages.json': stagesWith((s) => (s.season_definitions = monthlySeasons())),
    [HYDROS]: hydroRegistry(hydroPlant(0)),
    [MODELS]: productionModels({ hydro_id: 0, selection_mode: 'seasonal', default_model: 'constant_productivity', seasons: [{ season_id: seasonId, model: 'linearized_head' }] }),
    [PRODUCTIVITY]: productivityRows([{ hydro: 0, stage: null, equivalent: 0.9 }]),
    [GEOMETRY]: geometryTable(reservoirCurve(0)),
  };
}

export const xfPlantsExamples: RuleExamples = {
  'XF-001': {
    show: MODELS,
    why: 'Plant 1 runs fpha, but hydro_production_models.json has no entry saying where its hyperplanes come from.',
    failing: {
      [HYDROS]: hydroRegistry(hydroPlant(0), hydroPlant(1, { model: 'fpha' })),
      [MODELS]: productionModels(constantProductivityEntry(0)),
      [HYPERPLANES]: hyperplaneTable([[1, null]]),
    },
    passing: {
      [HYDROS]: hydroRegistry(hydroPlant(0), hydroPlant(1, { model: 'fpha' })),
      [MODELS]: productionModels(constantProductivityEntry(0), rangesEntry(1, stageRange(0, null, 'fpha', PRECOMPUTED))),
      [HYPERPLANES]: hyperplaneTable([[1, null]]),
    },
  },
  'XF-002': {
    show: MODELS,
    excerpt: ['production_models'],
    why: 'The second entry is for hydro 7, but the plants of hydros.json are 0 and 1: the id was mistyped.',
    failing: { [HYDROS]: hydroRegistry(hydroPlant(0), hydroPlant(1)), [MODELS]: productionModels(constantProductivityEntry(0), constantProductivityEntry(7, 0.85)) },
    passing: { [HYDROS]: hydroRegistry(hydroPlant(0), hydroPlant(1)), [MODELS]: productionModels(constantProductivityEntry(0), constantProductivityEntry(1, 0.85)) },
  },
  'XF-003': {
    show: MODELS,
    excerpt: ['production_models', 0],
    why: 'Plant 0 gets a productivity from its entry (0.9) and from hydro_energy_productivity.parquet (0.88, all stages); each stage takes it from exactly one place.',
    failing: {
      [HYDROS]: hydroRegistry(hydroPlant(0)),
      [MODELS]: productionModels(constantProductivityEntry(0)),
      [PRODUCTIVITY]: productivityRows([{ hydro: 0, stage: null, equivalent: 0.88 }]),
    },
    passing: {
      [HYDROS]: hydroRegistry(hydroPlant(0)),
      [MODELS]: productionModels(rangesEntry(0, stageRange(0, null, 'constant_productivity'))),
      [PRODUCTIVITY]: productivityRows([{ hydro: 0, stage: null, equivalent: 0.88 }]),
    },
  },
  'XF-004': {
    show: MODELS,
    excerpt: ['production_models', 0],
    why: 'A computed fpha source fits planes for every study stage, but stages 1-2 run constant_productivity; mixing models needs the precomputed source.',
    failing: {
      ...computedFpha(stageRange(0, 0, 'fpha', COMPUTED), stageRange(1, null, 'constant_productivity', { productivity_mw_per_m3s: 0.9 })),
      [GEOMETRY]: geometryTable(reservoirCurve(0)),
    },
    passing: { ...computedFpha(stageRange(0, null, 'fpha', COMPUTED)), [GEOMETRY]: geometryTable(reservoirCurve(0)) },
  },
  'XF-005': {
    show: GEOMETRY,
    why: 'Plant 0 fits its fpha planes from its volume-height curve (source "computed"), and hydro_geometry.parquet is absent.',
    failing: { ...computedFpha(stageRange(0, null, 'fpha', COMPUTED)), [GEOMETRY]: null },
    passing: { ...computedFpha(stageRange(0, null, 'fpha', COMPUTED)), [GEOMETRY]: geometryTable(reservoirCurve(0)) },
  },
  'XF-013': {
    show: MODELS,
    excerpt: ['production_models', 0, 'seasons'],
    why: 'The December entry names season 12, the month number; on the monthly map December is season 11, so the entry is never selected.',
    failing: seasonalCase(12),
    passing: seasonalCase(11),
  },
  'XF-014': {
    show: MODELS,
    excerpt: ['production_models', 0, 'stage_ranges'],
    why: 'The ranges cover stage 0 and stages 2 onwards, so stage 1 runs no declared model.',
    failing: {
      [HYDROS]: hydroRegistry(hydroPlant(0)),
      [MODELS]: productionModels(
        rangesEntry(
          0,
          stageRange(0, 0, 'constant_productivity', { productivity_mw_per_m3s: 0.9 }),
          stageRange(2, null, 'constant_productivity', { productivity_mw_per_m3s: 0.85 }),
        ),
      ),
    },
    passing: {
      [HYDROS]: hydroRegistry(hydroPlant(0)),
      [MODELS]: productionModels(
        rangesEntry(
          0,
          stageRange(0, 0, 'constant_productivity', { productivity_mw_per_m3s: 0.9 }),
          stageRange(1, null, 'constant_productivity', { productivity_mw_per_m3s: 0.85 }),
        ),
      ),
    },
  },
  'XF-015': {
    show: MODELS,
    excerpt: ['production_models', 0, 'stage_ranges'],
    why: 'The range ends at stage 11, written for a twelve-month horizon; this study has stages 0-2. An open end (null) covers every stage.',
    failing: { [HYDROS]: hydroRegistry(hydroPlant(0)), [MODELS]: productionModels(rangesEntry(0, stageRange(0, 11, 'constant_productivity', { productivity_mw_per_m3s: 0.9 }))) },
    passing: { [HYDROS]: hydroRegistry(hydroPlant(0)), [MODELS]: productionModels(constantProductivityEntry(0)) },
  },
  'XF-029': {
    show: HYDROS,
    excerpt: ['hydros', 0],
    why: "Plant 0 keeps its productivity in generation.productivity_mw_per_m3s, the earlier format's place; it now comes from a production-model entry (or the productivity file).",
    failing: { [HYDROS]: hydroRegistry(hydroPlant(0, { productivity_mw_per_m3s: 0.9 })) },
    passing: { [HYDROS]: hydroRegistry(hydroPlant(0)), [MODELS]: productionModels(constantProductivityEntry(0, 0.9)) },
  },
};
