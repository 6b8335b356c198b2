// Resolved facts about hydro plants: at a production-model entry, the plant's name and entity model
// and which study stages resolve to each range, season entry or default_model (spec §2.4); at a
// plant of system/hydros.json, the model each stage runs and where it comes from; at a thermal of
// system/thermals.json, its lead and the post-study stages it reaches.
import { describeStages } from '../../model/stages/describe';
import { groupBy } from '../../core/lookup';
import type { HydroPlan, StagePlan, StudyStage } from '../../crossFile/resolved';
import type { ValidationResult } from '../../engine/validate';
import { rangeCovers, type ModelChoice } from '../../model/productionModels';
import type { Fact, FactSection } from './markdown';
import { thermalFacts } from './postStudyFacts';
import { integerIn, type HoverSpot } from './spot';

export function productionModelFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [top, index, part, partIndex] = spot.segments;
  if (top !== 'production_models' || typeof index !== 'number') return [];
  const hydroId = integerIn(spot, ['production_models', index], 'hydro_id');
  if (hydroId === undefined) return [];
  const title = `Hydro ${hydroId}`;
  const facts = [plantFact(validation, hydroId)];
  const entry = validation.model.productionModels?.byHydro.get(hydroId);
  if (!entry) return [{ title, facts }];
  if (entry.index !== index) {
    facts.push({ label: 'ignored', value: `production_models[${entry.index}] declares hydro ${hydroId} first; the loader rejects this repeat (HPM-002)` });
    return [{ title, facts }];
  }
  const plan = validation.resolved.hydroPlan(hydroId);
  if (part === 'stage_ranges' && typeof partIndex === 'number') {
    const range = entry.ranges.find((r) => r.index === partIndex);
    if (range)
      facts.push(
        ...choiceFacts(
          plan,
          range,
          validation.resolved.studyStages.filter((s) => rangeCovers(range, s.info.id)),
        ),
      );
  } else if (part === 'seasons' && typeof partIndex === 'number') {
    const season = entry.seasons.find((s) => s.index === partIndex);
    if (season) facts.push(...choiceFacts(plan, season));
  } else if (part === 'default_model') {
    facts.push({ label: 'used by', value: stagesOrNone(plan.stages.filter((s) => s.resolved?.via === 'default')) });
  } else {
    facts.push(...stagesByChoice(plan));
  }
  return [{ title, facts }];
}

export function hydroRegistryFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [top, index] = spot.segments;
  if (top !== 'hydros' || typeof index !== 'number') return [];
  const hydroId = integerIn(spot, ['hydros', index], 'id');
  if (hydroId === undefined || !validation.resolved.hydroIds().includes(hydroId)) return [];
  const plan = validation.resolved.hydroPlan(hydroId);
  const source = plan.entry ? `production_models[${plan.entry.index}] of system/hydro_production_models.json` : 'generation.model (no production-model entry)';
  return [{ title: `Hydro ${hydroId}`, facts: [...modelsByStage(plan), { label: 'from', value: source }] }];
}

export function thermalRegistryFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [top, index] = spot.segments;
  if (top !== 'thermals' || typeof index !== 'number') return [];
  const thermalId = integerIn(spot, ['thermals', index], 'id');
  if (thermalId === undefined || !validation.model.thermals?.thermals.has(thermalId)) return [];
  return [{ title: `Thermal ${thermalId}`, facts: thermalFacts(validation, thermalId).filter((f) => f.label !== 'thermal') }];
}

function plantFact(validation: ValidationResult, hydroId: number): Fact {
  const plant = validation.model.hydros?.plants.get(hydroId);
  return { label: 'plant', value: plant ? `${plant.name ?? '(no name)'}, entity model ${plant.model ?? 'not given'}` : 'not in system/hydros.json' };
}

/** The study stages resolving to one range or season entry; for a range, also those an earlier range takes. */
function choiceFacts(plan: HydroPlan, choice: ModelChoice, covered?: readonly StudyStage[]): Fact[] {
  const resolving = plan.stages.filter((s) => s.resolved?.choice === choice);
  const facts: Fact[] = [{ label: 'resolves', value: stagesOrNone(resolving) }];
  const taken = covered?.filter((stage) => !resolving.some((s) => s.stage === stage)) ?? [];
  if (taken.length) facts.push({ label: 'taken by an earlier range', value: describeStages(taken) });
  return facts;
}

/** One fact per range, season entry or default_model that stages resolve to, plus the uncovered stages. */
function stagesByChoice(plan: HydroPlan): Fact[] {
  const byChoice = groupBy(plan.stages, (s: StagePlan) => {
    const resolved = s.resolved;
    if (!resolved) return 'no model (nothing covers these stages)';
    const model = resolved.choice.model ?? 'no valid model';
    if (resolved.via === 'default') return `default_model (${model})`;
    return `${resolved.via === 'range' ? 'stage_ranges' : 'seasons'}[${resolved.choice.index}] (${model})`;
  });
  return [...byChoice].map(([choice, stages]) => ({ label: choice, value: describeStages(stages.map((s) => s.stage)) }));
}

/** One fact per model the plant runs, with the stages that run it (`fpha: stages 0-11 (12 stages)`). */
function modelsByStage(plan: HydroPlan): Fact[] {
  const byModel = groupBy(plan.stages, (s: StagePlan) => s.model ?? (s.via === 'uncovered' ? 'uncovered' : 'no valid model'));
  return [...byModel].map(([model, stages]) => ({ label: model, value: describeStages(stages.map((s) => s.stage)) }));
}

function stagesOrNone(plans: readonly StagePlan[]): string {
  return plans.length ? describeStages(plans.map((s) => s.stage)) : 'no study stage';
}
