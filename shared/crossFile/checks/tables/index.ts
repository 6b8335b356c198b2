// Cross-file rules joining the geometry, hyperplane and tailrace tables against plants and stages
// (XF-006..012, XF-027, GEO-012); one module per table in this folder.
import type { CrossFileRule } from '../../context';
import { geometryRules } from './geometry';
import { usefulHeadRules } from './usefulHead';
import { hyperplaneRules } from './hyperplanes';
import { tailraceRules } from './tailrace';

export const tableRules: CrossFileRule[] = [...geometryRules, ...usefulHeadRules, ...hyperplaneRules, ...tailraceRules];
