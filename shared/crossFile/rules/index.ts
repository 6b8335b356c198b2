// Every cross-file rule, grouped by what it joins.
import type { CrossFileRule } from '../context';
import { plantRules } from './plants';
import { tableRules } from './tables';
import { calendarRules } from './calendar';

export const crossFileRules: readonly CrossFileRule[] = [...plantRules, ...tableRules, ...calendarRules];
