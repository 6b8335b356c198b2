// The columns of system/hydro_geometry.parquet (spec §2.3). A column's doc has the column name as its
// path; `required` says whether the column must be present.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';

const GEOMETRY = 'system/hydro_geometry.parquet';

const geometry: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant the point belongs to. The rows of one plant, in any order, form its volume-height-area curve.',
    type: 'Int32',
    required: 'yes',
    range: 'a plant of system/hydros.json',
    spec: '§2.3, §1',
    rules: ['GEO-002', 'GEO-003', 'GEO-008', 'GEO-010', 'XF-002', 'XF-007', 'XF-008'],
  },
  {
    key: 'volume_hm3',
    meaning: 'The total stored volume at this point of the curve. The curve should span the storage range of the plant.',
    type: 'Float64',
    required: 'yes',
    unit: 'hm³',
    range: '>= 0, finite; strictly increasing within a plant',
    spec: '§2.3, §7',
    rules: ['GEO-002', 'GEO-003', 'GEO-004', 'GEO-005', 'GEO-012', 'XF-009'],
  },
  {
    key: 'height_m',
    meaning: 'The water surface elevation at this volume.',
    type: 'Float64',
    required: 'yes',
    unit: 'm',
    range: '>= 0, finite; non-decreasing within a plant',
    spec: '§2.3, §7',
    rules: ['GEO-002', 'GEO-003', 'GEO-004', 'GEO-006', 'XF-009'],
  },
  {
    key: 'area_km2',
    meaning: 'The water surface area at this volume, which evaporation works on.',
    type: 'Float64',
    required: 'yes',
    unit: 'km²',
    range: '>= 0, finite; non-decreasing within a plant',
    spec: '§2.3, §7',
    rules: ['GEO-002', 'GEO-003', 'GEO-004', 'GEO-007'],
  },
];

export const geometryFieldDocs: readonly FieldDoc[] = fieldsUnder(GEOMETRY, '', geometry);
