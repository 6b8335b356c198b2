// constraints/generic_constraints.json: user-defined linear constraints, in the loader's format
// (decision D31; cobre-io constraints/generic.rs).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { CASE_FILES } from '../../core/case/layout';
import { SPEC, idField, listField, nameField, schemaField } from '../system/fields';
import type { EntityRegistry } from '../constraintTables/fields';

export const GENERIC_CONSTRAINTS = CASE_FILES.genericConstraints;

/** Where a variable's entity lives, and whether it takes a block argument. */
export interface VariableKind {
  registry: Exclude<EntityRegistry, 'genericConstraint'>;
  /** Stage-only variables (hydro_storage, hydro_evaporation, hydro_withdrawal) take no block. */
  stageOnly: boolean;
  meaning: string;
}

/** The loader's variable catalogue (build_variable_ref): 20 names. */
export const VARIABLES: Readonly<Record<string, VariableKind>> = {
  hydro_storage: { registry: 'hydro', stageOnly: true, meaning: "the plant's reservoir storage at the end of the stage (hm³)" },
  hydro_evaporation: { registry: 'hydro', stageOnly: true, meaning: "the plant's evaporation over the stage" },
  hydro_withdrawal: { registry: 'hydro', stageOnly: true, meaning: "the plant's water withdrawal over the stage" },
  hydro_turbined: { registry: 'hydro', stageOnly: false, meaning: "the plant's turbined flow (m³/s)" },
  hydro_spillage: { registry: 'hydro', stageOnly: false, meaning: "the plant's spilled flow (m³/s)" },
  hydro_diversion: { registry: 'hydro', stageOnly: false, meaning: "the plant's diverted flow (m³/s)" },
  hydro_outflow: { registry: 'hydro', stageOnly: false, meaning: "the plant's total outflow, turbined plus spilled (m³/s)" },
  hydro_generation: { registry: 'hydro', stageOnly: false, meaning: "the plant's generation (MW)" },
  thermal_generation: { registry: 'thermal', stageOnly: false, meaning: "the thermal plant's generation (MW)" },
  line_direct: { registry: 'line', stageOnly: false, meaning: 'the flow of the line from its source bus to its target bus (MW)' },
  line_reverse: { registry: 'line', stageOnly: false, meaning: 'the flow of the line from its target bus to its source bus (MW)' },
  line_exchange: { registry: 'line', stageOnly: false, meaning: 'the net flow of the line, direct minus reverse (MW)' },
  bus_deficit: { registry: 'bus', stageOnly: false, meaning: 'the load not served at the bus (MW)' },
  bus_excess: { registry: 'bus', stageOnly: false, meaning: 'the excess injection at the bus (MW)' },
  pumping_flow: { registry: 'pumping', stageOnly: false, meaning: "the pumping station's pumped flow (m³/s)" },
  pumping_power: { registry: 'pumping', stageOnly: false, meaning: "the pumping station's power use (MW)" },
  contract_import: { registry: 'contract', stageOnly: false, meaning: 'the power imported through the contract (MW)' },
  contract_export: { registry: 'contract', stageOnly: false, meaning: 'the power exported through the contract (MW)' },
  non_controllable_generation: { registry: 'ncs', stageOnly: false, meaning: "the non-controllable source's generation (MW)" },
  non_controllable_curtailment: { registry: 'ncs', stageOnly: false, meaning: "the non-controllable source's curtailed output (MW)" },
};

export const VARIABLE_NAMES: readonly string[] = Object.keys(VARIABLES);

const root: FieldEntry[] = [
  listField(
    'constraints',
    'The generic constraints: each a linear expression of the study variables, compared with a bound per stage given by constraints/generic_constraint_bounds.parquet.',
    ['CON-020', 'CON-029'],
    [
      '{',
      '\t"id": ${1:0},',
      '\t"name": "${2:limit}",',
      '\t"expression": "${3:hydro_generation(0)}",',
      '\t"sense": "${4|<=,>=,==|}",',
      '\t"slack": { "enabled": ${5|false,true|} }',
      '}',
    ].join('\n'),
  ),
  schemaField('CON-029'),
];

const constraint: FieldEntry[] = [
  idField('constraint', 'The bounds of constraints/generic_constraint_bounds.parquet name it in their constraint_id.', ['CON-021', 'CON-022']),
  nameField('constraint', ['CON-023']),
  { key: 'description', meaning: 'A longer description of what the constraint is for.', type: 'string or null', required: 'no', spec: SPEC, rules: ['CON-023'] },
  {
    key: 'expression',
    meaning:
      'The left-hand side: terms joined by + or -, each a variable with its entity id, optionally after a coefficient and *, such as "2.5 * thermal_generation(5) - hydro_generation(3)". A second argument picks one block: "line_direct(0, 1)". The variables: ' +
      VARIABLE_NAMES.join(', ') +
      '.',
    type: 'string',
    required: 'yes',
    spec: SPEC,
    rules: ['CON-024', 'CON-025', 'REF-144', 'REF-145'],
  },
  {
    key: 'sense',
    meaning: 'How the expression compares with the bound of each stage.',
    type: 'string',
    required: 'yes',
    values: ['<=', '>=', '=='],
    valueDocs: { '<=': 'at most the bound', '>=': 'at least the bound', '==': 'exactly the bound' },
    spec: SPEC,
    rules: ['CON-026'],
  },
  {
    key: 'slack',
    meaning: 'Whether the constraint may be violated at a cost, and the cost.',
    type: 'object',
    required: 'yes',
    spec: SPEC,
    rules: ['CON-027', 'CON-028'],
  },
  {
    key: 'slack.enabled',
    meaning: 'true lets the constraint be violated, paying the penalty per unit of violation; false makes it hard.',
    type: 'boolean',
    required: 'yes',
    spec: SPEC,
    rules: ['CON-027', 'CON-028'],
  },
  {
    key: 'slack.penalty',
    meaning: 'The cost per unit of violation when the slack is enabled.',
    type: 'number or null',
    required: 'conditional',
    requiredWhen: 'slack.enabled is true',
    range: '> 0',
    spec: SPEC,
    rules: ['CON-027', 'CON-028'],
  },
];

export const genericConstraintsFieldDocs: readonly FieldDoc[] = [...fieldsUnder(GENERIC_CONSTRAINTS, '', root), ...fieldsUnder(GENERIC_CONSTRAINTS, 'constraints[]', constraint)];
