// What the status bar item and the "Validate Case" notification say about a case. Pure, so the
// wording is unit-tested without an editor.
import type { CaseStatus } from '../server/main/caseValidator';
import type { FixAllResult } from './protocol';
import { plural } from '../shared/core/text';
import { describeFixed } from '../shared/services/fixSummary';
import { SHOW_PLANT_CURVES_COMMAND, SHOW_SCENARIO_PLOTS_COMMAND } from './contributions';

export type StatusSeverity = 'information' | 'warning' | 'error';

export interface StatusView {
  text: string;
  detail: string;
  severity: StatusSeverity;
  busy: boolean;
}

type Counts = Pick<CaseStatus, 'errors' | 'warnings'>;

/** `2 errors, 1 warning`, or `no problems`. */
export function countsText({ errors, warnings }: Counts): string {
  if (errors === 0 && warnings === 0) return 'no problems';
  return [errors ? plural(errors, 'error') : '', warnings ? plural(warnings, 'warning') : ''].filter(Boolean).join(', ');
}

/** How loud the outcome is: errors are errors; warnings, failed runs and a hydrocase.json not applied are warnings. */
export function severityOf(status: CaseStatus): StatusSeverity {
  if (status.state === 'failed') return 'warning';
  if (status.settingsProblem && status.errors === 0) return 'warning';
  return status.errors > 0 ? 'error' : status.warnings > 0 ? 'warning' : 'information';
}

/** `validated at 14:03:12 (5 files, 212 ms)`: when and how the shown outcome was reached. */
function lastRunText(status: CaseStatus, formatTime: (date: Date) => string): string {
  if (status.state === 'failed') return `validation failed${status.message ? `: ${status.message}` : ''}`;
  const when = status.validatedAt ? ` at ${formatTime(new Date(status.validatedAt))}` : '';
  return `validated${when} (${plural(status.files, 'file')}, ${Math.round(status.ms)} ms)`;
}

/**
 * The status item for a case: `latest` is the newest notification (possibly `validating`),
 * `settled` the newest finished one, shown as the detail while a new run is under way.
 */
export function statusView(latest: CaseStatus | undefined, settled: CaseStatus | undefined, formatTime = (date: Date) => date.toLocaleTimeString()): StatusView {
  if (!latest) return { text: 'HydroCase', detail: 'not validated yet', severity: 'information', busy: false };
  if (latest.state === 'validating') {
    return { text: 'HydroCase: validating', detail: settled ? `last ${lastRunText(settled, formatTime)}` : 'first validation', severity: 'information', busy: true };
  }
  const text = latest.state === 'failed' ? 'HydroCase: failed' : `HydroCase: ${countsText(latest)}${latest.settingsProblem ? ' · hydrocase.json not applied' : ''}`;
  const detail = [latest.settingsProblem, lastRunText(latest, formatTime)].filter(Boolean).join('; ');
  return { text, detail, severity: severityOf(latest), busy: false };
}

/** One line for the notification after "Validate Case": `cases/base: 2 errors, 1 warning (5 files, 212 ms)`. */
export function validationSummary(caseName: string, status: CaseStatus): string {
  if (status.state === 'failed') return `HydroCase: ${caseName}: validation failed${status.message ? `: ${status.message}` : ''}`;
  return `HydroCase: ${caseName}: ${countsText(status)} (${plural(status.files, 'file')}, ${Math.round(status.ms)} ms)`;
}

/** The item's text in the status bar: an icon for its state (spinning while validating), then the words. */
export function statusBarText(view: StatusView): string {
  const icon = view.busy ? '$(sync~spin)' : view.severity === 'error' ? '$(error)' : view.severity === 'warning' ? '$(warning)' : '$(check)';
  return `${icon} ${view.text}`;
}

/** The status bar item when hydrocase.enable is off. */
export const OFF_VIEW: StatusView = { text: 'HydroCase: off', detail: 'hydrocase.enable is false', severity: 'information', busy: false };

/** A menu entry of the status bar item: what it says and the command it runs. */
export interface MenuEntry {
  label: string;
  command: string;
  args?: unknown[];
}

/** The status bar item's menu, ESLint-style: validate, fix, the case's views, the log, a restart; turning on when off. */
export function statusMenu(
  enabled: boolean,
  commands: { validateCase: string; fixAllInCase: string; showCaseOverview: string; showOutput: string; restartServer: string },
): MenuEntry[] {
  if (!enabled)
    return [
      { label: '$(gear) Turn HydroCase On (hydrocase.enable)', command: 'workbench.action.openSettings', args: ['hydrocase.enable'] },
      { label: '$(output) Show Output', command: commands.showOutput },
    ];
  return [
    { label: '$(check-all) Validate Case', command: commands.validateCase },
    { label: '$(wrench) Fix All in Case', command: commands.fixAllInCase },
    { label: '$(graph) Show Case Overview', command: commands.showCaseOverview },
    { label: '$(graph-line) Show Plant Curves', command: SHOW_PLANT_CURVES_COMMAND },
    { label: '$(graph-scatter) Show Scenario Plots', command: SHOW_SCENARIO_PLOTS_COMMAND },
    { label: '$(output) Show Output', command: commands.showOutput },
    { label: '$(debug-restart) Restart Server', command: commands.restartServer },
  ];
}

/** What "Fix All in Case" did: `fixed 10 problems in 2 files (STG-039 ×4, PEN-020 ×1)`. */
export function fixAllSummary(result: Pick<FixAllResult, 'applied' | 'files' | 'fixed' | 'message'>): string {
  if (result.message) return `nothing fixed: ${result.message}`;
  if (result.files === 0) return 'nothing in this case can be fixed safely';
  if (!result.applied) return 'the fixes were not applied (a file changed meanwhile): try again';
  return `fixed ${describeFixed(result.fixed, result.files)}; Undo reverts them`;
}
