// The overview the language server sent, read as a grid: the cell at a (plant row, timeline
// column), the worst severity of a problem set, the counts the summary line gives.
import type { CaseOverview, TimelineStage } from '../../../shared/views/caseOverview';
import { CELL_FIELDS, sourceTable } from '../../../shared/views/overviewLegend';
import { plural } from '../../../shared/core/text';
import { TIMELINE, type GridPosition } from './layout';
import type { Severity } from '../../../shared/core/diagnostics';

/** One cell's codes (shared/views/overviewLegend.ts) and indexes into the overview (-1: none). */
export interface Cell {
  model: number;
  source: number;
  jsonLink: number;
  tableRow: number;
  problemSet: number;
}

export class OverviewGrid {
  /** Grid column of each timeline column (-1: not a study stage). */
  private readonly studyIndexOf: Int32Array;

  constructor(readonly overview: CaseOverview) {
    this.studyIndexOf = new Int32Array(overview.stages.length).fill(-1);
    overview.studyColumns.forEach((column, index) => (this.studyIndexOf[column] = index));
  }

  /** The cell of a plant at a timeline column; undefined on the timeline and off the study stages. */
  cellAt(row: number, column: number): Cell | undefined {
    const study = this.studyIndexOf[column] ?? -1;
    if (row < 0 || study < 0) return undefined;
    const at = (row * this.overview.studyColumns.length + study) * CELL_FIELDS;
    const c = this.overview.cells;
    return { model: c[at]!, source: c[at + 1]!, jsonLink: c[at + 2]!, tableRow: c[at + 3]!, problemSet: c[at + 4]! };
  }

  worstSeverity(problemSet: number): Severity | undefined {
    if (problemSet < 0) return undefined;
    const severities = this.overview.problemSets[problemSet]!.map((p) => this.overview.problems[p]!.severity);
    return severities.includes('error') ? 'error' : severities.includes('warning') ? 'warning' : severities.length ? 'hint' : undefined;
  }

  /** The JSON that decides a position (index into `links`): a stage's entry, a cell's range, option or plant entry. */
  jsonLink({ row, column }: GridPosition): number | undefined {
    if (row === TIMELINE) return this.overview.stages[column]?.link;
    const link = this.cellAt(row, column)?.jsonLink ?? -1;
    return link >= 0 ? link : undefined;
  }

  /** The table row that gives a cell its productivity or hyperplane source, if one does. */
  tableRow({ row, column }: GridPosition): { file: string; row: number } | undefined {
    const cell = this.cellAt(row, column);
    const file = cell && sourceTable(cell.source);
    return cell && file && cell.tableRow >= 0 ? { file, row: cell.tableRow } : undefined;
  }

  /** The header's line: stages by kind, plants, cells or stages with problems. */
  summary(): string {
    const { stages, plants } = this.overview;
    const count = (kind: TimelineStage['kind']) => stages.filter((s) => s.kind === kind).length;
    const undeclared = plants.filter((p) => p.undeclared).length;
    const plantCount = `${plural(plants.length - undeclared, 'plant')}${undeclared ? ` (and ${plural(undeclared, 'id')} no plant has)` : ''}`;
    return `${count('pre-study')} pre-study, ${count('study')} study, ${count('post-study')} post-study stages · ${plantCount} · ${this.problemCellCount()} cells or stages with problems`;
  }

  private problemCellCount(): number {
    const { stages, cells } = this.overview;
    let count = stages.filter((s) => s.problemSet >= 0).length;
    for (let at = 4; at < cells.length; at += CELL_FIELDS) if (cells[at]! >= 0) count++;
    return count;
  }
}
