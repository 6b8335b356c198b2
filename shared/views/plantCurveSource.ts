// Builds the plant curves view from a case's last validation: the only thing no summary keeps is
// the plane coefficients, so the rows of the chosen stage's planes (a handful, from the group's
// row ranges) are read here through the validation reader, one row group slice at a time.
import type { RowRange } from '../core/diagnostics';
import type { ValidationResult } from '../engine/validate';
import { join } from 'node:path';
import { ParquetTable } from '../core/parquet/reader';
import { HYPERPLANES_FILE, hyperplaneRows, hyperplaneStages, plantCurvesView, type PlaneRow, type PlantCurvesView } from './plantCurves';

/** The most planes drawn for one stage: a fit keeps tens; past this the chart is unreadable anyway. */
export const MAX_PLANES = 200;

export interface PlantCurvesRequest {
  /** The plant; absent: the case's first plant. */
  hydroId?: number;
  /** The hyperplane stage; absent or not a precomputed-FPHA stage of the plant: its first. */
  stageId?: number;
}

export async function buildPlantCurves(caseRoot: string, validation: ValidationResult, request: PlantCurvesRequest): Promise<PlantCurvesView | undefined> {
  const { resolved, diagnostics } = validation;
  const ids = resolved.hydroIds();
  const hydroId = request.hydroId !== undefined && ids.includes(request.hydroId) ? request.hydroId : ids[0];
  if (hydroId === undefined) return undefined;
  const stages = hyperplaneStages(resolved, hydroId);
  const stage = stages.find((s) => s.stageId === request.stageId) ?? stages[0];
  const rows = stage ? hyperplaneRows(resolved, hydroId, stage.stageId) : [];
  const planes = stage && rows.length ? { stageId: stage.stageId, rows: await readPlanes(join(caseRoot, HYPERPLANES_FILE), rows) } : undefined;
  return plantCurvesView({ resolved, diagnostics, hydroId, ...(planes ? { planes } : {}) });
}

/** The rows of `ranges` (file order), read one row group slice at a time, at most MAX_PLANES. */
export async function readPlanes(path: string, ranges: readonly RowRange[]): Promise<PlaneRow[]> {
  const table = await ParquetTable.open(path);
  try {
    const planes: PlaneRow[] = [];
    for (const slice of rowGroupSlices(ranges, table.rowGroupRowCounts, MAX_PLANES)) {
      const read = await table.readRowsForDisplay(slice.group, slice.offset, slice.limit);
      const number = (name: string, i: number): number | null => {
        const value = read.getChild(name)?.get(i);
        return value === null || value === undefined ? null : Number(value);
      };
      for (let i = 0; i < read.numRows; i++) {
        planes.push({
          row: slice.firstRow + i,
          planeId: number('plane_id', i) ?? NaN,
          gamma0: number('gamma_0', i) ?? NaN,
          gammaV: number('gamma_v', i) ?? NaN,
          gammaQ: number('gamma_q', i) ?? NaN,
          gammaS: number('gamma_s', i) ?? NaN,
          kappa: number('kappa', i),
          validQMax: number('valid_q_max_m3s', i),
        });
      }
    }
    return planes;
  } finally {
    table.close();
  }
}

export interface RowGroupSlice {
  group: number;
  /** Row within the group, and how many rows from there. */
  offset: number;
  limit: number;
  /** File row of the slice's first row. */
  firstRow: number;
}

/** Row ranges cut at row group boundaries (a read covers one row group), capped at `maxRows` rows. */
export function rowGroupSlices(ranges: readonly RowRange[], rowGroups: readonly number[], maxRows: number): RowGroupSlice[] {
  const slices: RowGroupSlice[] = [];
  let left = maxRows;
  for (const [first, last] of ranges) {
    let groupStart = 0;
    for (let group = 0; group < rowGroups.length && left > 0; group++) {
      const groupEnd = groupStart + rowGroups[group]! - 1;
      const from = Math.max(first, groupStart);
      const to = Math.min(last, groupEnd, from + left - 1);
      if (from <= to) {
        slices.push({ group, offset: from - groupStart, limit: to - from + 1, firstRow: from });
        left -= to - from + 1;
      }
      groupStart = groupEnd + 1;
    }
  }
  return slices;
}
