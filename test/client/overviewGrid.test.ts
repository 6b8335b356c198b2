// The case overview webview's reading of the overview as a grid (client/webview/caseOverview/
// overviewGrid.ts, no DOM): the cell at a plant row and timeline column, the worst severity of a
// problem set, the JSON and table row a selection opens, the header's summary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OverviewGrid } from '../../client/webview/caseOverview/overviewGrid';
import { TIMELINE } from '../../client/webview/caseOverview/layout';
import { MODEL, SOURCE } from '../../shared/views/overviewLegend';
import { CASE_FILES } from '../../shared/core/case/layout';
import type { CaseOverview } from '../../shared/views/caseOverview';

const range = { start: { line: 0, character: 0 }, end: { line: 1, character: 0 } };

/** One pre-study, one study and one post-study stage; plant 10 has a cell from a productivity row with an error, plant 11 a bare fpha cell. */
function overview(): CaseOverview {
  return {
    stages: [
      { kind: 'pre-study', id: -1, title: 'pre-study stage -1', facts: [], link: 0, problemSet: -1 },
      { kind: 'study', id: 0, title: 'stage 0', facts: [], link: 1, problemSet: 0 },
      { kind: 'post-study', id: 0, title: 'post-study stage 0', facts: [], problemSet: -1 },
    ],
    studyColumns: [1],
    plants: [
      { hydroId: 10, name: 'Upper', link: 2, problemSet: -1 },
      { hydroId: 11, problemSet: -1 },
    ],
    cells: [MODEL.constant_productivity, SOURCE.productivityFile, 2, 7, 1, MODEL.fpha, SOURCE.none, -1, -1, -1],
    links: [
      { file: CASE_FILES.stages, range },
      { file: CASE_FILES.stages, range },
      { file: CASE_FILES.hydros, range },
    ],
    problems: [
      { code: 'STG-090', severity: 'warning', message: 'unknown key', file: CASE_FILES.stages },
      { code: 'PRD-004', severity: 'error', message: 'null hydro_id', file: CASE_FILES.productivity },
    ],
    problemSets: [[0], [0, 1]],
  };
}

test('overview grid: a plant has a cell at study stages only, with its codes and indexes', () => {
  const grid = new OverviewGrid(overview());
  assert.deepEqual(grid.cellAt(0, 1), { model: MODEL.constant_productivity, source: SOURCE.productivityFile, jsonLink: 2, tableRow: 7, problemSet: 1 });
  assert.deepEqual(grid.cellAt(1, 1), { model: MODEL.fpha, source: SOURCE.none, jsonLink: -1, tableRow: -1, problemSet: -1 });
  assert.equal(grid.cellAt(0, 0), undefined, 'a pre-study stage has no cell');
  assert.equal(grid.cellAt(0, 2), undefined, 'a post-study stage has no cell');
  assert.equal(grid.cellAt(TIMELINE, 1), undefined, 'the timeline has no cell');
});

test('overview grid: the worst severity of a problem set', () => {
  const grid = new OverviewGrid(overview());
  assert.equal(grid.worstSeverity(1), 'error');
  assert.equal(grid.worstSeverity(0), 'warning');
  assert.equal(grid.worstSeverity(-1), undefined);
});

test('overview grid: what a selection opens: the JSON that decides it, the table row that gives its source', () => {
  const grid = new OverviewGrid(overview());
  assert.equal(grid.jsonLink({ row: TIMELINE, column: 1 }), 1, 'a stage opens its entry');
  assert.equal(grid.jsonLink({ row: TIMELINE, column: 2 }), undefined, 'a stage without an entry opens nothing');
  assert.equal(grid.jsonLink({ row: 0, column: 1 }), 2);
  assert.equal(grid.jsonLink({ row: 1, column: 1 }), undefined, 'a cell with link -1 opens nothing');
  assert.equal(grid.jsonLink({ row: 0, column: 0 }), undefined, 'no cell, no JSON');
  assert.deepEqual(grid.tableRow({ row: 0, column: 1 }), { file: CASE_FILES.productivity, row: 7 });
  assert.equal(grid.tableRow({ row: 1, column: 1 }), undefined, 'a source with no table');
  assert.equal(grid.tableRow({ row: TIMELINE, column: 1 }), undefined);
});

test('overview grid: the summary counts stages by kind, plants, and cells or stages with problems', () => {
  assert.equal(new OverviewGrid(overview()).summary(), '1 pre-study, 1 study, 1 post-study stages · 2 plants · 2 cells or stages with problems');
  const one = { ...overview(), plants: [overview().plants[0]!], cells: overview().cells.slice(0, 5) };
  assert.equal(new OverviewGrid(one).summary(), '1 pre-study, 1 study, 1 post-study stages · 1 plant · 2 cells or stages with problems');
  // A dangling hydro_id is a row of the grid but no plant of the case: "1 plant", not "2 plants".
  const dangling = { ...overview(), plants: [overview().plants[0]!, { ...overview().plants[1]!, undeclared: true as const }] };
  assert.equal(new OverviewGrid(dangling).summary(), '1 pre-study, 1 study, 1 post-study stages · 1 plant (and 1 id no plant has) · 2 cells or stages with problems');
});
