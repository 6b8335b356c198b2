// STUB: cross-file rules joining geometry, hyperplanes and tailrace tables against plants and stages (XF-006..012, XF-027, GEO-012).
import type { CrossFileRule } from '../context';

export const tableRules: CrossFileRule[] = [];
