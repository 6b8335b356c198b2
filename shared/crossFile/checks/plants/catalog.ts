import { defineRules } from '../../../core/rules/define';
import { CASE_FILES } from '../../../core/case/layout';

const { hydros: HYDROS, productionModels: MODELS, productivity: PRODUCTIVITY, geometry: GEOMETRY, hyperplanes: HYPERPLANES, tailrace: TAILRACE } = CASE_FILES;

/** Cross-file rules joining hydros.json, the production-model entries and the productivity file. */
export const xfPlantsRules = defineRules([
  {
    id: 'XF-001',
    file: HYDROS,
    severity: 'error',
    title: 'an fpha plant has no production model entry',
    description:
      'A plant whose generation.model in hydros.json is "fpha" must have an entry in hydro_production_models.json, because only that entry says where its hyperplanes come from (precomputed rows or a fit from the geometry). The finding sits on the plant\'s model; add a production_models entry for its id, or change the model.',
    spec: '§2.4',
    phase: 'set-up',
  },
  {
    id: 'XF-002',
    file: `${MODELS}, ${GEOMETRY}, ${PRODUCTIVITY}, ${HYPERPLANES}, ${TAILRACE}`,
    severity: 'error',
    title: 'a hydro_id names no plant of hydros.json',
    description:
      'Every entry of the production-model file and every row of the four Parquet tables under system/ belongs to a plant declared in hydros.json. An id with no plant is usually a typo or a plant that was removed. It is reported once per unknown id, on the entry or on the first row of that id with the row count; fix the id or delete the rows. The plants it may have meant (those without an entry, or without rows in that table) are offered as fixes: in the production-model file a quick fix sets the id; in a table the problem list of the table view changes the id in every row of it, after the editor asks, since rewriting a Parquet file cannot be undone.',
    spec: '§1',
    phase: 'none',
  },
  {
    id: 'XF-003',
    file: MODELS,
    severity: 'error',
    title: 'a stage gets its productivity from both the production model and the productivity file',
    description:
      "A stage that does not run fpha takes its equivalent productivity from exactly one place: productivity_mw_per_m3s on the entry it resolves to, or a non-null equivalent_productivity_mw_per_m3s in the productivity file (the stage row, else the plant's all-stages row). The loader rejects a (plant, stage) given both. Remove one of the two; the stages concerned are listed and the file rows linked.",
    spec: '§2.4, §7',
    phase: 'load',
  },
  {
    id: 'XF-004',
    file: MODELS,
    severity: 'error',
    title: 'a plant with a computed fpha source has a stage without an fpha_config entry',
    description:
      'Once any entry of a plant uses fpha_config.source "computed", planes are fitted for every study stage, so each stage must resolve to an fpha range or season entry that carries an fpha_config. A stage resolving to another model, to default_model, or to no range is rejected at set-up. Cover those stages with fpha entries, or use source "precomputed" to mix fpha with other models.',
    spec: '§2.4, §7',
    phase: 'set-up',
  },
  {
    id: 'XF-005',
    file: MODELS,
    severity: 'error',
    title: 'a computed fpha source has no geometry rows to fit from',
    description:
      'A computed source derives the plant\'s hyperplanes from its volume-height curve in hydro_geometry.parquet. When that file is absent or holds no row for the plant there is nothing to fit. Add the plant\'s geometry rows, or switch to source "precomputed" with rows in fpha_hyperplanes.parquet.',
    spec: '§2.3, §2.4',
    phase: 'none',
  },
  {
    id: 'XF-013',
    file: MODELS,
    severity: 'warning',
    title: 'a seasonal entry names a season the season map does not define',
    description:
      'seasons[].season_id must be a season id of the season map in stages.json; a stage picks the first entry matching its season. An id the map lacks, or any id when there is no map, can never be picked, so the entry is dead and its stages fall back to default_model. Use an id of the map, or add season_definitions.',
    spec: '§2.4',
    phase: 'none',
  },
  {
    id: 'XF-014',
    file: MODELS,
    severity: 'hint',
    title: 'stage ranges leave some study stages uncovered',
    description:
      'In stage_ranges mode a stage runs the model of the first range containing its id. The spec does not say what a stage outside every range runs, so this is a hint listing those stages. (For a plant with a computed fpha source an uncovered stage is an error, reported as XF-004.) Extend a range, or add one with a null end_stage_id.',
    spec: '§2.4',
    phase: 'none',
  },
  {
    id: 'XF-015',
    file: `${PRODUCTIVITY}, ${HYPERPLANES}, ${MODELS}`,
    severity: 'warning',
    title: 'a stage_id or stage range bound names no study stage',
    description:
      'Rows of the productivity and hyperplane files apply to the study stage their stage_id names, and stage_ranges bounds are study-stage ids (decision D15). A row naming no study stage is never used, and a bound outside the calendar usually means the ranges were written for another horizon. One warning per unknown stage_id, on its first row; check the ids against stages.json.',
    spec: '§2.4, §2.5, §2.6',
    phase: 'none',
  },
  {
    id: 'XF-029',
    file: `${MODELS}, ${HYDROS}`,
    severity: 'warning',
    title: 'a stage that does not run fpha has no productivity source',
    description:
      'A constant_productivity or linearized_head stage needs its equivalent productivity from the entry it resolves to or from the productivity file. With neither, the spec does not say what happens (its rejection table lists only "both"), so this is a warning (decision D3), given once per plant and entry with the stages listed. Cases of the earlier format keep generation.productivity_mw_per_m3s in hydros.json; move that value to a production model entry or a productivity-file row.',
    spec: '§2.4, §2.5, §7',
    phase: 'none',
  },
]);
