// Helpers every group of cross-file rules shares: the case files by name, how messages name many
// ids at once ("stages 3-7, 12 (6 stages)", so a finding at 500 stages is still one line), and
// where a finding or a related place points in a JSON file.
import { CASE_FILES, GEOMETRY } from '../../core/case/layout';
import type { JsonNode } from '../../core/json/document';
import { getProperty } from '../../core/json/nodes';
import type { RelatedInformation } from '../../core/diagnostics';
import type { ResolvedModel } from '../../model/productionModels';
import type { HydroPlant } from '../../checks/registries/hydros';
import type { CrossFileContext } from '../context';
import type { StudyStage } from '../resolved';
import type { RuleId } from '../../rules';
import type { CrossFileReportOptions } from '../reporter';

export const STAGES = CASE_FILES.stages;
export const POST_STUDY = CASE_FILES.postStudy;
export const CONFIG = CASE_FILES.config;
export const TAILRACE = CASE_FILES.tailrace;

// Words (idRuns, describeIds, plural: shared/core/text.ts; describeStages: shared/model/stages/describe.ts) ---

export function stageIds(stages: readonly StudyStage[]): number[] {
  return stages.map((stage) => stage.info.id);
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

// Places -----------------------------------------------------------------------------------------

/** A value of the plant's `generation` object in hydros.json (`model`, `max_turbined_m3s`, ...). */
export function generationProperty(plant: HydroPlant | undefined, key: string): JsonNode | undefined {
  return getProperty(getProperty(plant?.node, 'generation'), key);
}

/** Reports on a JSON node: an object at its anchor (key or `{`), any other value as itself. */
export function reportAt<Code extends RuleId>(context: CrossFileContext, file: string, node: JsonNode, code: Code, message: string, options: CrossFileReportOptions<Code>): void {
  if (node.type === 'object') context.report.onObject(file, node, code, message, options);
  else context.report.json(file, node, code, message, options);
}

/** Related: a JSON node as reportAt places it, an object at its anchor and any other value as itself. */
export function relatedNode(context: CrossFileContext, file: string, node: JsonNode, message: string): RelatedInformation {
  return node.type === 'object' ? context.report.relatedObject(file, node, message) : context.report.relatedJson(file, node, message);
}

/** Related: a top-level value of a case JSON file (`hydros`, `stages`), or the file as a whole when it is not there. */
export function relatedTopLevel(context: CrossFileContext, file: string, key: string, message: string): RelatedInformation {
  const node = getProperty(context.model.documents.get(file)?.root, key);
  return node ? context.report.relatedJson(file, node, message) : context.report.relatedFile(file, message);
}

/** Related: one study stage of stages.json. */
export function relatedStage(context: CrossFileContext, stage: StudyStage, message: string): RelatedInformation {
  return context.report.relatedObject(STAGES, stage.info.node, message);
}

/**
 * A plant without rows in the geometry file: why, as a clause (`… has no rows for it`, `… is
 * absent`), and the file as a related place when it is there.
 */
export function missingGeometry(context: CrossFileContext, hydroId: number): { present: boolean; why: string; related: RelatedInformation[] } {
  const present = context.model.fileStates.get(GEOMETRY) === 'ok';
  return {
    present,
    why: present ? `${GEOMETRY} has no rows for it` : `${GEOMETRY} is absent`,
    related: present ? [context.report.relatedFile(GEOMETRY, `no row has hydro_id ${hydroId}`)] : [],
  };
}
