import { xfPlantsRules } from './plants/catalog';
import { xfTablesRules } from './tables/catalog';
import { xfCalendarRules } from './calendar/catalog';
import { refScenarioRules } from './scenarios/catalog';
import type { RuleId } from '../../rules';
import { refScenarioTableRules } from './scenarios/tablesCatalog';

/** The XF rules: checks that join several case files. */
export const crossFileRules = [...xfPlantsRules, ...xfTablesRules, ...xfCalendarRules, ...refScenarioRules, ...refScenarioTableRules] as const;

/**
 * The file rules a cross-file rule restates (rules.md, Conventions), each with the XF ids it is
 * reported under: what needs another file is reported under the XF id, the diagnostic's
 * `data.fileRule` naming the file rule. Stated here once: the catalogue's `reportedAs` is derived
 * from it (shared/rules/index.ts), and a cross-file report's `fileRule` must be a file rule its XF
 * id restates, or it does not compile (`FileRuleOf`, shared/crossFile/reporter.ts).
 */
export const restatedRules = {
  'GEO-009': ['XF-002'],
  'GEO-010': ['XF-007', 'XF-008'],
  'GEO-011': ['XF-009'],
  'FPH-007': ['XF-012'],
  'FPH-008': ['XF-012'],
  'FPH-009': ['XF-012'],
  'FPH-010': ['XF-011'],
  'FPH-011': ['XF-010'],
  'FPH-013': ['XF-002'],
  'FPH-014': ['XF-015'],
  'PST-014': ['XF-017'],
  'PST-020': ['XF-018'],
  'PST-026': ['XF-019'],
  'HPM-002': ['XF-002'],
  'HPM-032': ['XF-013'],
  'HPM-060': ['XF-004'],
  'HPM-061': ['XF-001'],
  'PRD-011': ['XF-002'],
  'PRD-012': ['XF-015'],
  'STG-016': ['XF-025'],
  'STG-040': ['XF-026'],
  'STG-041': ['XF-026'],
  'STG-051': ['XF-020'],
  'STG-052': ['XF-021'],
  'STG-053': ['XF-021'],
  'STG-054': ['XF-022'],
  'STG-085': ['XF-023'],
  'STG-086': ['XF-024'],
  'TRC-009': ['XF-002'],
} as const satisfies { readonly [Id in RuleId]?: readonly RuleId[] };
