// The words of the status item and of the Validate Case notification.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CaseStatus } from '../../server/main/caseValidator';
import { OFF_VIEW, countsText, severityOf, statusBarText, statusMenu, statusView, validationSummary } from '../../client/statusText';
import { COMMANDS, SHOW_PLANT_CURVES_COMMAND, SHOW_SCENARIO_PLOTS_COMMAND } from '../../client/contributions';

const at = '2025-03-01T14:03:12.000Z';
const clock = (date: Date) => date.toISOString().slice(11, 19);

function status(fields: Partial<CaseStatus>): CaseStatus {
  return { caseRoot: '/cases/base', state: 'done', errors: 0, warnings: 0, hints: 0, files: 5, ms: 212.4, validatedAt: at, ...fields };
}

test('counts read naturally, in the singular and the plural', () => {
  assert.equal(countsText({ errors: 0, warnings: 0 }), 'no problems');
  assert.equal(countsText({ errors: 1, warnings: 0 }), '1 error');
  assert.equal(countsText({ errors: 0, warnings: 3 }), '3 warnings');
  assert.equal(countsText({ errors: 2, warnings: 1 }), '2 errors, 1 warning');
});

test('a finished run shows its counts, when it ran and how long it took, and is as loud as its worst problem', () => {
  assert.deepEqual(statusView(status({ errors: 2, warnings: 1 }), undefined, clock), {
    text: 'HydroCase: 2 errors, 1 warning',
    detail: 'validated at 14:03:12 (5 files, 212 ms)',
    severity: 'error',
    busy: false,
  });
  assert.equal(statusView(status({ warnings: 1 }), undefined, clock).severity, 'warning');
  assert.deepEqual(statusView(status({}), undefined, clock).text, 'HydroCase: no problems');
  assert.equal(statusView(status({}), undefined, clock).severity, 'information');
});

test('while validating the item is busy and keeps the last outcome as its detail', () => {
  const last = status({ errors: 1 });
  assert.deepEqual(statusView(status({ state: 'validating', validatedAt: undefined }), last, clock), {
    text: 'HydroCase: validating',
    detail: 'last validated at 14:03:12 (5 files, 212 ms)',
    severity: 'information',
    busy: true,
  });
  assert.equal(statusView(status({ state: 'validating' }), undefined, clock).detail, 'first validation');
});

test('a failed run says so, with the reason', () => {
  const failed = status({ state: 'failed', message: 'worker crashed', validatedAt: undefined });
  assert.deepEqual(statusView(failed, undefined, clock), { text: 'HydroCase: failed', detail: 'validation failed: worker crashed', severity: 'warning', busy: false });
  assert.equal(severityOf(failed), 'warning');
  assert.equal(validationSummary('cases/base', failed), 'HydroCase: cases/base: validation failed: worker crashed');
});

test('a hydrocase.json not applied is a warning on the item until it is fixed, naming the mistake', () => {
  const note = 'hydrocase.json not applied: rules.STG-999: unknown rule id "STG-999"';
  const clean = statusView(status({ settingsProblem: note }), undefined, clock);
  assert.deepEqual(clean, {
    text: 'HydroCase: no problems · hydrocase.json not applied',
    detail: `${note}; validated at 14:03:12 (5 files, 212 ms)`,
    severity: 'warning',
    busy: false,
  });
  assert.equal(statusBarText(clean), '$(warning) HydroCase: no problems · hydrocase.json not applied');
  assert.equal(statusView(status({ errors: 1, settingsProblem: note }), undefined, clock).severity, 'error', 'errors stay as loud as errors');
  assert.equal(statusView(status({}), undefined, clock).text, 'HydroCase: no problems', 'fixed: the note goes');
});

test('no status yet: a quiet item', () => {
  assert.deepEqual(statusView(undefined, undefined), { text: 'HydroCase', detail: 'not validated yet', severity: 'information', busy: false });
});

test('the notification after Validate Case names the case and the counts', () => {
  assert.equal(validationSummary('cases/base', status({ errors: 2, warnings: 1 })), 'HydroCase: cases/base: 2 errors, 1 warning (5 files, 212 ms)');
  assert.equal(validationSummary('base', status({ files: 1, ms: 0.4 })), 'HydroCase: base: no problems (1 file, 0 ms)');
});

test('the status bar text leads with an icon for the state: spinning while validating, then as loud as the outcome', () => {
  assert.equal(statusBarText(statusView(status({ errors: 2, warnings: 1 }), undefined, clock)), '$(error) HydroCase: 2 errors, 1 warning');
  assert.equal(statusBarText(statusView(status({ warnings: 1 }), undefined, clock)), '$(warning) HydroCase: 1 warning');
  assert.equal(statusBarText(statusView(status({}), undefined, clock)), '$(check) HydroCase: no problems');
  assert.equal(statusBarText(statusView(status({ state: 'validating' }), undefined, clock)), '$(sync~spin) HydroCase: validating');
  assert.equal(statusBarText(OFF_VIEW), '$(check) HydroCase: off');
});

test('the status bar menu: Validate Case, Fix All in Case, Show Case Overview, Show Plant Curves, Show Scenario Plots, Show Output, Restart Server; when off, the setting that turns it on', () => {
  assert.deepEqual(
    statusMenu(true, COMMANDS).map((e) => [e.label.replace(/^\$\([a-z-]+\) /, ''), e.command]),
    [
      ['Validate Case', COMMANDS.validateCase],
      ['Fix All in Case', COMMANDS.fixAllInCase],
      ['Show Case Overview', COMMANDS.showCaseOverview],
      ['Show Plant Curves', SHOW_PLANT_CURVES_COMMAND],
      ['Show Scenario Plots', SHOW_SCENARIO_PLOTS_COMMAND],
      ['Show Output', COMMANDS.showOutput],
      ['Restart Server', COMMANDS.restartServer],
    ],
  );
  assert.deepEqual(
    statusMenu(false, COMMANDS).map((e) => [e.command, e.args]),
    [
      ['workbench.action.openSettings', ['hydrocase.enable']],
      [COMMANDS.showOutput, undefined],
    ],
  );
});
