// Cross-file rules joining the geometry, hyperplane and tailrace tables against plants and stages
// (XF-006..012, XF-027, GEO-012); one module per table in this folder.
import type { CrossFileRule } from '../../context';
import { geometryJoins } from './geometry';
import { usefulHeadRules } from './usefulHead';
import { hyperplaneRules } from './hyperplanes';
import { tailraceJoins } from './tailrace';

export const tableRules: CrossFileRule[] = [...geometryJoins, ...usefulHeadRules, ...hyperplaneRules, ...tailraceJoins];
