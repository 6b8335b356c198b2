// Helpers only the plant rules use: tallies of table rows per unknown key and the computed-source
// choices of a production-model entry. What other groups share is in ../common.
import type { JsonNode } from '../../../engine/json/document';
import { getProperty } from '../../../engine/json/nodes';
import type { ModelChoice, ProductionModelEntry } from '../../../files/productionModels/model';

/** Rows of a table tallied per key (an unknown hydro or stage id): its first row, row count and plants. */
export class RowTally<K> {
  readonly byKey = new Map<K, { firstRow: number; rowCount: number; hydroIds: Set<number> }>();

  add(key: K, hydroId: number, firstRow: number, rowCount: number): void {
    const seen = this.byKey.get(key);
    if (!seen) {
      this.byKey.set(key, { firstRow, rowCount, hydroIds: new Set([hydroId]) });
      return;
    }
    seen.firstRow = Math.min(seen.firstRow, firstRow);
    seen.rowCount += rowCount;
    seen.hydroIds.add(hydroId);
  }
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
