import { defineRules } from '../../../core/rules/define';
import { CASE_FILES } from '../../../core/case/layout';

const { hydros: HYDROS, productionModels: MODELS, productivity: PRODUCTIVITY, geometry: GEOMETRY, hyperplanes: HYPERPLANES, tailrace: TAILRACE } = CASE_FILES;

/** Cross-file rules joining the geometry, hyperplane and tailrace tables against plants and stages. */
export const xfTablesRules = defineRules([
  {
    id: 'XF-006',
    file: HYDROS,
    severity: 'error',
    title: 'a plant with evaporation coefficients has no geometry rows',
    description:
      "Evaporation is computed from the reservoir's surface area, which comes from its volume-area curve in hydro_geometry.parquet. A plant that lists evaporation.coefficients_mm while that file is absent, or holds no row for the plant, is rejected. Add the plant's curve rows, or remove the coefficients.",
    spec: '§2.3',
    phase: 'none',
  },
  {
    id: 'XF-007',
    file: `${MODELS}, ${HYDROS}`,
    severity: 'error',
    title: 'an fpha plant has no geometry rows while the table holds some',
    description:
      'As soon as hydro_geometry.parquet holds any row, every FPHA plant must have at least one row in it. A plant counts as FPHA when its generation.model is "fpha" or any choice of its production-model entry selects "fpha" (decision D11). The finding sits on that declaration, linking any other one; add the curve rows for the plant.',
    spec: '§2.3, §8',
    phase: 'none',
  },
  {
    id: 'XF-008',
    file: `${MODELS}, ${HYDROS}`,
    severity: 'error',
    title: 'a linearized_head plant has fewer than 2 geometry rows while the table holds some',
    description:
      "A linearized_head plant evaluates its head on the volume-height curve, which needs at least two points. Once hydro_geometry.parquet holds any row, each such plant (entity model or any production-model choice, decision D11) must have two or more rows there. The finding sits on the linearized_head declaration and links the plant's only row when there is one.",
    spec: '§2.3, §8',
    phase: 'none',
  },
  {
    id: 'XF-009',
    file: `${GEOMETRY}, ${HYDROS}, ${PRODUCTIVITY}`,
    severity: 'error',
    title: 'the mean head over the useful storage range is not positive (GenericConstraintValidationError)',
    description:
      "For every plant with a specific productivity (in hydros.json or the productivity file), Cobre's validate step averages the forebay height over [min_storage, max_storage] clipped to the curve, takes off the tailrace level at max_turbined_m3s and the hydraulic losses (decisions D22, D23), and rejects the case with GenericConstraintValidationError when the curve cannot be built or the result is <= 0. A plant without curve rows is reported on its specific productivity; otherwise the finding sits on the plant's geometry rows and links the tailrace and losses used.",
    spec: '§2.3, §2.5, §7',
    phase: 'validate',
  },
  {
    id: 'XF-010',
    file: `${MODELS}, ${HYDROS}`,
    severity: 'error',
    title: 'an fpha plant with turbine capacity has no hyperplane rows while the file holds some',
    description:
      'Once fpha_hyperplanes.parquet holds any row, every FPHA plant (decision D11) whose generation.max_turbined_m3s is above 0 (decision D12) needs rows in it, even when all its entries use source "computed" and the fit never reads them. Add planes for the plant, or give it no turbine capacity.',
    spec: '§2.6',
    phase: 'none',
  },
  {
    id: 'XF-011',
    file: `${MODELS}, ${HYDROS}`,
    severity: 'error',
    title: 'a stage running precomputed fpha has no hyperplanes',
    description:
      'A study stage that resolves to an "fpha" choice with source "precomputed", or with no fpha_config, reads its planes from fpha_hyperplanes.parquet: the rows with its stage_id, else the plant\'s rows with a null stage_id. When neither exists, or the file is absent, the case is rejected. Reported once per plant and choice, naming the stages; add rows for those stages (or null-stage rows), or switch the choice to source "computed". The reference solver finds it when it builds each stage\'s planes for a run (set-up), not when it loads the case.',
    spec: '§2.6',
    phase: 'set-up',
  },
  {
    id: 'XF-012',
    file: HYPERPLANES,
    severity: 'error',
    title: 'the hyperplanes a stage uses are invalid',
    description:
      'At set-up every plane a precomputed-fpha stage uses must have gamma_q >= 0 and kappa in (0, 1] (null means 1), and at least one of them must have gamma_q > 0. Planes no stage uses are not checked. Each offending (hydro_id, stage_id) group is reported once per condition on its first offending row, naming the stages that use it.',
    spec: '§2.6',
    phase: 'set-up',
  },
  {
    id: 'XF-027',
    file: TAILRACE,
    severity: 'warning',
    title: 'backwater tailrace families on a plant with no downstream plant',
    description:
      "A tailrace family keyed by a non-null downstream_reference_level_m is selected by the downstream plant's level, so it only makes sense when hydros.json gives the plant a downstream_id. Reported once per plant, on the first keyed family's row, in words that follow the plant's family count: with several families no downstream level can select between them; with a single family there is no backwater dependency without a downstream plant, and the spec documents that family's level as null. Set downstream_id, or use a single family with a null level.",
    spec: '§2.7',
  },
]);
