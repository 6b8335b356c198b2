// The eleven Parquet tables of constraints/ as the Cobre loader reads them (decision D31; cobre-io
// constraints/bounds.rs, ncs_bounds.rs, generic_bounds.rs, penalty_overrides.rs): each is keyed by
// an entity id and a stage_id (Int32, required), and holds Float64 columns the loader reads when
// present. Pure data: the check, the catalogue and the cross-file rules read the tables'
// descriptions, and the column docs below are written from them, so they cannot disagree.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { CASE_FILES, CONSTRAINT_TABLE_KINDS } from '../../core/case/layout';

/** The registry an entity id column names. */
export type EntityRegistry = 'hydro' | 'thermal' | 'line' | 'pumping' | 'contract' | 'ncs' | 'bus' | 'genericConstraint';

/** What the loader asks of a present, non-null value: finite; finite and >= 0; finite and > 0. */
export type ValueLimit = 'finite' | 'nonNegative' | 'positive';

export interface ValueColumn {
  name: string;
  limit: ValueLimit;
  /** Required columns (ncs_bounds.available_generation_mw, generic_constraint_bounds.bound) must be present and never null. */
  required?: boolean;
  meaning: string;
  unit: string;
}

export interface ConstraintTable {
  file: string;
  /** The loader's parser, as the catalogue cites it. */
  parser: string;
  entity: { column: string; registry: EntityRegistry; noun: string };
  values: readonly ValueColumn[];
  /**
   * The optional Int32 block_id: in thermal_bounds reserved (rows holding one are ignored), in
   * generic_constraint_bounds a block of the stage (null: every block).
   */
  block?: 'ignored' | 'perBlock';
  /** Pairs of columns that bound one quantity from below and above, in one row. */
  pairs?: ReadonlyArray<readonly [min: string, max: string]>;
  /** How the loader treats a repeated key: rejected (generic constraint bounds), or applied row after row. */
  repeatedKey: 'rejected' | 'overwritten';
  /** The loader reads the stage of a row only if it is a study stage (the others are ignored), or rejects it (ncs_bounds). */
  stage: 'ignoredUnlessStudy' | 'mustBeStudy';
}

const finite = (name: string, meaning: string, unit: string): ValueColumn => ({ name, limit: 'finite', meaning, unit });
const penalty = (name: string, meaning: string, unit: string): ValueColumn => ({ name, limit: 'positive', meaning, unit });

const BOUNDS = 'crates/cobre-io/src/constraints/bounds.rs';
const PENALTIES = 'crates/cobre-io/src/constraints/penalty_overrides.rs';

export const CONSTRAINT_TABLES = {
  thermalBounds: {
    file: CASE_FILES.thermalBounds,
    parser: `${BOUNDS}: parse_thermal_bounds`,
    entity: { column: 'thermal_id', registry: 'thermal', noun: 'thermal' },
    values: [
      finite('min_generation_mw', 'The least the plant generates at this stage, replacing generation.min_mw of system/thermals.json.', 'MW'),
      finite('max_generation_mw', 'The most the plant generates at this stage, replacing generation.max_mw of system/thermals.json.', 'MW'),
      {
        name: 'cost_per_mwh',
        limit: 'nonNegative',
        meaning: "The plant's dispatch cost at this stage, replacing its cost_per_mwh; ignored on a row with a block_id.",
        unit: '$/MWh',
      },
    ],
    block: 'ignored',
    pairs: [['min_generation_mw', 'max_generation_mw']],
    repeatedKey: 'overwritten',
    stage: 'ignoredUnlessStudy',
  },
  hydroBounds: {
    file: CASE_FILES.hydroBounds,
    parser: `${BOUNDS}: parse_hydro_bounds`,
    entity: { column: 'hydro_id', registry: 'hydro', noun: 'hydro' },
    values: [
      finite('min_turbined_m3s', 'The least turbined flow at this stage.', 'm³/s'),
      finite('max_turbined_m3s', 'The most turbined flow at this stage.', 'm³/s'),
      finite('min_storage_hm3', 'The least reservoir storage at this stage.', 'hm³'),
      finite('max_storage_hm3', 'The most reservoir storage at this stage.', 'hm³'),
      finite('min_outflow_m3s', 'The least total outflow (turbined plus spilled) at this stage.', 'm³/s'),
      finite('max_outflow_m3s', 'The most total outflow at this stage.', 'm³/s'),
      finite('min_generation_mw', 'The least generation at this stage.', 'MW'),
      finite('max_generation_mw', 'The most generation at this stage.', 'MW'),
      finite('max_diversion_m3s', 'The most diverted flow at this stage.', 'm³/s'),
      finite('filling_inflow_m3s', 'The inflow held back to fill the reservoir at this stage.', 'm³/s'),
      finite('water_withdrawal_m3s', 'The water withdrawn from the reservoir at this stage.', 'm³/s'),
    ],
    pairs: [
      ['min_turbined_m3s', 'max_turbined_m3s'],
      ['min_storage_hm3', 'max_storage_hm3'],
      ['min_outflow_m3s', 'max_outflow_m3s'],
      ['min_generation_mw', 'max_generation_mw'],
    ],
    repeatedKey: 'overwritten',
    stage: 'ignoredUnlessStudy',
  },
  lineBounds: {
    file: CASE_FILES.lineBounds,
    parser: `${BOUNDS}: parse_line_bounds`,
    entity: { column: 'line_id', registry: 'line', noun: 'line' },
    values: [
      finite('direct_mw', 'The line capacity from its source bus to its target bus at this stage.', 'MW'),
      finite('reverse_mw', 'The line capacity from its target bus to its source bus at this stage.', 'MW'),
    ],
    repeatedKey: 'overwritten',
    stage: 'ignoredUnlessStudy',
  },
  pumpingBounds: {
    file: CASE_FILES.pumpingBounds,
    parser: `${BOUNDS}: parse_pumping_bounds`,
    entity: { column: 'station_id', registry: 'pumping', noun: 'pumping station' },
    values: [finite('min_m3s', 'The least pumped flow at this stage.', 'm³/s'), finite('max_m3s', 'The most pumped flow at this stage.', 'm³/s')],
    pairs: [['min_m3s', 'max_m3s']],
    repeatedKey: 'overwritten',
    stage: 'ignoredUnlessStudy',
  },
  contractBounds: {
    file: CASE_FILES.contractBounds,
    parser: `${BOUNDS}: parse_contract_bounds`,
    entity: { column: 'contract_id', registry: 'contract', noun: 'contract' },
    values: [
      finite('min_mw', 'The least power of the contract at this stage.', 'MW'),
      finite('max_mw', 'The most power of the contract at this stage.', 'MW'),
      finite('price_per_mwh', 'The price of the contract at this stage.', '$/MWh'),
    ],
    pairs: [['min_mw', 'max_mw']],
    repeatedKey: 'overwritten',
    stage: 'ignoredUnlessStudy',
  },
  ncsBounds: {
    file: CASE_FILES.ncsBounds,
    parser: 'crates/cobre-io/src/constraints/ncs_bounds.rs: parse_ncs_bounds',
    entity: { column: 'ncs_id', registry: 'ncs', noun: 'non-controllable source' },
    values: [{ name: 'available_generation_mw', limit: 'nonNegative', required: true, meaning: 'The generation the source makes available at this stage.', unit: 'MW' }],
    repeatedKey: 'overwritten',
    stage: 'mustBeStudy',
  },
  genericBounds: {
    file: CASE_FILES.genericBounds,
    parser: 'crates/cobre-io/src/constraints/generic_bounds.rs: parse_generic_constraint_bounds',
    entity: { column: 'constraint_id', registry: 'genericConstraint', noun: 'generic constraint' },
    values: [{ name: 'bound', limit: 'finite', required: true, meaning: 'The right-hand side of the constraint at this stage (and block).', unit: 'the unit of the expression' }],
    block: 'perBlock',
    repeatedKey: 'rejected',
    stage: 'ignoredUnlessStudy',
  },
  busPenalties: {
    file: CASE_FILES.busPenalties,
    parser: `${PENALTIES}: parse_penalty_overrides_bus`,
    entity: { column: 'bus_id', registry: 'bus', noun: 'bus' },
    values: [penalty('excess_cost', 'The cost of each MWh of excess injection at the bus at this stage (the deficit segments do not vary by stage).', '$/MWh')],
    repeatedKey: 'overwritten',
    stage: 'ignoredUnlessStudy',
  },
  linePenalties: {
    file: CASE_FILES.linePenalties,
    parser: `${PENALTIES}: parse_penalty_overrides_line`,
    entity: { column: 'line_id', registry: 'line', noun: 'line' },
    values: [penalty('exchange_cost', 'The cost of each MWh exchanged over the line at this stage.', '$/MWh')],
    repeatedKey: 'overwritten',
    stage: 'ignoredUnlessStudy',
  },
  hydroPenalties: {
    file: CASE_FILES.hydroPenalties,
    parser: `${PENALTIES}: parse_penalty_overrides_hydro`,
    entity: { column: 'hydro_id', registry: 'hydro', noun: 'hydro' },
    values: [
      penalty('spillage_cost', 'The cost of spilled water at this stage.', '$/(m³/s)'),
      penalty('fpha_turbined_cost', 'The cost of turbined flow in the FPHA model at this stage.', '$/(m³/s)'),
      penalty('diversion_cost', 'The cost of diverted water at this stage.', '$/(m³/s)'),
      penalty('storage_violation_below_cost', 'The cost of storage below its minimum at this stage.', '$/hm³'),
      penalty('filling_target_violation_cost', 'The cost of missing the filling target at this stage.', '$/hm³'),
      penalty('turbined_violation_below_cost', 'The cost of turbined flow below its minimum at this stage.', '$/(m³/s)'),
      penalty('outflow_violation_below_cost', 'The cost of outflow below its minimum at this stage.', '$/(m³/s)'),
      penalty('outflow_violation_above_cost', 'The cost of outflow above its maximum at this stage.', '$/(m³/s)'),
      penalty('generation_violation_below_cost', 'The cost of generation below its minimum at this stage.', '$/MW'),
      penalty('evaporation_violation_cost', 'The cost of an evaporation violation at this stage.', '$/hm³'),
      penalty('water_withdrawal_violation_cost', 'The cost of a water withdrawal violation at this stage.', '$/(m³/s)'),
    ],
    repeatedKey: 'overwritten',
    stage: 'ignoredUnlessStudy',
  },
  ncsPenalties: {
    file: CASE_FILES.ncsPenalties,
    parser: `${PENALTIES}: parse_penalty_overrides_ncs`,
    entity: { column: 'source_id', registry: 'ncs', noun: 'non-controllable source' },
    values: [penalty('curtailment_cost', 'The cost of each MWh of available output left unused at this stage.', '$/MWh')],
    repeatedKey: 'overwritten',
    stage: 'ignoredUnlessStudy',
  },
} as const satisfies Record<ConstraintTableKind, ConstraintTable>;

export type ConstraintTableKind = (typeof CONSTRAINT_TABLE_KINDS)[number];

export { CONSTRAINT_TABLE_KINDS };

/** Every constraints/ table's file, as a catalogue entry lists them. */
export const CONSTRAINT_TABLE_FILES: readonly string[] = CONSTRAINT_TABLE_KINDS.map((kind) => CONSTRAINT_TABLES[kind].file);

export const STAGE_COLUMN = 'stage_id';
export const BLOCK_COLUMN = 'block_id';

// The column docs ---------------------------------------------------------------------------

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
      rules: ['CON-001', 'CON-003', ...RANGE_RULE[value.limit], ...(table.pairs?.some((pair) => pair.includes(value.name)) ? (['CON-006'] as const) : [])],
    });
  }
  return entries;
}

export const constraintTableFieldDocs: readonly FieldDoc[] = CONSTRAINT_TABLE_KINDS.flatMap((kind) =>
  fieldsUnder(CONSTRAINT_TABLES[kind].file, '', columns(CONSTRAINT_TABLES[kind])),
);
