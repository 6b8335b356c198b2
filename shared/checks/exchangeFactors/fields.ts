// constraints/exchange_factors.json: per-block multipliers of the line capacities, in the loader's
// format (decision D31; cobre-io constraints/exchange_factors.rs).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { CASE_FILES } from '../../core/case/layout';
import { SPEC, listField, schemaField } from '../system/fields';

export const EXCHANGE_FACTORS = CASE_FILES.exchangeFactors;

const root: FieldEntry[] = [
  listField(
    'exchange_factors',
    'The capacity multipliers, one entry per (line, study stage), each listing the blocks it changes; a block not listed keeps the factor 1.',
    ['CON-030', 'CON-035'],
    ['{', '\t"line_id": ${1:0},', '\t"stage_id": ${2:0},', '\t"block_factors": [{ "block_id": ${3:0}, "direct_factor": ${4:1.0}, "reverse_factor": ${5:1.0} }]', '}'].join('\n'),
  ),
  schemaField('CON-035'),
];

const entry: FieldEntry[] = [
  {
    key: 'line_id',
    meaning: 'The line whose capacity the entry scales (an id of system/lines.json).',
    type: 'integer',
    required: 'yes',
    range: '32-bit signed integer',
    spec: SPEC,
    rules: ['CON-031', 'REF-146'],
  },
  {
    key: 'stage_id',
    meaning: 'The study stage the entry applies to.',
    type: 'integer',
    required: 'yes',
    range: '32-bit signed integer',
    spec: SPEC,
    rules: ['CON-031', 'CON-034', 'REF-146'],
  },
  {
    key: 'block_factors',
    meaning: 'The blocks of the stage whose capacities change, each with its two factors.',
    type: 'array',
    required: 'yes',
    spec: SPEC,
    rules: ['CON-032'],
    snippet: '{ "block_id": ${1:0}, "direct_factor": ${2:1.0}, "reverse_factor": ${3:1.0} }',
  },
  {
    key: 'block_factors[].block_id',
    meaning: 'The block of the stage (0 is the first).',
    type: 'integer',
    required: 'yes',
    range: '32-bit signed integer',
    spec: SPEC,
    rules: ['CON-032', 'REF-146'],
  },
  {
    key: 'block_factors[].direct_factor',
    meaning: "The multiplier of the line's direct capacity (source to target bus) in this block.",
    type: 'number',
    required: 'yes',
    range: '> 0, finite',
    spec: SPEC,
    rules: ['CON-033'],
  },
  {
    key: 'block_factors[].reverse_factor',
    meaning: "The multiplier of the line's reverse capacity (target to source bus) in this block.",
    type: 'number',
    required: 'yes',
    range: '> 0, finite',
    spec: SPEC,
    rules: ['CON-033'],
  },
];

export const exchangeFactorsFieldDocs: readonly FieldDoc[] = [...fieldsUnder(EXCHANGE_FACTORS, '', root), ...fieldsUnder(EXCHANGE_FACTORS, 'exchange_factors[]', entry)];
