// Cross-file rules joining the geometry, hyperplane and tailrace tables against plants and stages
// (XF-006..012, XF-027, GEO-012); one module per table under ./tables.
import type { CrossFileRule } from '../context';
import { geometryRules } from './tables/geometry';
import { usefulHeadRules } from './tables/usefulHead';
import { hyperplaneRules } from './tables/hyperplanes';
import { tailraceRules } from './tables/tailrace';

export const tableRules: CrossFileRule[] = [...geometryRules, ...usefulHeadRules, ...hyperplaneRules, ...tailraceRules];
