// Hover on any key or value of a case JSON file: the field's documentation, then the resolved facts
// at that spot from the case's last validation (a stage's season and discount rate, which stages a
// production-model range resolves, a post-study stage's end, effective penalty costs, the values of
// Parquet rows tied to the spot). Only the hovered entity is resolved: the model is already built.
import { CASE_FILES } from '../core/case/layout';
import type { ValidationResult } from '../engine/validate';
import type { ServiceContext } from './context';
import type { HoverResult, Position } from './types';
import { fieldDocOf, renderFieldDoc, type RulePageLink } from './hover/fieldDoc';
import { renderSection, type FactSection } from './hover/markdown';
import { parquetRowFacts } from './hover/parquetRows';
import { penaltiesFacts } from './hover/penaltiesFacts';
import { hydroRegistryFacts, productionModelFacts, thermalRegistryFacts } from './hover/plantFacts';
import { postStudyFacts } from './hover/postStudyFacts';
import { spotAt, spotLength, type HoverSpot } from './hover/spot';
import { stagesFacts } from './hover/stagesFacts';
import { configFacts, initialConditionsFacts } from './hover/loaderFilesFacts';
import { busReferenceFacts, busRegistryFacts, cascadeFacts } from './hover/systemFacts';
import { correlationEntityFacts, ncsReferenceFacts } from './hover/scenarioFacts';
import { expressionTermHover } from './hover/expressionTerm';

export type { RulePageLink };

export interface HoverOptions {
  /** Links the rule IDs of a field to their pages. */
  rulePage?: RulePageLink;
}

type FactsOf = (spot: HoverSpot, validation: ValidationResult) => FactSection[];

const FACTS_BY_FILE: ReadonlyMap<string, FactsOf> = new Map([
  [CASE_FILES.stages, stagesFacts],
  [CASE_FILES.postStudy, postStudyFacts],
  [CASE_FILES.penalties, penaltiesFacts],
  [CASE_FILES.productionModels, productionModelFacts],
  [CASE_FILES.hydros, (spot, validation) => [...hydroRegistryFacts(spot, validation), ...cascadeFacts(spot, validation), ...busReferenceFacts(spot, validation)]],
  [CASE_FILES.thermals, (spot, validation) => [...thermalRegistryFacts(spot, validation), ...busReferenceFacts(spot, validation)]],
  // The other system/ registries (decision D31).
  [CASE_FILES.buses, busRegistryFacts],
  [CASE_FILES.lines, busReferenceFacts],
  [CASE_FILES.nonControllable, busReferenceFacts],
  [CASE_FILES.pumping, busReferenceFacts],
  [CASE_FILES.contracts, busReferenceFacts],
  [CASE_FILES.config, configFacts],
  [CASE_FILES.initialConditions, initialConditionsFacts],
  // The scenarios/ JSON files (decision D31).
  [CASE_FILES.correlation, correlationEntityFacts],
  [CASE_FILES.loadFactors, busReferenceFacts],
  [CASE_FILES.ncsFactors, ncsReferenceFacts],
]);

export function hoverAt(context: ServiceContext, position: Position, options: HoverOptions = {}): HoverResult | undefined {
  const { doc, validation } = context;
  if (context.file === CASE_FILES.genericConstraints) {
    const term = expressionTermHover(doc, doc.offsetAt(position), validation);
    if (term) return term;
  }
  const spot = spotAt(context.file.replace(/\\/g, '/'), doc, doc.offsetAt(position));
  if (!spot) return undefined;
  const parts: string[] = [];
  const fieldDoc = fieldDocOf(spot);
  if (fieldDoc) parts.push(renderFieldDoc(spot, fieldDoc, options.rulePage));
  if (validation) {
    const sections = [...(FACTS_BY_FILE.get(spot.file)?.(spot, validation) ?? []), ...parquetRowFacts(spot, validation)];
    if (sections.length) parts.push([...sections.map(renderSection), ...staleNote(spot, validation)].join('\n\n'));
  }
  if (parts.length === 0) return undefined;
  return { contents: parts.join('\n\n---\n\n'), range: doc.rangeOf(spot.node.offset, spotLength(spot)) };
}

/** The facts lag the text by at most one validation; say so when they do. */
function staleNote(spot: HoverSpot, validation: ValidationResult): string[] {
  const validated = validation.model.documents.get(spot.file)?.text;
  return validated === undefined || validated === spot.doc.text ? [] : ['_Resolved at the last validation; the file has changed since._'];
}
