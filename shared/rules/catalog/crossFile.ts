import { xfPlantsRules } from './xfPlants';
import { xfTablesRules } from './xfTables';
import { xfCalendarRules } from './xfCalendar';

/** The XF rules: checks that join several case files. */
export const crossFileRules = [...xfPlantsRules, ...xfTablesRules, ...xfCalendarRules] as const;
