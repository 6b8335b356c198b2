// Field documentation the system/ registries share: the entity id and name, the bus it connects
// to, the stage window, `$schema`. Each file's fields.ts adds its own fields around these.
import type { FieldEntry } from '../../core/fieldDocs';
import { LOADER_AUTHORITY } from './catalog';
import type { RuleId } from '../../rules/index';

export const SPEC = LOADER_AUTHORITY;

export function schemaField(unknownRule: RuleId): FieldEntry {
  return {
    key: '$schema',
    meaning: 'Address of the published JSON schema of this file, for editors. The loader ignores its value.',
    type: 'string or null',
    required: 'no',
    spec: SPEC,
    rules: [unknownRule],
  };
}

export function listField(key: string, meaning: string, rules: readonly RuleId[], snippet?: string): FieldEntry {
  return { key, meaning, type: 'array', required: 'yes', spec: SPEC, rules, ...(snippet ? { snippet } : {}) };
}

export function idField(noun: string, referredBy: string, rules: readonly RuleId[]): FieldEntry {
  return {
    key: 'id',
    meaning: `The ${noun}'s id, unique in this file. ${referredBy}`,
    type: 'integer',
    required: 'yes',
    range: '32-bit signed integer',
    spec: SPEC,
    rules,
  };
}

export function nameField(noun: string, rules: readonly RuleId[]): FieldEntry {
  return { key: 'name', meaning: `A readable name for the ${noun}, shown in reports and messages.`, type: 'string', required: 'yes', spec: SPEC, rules };
}

export function busField(what: string, rules: readonly RuleId[], key = 'bus_id'): FieldEntry {
  return {
    key,
    meaning: `The id of the bus (system/buses.json) ${what}.`,
    type: 'integer',
    required: 'yes',
    spec: SPEC,
    rules,
  };
}

/** entry_stage_id and exit_stage_id. */
export function stageWindowFields(noun: string, rules: readonly RuleId[]): FieldEntry[] {
  return [
    {
      key: 'entry_stage_id',
      meaning: `The stage at which the ${noun} enters service. Null or absent: in service from the first stage.`,
      type: 'integer or null',
      required: 'no',
      default: 'null (from the first stage)',
      spec: SPEC,
      rules,
    },
    {
      key: 'exit_stage_id',
      meaning: `The stage at which the ${noun} leaves service. Null or absent: in service to the last stage.`,
      type: 'integer or null',
      required: 'no',
      default: 'null (to the last stage)',
      spec: SPEC,
      rules,
    },
  ];
}
