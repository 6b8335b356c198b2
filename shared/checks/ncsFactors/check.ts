// scenarios/non_controllable_factors.json: every field parse_non_controllable_factors reads and what its validate_raw rejects.
import type { JsonFileContext } from '../context';
import { documentedKeys } from '../../core/fieldDocs';
import { checkBlockFactorsFile, type BlockFactorEntry } from '../blockFactors/check';
import { ncsFactorsFieldDocs } from './fields';

export type NcsFactorsModel = BlockFactorEntry[];

export function checkNcsFactorsFile(context: JsonFileContext): NcsFactorsModel | undefined {
  return checkBlockFactorsFile(context, {
    list: 'non_controllable_factors',
    entityKey: 'ncs_id',
    codes: { shape: 'SCN-090', keys: 'SCN-091', blockId: 'SCN-092', factor: 'SCN-093', duplicate: 'SCN-094', repeatedBlock: 'SCN-095', unknown: 'SCN-099' },
    rootKeys: documentedKeys(ncsFactorsFieldDocs, ''),
    entryKeys: documentedKeys(ncsFactorsFieldDocs, 'non_controllable_factors[]'),
    factorKeys: documentedKeys(ncsFactorsFieldDocs, 'non_controllable_factors[].block_factors[]'),
  });
}
