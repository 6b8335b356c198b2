// Cross-file rules joining the scenarios/ tables with the plants and the calendar (REF-100 on).
import type { CrossFileRule } from '../../context';
import { inflowStatsRules } from './inflowStats';
import { arCoefficientsRules } from './arCoefficients';
import { tableReferenceRules } from './tableReferences';
import { openingTreeRules } from './openingTree';
import { loadCoverageRules } from './loadCoverage';
import { pastInflowRules } from './pastInflows';
import { externalSchemeRules } from './externalScheme';

export const scenarioRules: CrossFileRule[] = [
  ...[...inflowStatsRules, ...arCoefficientsRules],
  ...tableReferenceRules,
  ...openingTreeRules,
  ...loadCoverageRules,
  ...pastInflowRules,
  ...externalSchemeRules,
];
