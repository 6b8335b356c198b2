import { defineRules } from '../../core/rules/define';

const FILE = 'system/tailrace_curves.parquet';
const HYDROS = 'system/hydros.json';

/** system/tailrace_curves.parquet: piecewise-quartic tailrace curves per plant and family. */
export const tailraceRules = defineRules([
  {
    id: 'TRC-001',
    file: FILE,
    severity: 'semantics',
    title: 'the tailrace table is optional',
    description: 'When the file is absent every plant keeps the tailrace model of hydros.json; nothing is reported.',
    spec: '§2.7',
  },
  {
    id: 'TRC-002',
    file: FILE,
    severity: 'error',
    title: 'a column is missing or has the wrong arrow type',
    description:
      'All eleven columns must be present: hydro_id, family_id, segment_id (Int32), downstream_reference_level_m, outflow_min_m3s, outflow_max_m3s and coefficient_0 to coefficient_4 (Float64). The loader rejects the file otherwise; cast or rename the column. A column the spec does not list is ignored and reported as a hint under this rule.',
    spec: '§2.7, §7',
    phase: 'none',
  },
  {
    id: 'TRC-003',
    file: FILE,
    severity: 'error',
    title: 'a cell other than downstream_reference_level_m is null',
    description:
      'Only downstream_reference_level_m may be null. A column declared nullable is accepted as long as it holds no null (decision D18); each null is reported at its row.',
    spec: '§2.7',
    phase: 'none',
  },
  {
    id: 'TRC-004',
    file: FILE,
    severity: 'error',
    title: 'an outflow bound is negative, nan or infinite',
    description: 'outflow_min_m3s and outflow_max_m3s bound the flows a segment applies to: both must be finite numbers >= 0.',
    spec: '§2.7, §7',
    phase: 'none',
  },
  {
    id: 'TRC-005',
    file: FILE,
    severity: 'error',
    title: 'outflow_max_m3s is below outflow_min_m3s',
    description: "A segment's upper flow bound must not be below its lower bound. Swap or correct the two values.",
    spec: '§2.7, §7',
    phase: 'none',
  },
  {
    id: 'TRC-006',
    file: FILE,
    severity: 'error',
    title: 'a polynomial coefficient is nan or infinite',
    description: 'coefficient_0 to coefficient_4 may have any sign but must be finite numbers; the level polynomial cannot be evaluated otherwise.',
    spec: '§2.7, §7',
    phase: 'none',
  },
  {
    id: 'TRC-007',
    file: FILE,
    severity: 'error',
    title: 'a downstream reference level is negative, nan or infinite',
    description: 'A non-null downstream_reference_level_m keys a backwater family by the level of the reservoir below, and must be a finite number >= 0.',
    spec: '§2.7, §7',
    phase: 'none',
  },
  {
    id: 'TRC-008',
    file: FILE,
    severity: 'warning',
    title: 'a family without reference level on a plant with several families',
    description:
      'A null downstream_reference_level_m is meant for a plant with a single family and no backwater effect. With several families the level is what tells them apart, so a null one cannot be placed. Give each family its downstream reference level.',
    spec: '§2.7',
  },
  {
    id: 'TRC-009',
    file: FILE,
    severity: 'error',
    title: 'hydro_id names no plant of hydros.json',
    description: 'Every hydro_id must be the id of a plant in system/hydros.json (XF-002). Fix the id or remove the rows.',
    spec: '§1',
    phase: 'none',
    needs: [HYDROS],
  },
  {
    id: 'TRC-010',
    file: FILE,
    severity: 'semantics',
    title: 'how the tailrace curves are evaluated',
    description:
      "A plant with rows here drops its hydros.json tailrace model. The level is c0 + c1·x + c2·x² + c3·x³ + c4·x⁴ with x the downstream outflow in m³/s; the segment is picked by that flow, and backwater families are interpolated at the downstream plant's reference level (XF-027). The spec sets no rule on segment gaps or overlaps.",
    spec: '§2.7',
    needs: [HYDROS],
  },
]);
