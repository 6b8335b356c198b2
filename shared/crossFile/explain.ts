// The resolved facts of one study stage (and optionally one plant at that stage), in words:
// what `hydrocase explain` prints and what the editor's hover shows. Pure data in, lines out.
import { formatQuantity } from './meanHead';
import type { ResolvedCase, StagePlan, StudyStage } from './resolved';
import type { CaseModel } from '../checks/caseModel';
import { pathOf } from '../core/json/nodes';
import { describeDateSpan } from '../checks/stages/studyCalendar';
import { describeHour } from '../model/postStudyHours';
import { describeIds } from '../core/text';

export interface Fact {
  label: string;
  value: string;
}

export interface StageFacts {
  stageId: number;
  facts: Fact[];
  hydro?: { hydroId: number; facts: Fact[] };
}

export function explainStage(resolved: ResolvedCase, stageId: number, hydroId?: number): StageFacts | { error: string } {
  const stage = resolved.stageById.get(stageId);
  if (!stage) {
    const ids = resolved.studyStages.map((s) => s.info.id);
    return { error: `stage ${stageId} is not a study stage of this case (study stage ids: ${ids.length ? `${Math.min(...ids)}..${Math.max(...ids)}` : 'none'})` };
  }
  const result: StageFacts = { stageId, facts: stageFacts(stage, resolved) };
  if (hydroId !== undefined) {
    if (!resolved.hydroIds().includes(hydroId)) return { error: `hydro ${hydroId} is neither in system/hydros.json nor in the production-model file` };
    result.hydro = { hydroId, facts: hydroFacts(resolved, stage, hydroId) };
  }
  return result;
}

/** A pre-study stage (by its position in `pre_study_stages`): its dates and declared season. */
export function explainPreStudyStage(resolved: ResolvedCase, index: number): Fact[] | undefined {
  const stage = resolved.preStudyStages.find((p) => p.info.index === index);
  if (!stage) return undefined;
  const { info, season } = stage;
  const facts: Fact[] = [];
  if (info.start && info.end) facts.push({ label: 'dates', value: describeDateSpan(info.start, info.end) });
  const label = season.kind !== 'none' && season.season ? ` (${season.season.label ?? 'no label'})` : '';
  facts.push({ label: 'season', value: season.kind === 'none' ? `none: ${season.reason}` : `${season.seasonId}${label}, explicit season_id` });
  return facts;
}

/** A post-study stage (by its index in post_study_stages.json): its derived end, rate and the anticipated thermals delivering into it (D7). */
export function explainPostStudyStage(resolved: ResolvedCase, index: number): Fact[] | undefined {
  const info = resolved.model.postStudy?.stages.find((s) => s.index === index);
  if (!info) return undefined;
  const facts: Fact[] = [];
  if (info.endHours !== undefined) facts.push({ label: 'end', value: `${describeHour(info.endHours)}, derived from start_date + duration_hours (${info.durationHours} h)` });
  const rate = resolved.postStudyDiscount.rate;
  if (rate !== undefined) facts.push({ label: 'discount rate', value: `${rate} per year, from policy_graph.annual_discount_rate` });
  const delivering = [...(resolved.model.thermals?.thermals.values() ?? [])].filter((thermal) => resolved.reachedPostStudyIndices(thermal).includes(index));
  facts.push({
    label: 'anticipated thermals reaching it',
    value: delivering.length
      ? describeIds(
          delivering.map((t) => t.id),
          'thermal',
        )
      : 'none',
  });
  return facts;
}

function stageFacts(stage: StudyStage, resolved: ResolvedCase): Fact[] {
  const { info } = stage;
  const facts: Fact[] = [];
  if (info.start && info.end) facts.push({ label: 'dates', value: describeDateSpan(info.start, info.end) });
  const blockHours = info.blockHours.reduce((sum, h) => sum + h, 0);
  if (info.blockHours.length) facts.push({ label: 'blocks', value: `${info.blockHours.length} block(s), ${blockHours} hours in all` });
  facts.push({ label: 'position', value: `${stage.position + 1} of ${resolved.studyStages.length} study stages in date order` });
  facts.push({ label: 'season', value: describeSeason(stage, resolved.model.stages?.seasonMap !== undefined) });
  const { discount } = stage;
  const rate = discount.rate === undefined ? 'unknown' : `${discount.rate}`;
  const from = {
    stage: "the stage's own annual_discount_rate_override",
    transition: "an outgoing transition's annual_discount_rate_override (chain form)",
    policy_graph: 'policy_graph.annual_discount_rate',
    none: 'no valid rate is declared',
  }[discount.source];
  facts.push({ label: 'discount rate', value: `${rate} per year, from ${from}` });
  return facts;
}

function describeSeason(stage: StudyStage, hasMap: boolean): string {
  const { season } = stage;
  switch (season.kind) {
    case 'explicit':
      if (!hasMap) return `none: season_id ${season.seasonId} is declared but there is no season map, so it never resolves`;
      return season.season
        ? `${season.seasonId} (${season.season.label ?? 'no label'}), explicit season_id`
        : `${season.seasonId}, explicit season_id that names no season of the map`;
    case 'derived':
      return `${season.seasonId} (${season.season.label ?? 'no label'}), derived from start_date: ${season.reason}`;
    case 'none':
      return `none: ${season.reason}`;
  }
}

function hydroFacts(resolved: ResolvedCase, stage: StudyStage, hydroId: number): Fact[] {
  const plan = resolved.hydroPlan(hydroId);
  const stagePlan = plan.stages.find((p) => p.stage === stage)!;
  const facts: Fact[] = [];
  const plant = plan.plant;
  facts.push({ label: 'plant', value: plant ? `${plant.name ?? '(no name)'}, entity model ${plant.model ?? 'not given'}` : 'not in system/hydros.json' });
  if (plant) facts.push(...systemFacts(resolved.model, plant.id));
  facts.push({ label: 'production model', value: describeModel(stagePlan) });
  if (stagePlan.model === 'fpha') {
    const source = stagePlan.resolved?.choice.fphaSource ?? 'precomputed';
    facts.push({ label: 'fpha source', value: source === 'computed' ? 'computed from system/hydro_geometry.parquet' : 'precomputed (system/fpha_hyperplanes.parquet)' });
    if (source === 'precomputed') facts.push({ label: 'hyperplanes', value: describeHyperplanes(stagePlan, resolved) });
  } else if (stagePlan.productivity) {
    facts.push({ label: 'productivity', value: describeProductivity(stagePlan, resolved, plant?.productivity) });
  }
  const specific = resolved.specificProductivity(hydroId, stage.info.id);
  if (specific !== undefined) facts.push({ label: 'specific productivity', value: `${specific} MW/(m³/s)/m` });
  if (resolved.hasSpecificProductivity(hydroId)) {
    const head = resolved.meanHead(hydroId);
    facts.push({
      label: 'mean head',
      value: head.ok
        ? `${formatQuantity(head.head)} m (forebay ${formatQuantity(head.forebay)} m over ${formatQuantity(head.range[0])}..${formatQuantity(head.range[1])} hm³, tailrace ${formatQuantity(head.tailrace)} m from ${head.tailraceSource})`
        : `cannot be evaluated: ${head.reason}`,
    });
  }
  return facts;
}

/** Where a plant sits in the system: its bus, and its river (downstream, upstream, headwater to outlet). */
function systemFacts(model: CaseModel, hydroId: number): Fact[] {
  const plants = model.hydros?.plants;
  const plant = plants?.get(hydroId);
  if (!plants || !plant) return [];
  const facts: Fact[] = [];
  if (plant.busId !== undefined) {
    const bus = model.buses?.byId.get(plant.busId);
    facts.push({ label: 'bus', value: bus ? `${bus.id}${bus.name ? ` (${bus.name})` : ''}` : `${plant.busId}, which system/buses.json does not declare` });
  }
  const named = (id: number) => {
    const other = plants.get(id);
    return other ? `${id}${other.name ? ` (${other.name})` : ''}` : `${id} (not declared in system/hydros.json)`;
  };
  const upstream = [...plants.values()].filter((other) => other.downstreamId === hydroId).map((other) => named(other.id));
  const river = riverThrough(plants, hydroId);
  const downstream = plant.downstreamId === undefined ? 'none: its water leaves the system' : named(plant.downstreamId);
  facts.push({ label: 'cascade', value: `downstream ${downstream}; upstream ${upstream.length ? upstream.join(', ') : 'none (a headwater plant)'}` });
  if (river.cycle) facts.push({ label: 'river', value: `a cycle: ${river.path.map(named).join(' → ')} → back to ${named(river.path[0]!)}` });
  else if (river.path.length > 1)
    facts.push({ label: 'river', value: `plant ${river.path.indexOf(hydroId) + 1} of ${river.path.length} from ${named(river.path[0]!)} to ${named(river.path.at(-1)!)}` });
  const initial = initialStorage(model, plant);
  if (initial) facts.push({ label: 'initial storage', value: initial });
  return facts;
}

/** The plant's storage at the start of the study, from initial_conditions.json, placed in its reservoir band. */
function initialStorage(model: CaseModel, plant: { id: number; minStorage?: number; maxStorage?: number }): string | undefined {
  const conditions = model.initialConditions;
  if (!conditions) return undefined;
  const band = plant.minStorage !== undefined && plant.maxStorage !== undefined ? `${plant.minStorage}..${plant.maxStorage} hm³` : undefined;
  const placed = (value: number) => {
    if (!band) return '';
    const side = value < plant.minStorage! ? 'below' : value > plant.maxStorage! ? 'above' : 'within';
    return `, ${side} the reservoir band ${band}`;
  };
  const operating = conditions.storage.find((entry) => entry.hydroId === plant.id);
  if (operating?.valueHm3 !== undefined) return `${operating.valueHm3} hm³ (storage in initial_conditions.json)${placed(operating.valueHm3)}`;
  const filling = conditions.fillingStorage.find((entry) => entry.hydroId === plant.id);
  if (filling?.valueHm3 !== undefined) return `${filling.valueHm3} hm³, a reservoir being filled (filling_storage in initial_conditions.json)`;
  return 'not given: initial_conditions.json lists no storage for this plant';
}

/**
 * The river through `hydroId`: from a headwater above it (at a confluence, the upstream plant listed
 * first in system/hydros.json) down to the outlet, or around the cycle it is on.
 */
function riverThrough(plants: ReadonlyMap<number, { id: number; downstreamId?: number }>, hydroId: number): { path: number[]; cycle: boolean } {
  const down: number[] = [];
  const seen = new Set<number>();
  for (let id: number | undefined = hydroId; id !== undefined && plants.has(id); id = plants.get(id)!.downstreamId) {
    if (seen.has(id)) return { path: down.slice(down.indexOf(id)), cycle: true };
    seen.add(id);
    down.push(id);
  }
  const up: number[] = [];
  for (let id = hydroId; ;) {
    const above = [...plants.values()].find((other) => other.downstreamId === id && !seen.has(other.id));
    if (!above) break;
    seen.add(above.id);
    up.unshift(above.id);
    id = above.id;
  }
  return { path: [...up, ...down], cycle: false };
}

function describeModel(plan: StagePlan): string {
  if (plan.via === 'uncovered') return 'none: no stage range of the production-model entry covers this stage';
  if (plan.via === 'entity') return `${plan.model ?? 'unknown'}, from generation.model in system/hydros.json (no production-model entry)`;
  const resolved = plan.resolved!;
  const where = pathOf(resolved.choice.node);
  const how = {
    range: 'the first stage range covering the stage',
    season: "the seasons entry for the stage's season",
    default: "default_model (the stage's season is not listed)",
  }[resolved.via];
  return `${plan.model ?? 'unknown'}, from ${how} (${where})`;
}

function describeHyperplanes(plan: StagePlan, resolved: ResolvedCase): string {
  const planes = plan.hyperplanes;
  if (!planes) return 'none: no rows for this stage and no rows with a null stage_id';
  const which = planes.via === 'stage' ? `the rows with stage_id ${plan.stage.info.id}` : 'the rows with a null stage_id (all stages)';
  const group = resolved.hyperplaneGroupAt(planes.groupIndex);
  return `${which}: ${group.rowCount} plane(s) from row ${group.firstRow}`;
}

export function describeProductivity(plan: StagePlan, resolved: ResolvedCase, olderValue: number | undefined): string {
  const source = plan.productivity!;
  switch (source.kind) {
    case 'production-model':
      return `${source.value ?? 'invalid'} MW/(m³/s), from productivity_mw_per_m3s of the production-model entry${source.value === 0 ? ' (0: a planned outage)' : ''}`;
    case 'productivity-file': {
      const override = resolved.productivityOverrideAt(source.overrideIndex);
      return `${source.value} MW/(m³/s), from row ${override.row} of system/hydro_energy_productivity.parquet (${override.stageId === null ? 'the null-stage row' : 'the stage row'})${source.value === 0 ? ' (0: a planned outage)' : ''}`;
    }
    case 'both':
      return 'given twice (production-model entry and productivity file): the loader rejects this';
    case 'none':
      return `none${olderValue !== undefined ? ` (generation.productivity_mw_per_m3s = ${olderValue} in system/hydros.json is the earlier format's place and is not read)` : ''}`;
  }
}
