import { xfPlantsRules } from './plants/catalog';
import { xfTablesRules } from './tables/catalog';
import { xfCalendarRules } from './calendar/catalog';
import { refScenarioRules } from './scenarios/catalog';
import { refScenarioTableRules } from './scenarios/tablesCatalog';

/** The XF rules: checks that join several case files. */
export const crossFileRules = [...[...xfPlantsRules, ...xfTablesRules, ...xfCalendarRules, ...refScenarioRules], ...refScenarioTableRules] as const;
