// STUB: cross-file rules joining hydros.json ↔ production models ↔ productivity (XF-001..005, XF-013..015, XF-029).
import type { CrossFileRule } from '../context';

export const plantRules: CrossFileRule[] = [];
