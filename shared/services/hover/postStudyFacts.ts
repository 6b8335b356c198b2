// Resolved facts at a spot of post_study_stages.json (§2.2; a lead L reaches post-study stages 0 to L−1, D7): a post-study stage's derived end
// date and the anticipated thermals delivering into it; a thermal bound's thermal, its lead and the
// post-study indices that lead reaches.
import { plural, idRuns } from '../../core/text';
import type { ValidationResult } from '../../engine/validate';
import { describeHour } from '../../model/postStudyHours';
import { explainPostStudyStage } from '../../crossFile/explain';
import type { Fact, FactSection } from './markdown';
import { integerIn, type HoverSpot } from './spot';

export function postStudyFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [top, index] = spot.segments;
  if (typeof index !== 'number') return [];
  if (top === 'stages') return postStudyStage(validation, index);
  if (top === 'thermal_bounds') return thermalBound(spot, validation, index);
  return [];
}

function postStudyStage(validation: ValidationResult, index: number): FactSection[] {
  const facts = explainPostStudyStage(validation.resolved, index);
  return facts ? [{ title: `Post-study stage ${index}`, facts }] : [];
}

function thermalBound(spot: HoverSpot, validation: ValidationResult, index: number): FactSection[] {
  const thermalId = integerIn(spot, ['thermal_bounds', index], 'thermal_id');
  if (thermalId === undefined) return [];
  const facts = thermalFacts(validation, thermalId);
  const thermal = validation.model.thermals?.thermals.get(thermalId);
  const stageIndex = integerIn(spot, ['thermal_bounds', index], 'post_study_stage_index');
  if (thermal?.anticipated && stageIndex !== undefined && !validation.resolved.reachedPostStudyIndices(thermal).includes(stageIndex)) {
    facts.push({ label: 'this row', value: `post-study index ${stageIndex} is not reached by the lead` });
  }
  const target = stageIndex === undefined ? undefined : validation.model.postStudy?.stages.find((s) => s.index === stageIndex);
  if (target?.start && target.endHours !== undefined) facts.push({ label: `post-study stage ${stageIndex}`, value: `${target.start.text} to ${describeHour(target.endHours)}` });
  return [{ title: `Thermal ${thermalId}`, facts }];
}

/** A thermal's name, its anticipated-commitment lead and the post-study indices the lead reaches (D7). */
export function thermalFacts(validation: ValidationResult, thermalId: number): Fact[] {
  const thermal = validation.model.thermals?.thermals.get(thermalId);
  if (!thermal) return [{ label: 'thermal', value: validation.model.thermals ? 'not in system/thermals.json' : 'system/thermals.json is absent' }];
  const facts: Fact[] = [{ label: 'thermal', value: thermal.name ?? '(no name)' }];
  if (!thermal.anticipated) return [...facts, { label: 'lead', value: 'no anticipated_config' }];
  const lead = thermal.anticipated.leadStages;
  facts.push({ label: 'lead', value: lead === undefined ? 'anticipated_config has no valid lead_stages' : plural(lead, 'stage') });
  const reached = validation.resolved.reachedPostStudyIndices(thermal);
  facts.push({ label: 'reaches', value: reached.length ? `post-study indices ${idRuns(reached)}` : 'no post-study stage' });
  return facts;
}
