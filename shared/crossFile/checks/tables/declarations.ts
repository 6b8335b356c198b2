// Decision D11: a plant is an "fpha plant" (or a "linearized_head plant") when its hydros.json
// generation.model says so OR any choice of its production-model entry selects that model. The
// table rules (XF-007, XF-008, XF-010) report on the first place that makes a plant one, and link
// the others, so the user sees every declaration that creates the need.
import type { JsonNode } from '../../../core/json/document';
import { pathOf } from '../../../core/json/nodes';
import type { RelatedInformation } from '../../../core/diagnostics';
import type { CaseModel } from '../../../checks/caseModel';
import type { ProductionModelName } from '../../../model/productionModels';
import type { HydroPlant } from '../../../checks/registries/hydros';
import type { CrossFileContext } from '../../context';
import { generationProperty, relatedNode, reportAt } from '../common';
import { HYDROS, MODELS } from '../../../core/case/layout';
import type { RuleId } from '../../../rules';
import type { CrossFileReportOptions } from '../../reporter';

export interface ModelDeclaration {
  file: string;
  /** A range or season object, a `default_model` value, or the hydros.json `generation.model` value. */
  node: JsonNode;
  /** `stage_ranges[1]`, `seasons[0]`, `default_model` or `generation.model`: how messages name it. */
  label: string;
}

/** Production-model choices first (they decide what runs), then the entity model. */
export function modelDeclarations(model: CaseModel, plant: HydroPlant, name: ProductionModelName): ModelDeclaration[] {
  const found: ModelDeclaration[] = [];
  const entry = model.productionModels?.byHydro.get(plant.id);
  if (entry) {
    const choices = [...entry.ranges, ...entry.seasons].map((choice) => (choice.model === name ? choice.node : undefined));
    if (entry.defaultModel === name) choices.push(entry.defaultModelNode);
    for (const node of choices) if (node) found.push({ file: MODELS, node, label: pathOf(node, entry.node) });
  }
  const entityNode = generationProperty(plant, 'model');
  if (plant.model === name && entityNode) found.push({ file: HYDROS, node: entityNode, label: pathOf(entityNode, plant.node) });
  return found;
}

/**
 * Reports a per-plant finding on the plant's first declaration of `name`; the other declarations
 * follow `related` as "also declares" links.
 */
export function reportOnDeclarations<Code extends RuleId>(
  context: CrossFileContext,
  declarations: readonly ModelDeclaration[],
  name: ProductionModelName,
  code: Code,
  message: string,
  options: { related: RelatedInformation[]; data: NonNullable<CrossFileReportOptions<Code>['data']> },
): void {
  const [first, ...others] = declarations;
  if (!first) return;
  const also = others.map((d) => relatedNode(context, d.file, d.node, `${d.label} also makes it ${plantKind(name)}`));
  reportAt(context, first.file, first.node, code, message, { related: [...options.related, ...also], data: options.data });
}

/** `an fpha plant`, `a linearized_head plant`. */
export function plantKind(name: ProductionModelName): string {
  return `${name === 'fpha' ? 'an' : 'a'} ${name} plant`;
}
