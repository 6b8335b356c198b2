// The HydroCase client–server protocol beyond LSP, named once: the server registers these methods
// and the VS Code client calls them. Types and string constants only, so the client bundles this
// file without the server.
import type { CaseStatus } from '../main/caseValidator';
import type { RuleId } from '../../shared/core/rules/define';

export const STATUS_NOTIFICATION = 'hydrocase/status';
export const VALIDATE_REQUEST = 'hydrocase/validateCase';
export const LIST_CASES_REQUEST = 'hydrocase/listCases';
export const FIX_ALL_REQUEST = 'hydrocase/fixAllInCase';
/** A coverage fix the planner picked and confirmed: the server rewrites the statistics table (params: a file of the case and the fix). */
export const COVERAGE_ROWS_REQUEST = 'hydrocase/addCoverageRows';
/** A dangling table id fix the planner picked in the table view and confirmed (params: a file of the case and the fix). */
export const TABLE_ID_REQUEST = 'hydrocase/replaceTableId';
/** The editor command a coverage quick fix runs (it asks before it sends COVERAGE_ROWS_REQUEST). */
export { COVERAGE_ROWS_COMMAND, TABLE_ID_COMMAND } from '../../shared/services/codeActions/commandIds';
export type { TableIdFix } from '../../shared/crossFile/checks/plants/tableIdFix';
export type { TableIdOutcome } from '../../shared/crossFile/checks/plants/replaceTableId';
export type { CoverageRowsFix } from '../../shared/crossFile/checks/scenarios/coverageFix';
export type { CoverageRowsOutcome } from '../../shared/crossFile/checks/scenarios/addCoverageRows';

/** `hydrocase/status`, and each element of the `hydrocase/validateCase` answer. */
export type CaseStatusMessage = CaseStatus & { caseUri: string };

/** One element of the `hydrocase/listCases` answer; no status until the case was validated once. */
export interface ListedCase {
  caseUri: string;
  status?: CaseStatus;
}

/**
 * The `hydrocase/fixAllInCase` answer: whether the editor applied the edit, and what it fixes. The
 * codes are the engine's own (`CaseFixes.fixed`), never a client's text, so they are `RuleId`s.
 */
export interface FixAllResult {
  applied: boolean;
  files: number;
  fixed: Array<{ file: string; code: RuleId; count: number }>;
  message?: string;
}

export { TABLE_PAGE_REQUEST, type TablePage, type TablePageParams } from './tableViewProtocol';
export {
  CASE_OVERVIEW_REQUEST,
  CASE_OVERVIEW_FACTS_REQUEST,
  type CaseOverviewAnswer,
  type CaseOverviewParams,
  type CaseOverviewFacts,
  type CaseOverviewFactsParams,
} from './caseOverviewProtocol';
export {
  SCENARIO_PLOTS_COMMAND,
  SCENARIO_PLOTS_REQUEST,
  type ScenarioPlotsAnswer,
  type ScenarioPlotsParams,
  type ScenarioPlotsView,
  type ScenarioPlotKind,
} from './scenarioPlotsProtocol';
export { PLANT_CURVES_COMMAND, PLANT_CURVES_REQUEST, type PlantCurvesAnswer, type PlantCurvesParams, type PlantCurvesView } from './plantCurvesProtocol';
