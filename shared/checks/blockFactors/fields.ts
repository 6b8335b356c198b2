// Field documentation shared by scenarios/load_factors.json and scenarios/non_controllable_factors.json
// (decision D31): the same entry shape, each file naming its entity and its rules.
import type { RuleId } from '../../rules';
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { SPEC, schemaField } from '../system/fields';

export interface BlockFactorCodes {
  /** Root, `$schema`, the list, an entry or block_factors not of the shape read. */
  shape: RuleId;
  /** The entity id or stage_id missing or not a 32-bit integer. */
  keys: RuleId;
  /** block_id missing or not a 32-bit integer. */
  blockId: RuleId;
  /** factor missing, not a number, not finite and > 0. */
  factor: RuleId;
  /** A second entry for one (entity, stage). */
  duplicate: RuleId;
  /** A block_id given twice in one entry (warning). */
  repeatedBlock: RuleId;
  unknown: RuleId;
}

export interface BlockFactorDocSpec {
  file: string;
  list: string;
  /** What the list holds, in a sentence. */
  listMeaning: string;
  entityKey: string;
  /** `The bus (an id of system/buses.json) whose load is scaled.` */
  entityMeaning: string;
  /** `load`, `available output` */
  scaled: string;
  /** The check's rules, and the cross-file rules the fields are joined by. */
  rules: BlockFactorCodes & { entityRef: RuleId; stageRef: RuleId; blockRef: RuleId };
}

export function blockFactorFieldDocs(spec: BlockFactorDocSpec): FieldDoc[] {
  const { rules } = spec;
  const root: FieldEntry[] = [
    {
      key: spec.list,
      meaning: spec.listMeaning,
      type: 'array',
      required: 'yes',
      spec: SPEC,
      rules: [rules.shape, rules.duplicate],
      snippet: ['{', `\t"${spec.entityKey}": \${1:0},`, '\t"stage_id": ${2:0},', '\t"block_factors": [{ "block_id": ${3:0}, "factor": ${4:1.0} }]', '}'].join('\n'),
    },
    schemaField(rules.unknown),
  ];
  const entry: FieldEntry[] = [
    {
      key: spec.entityKey,
      meaning: spec.entityMeaning,
      type: 'integer',
      required: 'yes',
      range: '32-bit signed integer',
      spec: SPEC,
      rules: [rules.keys, rules.duplicate, rules.entityRef],
    },
    {
      key: 'stage_id',
      meaning: 'The study stage (an id of stages.json) the factors apply to. A stage without an entry keeps factor 1.',
      type: 'integer',
      required: 'yes',
      range: '32-bit signed integer',
      spec: SPEC,
      rules: [rules.keys, rules.duplicate, rules.stageRef],
    },
    {
      key: 'block_factors',
      meaning: `The factor of each block of the stage. A block without a factor keeps factor 1.`,
      type: 'array',
      required: 'yes',
      spec: SPEC,
      rules: [rules.shape],
      snippet: '{ "block_id": ${1:0}, "factor": ${2:1.0} }',
    },
    {
      key: 'block_factors[].block_id',
      meaning: "The block's position in the stage's blocks of stages.json (0 for the first).",
      type: 'integer',
      required: 'yes',
      range: '0 .. the number of blocks of the stage - 1',
      spec: SPEC,
      rules: [rules.blockId, rules.repeatedBlock, rules.blockRef],
    },
    {
      key: 'block_factors[].factor',
      meaning: `What the ${spec.scaled} is multiplied by in this block.`,
      type: 'number',
      required: 'yes',
      range: '> 0, finite',
      spec: SPEC,
      rules: [rules.factor],
    },
  ];
  return [...fieldsUnder(spec.file, '', root), ...fieldsUnder(spec.file, `${spec.list}[]`, entry)];
}
