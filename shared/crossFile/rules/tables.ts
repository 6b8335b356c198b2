// Cross-file rules joining the geometry, hyperplane and tailrace tables against plants and stages
// (XF-006..012, XF-027, GEO-012); one module per table under ./tables.
import type { CrossFileRule } from '../context';
import { geometryRules } from '../checks/tables/geometry';
import { usefulHeadRules } from '../checks/tables/usefulHead';
import { hyperplaneRules } from '../checks/tables/hyperplanes';
import { tailraceRules } from '../checks/tables/tailrace';

export const tableRules: CrossFileRule[] = [...geometryRules, ...usefulHeadRules, ...hyperplaneRules, ...tailraceRules];
