// The case overview's model: the calendar timeline (pre-study, study in date order, post-study,
// with explain's facts), the plants × study stages grid (resolved model and productivity source),
// each cell's link to the JSON that decides it as file + range, and the problems on cells; on a
// real Cobre example and on a generated case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { generateCase, PRESETS } from '../../bench/generate';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { explainPostStudyStage, explainPreStudyStage, explainStage } from '../../shared/crossFile/explain';
import { caseOverview, overviewCell, type CaseOverview, type OverviewLink } from '../../shared/views/caseOverview';
import { MODEL, SOURCE, sourceTable } from '../../shared/views/overviewLegend';
import { ProblemLocator, type TableProblem } from '../../shared/views/tablePages';
import type { Range } from '../../shared/core/diagnostics';
import { writeCase, type CaseFiles } from '../support/cases';
import { examplesDir } from '../support/cli';

const EXAMPLE = join(examplesDir, 'deterministic', 'd06-fpha-variable-head');
const MODELS_FILE = 'system/hydro_production_models.json';

/** The text a link's range selects, in the file the validation read. */
function linkedText(validation: ValidationResult, link: OverviewLink): string {
  const doc = validation.model.documents.get(link.file)!;
  return doc.text.slice(doc.offsetAt(link.range.start), doc.offsetAt(link.range.end));
}

function problemCodes(overview: CaseOverview, set: number): string[] {
  return set < 0 ? [] : overview.problemSets[set]!.map((p) => `${overview.problems[p]!.code}:${overview.problems[p]!.severity}`);
}

function generated(bend: (files: Record<string, unknown>) => void = () => {}): string {
  const files: Record<string, unknown> = { ...generateCase(PRESETS.small, 20240101).files };
  bend(files);
  return writeCase(files as CaseFiles);
}

test('a Cobre example: the timeline of study stages carries the facts hydrocase explain prints, and links each stage to its entry', async () => {
  const validation = await validateCase(EXAMPLE);
  const overview = caseOverview(validation);
  assert.deepEqual(
    overview.stages.map((s) => [s.kind, s.id, s.title]),
    [
      ['study', 0, 'stage 0'],
      ['study', 1, 'stage 1'],
    ],
  );
  assert.deepEqual(overview.studyColumns, [0, 1]);
  const [first] = overview.stages;
  // One source of facts: the very lines of `hydrocase explain --stage 0`.
  assert.deepEqual(first!.facts, (explainStage(validation.resolved, 0) as { facts: unknown }).facts);
  assert.deepEqual(
    first!.facts.map((f) => f.label),
    ['dates', 'blocks', 'position', 'season', 'discount rate'],
  );
  assert.match(first!.facts.find((f) => f.label === 'season')!.value, /^none: there is no season map/);
  assert.equal(first!.facts.find((f) => f.label === 'discount rate')!.value, '0 per year, from policy_graph.annual_discount_rate');
  assert.deepEqual([first!.blocks, first!.hours, first!.discountRate], [1, 730, 0]);
  const link = overview.links[first!.link!]!;
  assert.equal(link.file, 'stages.json');
  assert.equal(JSON.parse(linkedText(validation, link)).id, 0);
  // The example's stages carry the older num_scenarios key: one STG-039 for the file (D1), shown on
  // every stage it lists; 730 block hours a month is the average-month convention (no STG-089, D26).
  assert.deepEqual(problemCodes(overview, first!.problemSet), ['STG-039:error']);
  assert.deepEqual(problemCodes(overview, overview.stages[1]!.problemSet), ['STG-039:error']);
  assert.equal(overview.problems.length, 1, 'one problem, not one per stage');
});

test('a Cobre example: the fpha plant’s cells name the stage range that decides them, by file and range, and the hyperplane rows they read', async () => {
  const validation = await validateCase(EXAMPLE);
  const overview = caseOverview(validation);
  assert.deepEqual(overview.plants, [{ hydroId: 0, name: 'H0', link: overview.plants[0]!.link, problemSet: -1 }]);
  assert.equal(overview.links[overview.plants[0]!.link!]!.file, 'system/hydros.json');
  for (const column of [0, 1]) {
    const cell = overviewCell(overview, 0, column);
    assert.equal(cell.model, MODEL.fpha);
    assert.equal(cell.source, SOURCE.allStagePlanes, "the example's planes have a null stage_id");
    assert.equal(sourceTable(cell.source), 'system/fpha_hyperplanes.parquet');
    assert.equal(cell.tableRow, 0);
    const link = overview.links[cell.jsonLink]!;
    assert.equal(link.file, MODELS_FILE);
    assert.deepEqual(link.range, { start: { line: 7, character: 8 }, end: { line: 14, character: 9 } } satisfies Range);
    assert.deepEqual(JSON.parse(linkedText(validation, link)), { start_stage_id: 0, end_stage_id: null, model: 'fpha', fpha_config: { source: 'precomputed' } });
    assert.equal(cell.problemSet, -1);
  }
});

test('a generated case: pre-study, study and post-study stages in timeline order, each with its season and how it was reached', async () => {
  // Stage 0 loses its explicit season_id: its season is derived from its start date.
  const validation = await validateCase(
    generated((files) => {
      const stages = JSON.parse(files['stages.json'] as string);
      delete stages.stages[0].season_id;
      files['stages.json'] = JSON.stringify(stages, null, 2);
    }),
  );
  const overview = caseOverview(validation);
  const kinds = overview.stages.map((s) => s.kind);
  assert.deepEqual(kinds, [...Array(2).fill('pre-study'), ...Array(12).fill('study'), ...Array(validation.model.postStudy!.stages.length).fill('post-study')]);
  assert.ok(validation.model.postStudy!.stages.length > 0);
  const [pre] = overview.stages;
  assert.deepEqual([pre!.id, pre!.seasonId, pre!.title], [-2, 10, 'pre-study stage -2']);
  assert.deepEqual(pre!.facts, explainPreStudyStage(validation.resolved, 0));
  assert.equal(pre!.facts.find((f) => f.label === 'season')!.value, '10 (November), explicit season_id');
  assert.equal(overview.links[pre!.link!]!.file, 'stages.json');
  // Study stages in date order with their derived seasons; the timeline's numbers are explain's.
  const study = overview.studyColumns.map((c) => overview.stages[c]!);
  assert.deepEqual(
    study.map((s) => s.id),
    validation.resolved.studyStages.map((s) => s.info.id),
  );
  assert.deepEqual(
    study.map((s) => s.seasonId),
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  );
  assert.match(study[0]!.facts.find((f) => f.label === 'season')!.value, /^0 \(January\), derived from start_date/);
  assert.equal(study[1]!.facts.find((f) => f.label === 'season')!.value, '1 (February), explicit season_id');
  assert.equal(study[0]!.blocks, 1);
  const post = overview.stages.at(-1)!;
  assert.equal(post.title, `post-study stage ${validation.model.postStudy!.stages.length - 1}`);
  assert.deepEqual(post.facts, explainPostStudyStage(validation.resolved, post.id!));
  assert.equal(post.discountRate, validation.model.stages!.policyGraph!.annualDiscountRate);
  assert.equal(overview.links[post.link!]!.file, 'post_study_stages.json');
});

test('a generated case: each cell shows the resolved model and source and links the range, season entry or default_model deciding it', async () => {
  const validation = await validateCase(generated());
  const overview = caseOverview(validation);
  assert.deepEqual(
    overview.plants.map((p) => p.hydroId),
    [0, 1],
  );
  assert.equal(overview.cells.length, 2 * 12 * 5);
  const text = (row: number, column: number) => JSON.parse(linkedText(validation, overview.links[overviewCell(overview, row, column).jsonLink]!));
  // Hydro 0 (stage_ranges): 0-3 fpha, 4-9 constant_productivity with the entry's productivity, 10.. linearized_head.
  assert.deepEqual(
    [0, 3, 4, 9, 10, 11].map((c) => overviewCell(overview, 0, c).model),
    [MODEL.fpha, MODEL.fpha, MODEL.constant_productivity, MODEL.constant_productivity, MODEL.linearized_head, MODEL.linearized_head],
  );
  assert.equal(text(0, 0).end_stage_id, 3);
  assert.equal(text(0, 4).productivity_mw_per_m3s, 0.8585);
  assert.equal(overviewCell(overview, 0, 4).source, SOURCE.entry);
  assert.equal(text(0, 11).start_stage_id, 10);
  // Hydro 1 (seasonal): season 0 (January) is listed; season 2 (March) falls to default_model.
  assert.equal(text(1, 0).season_id, 0);
  assert.equal(overviewCell(overview, 1, 2).model, MODEL.constant_productivity);
  assert.equal(text(1, 2), 'constant_productivity');
  // Every cell agrees with the plan the engine resolved (nothing is resolved twice).
  for (const [row, hydroId] of [0, 1].entries()) {
    validation.resolved.hydroPlan(hydroId).stages.forEach((plan, column) => assert.equal(overviewCell(overview, row, column).model, MODEL[plan.model!]));
  }
});

test('a generated case: stages no range covers are cells without a model, linked to stage_ranges, with the problem that names them', async () => {
  const validation = await validateCase(
    generated((files) => {
      const models = JSON.parse(files[MODELS_FILE] as string);
      models.production_models[0].stage_ranges.pop(); // stages 10.. lose their range
      files[MODELS_FILE] = JSON.stringify(models, null, 2);
    }),
  );
  const overview = caseOverview(validation);
  const uncovered = overviewCell(overview, 0, 10);
  assert.equal(uncovered.model, MODEL.none);
  assert.equal(overview.links[uncovered.jsonLink]!.file, MODELS_FILE);
  assert.ok(Array.isArray(JSON.parse(linkedText(validation, overview.links[uncovered.jsonLink]!))), 'the stage_ranges array');
  const gap = validation.diagnostics.find((d) => d.file === MODELS_FILE && (d.data as { stageIds?: number[] } | undefined)?.stageIds?.includes(10));
  assert.ok(gap, 'the engine reports the uncovered stages');
  assert.ok(problemCodes(overview, uncovered.problemSet).includes(`${gap.code}:${gap.severity}`));
  // A covered stage of the same plant carries no such problem.
  assert.ok(!problemCodes(overview, overviewCell(overview, 0, 4).problemSet).includes(`${gap.code}:${gap.severity}`));
});

test('a problem on a table row marks the cells reading that row (productivity rows, hyperplane groups), and the cell names the row', async () => {
  const validation = await validateCase(generated());
  const productivity = 'system/hydro_energy_productivity.parquet';
  const hyperplanes = 'system/fpha_hyperplanes.parquet';
  // Hydro 0 reads productivity rows 10 and 11 at stages 10 and 11, and hyperplanes rows 5.. at stage 1.
  assert.deepEqual([overviewCell(caseOverview(validation), 0, 11).source, overviewCell(caseOverview(validation), 0, 11).tableRow], [SOURCE.productivityFile, 11]);
  validation.diagnostics.push(
    { code: 'PRD-004', severity: 'error', message: 'a bad productivity', file: productivity, location: { kind: 'parquet', row: 11, column: 'productivity_mw_per_m3s' } },
    { code: 'FPH-004', severity: 'warning', message: 'a bad plane', file: hyperplanes, location: { kind: 'parquet', row: 7, column: 'gamma_v', rows: [[7, 8]], count: 2 } },
  );
  const overview = caseOverview(validation);
  assert.deepEqual(problemCodes(overview, overviewCell(overview, 0, 11).problemSet), ['PRD-004:error']);
  assert.equal(overviewCell(overview, 0, 10).problemSet, -1, 'row 10 has no problem');
  assert.deepEqual(problemCodes(overview, overviewCell(overview, 0, 1).problemSet), ['FPH-004:warning'], 'rows 7-8 lie in the group of stage 1 (rows 5-9)');
  assert.equal(overviewCell(overview, 0, 0).problemSet, -1);
});

test('ProblemLocator.between: the problems on any row of a span, each once, without visiting the rows', () => {
  const locator = new ProblemLocator([
    {
      code: 'PRD-001',
      severity: 'error',
      message: 'bad',
      rows: [
        [10, 12],
        [30, 31],
      ],
      count: 5,
      row: 10,
    },
    { code: 'PRD-002', severity: 'warning', message: 'bad', rows: [[40, 40]], count: 1, row: 40 },
  ] satisfies TableProblem[]);
  assert.deepEqual(locator.between(0, 9), []);
  assert.deepEqual(locator.between(13, 29), []);
  assert.deepEqual(
    locator.between(12, 39).map((p) => p.problem),
    [0],
  );
  assert.deepEqual(
    locator.between(5, 50).map((p) => p.problem),
    [0, 1],
  );
});

test('a production-model entry whose hydro_id names no plant (a typo) is a row marked undeclared, never one more plant; declared plants are not marked', async () => {
  let typo = -1;
  const validation = await validateCase(
    generated((files) => {
      const models = JSON.parse(files[MODELS_FILE] as string);
      const hydros = JSON.parse(files['system/hydros.json'] as string);
      typo = Math.max(...hydros.hydros.map((h: { id: number }) => h.id)) + 100;
      models.production_models[0].hydro_id = typo;
      files[MODELS_FILE] = JSON.stringify(models, null, 2);
    }),
  );
  assert.ok(
    validation.diagnostics.some((d) => d.code === 'XF-002'),
    'the engine reports the dangling id',
  );
  const overview = caseOverview(validation);
  const undeclared = overview.plants.filter((p) => p.undeclared).map((p) => p.hydroId);
  assert.deepEqual(undeclared, [typo]);
  assert.ok(overview.plants.filter((p) => p.hydroId !== typo).every((p) => p.undeclared === undefined));
});
