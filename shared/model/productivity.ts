// What system/hydro_energy_productivity.parquet yields for the rest of the engine: its overrides,
// one per (hydro_id, stage_id) key as typed columns, and the accessors that read one override (the
// check that builds them: shared/checks/productivity/check.ts).
import type { PlantStageKeys } from './plantStageRecords';

/** One productivity override: the first row of one (hydro_id, stage_id) key. */
export interface ProductivityOverride {
  /** Position among the table's overrides (see plantStageRecords). */
  index: number;
  hydroId: number;
  /** null: the plant's default for every stage without a row of its own. */
  stageId: number | null;
  /** 0-based row in file order of the first row with this key. */
  row: number;
  /** The file's values, null kept as null (also null when the column could not be read). */
  equivalentProductivity: number | null;
  referenceOutflow: number | null;
  specificProductivity: number | null;
}

/** The overrides as columns, one entry per distinct key in file order; a null value has its bit set in `nulls`. */
export interface ProductivityOverrides extends PlantStageKeys {
  equivalentProductivity: Float64Array;
  referenceOutflow: Float64Array;
  specificProductivity: Float64Array;
  /** Per override: NULL_EQUIVALENT | NULL_OUTFLOW | NULL_SPECIFIC for the values that are null. */
  nulls: Uint8Array;
}

/** The bits of `ProductivityOverrides.nulls`. */
export const NULL_EQUIVALENT = 1;
export const NULL_OUTFLOW = 2;
export const NULL_SPECIFIC = 4;

export interface ProductivitySummary {
  /** False when a column is missing or mistyped: the overrides are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** One per distinct (hydro_id, stage_id) key, from its first row (none when either key column cannot be read). */
  overrides: ProductivityOverrides;
}

/** The override at `index` as an object. */
export function productivityOverride(overrides: ProductivityOverrides, index: number): ProductivityOverride {
  const nulls = overrides.nulls[index]!;
  return {
    index,
    hydroId: overrides.hydroId[index]!,
    stageId: overrides.stageIsNull[index] ? null : overrides.stageId[index]!,
    row: overrides.firstRow[index]!,
    equivalentProductivity: equivalentProductivityAt(overrides, index),
    referenceOutflow: nulls & NULL_OUTFLOW ? null : overrides.referenceOutflow[index]!,
    specificProductivity: specificProductivityAt(overrides, index),
  };
}

/** The equivalent productivity of the override at `index`, or null (the cross-file pass reads it per stage). */
export function equivalentProductivityAt(overrides: ProductivityOverrides, index: number): number | null {
  return overrides.nulls[index]! & NULL_EQUIVALENT ? null : overrides.equivalentProductivity[index]!;
}

/** The specific productivity of the override at `index`, or null. */
export function specificProductivityAt(overrides: ProductivityOverrides, index: number): number | null {
  return overrides.nulls[index]! & NULL_SPECIFIC ? null : overrides.specificProductivity[index]!;
}
