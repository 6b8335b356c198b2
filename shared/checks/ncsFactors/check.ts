// scenarios/non_controllable_factors.json: every field parse_non_controllable_factors reads and what its validate_raw rejects.
import type { JsonFileContext } from '../context';
import { blockFactorCheckSpec, checkBlockFactorsFile, type BlockFactorEntry } from '../blockFactors/check';
import { NCS_FACTORS_DOC, ncsFactorsFieldDocs } from './fields';

export type NcsFactorsModel = BlockFactorEntry[];

const SPEC = blockFactorCheckSpec(NCS_FACTORS_DOC, ncsFactorsFieldDocs);

export function checkNcsFactorsFile(context: JsonFileContext): NcsFactorsModel | undefined {
  return checkBlockFactorsFile(context, SPEC);
}
