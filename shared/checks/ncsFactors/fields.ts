// scenarios/non_controllable_factors.json: per-block scaling of non-controllable sources, in the loader's own format (decision D31).
import type { FieldDoc } from '../../core/fieldDocs';
import { blockFactorFieldDocs, type BlockFactorDocSpec } from '../blockFactors/fields';
import { NCS_FACTORS } from '../../core/case/layout';

/** What the file's documentation and its check are built from: its list, entity, words and rule ids. */
export const NCS_FACTORS_DOC: BlockFactorDocSpec = {
  file: NCS_FACTORS,
  list: 'non_controllable_factors',
  listMeaning: "The factor entries: for one non-controllable source at one stage, the factor each block's available output is scaled by.",
  entityKey: 'ncs_id',
  entityMeaning: 'The source (an id of system/non_controllable_sources.json) whose available output is scaled.',
  scaled: "source's available output",
  rules: {
    shape: 'SCN-090',
    keys: 'SCN-091',
    blockId: 'SCN-092',
    factor: 'SCN-093',
    duplicate: 'SCN-094',
    repeatedBlock: 'SCN-095',
    unknown: 'SCN-099',
    entityRef: 'REF-125',
    stageRef: 'REF-126',
    blockRef: 'REF-124',
  },
};

export const ncsFactorsFieldDocs: readonly FieldDoc[] = blockFactorFieldDocs(NCS_FACTORS_DOC);
