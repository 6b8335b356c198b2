// Every cross-file rule, grouped by what it joins.
import type { CrossFileRule } from '../context';
import { plantRules } from './plants/index';
import { tableRules } from './tables/index';
import { calendarRules } from './calendar/index';
import { scenarioRules } from './scenarios/index';
import { systemReferences } from './system/index';
import { constraintReferences } from './constraints/index';

export const crossFileRules: readonly CrossFileRule[] = [...plantRules, ...tableRules, ...calendarRules, ...systemReferences, ...scenarioRules, ...constraintReferences];
