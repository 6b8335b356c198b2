// scenarios/load_factors.json: per-block scaling of bus loads, in the loader's own format (decision D31).
import type { FieldDoc } from '../../core/fieldDocs';
import { blockFactorFieldDocs, type BlockFactorDocSpec } from '../blockFactors/fields';
import { LOAD_FACTORS } from '../../core/case/layout';

/** What the file's documentation and its check are built from: its list, entity, words and rule ids. */
export const LOAD_FACTORS_DOC: BlockFactorDocSpec = {
  file: LOAD_FACTORS,
  list: 'load_factors',
  listMeaning: "The load factor entries: for one bus at one stage, the factor each block's load is scaled by.",
  entityKey: 'bus_id',
  entityMeaning: 'The bus (an id of system/buses.json) whose load is scaled.',
  scaled: "bus's load",
  rules: {
    shape: 'SCN-080',
    keys: 'SCN-081',
    blockId: 'SCN-082',
    factor: 'SCN-083',
    duplicate: 'SCN-084',
    repeatedBlock: 'SCN-085',
    unknown: 'SCN-089',
    entityRef: 'REF-122',
    stageRef: 'REF-123',
    blockRef: 'REF-124',
  },
};

export const loadFactorsFieldDocs: readonly FieldDoc[] = blockFactorFieldDocs(LOAD_FACTORS_DOC);
