// STUB: cross-file rules joining stages, post-study stages, thermals and config (XF-016..026).
import type { CrossFileRule } from '../context';

export const calendarRules: CrossFileRule[] = [];
