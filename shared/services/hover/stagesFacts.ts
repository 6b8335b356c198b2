// Resolved facts at a spot of stages.json: a study stage (what `hydrocase explain` prints, plus its
// block hours against its calendar hours), a transition's share of its source's probabilities, the
// stages that use the global discount rate, the stages of a season, a pre-study stage's season.
import { explainPreStudyStage, explainStage } from '../../crossFile/explain';
import { describeStages } from '../../model/stages/describe';
import { describeIds } from '../../core/text';
import type { ValidationResult } from '../../engine/validate';
import { PROBABILITY_TOLERANCE } from '../../model/stages/types';
import { describeSeasonRange, durationDays, monthName, seasonSpanDays } from '../../model/stages/seasons';
import type { Fact, FactSection } from './markdown';
import { integerIn, type HoverSpot } from './spot';

export function stagesFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [top, second, third] = spot.segments;
  if (top === 'stages' && typeof second === 'number') return studyStage(spot, validation, second);
  if (top === 'pre_study_stages' && typeof second === 'number') return preStudyStage(validation, second);
  if (top === 'season_definitions' && second === 'seasons' && typeof third === 'number') return season(validation, third);
  if (top === 'policy_graph' && second === 'transitions' && typeof third === 'number') return transition(validation, third);
  if (top === 'policy_graph' && second === 'annual_discount_rate') return globalRateUsers(validation);
  return [];
}

function studyStage(spot: HoverSpot, validation: ValidationResult, index: number): FactSection[] {
  const id = integerIn(spot, ['stages', index], 'id');
  if (id === undefined) return [];
  const title = `Stage ${id}`;
  if (id < 0) return [{ title, facts: [{ label: 'role', value: 'a negative id reads as a pre-study stage: its blocks and study fields play no part (STG-031)' }] }];
  const explained = explainStage(validation.resolved, id);
  if ('error' in explained) return [{ title, facts: [{ label: 'resolved', value: explained.error }] }];
  const facts = [...explained.facts];
  const hours = blockAgainstCalendarHours(validation, id);
  if (hours) facts.splice(facts.findIndex((f) => f.label === 'blocks') + 1, 0, hours);
  return [{ title, facts }];
}

/** The block hours of a stage against the hours between its dates (nothing checks they agree). */
function blockAgainstCalendarHours(validation: ValidationResult, stageId: number): Fact | undefined {
  const { info } = validation.resolved.stageById.get(stageId)!;
  if (!info.start || !info.end || info.end.day <= info.start.day || info.blockHours.length === 0) return undefined;
  const blocks = info.blockHours.reduce((sum, h) => sum + h, 0);
  const calendar = durationDays(info.start, info.end) * 24;
  const gap = blocks - calendar;
  const comparison = gap === 0 ? 'they agree' : `${Math.abs(gap)} h ${gap < 0 ? 'fewer' : 'more'} than the calendar`;
  return { label: 'block vs calendar hours', value: `${blocks} h of blocks against ${calendar} calendar hours: ${comparison}` };
}

function preStudyStage(validation: ValidationResult, index: number): FactSection[] {
  const facts = explainPreStudyStage(validation.resolved, index);
  const info = validation.resolved.preStudyStages.find((p) => p.info.index === index)?.info;
  return facts && info ? [{ title: `Pre-study stage ${info.id ?? `pre_study_stages[${index}]`}`, facts }] : [];
}

function season(validation: ValidationResult, index: number): FactSection[] {
  const map = validation.model.stages?.seasonMap;
  const info = map?.seasons.find((s) => s.index === index);
  if (!map || !info) return [];
  const facts: Fact[] = [];
  if (map.cycleType === 'custom') facts.push({ label: 'calendar', value: `${describeSeasonRange(info)} (${seasonSpanDays(info)} days)` });
  if (map.cycleType === 'monthly') facts.push({ label: 'calendar', value: monthName(info.monthStart) });
  if (map.cycleType === 'weekly') facts.push({ label: 'calendar', value: `ISO week ${info.id + 1}${info.id === 51 ? ' (and week 53)' : ''}` });
  const members = validation.resolved.studyStages.filter((stage) => stage.seasonId === info.id);
  facts.push({ label: 'study stages', value: members.length ? describeStages(members) : 'none resolves to this season' });
  return [{ title: `Season ${info.id}${info.label ? ` (${info.label})` : ''}`, facts }];
}

/** STG-021 semantics: within 1e-6 of 1 the loader rescales a source's probabilities to sum to 1. */
function transition(validation: ValidationResult, index: number): FactSection[] {
  const transitions = validation.model.stages?.policyGraph?.transitions ?? [];
  const own = transitions.find((t) => t.index === index);
  if (own?.sourceId === undefined || own.probability === undefined) return [];
  const group = transitions.filter((t) => t.sourceId === own.sourceId);
  if (group.some((t) => t.probability === undefined)) return [];
  const sum = group.reduce((total, t) => total + t.probability!, 0);
  const siblings = describeIds(
    group.map((t) => t.index),
    'transition',
  );
  let value: string;
  if (sum === 1) value = `the outgoing probabilities of source ${own.sourceId} (${siblings}) sum to 1`;
  else if (Math.abs(sum - 1) <= PROBABILITY_TOLERANCE)
    value = `the outgoing probabilities of source ${own.sourceId} (${siblings}) sum to ${sum}, within ${PROBABILITY_TOLERANCE} of 1: the loader rescales them, so this one becomes ${own.probability / sum}`;
  else value = `the outgoing probabilities of source ${own.sourceId} (${siblings}) sum to ${sum}, further than ${PROBABILITY_TOLERANCE} from 1: rejected at load (STG-021)`;
  return [{ title: `Transition ${own.sourceId} → ${own.targetId ?? '?'}`, facts: [{ label: 'probability', value }] }];
}

function globalRateUsers(validation: ValidationResult): FactSection[] {
  const stages = validation.resolved.studyStages;
  if (stages.length === 0) return [];
  const users = stages.filter((stage) => stage.discount.source === 'policy_graph');
  const others = stages.filter((stage) => stage.discount.source === 'stage' || stage.discount.source === 'transition');
  const facts: Fact[] = [
    { label: 'used by', value: `${users.length ? describeStages(users) : 'no study stage'}${validation.model.postStudy ? ', and every post-study stage' : ''}` },
  ];
  if (others.length)
    facts.push({
      label: 'overridden at',
      value: describeIds(
        others.map((stage) => stage.info.id),
        'stage',
      ),
    });
  return [{ title: 'Global discount rate', facts }];
}
