// The columns of system/tailrace_curves.parquet (spec §2.7). A column's doc has the column name as its
// path; `required` says whether the column must be present.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';

const TAILRACE = 'system/tailrace_curves.parquet';

const TAILRACE_ALL = ['TRC-002', 'TRC-003'] as const;

function coefficient(degree: number): FieldEntry {
  return {
    key: `coefficient_${degree}`,
    meaning: `The degree-${degree} coefficient of the tailrace polynomial: level (m) = coefficient_0 + coefficient_1·x + ... + coefficient_4·x⁴, with x the downstream outflow in m³/s.`,
    type: 'Float64',
    required: 'yes',
    range: 'finite, any sign',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-006', 'TRC-010'],
  };
}

const tailrace: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant whose tailrace the curve describes. Its rows here replace the tailrace model of system/hydros.json.',
    type: 'Int32',
    required: 'yes',
    range: 'a plant of system/hydros.json',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-010', 'XF-002'],
  },
  {
    key: 'family_id',
    meaning: 'Groups the rows of one curve of the plant; a plant may have several families, one per downstream reference level.',
    type: 'Int32',
    required: 'yes',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-008'],
  },
  {
    key: 'downstream_reference_level_m',
    meaning:
      "The level of the downstream reservoir this family is keyed by (backwater). The pipeline interpolates between families at the downstream plant's reference level; null when the plant has a single family and no backwater effect.",
    type: 'Float64 (nullable)',
    required: 'yes',
    unit: 'm',
    range: '>= 0, finite, or null',
    spec: '§2.7, §7',
    rules: ['TRC-002', 'TRC-007', 'TRC-008', 'XF-027'],
  },
  {
    key: 'segment_id',
    meaning: 'The index of the piece within its family; the piece is chosen by downstream outflow.',
    type: 'Int32',
    required: 'yes',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL],
  },
  {
    key: 'outflow_min_m3s',
    meaning: 'The lowest downstream outflow the piece is valid for.',
    type: 'Float64',
    required: 'yes',
    unit: 'm³/s',
    range: '>= 0, finite',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-004'],
  },
  {
    key: 'outflow_max_m3s',
    meaning: 'The highest downstream outflow the piece is valid for.',
    type: 'Float64',
    required: 'yes',
    unit: 'm³/s',
    range: '>= 0, finite, >= outflow_min_m3s',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-004', 'TRC-005'],
  },
  ...[0, 1, 2, 3, 4].map(coefficient),
];

export const tailraceFieldDocs: readonly FieldDoc[] = fieldsUnder(TAILRACE, '', tailrace);
