// Cross-file rules joining the scenarios/ tables with the plants and the calendar (REF-100 on).
import type { CrossFileRule } from '../../context';
import { inflowStatsRules } from './inflowStats';
import { arCoefficientsRules } from './arCoefficients';

export const scenarioRules: CrossFileRule[] = [...inflowStatsRules, ...arCoefficientsRules];
