// scenarios/load_factors.json: every field parse_load_factors reads and what its validate_raw rejects.
import type { JsonFileContext } from '../context';
import { blockFactorCheckSpec, checkBlockFactorsFile, type BlockFactorEntry } from '../blockFactors/check';
import { LOAD_FACTORS_DOC, loadFactorsFieldDocs } from './fields';

export type LoadFactorsModel = BlockFactorEntry[];

const SPEC = blockFactorCheckSpec(LOAD_FACTORS_DOC, loadFactorsFieldDocs);

export function checkLoadFactorsFile(context: JsonFileContext): LoadFactorsModel | undefined {
  return checkBlockFactorsFile(context, SPEC);
}
