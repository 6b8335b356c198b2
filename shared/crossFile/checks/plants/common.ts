// Helpers only the plant rules use: tallies of table rows per unknown key and the computed-source
// choices of a production-model entry. What other groups share is in ../common.
import type { JsonNode } from '../../../core/json/document';
import type { RowRange } from '../../../core/diagnostics';
import type { DistinctKeys } from '../../../model/plantStageRecords';
import type { CaseModel } from '../../../checks/caseModel';
import { getProperty } from '../../../core/json/nodes';
import type { ModelChoice, ProductionModelEntry } from '../../../model/productionModels';

/**
 * Rows of a table tallied per key (an unknown hydro or stage id): its row count, plants, and the
 * positions of the table's records (curve, group, plant) it came from, to list every row.
 */
export class RowTally<K> {
  readonly byKey = new Map<K, { rowCount: number; hydroIds: Set<number>; records: number[] }>();

  add(key: K, hydroId: number, rowCount: number, record: number): void {
    const seen = this.byKey.get(key);
    if (!seen) {
      this.byKey.set(key, { rowCount, hydroIds: new Set([hydroId]), records: [record] });
      return;
    }
    seen.rowCount += rowCount;
    seen.hydroIds.add(hydroId);
    seen.records.push(record);
  }
}

export function singleRow(row: number): RowRange[] {
  return [[row, row]];
}

/** How one table visits its records (a row, a group, a plant) and lists the rows of one of them. */
export interface TableRecords<Visit> {
  forEach(model: CaseModel, visit: Visit): void;
  rowsOf(model: CaseModel, record: number): RowRange[];
  /** The table's distinct keys, where it keeps them (the large tables): a rule that finds them all known walks no record. */
  keys?(model: CaseModel): DistinctKeys | undefined;
}

/** The choices of an entry whose `fpha_config.source` is `computed`, in array order. */
export function computedChoices(entry: ProductionModelEntry): ModelChoice[] {
  return [...entry.ranges, ...entry.seasons].filter((choice) => choice.fphaConfig?.source === 'computed');
}

/** The `fpha_config.source` value of a computed choice: where XF-004 and XF-005 sit. */
export function computedSourceNode(choice: ModelChoice): JsonNode {
  const config = choice.fphaConfig!.node;
  return getProperty(config, 'source') ?? config;
}
