// scenarios/load_factors.json: every field parse_load_factors reads and what its validate_raw rejects.
import type { JsonFileContext } from '../context';
import { documentedKeys } from '../../core/fieldDocs';
import { checkBlockFactorsFile, type BlockFactorEntry } from '../blockFactors/check';
import { loadFactorsFieldDocs } from './fields';

export type LoadFactorsModel = BlockFactorEntry[];

export function checkLoadFactorsFile(context: JsonFileContext): LoadFactorsModel | undefined {
  return checkBlockFactorsFile(context, {
    list: 'load_factors',
    entityKey: 'bus_id',
    codes: { shape: 'SCN-080', keys: 'SCN-081', blockId: 'SCN-082', factor: 'SCN-083', duplicate: 'SCN-084', repeatedBlock: 'SCN-085', unknown: 'SCN-089' },
    rootKeys: documentedKeys(loadFactorsFieldDocs, ''),
    entryKeys: documentedKeys(loadFactorsFieldDocs, 'load_factors[]'),
    factorKeys: documentedKeys(loadFactorsFieldDocs, 'load_factors[].block_factors[]'),
  });
}
