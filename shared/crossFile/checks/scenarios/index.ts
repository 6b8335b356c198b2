// Cross-file rules joining the scenarios/ tables with the plants and the calendar (REF-100 on).
import type { CrossFileRule } from '../../context';
import { inflowStatsJoins } from './inflowStats';
import { arCoefficientsJoins } from './arCoefficients';
import { tableReferenceRules } from './tableReferences';
import { openingTreeRules } from './openingTree';
import { loadCoverageRules } from './loadCoverage';
import { pastInflowRules } from './pastInflows';
import { externalSchemeRules } from './externalScheme';
import { historyEstimationRules } from './historyEstimation';

export const scenarioRules: CrossFileRule[] = [
  ...inflowStatsJoins,
  ...arCoefficientsJoins,
  ...tableReferenceRules,
  ...historyEstimationRules,
  ...openingTreeRules,
  ...loadCoverageRules,
  ...pastInflowRules,
  ...externalSchemeRules,
];
