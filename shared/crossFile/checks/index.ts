// Every cross-file rule, grouped by what it joins.
import type { CrossFileRule } from '../context';
import { plantRules } from './plants';
import { tableRules } from './tables';
import { calendarRules } from './calendar';
import { scenarioRules } from './scenarios';
import { systemReferences } from './system';
import { scenarioJsonReferences } from './scenarioJson';
import { constraintReferences } from './constraints';

export const crossFileChecks: readonly CrossFileRule[] = [...plantRules, ...tableRules, ...calendarRules, ...systemReferences, ...scenarioRules, ...scenarioJsonReferences, ...constraintReferences];
