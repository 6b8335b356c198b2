import { xfPlantsRules } from './plants/catalog';
import { xfTablesRules } from './tables/catalog';
import { xfCalendarRules } from './calendar/catalog';
import { refScenarioRules } from './scenarios/catalog';

/** The XF rules: checks that join several case files. */
export const crossFileRules = [...xfPlantsRules, ...xfTablesRules, ...xfCalendarRules, ...refScenarioRules] as const;
