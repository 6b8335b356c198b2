// The columns of the constraints/ tables, as the loader reads them (decision D31), written from the
// tables' own description so the docs and the check cannot disagree. A column's doc has the column
// name as its path.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../fieldDocs/model';
import { BLOCK_COLUMN, CONSTRAINT_TABLES, CONSTRAINT_TABLE_KINDS, STAGE_COLUMN, type ConstraintTable } from './tables';

const SPEC = 'rules.md D31';
const RANGE = { finite: 'finite', nonNegative: '>= 0, finite', positive: '> 0, finite' } as const;
const RANGE_RULE = { finite: [], nonNegative: ['CON-004'], positive: ['CON-005'] } as const;
const REGISTRY_FILE = {
  hydro: 'system/hydros.json',
  thermal: 'system/thermals.json',
  line: 'system/lines.json',
  pumping: 'system/pumping_stations.json',
  contract: 'system/energy_contracts.json',
  ncs: 'system/non_controllable_sources.json',
  bus: 'system/buses.json',
  genericConstraint: 'constraints/generic_constraints.json',
} as const;

function columns(table: ConstraintTable): FieldEntry[] {
  const { entity } = table;
  const entries: FieldEntry[] = [
    {
      key: entity.column,
      meaning: `The ${entity.noun} the row applies to.`,
      type: 'Int32',
      required: 'yes',
      range: `an id of ${REGISTRY_FILE[entity.registry]}`,
      spec: SPEC,
      rules: ['CON-001', 'CON-002', table.repeatedKey === 'rejected' ? 'CON-008' : 'CON-007', 'REF-140'],
    },
    {
      key: STAGE_COLUMN,
      meaning: table.stage === 'mustBeStudy' ? 'The study stage the row applies to.' : 'The study stage the row applies to; rows at other stages are not used.',
      type: 'Int32',
      required: 'yes',
      range: 'a study stage id of stages.json',
      spec: SPEC,
      rules: ['CON-001', 'CON-002', table.stage === 'mustBeStudy' ? 'REF-142' : 'REF-141'],
    },
  ];
  if (table.block === 'perBlock')
    entries.push({
      key: BLOCK_COLUMN,
      meaning: 'The block of the stage the bound applies to; null applies it to every block.',
      type: 'Int32 (nullable)',
      required: 'no',
      default: 'every block',
      range: 'a block of the stage',
      spec: SPEC,
      rules: ['CON-001', 'REF-143'],
    });
  if (table.block === 'ignored')
    entries.push({
      key: BLOCK_COLUMN,
      meaning: 'Reserved for per-block costs: a row with a block_id is ignored by the loader.',
      type: 'Int32 (nullable)',
      required: 'no',
      default: 'null',
      spec: SPEC,
      rules: ['CON-001', 'CON-009'],
    });
  for (const value of table.values) {
    entries.push({
      key: value.name,
      meaning: value.meaning,
      type: value.required ? 'Float64' : 'Float64 (nullable)',
      required: value.required ? 'yes' : 'no',
      unit: value.unit,
      ...(value.required ? {} : { default: 'null: the base value stays' }),
      range: RANGE[value.limit],
      spec: SPEC,
      rules: ['CON-001', 'CON-003', ...RANGE_RULE[value.limit], ...(table.pairs?.some((pair) => pair.includes(value.name)) ? ['CON-006'] : [])],
    });
  }
  return entries;
}

export const constraintTableFieldDocs: readonly FieldDoc[] = CONSTRAINT_TABLE_KINDS.flatMap((kind) =>
  fieldsUnder(CONSTRAINT_TABLES[kind].file, '', columns(CONSTRAINT_TABLES[kind])),
);
