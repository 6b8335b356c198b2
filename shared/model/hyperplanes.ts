// What system/fpha_hyperplanes.parquet yields for the rest of the engine: one small aggregate per
// (hydro_id, stage_id) group as typed columns, and the accessors that read one group (the check
// that builds them: shared/checks/hyperplanes/check.ts).
import type { RowRange } from '../core/diagnostics';
import type { PlantStageKeys } from './plantStageRecords';

/** The rows sharing one (hydro_id, stage_id): what a stage resolving to them uses. */
export interface HyperplaneGroup {
  /** Position among the table's groups (see plantStageRecords). */
  index: number;
  hydroId: number;
  /** null: the plant's planes for every stage without rows of its own (also when the column is absent). */
  stageId: number | null;
  rowCount: number;
  /** 0-based row in file order of the group's first row. */
  firstRow: number;
  /** Some row has gamma_q > 0 (FPH-009 needs one). */
  anyPositiveGammaQ: boolean;
  /** First row whose gamma_q is not >= 0 (negative or NaN), or -1 (FPH-007). */
  firstNegativeGammaQRow: number;
  /** First row whose non-null kappa lies outside (0, 1], or -1; a null kappa or an absent column means 1.0 (FPH-008). */
  firstBadKappaRow: number;
}

/** The groups as columns, one entry per (hydro_id, stage_id) in order of first appearance. */
export interface HyperplaneGroups extends PlantStageKeys {
  rowCount: Float64Array;
  /** 1 when some row has gamma_q > 0. */
  anyPositiveGammaQ: Uint8Array;
  firstNegativeGammaQRow: Float64Array;
  firstBadKappaRow: Float64Array;
  /**
   * The rows of the groups whose rows are not one contiguous run (unsorted files), by group index;
   * every other group's rows are firstRow .. firstRow + rowCount - 1. See `groupRows`.
   */
  scatteredRows: Map<number, RowRange[]>;
}

/** Every row of the group at `index`, as inclusive ranges in file order. */
export function groupRows(groups: HyperplaneGroups, index: number): RowRange[] {
  const first = groups.firstRow[index]!;
  return groups.scatteredRows.get(index) ?? [[first, first + groups.rowCount[index]! - 1]];
}

export interface HyperplanesSummary {
  /** False when a column is missing or mistyped: the groups are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** The file holds at least one row (FPH-011 only applies then). */
  hasRows: boolean;
  /** Every non-null hydro_id of the file, sorted. */
  hydroIds: number[];
  /** One per (hydro_id, stage_id) (none when hydro_id or a present stage_id cannot be read). */
  groups: HyperplaneGroups;
}

/** The group at `index` as an object. */
export function hyperplaneGroup(groups: HyperplaneGroups, index: number): HyperplaneGroup {
  return {
    index,
    hydroId: groups.hydroId[index]!,
    stageId: groups.stageIsNull[index] ? null : groups.stageId[index]!,
    firstRow: groups.firstRow[index]!,
    rowCount: groups.rowCount[index]!,
    anyPositiveGammaQ: groups.anyPositiveGammaQ[index] === 1,
    firstNegativeGammaQRow: groups.firstNegativeGammaQRow[index]!,
    firstBadKappaRow: groups.firstBadKappaRow[index]!,
  };
}
