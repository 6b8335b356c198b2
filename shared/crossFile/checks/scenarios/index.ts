// Cross-file rules joining the scenarios/ tables with the plants and the calendar (REF-100 on).
import type { CrossFileRule } from '../../context';
import { inflowStatsJoins } from './inflowStats';
import { arCoefficientsJoins } from './arCoefficients';

export const scenarioRules: CrossFileRule[] = [...inflowStatsJoins, ...arCoefficientsJoins];
