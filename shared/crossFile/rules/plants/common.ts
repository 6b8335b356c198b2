// Helpers the plant rules share: compact id lists for messages, grouping, and the few JSON nodes
// (arrays of stages.json, hydros.json and the production-model file) that related locations name.
import { CASE_FILES } from '../../../engine/case/layout';
import type { JsonNode } from '../../../engine/json/document';
import { getProperty } from '../../../engine/json/nodes';
import type { RelatedInformation } from '../../../engine/diagnostics';
import type { ReportOptions } from '../../../engine/reporter';
import type { ModelChoice, ProductionModelEntry, ResolvedModel } from '../../../files/productionModels/model';
import type { CrossFileContext } from '../../context';
import type { StudyStage } from '../../resolved';

export const STAGES = CASE_FILES.stages;
export const HYDROS = CASE_FILES.hydros;
export const MODELS = CASE_FILES.productionModels;
export const PRODUCTIVITY = CASE_FILES.productivity;
export const GEOMETRY = CASE_FILES.geometry;
export const HYPERPLANES = CASE_FILES.hyperplanes;
export const TAILRACE = CASE_FILES.tailrace;

/** Runs shown before a long id list is cut short. */
const MAX_RUNS = 8;

/** "3-7, 12": sorted runs of consecutive ids; long lists show their first runs and end with "...". */
export function idRuns(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length && runs.length <= MAX_RUNS; i++) {
    const start = sorted[i]!;
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i]! + 1) i++;
    runs.push(start === sorted[i] ? `${start}` : `${start}-${sorted[i]}`);
  }
  return (runs.length > MAX_RUNS ? [...runs.slice(0, MAX_RUNS), '...'] : runs).join(', ');
}

/** "stage 4", "stages 3-7, 12 (6 stages)": so a plant failing at 500 stages still gets a one-line message. */
export function describeIds(ids: Iterable<number>, singular: string, plural: string): string {
  const unique = new Set(ids);
  if (unique.size === 1) return `${singular} ${[...unique][0]}`;
  return `${plural} ${idRuns(unique)} (${unique.size} ${plural})`;
}

export function describeStages(stages: readonly StudyStage[]): string {
  return describeIds(
    stages.map((s) => s.info.id),
    'stage',
    'stages',
  );
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

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

/** Items grouped by key, groups and items in first-seen order. */
export function groupBy<K, V>(items: Iterable<V>, keyOf: (item: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** A top-level value of a case JSON file (`hydros`, `stages`, `production_models`). */
export function topLevelNode(context: CrossFileContext, file: string, key: string): JsonNode | undefined {
  return getProperty(context.model.documents.get(file)?.root, key);
}

/** Related: a top-level array of a file, or the file as a whole when the array is not there. */
export function relatedTopLevel(context: CrossFileContext, file: string, key: string, message: string): RelatedInformation {
  const node = topLevelNode(context, file, key);
  return node ? context.report.relatedJson(file, node, message) : context.report.relatedFile(file, message);
}

/** Related: one study stage of stages.json. */
export function relatedStage(context: CrossFileContext, stage: StudyStage, message: string): RelatedInformation {
  return context.report.relatedObject(STAGES, stage.info.node, message);
}

/** Reports on a JSON node: an object at its anchor (key or `{`), any other value as itself. */
export function reportAt(context: CrossFileContext, file: string, node: JsonNode, code: string, message: string, options: ReportOptions): void {
  if (node.type === 'object') context.report.onObject(file, node, code, message, options);
  else context.report.json(file, node, code, message, options);
}

/** Related: the range, season entry or default_model a stage resolves to. */
export function relatedChoice(context: CrossFileContext, choice: ModelChoice, message: string): RelatedInformation {
  return choice.node.type === 'object' ? context.report.relatedObject(MODELS, choice.node, message) : context.report.relatedJson(MODELS, choice.node, message);
}

/** How a message names what a stage resolved to: `the constant_productivity range stage_ranges[1]`. */
export function describeResolved(resolved: ResolvedModel): string {
  const model = resolved.choice.model ? `${resolved.choice.model} ` : '';
  switch (resolved.via) {
    case 'range':
      return `the ${model}range stage_ranges[${resolved.choice.index}]`;
    case 'season':
      return `the ${model}season entry seasons[${resolved.choice.index}]`;
    case 'default':
      return `default_model${resolved.choice.model ? ` "${resolved.choice.model}"` : ''}`;
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
