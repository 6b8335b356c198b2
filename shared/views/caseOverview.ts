// The case overview's model, pure: the calendar as a timeline (pre-study, study in date order,
// post-study) and the plants × study stages grid, read from the engine's resolved case (the facts
// `hydrocase explain` and the hovers print) and joined to the last validation's problems: those
// inside the JSON that decides a cell, on the table rows it reads, or naming its plant and stage
// in their data. Every cell names the JSON that decides it as a file and range. Nothing is
// resolved again here.
import type { Diagnostic, Range, Severity } from '../core/diagnostics';
import type { JsonNode } from '../core/json/document';
import { getProperty } from '../core/json/nodes';
import type { ValidationResult } from '../engine/validate';
import { CASE_FILES } from '../core/case/layout';
import { explainPostStudyStage, explainPreStudyStage, explainStage, type Fact } from '../crossFile/explain';
import type { ResolvedCase, StagePlan } from '../crossFile/resolved';
import { ProblemLocator, tableProblems } from './tablePages';
import { CELL_FIELDS, MODEL, SOURCE, sourceTable } from './overviewLegend';
import { isUndeclaredPlant } from './declaredPlants';
import { systemOverview } from './systemOverview';
import type { SystemOverview } from './systemModel';
import type { RuleId } from '../rules';

export type StageKind = 'pre-study' | 'study' | 'post-study';

/** A JSON range the view shows (the editor reveals and highlights it, without taking the focus). */
export interface OverviewLink {
  file: string;
  range: Range;
}

export interface OverviewProblem {
  code: RuleId;
  severity: Severity;
  message: string;
  file: string;
}

export interface TimelineStage {
  kind: StageKind;
  /** The stage id (pre-study, study) or the post-study index. */
  id?: number;
  title: string;
  seasonId?: number;
  blocks?: number;
  hours?: number;
  discountRate?: number;
  /** explain's facts for the stage (dates, blocks, season and how it was reached, discount rate). */
  facts: Fact[];
  /** The stage's entry in stages.json or post_study_stages.json. */
  link?: number;
  /** Index into `problemSets`, or -1. */
  problemSet: number;
}

export interface PlantRow {
  hydroId: number;
  name?: string;
  /** The plant's entry in system/hydros.json. */
  link?: number;
  /** Problems naming the plant but no stage (`data.hydroId` alone): index into `problemSets`, or -1. */
  problemSet: number;
  /** The id is named by another file but system/hydros.json declares no such plant (XF-002): not a plant of the case. */
  undeclared?: true;
}

export interface CaseOverview {
  /** Timeline order: pre-study (array order), study (date order), post-study (index order). */
  stages: TimelineStage[];
  /** Indices into `stages` of the study stages: the grid's columns. */
  studyColumns: number[];
  plants: PlantRow[];
  /**
   * Per (plant, study stage), plant-major, CELL_FIELDS numbers: model code, source code, JSON link
   * (-1: none), the source's table row (`sourceTable` names the table; -1: none), problem set (-1: none). Flat numbers: 83,000 cells of a
   * large case cross to the webview as one array, not 83,000 objects.
   */
  cells: number[];
  links: OverviewLink[];
  problems: OverviewProblem[];
  /** Sets of indices into `problems` (cells and stages share them). */
  problemSets: number[][];
  /** The system: the hydro cascade, the network of buses and lines, the plants by bus. */
  system?: SystemOverview;
}

export function caseOverview(validation: ValidationResult): CaseOverview {
  const builder = new OverviewBuilder(validation);
  return builder.build();
}

class OverviewBuilder {
  private readonly resolved: ResolvedCase;
  private readonly links: OverviewLink[] = [];
  private readonly linkIndex = new Map<JsonNode, number>();
  private readonly linkProblems: number[][] = [];
  private readonly problems: OverviewProblem[] = [];
  private readonly problemIndex = new Map<Diagnostic, number>();
  private readonly problemSets: number[][] = [];
  private readonly problemSetIndex = new Map<string, number>();
  /** Where each JSON diagnostic sits, by file, in offset order: an older key folded into one problem (D1) sits at every place it lists. */
  private readonly jsonDiagnostics = new Map<string, DiagnosticPlace[]>();
  private readonly tables = new Map<string, { locator: ProblemLocator; diagnostics: Diagnostic[] }>();
  /** Diagnostics whose data names a plant (`hydroId`), by its stages (`stageIds`) or for the whole plant (none named). */
  private readonly plantDiagnostics = new Map<number, { plant: Diagnostic[]; byStage: Map<number, Diagnostic[]> }>();

  constructor(private readonly validation: ValidationResult) {
    this.resolved = validation.resolved;
    for (const diagnostic of validation.diagnostics) {
      if (diagnostic.location.kind !== 'json') continue;
      let list = this.jsonDiagnostics.get(diagnostic.file);
      if (!list) this.jsonDiagnostics.set(diagnostic.file, (list = []));
      list.push({ offset: diagnostic.location.offset, diagnostic });
      if (!diagnostic.location.paths) continue;
      for (const other of diagnostic.related ?? []) if (other.file === diagnostic.file && other.location.kind === 'json') list.push({ offset: other.location.offset, diagnostic });
    }
    for (const list of this.jsonDiagnostics.values()) list.sort((a, b) => a.offset - b.offset);
    for (const diagnostic of validation.diagnostics) this.indexByPlant(diagnostic);
  }

  /** A cross-file diagnostic names the plant and stages it is about in its data (XF-003, XF-004, ...). */
  private indexByPlant(diagnostic: Diagnostic): void {
    const { hydroId, stageIds } = diagnostic.data ?? {};
    if (hydroId === undefined) return;
    let entry = this.plantDiagnostics.get(hydroId);
    if (!entry) this.plantDiagnostics.set(hydroId, (entry = { plant: [], byStage: new Map() }));
    if (!stageIds) return void entry.plant.push(diagnostic);
    for (const stageId of stageIds) {
      let list = entry.byStage.get(stageId);
      if (!list) entry.byStage.set(stageId, (list = []));
      list.push(diagnostic);
    }
  }

  build(): CaseOverview {
    const stages = this.timeline();
    const studyColumns = stages.flatMap((stage, column) => (stage.kind === 'study' ? [column] : []));
    const plants: PlantRow[] = [];
    const cells: number[] = [];
    for (const hydroId of this.resolved.hydroIds()) {
      const plan = this.resolved.hydroPlan(hydroId);
      const named = this.plantDiagnostics.get(hydroId);
      const row: PlantRow = { hydroId, problemSet: this.problemSet((named?.plant ?? []).map((d) => this.problemOf(d))) };
      if (plan.plant?.name !== undefined) row.name = plan.plant.name;
      if (isUndeclaredPlant(this.resolved, hydroId)) row.undeclared = true;
      if (plan.plant) row.link = this.jsonLink(CASE_FILES.hydros, plan.plant.node);
      plants.push(row);
      for (const stagePlan of plan.stages) cells.push(...this.cell(stagePlan, plan.plant?.node, plan.entry?.node, named?.byStage.get(stagePlan.stage.info.id)));
    }
    return { stages, studyColumns, plants, cells, links: this.links, problems: this.problems, problemSets: this.problemSets, system: systemOverview(this.validation) };
  }

  private timeline(): TimelineStage[] {
    const stages: TimelineStage[] = [];
    for (const { info, season } of this.resolved.preStudyStages) {
      const stage: TimelineStage = {
        kind: 'pre-study',
        title: `pre-study stage ${info.id ?? `pre_study_stages[${info.index}]`}`,
        facts: explainPreStudyStage(this.resolved, info.index) ?? [],
        problemSet: -1,
      };
      if (info.id !== undefined) stage.id = info.id;
      if (season.kind !== 'none') stage.seasonId = season.seasonId;
      this.linkStage(stage, CASE_FILES.stages, info.node);
      stages.push(stage);
    }
    for (const study of this.resolved.studyStages) {
      const explained = explainStage(this.resolved, study.info.id);
      const stage: TimelineStage = { kind: 'study', id: study.info.id, title: `stage ${study.info.id}`, facts: 'error' in explained ? [] : explained.facts, problemSet: -1 };
      if (study.seasonId !== undefined) stage.seasonId = study.seasonId;
      if (study.info.blockHours.length) {
        stage.blocks = study.info.blockHours.length;
        stage.hours = study.info.blockHours.reduce((sum, h) => sum + h, 0);
      }
      if (study.discount.rate !== undefined) stage.discountRate = study.discount.rate;
      this.linkStage(stage, CASE_FILES.stages, study.info.node);
      stages.push(stage);
    }
    for (const info of this.validation.model.postStudy?.stages ?? []) {
      const stage: TimelineStage = {
        kind: 'post-study',
        id: info.index,
        title: `post-study stage ${info.index}`,
        facts: explainPostStudyStage(this.resolved, info.index) ?? [],
        problemSet: -1,
      };
      if (info.durationHours !== undefined) stage.hours = info.durationHours;
      if (this.resolved.postStudyDiscount.rate !== undefined) stage.discountRate = this.resolved.postStudyDiscount.rate;
      this.linkStage(stage, CASE_FILES.postStudy, info.node);
      stages.push(stage);
    }
    return stages;
  }

  private linkStage(stage: TimelineStage, file: string, node: JsonNode): void {
    const link = this.jsonLink(file, node);
    if (link < 0) return;
    stage.link = link;
    stage.problemSet = this.problemSet(this.linkProblems[link]!);
  }

  /** One cell's numbers: what the plan resolved, where it was decided, the problems there. */
  private cell(plan: StagePlan, plantNode: JsonNode | undefined, entryNode: JsonNode | undefined, named: readonly Diagnostic[] = []): number[] {
    const model = plan.via === 'uncovered' ? MODEL.none : plan.model === undefined ? MODEL.invalid : MODEL[plan.model];
    let jsonLink = -1;
    if (plan.resolved) jsonLink = this.jsonLink(CASE_FILES.productionModels, plan.resolved.choice.node);
    else if (plan.via === 'uncovered' && entryNode) jsonLink = this.jsonLink(CASE_FILES.productionModels, getProperty(entryNode, 'stage_ranges') ?? entryNode);
    else if (plan.via === 'entity' && plantNode) jsonLink = this.jsonLink(CASE_FILES.hydros, getProperty(plantNode, 'generation') ?? plantNode);
    const { source, table } = this.sourceOf(plan);
    const problems = [
      ...(jsonLink >= 0 ? this.linkProblems[jsonLink]! : []),
      ...(table ? this.tableProblems(table.file, table.first, table.last) : []),
      ...named.map((d) => this.problemOf(d)),
    ];
    return [model, source, jsonLink, table ? table.first : -1, this.problemSet(problems)];
  }

  private sourceOf(plan: StagePlan): { source: number; table?: { file: string; first: number; last: number } } {
    if (plan.model === 'fpha') {
      if ((plan.resolved?.choice.fphaSource ?? 'precomputed') === 'computed') return { source: SOURCE.computed };
      if (!plan.hyperplanes) return { source: SOURCE.noPlanes };
      const group = this.resolved.hyperplaneGroupAt(plan.hyperplanes.groupIndex);
      const table = { file: sourceTable(SOURCE.stagePlanes)!, first: group.firstRow, last: group.firstRow + group.rowCount - 1 };
      return { source: plan.hyperplanes.via === 'stage' ? SOURCE.stagePlanes : SOURCE.allStagePlanes, table };
    }
    const productivity = plan.productivity;
    if (!productivity) return { source: SOURCE.notApplicable };
    switch (productivity.kind) {
      case 'production-model':
        return { source: SOURCE.entry };
      case 'none':
        return { source: SOURCE.none };
      case 'productivity-file':
      case 'both': {
        const row = this.resolved.productivityOverrideAt(productivity.overrideIndex).row;
        return { source: productivity.kind === 'both' ? SOURCE.both : SOURCE.productivityFile, table: { file: sourceTable(SOURCE.productivityFile)!, first: row, last: row } };
      }
    }
  }

  /** A JSON node as a link (one per node); its problems are the diagnostics located inside it. */
  private jsonLink(file: string, node: JsonNode): number {
    let index = this.linkIndex.get(node);
    if (index !== undefined) return index;
    const document = this.validation.model.documents.get(file);
    if (!document) return -1;
    index = this.links.length;
    this.links.push({ file, range: document.rangeOf(node.offset, node.length) });
    this.linkIndex.set(node, index);
    this.linkProblems.push(this.diagnosticsWithin(file, node.offset, node.offset + node.length).map((d) => this.problemOf(d)));
    return index;
  }

  /** The JSON diagnostics of `file` starting in [start, end), by bisection over their offsets. */
  private diagnosticsWithin(file: string, start: number, end: number): Diagnostic[] {
    const list = this.jsonDiagnostics.get(file);
    if (!list) return [];
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (list[middle]!.offset < start) low = middle + 1;
      else high = middle;
    }
    const found: Diagnostic[] = [];
    for (let i = low; i < list.length && list[i]!.offset < end; i++) found.push(list[i]!.diagnostic);
    return found;
  }

  /** The problems of a table's rows [first, last] (single rows and the row ranges of a rule's rows folded into one problem, D27, alike). */
  private tableProblems(file: string, first: number, last: number): number[] {
    let table = this.tables.get(file);
    if (!table) {
      const diagnostics = this.validation.diagnostics.filter((d) => d.file === file && (d.location.kind === 'parquet' || d.location.kind === 'file'));
      table = { locator: new ProblemLocator(tableProblems(diagnostics, file)), diagnostics };
      this.tables.set(file, table);
    }
    if (table.diagnostics.length === 0) return [];
    return table.locator.between(first, last).map(({ problem }) => this.problemOf(table.diagnostics[problem]!));
  }

  private problemOf(diagnostic: Diagnostic): number {
    let index = this.problemIndex.get(diagnostic);
    if (index === undefined) {
      index = this.problems.length;
      this.problems.push({ code: diagnostic.code, severity: diagnostic.severity, message: diagnostic.message, file: diagnostic.file });
      this.problemIndex.set(diagnostic, index);
    }
    return index;
  }

  private problemSet(problems: readonly number[]): number {
    if (problems.length === 0) return -1;
    const sorted = [...new Set(problems)].sort((a, b) => a - b);
    const key = sorted.join(',');
    let index = this.problemSetIndex.get(key);
    if (index === undefined) {
      index = this.problemSets.length;
      this.problemSets.push(sorted);
      this.problemSetIndex.set(key, index);
    }
    return index;
  }
}

interface DiagnosticPlace {
  offset: number;
  diagnostic: Diagnostic;
}

/** The numbers of the cell at (plant row, study column) of an overview. */
export function overviewCell(
  overview: Pick<CaseOverview, 'cells' | 'studyColumns'>,
  plantRow: number,
  studyColumn: number,
): { model: number; source: number; jsonLink: number; tableRow: number; problemSet: number } {
  const at = (plantRow * overview.studyColumns.length + studyColumn) * CELL_FIELDS;
  const c = overview.cells;
  return { model: c[at]!, source: c[at + 1]!, jsonLink: c[at + 2]!, tableRow: c[at + 3]!, problemSet: c[at + 4]! };
}
