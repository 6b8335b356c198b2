import { defineRules } from '../../core/rules/define';

const FILE = 'system/hydro_geometry.parquet';
const HYDROS = 'system/hydros.json';
const PRODUCTION_MODELS = 'system/hydro_production_models.json';
const PRODUCTIVITY = 'system/hydro_energy_productivity.parquet';

/** system/hydro_geometry.parquet: the volume-height-area curve of each reservoir. */
export const geometryRules = defineRules([
  {
    id: 'GEO-001',
    file: FILE,
    severity: 'semantics',
    title: 'the geometry table is required only by some plants',
    description:
      'The file may be absent unless a plant needs a reservoir curve: a plant with a computed FPHA production model (XF-005) or one that declares evaporation coefficients (XF-006). Those cross-file rules report the absence; the file itself is never required.',
    spec: '§1, §2.3',
  },
  {
    id: 'GEO-002',
    file: FILE,
    severity: 'error',
    title: 'a column is missing or has the wrong arrow type',
    description:
      'The table needs exactly hydro_id (Int32) and volume_hm3, height_m, area_km2 (Float64); the loader rejects the file when one is absent or stored with another type (an Int64 hydro_id written by pandas, for example). Cast or rename the column. A column the spec does not list is ignored and reported as a hint under this rule.',
    spec: '§2.3, §7',
    phase: 'none',
  },
  {
    id: 'GEO-003',
    file: FILE,
    severity: 'error',
    title: 'a geometry cell is null',
    description:
      'All four columns are non-nullable, so every row must give a plant, a volume, a height and an area. A column that is merely declared nullable but holds no null is accepted (decision D18); each actual null is reported at its row.',
    spec: '§2.3',
    phase: 'none',
  },
  {
    id: 'GEO-004',
    file: FILE,
    severity: 'error',
    title: 'a volume, height or area is negative, nan or infinite',
    description:
      'Volumes, surface elevations and areas are physical magnitudes: each must be a finite number >= 0. The loader rejects the file otherwise. Rows with such a value are left out of the curve checks below.',
    spec: '§2.3, §7',
    phase: 'none',
  },
  {
    id: 'GEO-005',
    file: FILE,
    severity: 'error',
    title: 'two points of one plant share a volume',
    description:
      "Taken in volume order, a plant's volumes must be strictly increasing, so no two rows of one hydro_id may hold the same volume. Values within a relative 1e-9 count as equal (decision D10). The later row in volume order is reported, naming the row it repeats; remove or correct one of them.",
    spec: '§2.3, §7',
    phase: 'none',
  },
  {
    id: 'GEO-006',
    file: FILE,
    severity: 'error',
    title: 'the height of a plant decreases as volume grows',
    description:
      "The surface elevation of a reservoir cannot drop as it fills: in volume order, height_m must be non-decreasing (within a relative 1e-9, decision D10). The point where it falls is reported with the previous point's row and height.",
    spec: '§2.3, §7',
    phase: 'none',
  },
  {
    id: 'GEO-007',
    file: FILE,
    severity: 'error',
    title: 'the area of a plant decreases as volume grows',
    description:
      "The surface area of a reservoir cannot shrink as it fills: in volume order, area_km2 must be non-decreasing (within a relative 1e-9, decision D10). The point where it falls is reported with the previous point's row and area.",
    spec: '§2.3, §7',
    phase: 'none',
  },
  {
    id: 'GEO-008',
    file: FILE,
    severity: 'semantics',
    title: 'rows may come in any order; the rows of one hydro_id form its curve',
    description: "Each row is one point of a plant's volume-height-area curve. The rows of a plant need not be adjacent or sorted: the loader orders them by volume.",
    spec: '§2.3',
  },
  {
    id: 'GEO-009',
    file: FILE,
    severity: 'error',
    title: 'hydro_id names no plant of hydros.json',
    description: 'Every hydro_id must be the id of a plant in system/hydros.json (XF-002). A curve for an unknown plant is rejected; fix the id or remove the rows.',
    spec: '§1',
    phase: 'none',
    needs: [HYDROS],
  },
  {
    id: 'GEO-010',
    file: FILE,
    severity: 'error',
    title: 'an fpha plant has no curve, or a linearized_head plant fewer than 2 points',
    description:
      'Once the table holds any row, every FPHA plant needs at least one point and every linearized_head plant at least two (XF-007, XF-008); which plants count is decided by decision D11. Add the missing curve rows.',
    spec: '§2.3, §7, §8',
    phase: 'none',
    needs: [HYDROS, PRODUCTION_MODELS],
  },
  {
    id: 'GEO-011',
    file: FILE,
    severity: 'error',
    title: 'the useful-range mean head of a plant with specific productivity is not positive',
    description:
      "For a plant with a specific productivity, the solver averages the net head over the useful storage range using this curve (XF-009, decisions D22 and D23). It rejects the case at validate with GenericConstraintValidationError when the curve cannot be built or that mean head is <= 0. Check the plant's curve, tailrace and losses.",
    spec: '§2.3, §7',
    phase: 'validate',
    needs: [HYDROS, PRODUCTIVITY],
  },
  {
    id: 'GEO-012',
    file: FILE,
    severity: 'hint',
    title: "a plant's curve does not span its storage range",
    description:
      "The curve should cover the reservoir from min_storage_hm3 to max_storage_hm3 of hydros.json. When it is narrower, the mean head is taken over the curve's own extent only, which is accepted but probably not intended.",
    spec: '§2.3',
  },
]);
