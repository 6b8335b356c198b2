// Ids that point into other entries or files, offered where a field refers to one: plants by
// hydro_id (with names), seasons by season_id (with labels), anticipated thermals by thermal_id
// (with leads), study stages and policy-graph nodes by id (with dates), post-study stages by index.
// The likeliest one is preselected (the season a stage's date derives, the first cell without a row).
import { plural } from '../../core/text';
import { CASE_FILES } from '../../core/case/layout';
import type { JsonNode } from '../../core/json/document';
import { elements, getProperty } from '../../core/json/nodes';
import { integerAt, stringAt } from '../../core/json/valueAt';
import { deriveSeason, describeSeasonRange, monthName } from '../../model/stages/seasons';
import type { SeasonInfo } from '../../model/stages/types';
import type { ServiceContext } from '../context';
import { fieldPattern } from '../../fieldDocs/fields';
import { anticipatedThermals, dateAtKey, integersOf, missingThermalCells, plantsById, plantsWithEntries, seasonsOfMap, siblings, studyStages } from './caseFacts';

export interface Reference {
  value: number;
  /** Shown after the id in the list (`Itaipu`, `January`, `2025-03-01..2025-04-01`). */
  name?: string;
  detail: string;
  /** Sorts after the others (already used, or not reachable). */
  secondary?: boolean;
  preselect?: boolean;
}

/** The field being completed and the object holding it. */
export interface ReferenceSite {
  context: ServiceContext;
  object: JsonNode;
  key: string;
}

type Finder = (site: ReferenceSite) => Reference[];

const {
  stages: STAGES,
  postStudy: POST,
  productionModels: HPM,
  hydros: HYDROS,
  thermals: THERMALS,
  lines: LINES,
  nonControllable: NCS,
  pumping: PUMPING,
  contracts: CONTRACTS,
  correlation: CORRELATION,
  loadFactors: LOAD_FACTORS,
  ncsFactors: NCS_FACTORS,
} = CASE_FILES;

const FINDERS: ReadonlyMap<string, Finder> = new Map([
  [`${STAGES}\u0000stages[].season_id`, stageSeason],
  [`${STAGES}\u0000pre_study_stages[].season_id`, (site) => seasons(site.context)],
  [`${HPM}\u0000production_models[].seasons[].season_id`, modelSeason],
  [`${HPM}\u0000production_models[].hydro_id`, modelPlant],
  [`${HYDROS}\u0000hydros[].downstream_id`, downstreamPlant],
  [`${POST}\u0000thermal_bounds[].thermal_id`, boundThermal],
  [`${POST}\u0000thermal_bounds[].post_study_stage_index`, boundIndex],
  [`${HPM}\u0000production_models[].stage_ranges[].start_stage_id`, (site) => stages(site.context)],
  [`${HPM}\u0000production_models[].stage_ranges[].end_stage_id`, (site) => stages(site.context)],
  [`${STAGES}\u0000policy_graph.nodes[].stage_id`, (site) => stages(site.context)],
  [`${STAGES}\u0000policy_graph.transitions[].source_id`, transitionEndpoint],
  [`${STAGES}\u0000policy_graph.transitions[].target_id`, transitionEndpoint],
  // The system/ registries (decision D31): buses by id and name, the plants a registry names, a filling's stage.
  [`${HYDROS}\u0000hydros[].bus_id`, (site) => buses(site.context)],
  [`${THERMALS}\u0000thermals[].bus_id`, (site) => buses(site.context)],
  [`${LINES}\u0000lines[].source_bus_id`, (site) => buses(site.context)],
  [`${LINES}\u0000lines[].target_bus_id`, (site) => buses(site.context)],
  [`${NCS}\u0000non_controllable_sources[].bus_id`, (site) => buses(site.context)],
  [`${PUMPING}\u0000pumping_stations[].bus_id`, (site) => buses(site.context)],
  [`${CONTRACTS}\u0000contracts[].bus_id`, (site) => buses(site.context)],
  [`${HYDROS}\u0000hydros[].diversion.downstream_id`, downstreamPlant],
  [`${PUMPING}\u0000pumping_stations[].source_hydro_id`, (site) => plants(site.context)],
  [`${PUMPING}\u0000pumping_stations[].destination_hydro_id`, (site) => plants(site.context)],
  [`${HYDROS}\u0000hydros[].filling.start_stage_id`, (site) => stages(site.context)],
  // The scenarios/ JSON files (decision D31): a correlation entity by its type, the factors' buses, sources and stages.
  [`${CORRELATION}\u0000profiles.*.correlation_groups[].entities[].id`, correlationEntity],
  [`${CORRELATION}\u0000schedule[].stage_id`, (site) => stages(site.context)],
  [`${LOAD_FACTORS}\u0000load_factors[].bus_id`, (site) => buses(site.context)],
  [`${LOAD_FACTORS}\u0000load_factors[].stage_id`, (site) => stages(site.context)],
  [`${NCS_FACTORS}\u0000non_controllable_factors[].ncs_id`, (site) => sources(site.context)],
  [`${NCS_FACTORS}\u0000non_controllable_factors[].stage_id`, (site) => stages(site.context)],
]);

/** The ids a field at `pattern` may refer to, or undefined when it is not a reference. */
export function completionReferencesAt(pattern: string, site: ReferenceSite): Reference[] | undefined {
  return FINDERS.get(`${site.context.file.replace(/\\/g, '/')}\u0000${fieldPattern(site.context.file, pattern)}`)?.(site);
}

function seasons(context: ServiceContext, preferred?: SeasonInfo, used?: ReadonlySet<number>): Reference[] {
  return seasonsOfMap(context).map((season) => ({
    value: season.id,
    name: season.label ?? `month ${season.monthStart}`,
    detail: seasonDetail(context, season) + (used?.has(season.id) ? '; already has an entry' : ''),
    ...(used?.has(season.id) ? { secondary: true } : {}),
    ...(season === preferred ? { preselect: true } : {}),
  }));
}

function seasonDetail(context: ServiceContext, season: SeasonInfo): string {
  const cycle = context.validation?.model.stages?.seasonMap?.cycleType;
  if (cycle === 'custom') return `season ${season.id}: ${describeSeasonRange(season)}`;
  if (cycle === 'weekly') return `season ${season.id}: ISO week ${season.id + 1}`;
  return `season ${season.id}: ${monthName(season.monthStart)}`;
}

/** A study stage's season: the one its start_date derives is preselected. */
function stageSeason(site: ReferenceSite): Reference[] {
  const map = site.context.validation?.model.stages?.seasonMap;
  const start = dateAtKey(site.object, 'start_date');
  const derived = map && start ? deriveSeason(map, start) : undefined;
  const preferred: SeasonInfo | undefined = derived && 'season' in derived ? (derived.season as SeasonInfo) : undefined;
  return seasons(site.context, preferred);
}

/** HPM seasons[]: seasons the entry already lists sort last. */
function modelSeason(site: ReferenceSite): Reference[] {
  const used = integersOf(site.object.parent, 'season_id', site.object);
  const first = seasonsOfMap(site.context).find((s) => !used.has(s.id));
  return seasons(site.context, first, used);
}

function modelPlant(site: ReferenceSite): Reference[] {
  const covered = plantsWithEntries(site.context.doc.root, site.object);
  const plants = plantsById(site.context);
  const uncovered = plants.filter((p) => !covered.has(p.id));
  const preferred = uncovered.find((p) => p.model === 'fpha') ?? uncovered[0];
  return plants.map((plant) => ({
    value: plant.id,
    ...(plant.name !== undefined ? { name: plant.name } : {}),
    detail: `plant ${plant.id}, model ${plant.model ?? 'not given'}${covered.has(plant.id) ? '; already has an entry' : ''}`,
    ...(covered.has(plant.id) ? { secondary: true } : {}),
    ...(plant === preferred ? { preselect: true } : {}),
  }));
}

function downstreamPlant(site: ReferenceSite): Reference[] {
  // In a diversion the object is the diversion, which has no id: every plant is offered there.
  const self = integerAt(site.object, 'id');
  return plants(site.context).filter((plant) => plant.value !== self);
}

function plants(context: ServiceContext): Reference[] {
  return plantsById(context).map((plant) => ({ value: plant.id, ...(plant.name !== undefined ? { name: plant.name } : {}), detail: `plant ${plant.id}` }));
}

/** A correlation entity names a plant, a bus or a source by its type ("inflow" when not written yet); ids already in the group sort last. */
function correlationEntity(site: ReferenceSite): Reference[] {
  const type = stringAt(site.object, 'type') ?? 'inflow';
  const found = type === 'load' ? buses(site.context) : type === 'ncs' ? sources(site.context) : type === 'inflow' ? plants(site.context) : [];
  const used = integersOf(site.object.parent, 'id', site.object);
  return found.map((reference) => (used.has(reference.value) ? { ...reference, detail: `${reference.detail}; already in this group`, secondary: true } : reference));
}

/** The non-controllable sources of system/non_controllable_sources.json, by id and name. */
function sources(context: ServiceContext): Reference[] {
  return [...(context.validation?.model.nonControllable?.byId.values() ?? [])]
    .sort((a, b) => a.id! - b.id!)
    .map((source) => ({
      value: source.id!,
      ...(source.name !== undefined ? { name: source.name } : {}),
      detail: `source ${source.id}${source.busId !== undefined ? `, bus ${source.busId}` : ''}`,
    }));
}

/** The buses of system/buses.json, by id and name, each with what already connects to it. */
function buses(context: ServiceContext): Reference[] {
  const model = context.validation?.model;
  return [...(model?.buses?.byId.values() ?? [])]
    .sort((a, b) => a.id! - b.id!)
    .map((bus) => {
      const plants = [...(model?.hydros?.plants.values() ?? [])].filter((plant) => plant.busId === bus.id).length;
      const thermals = [...(model?.thermals?.thermals.values() ?? [])].filter((thermal) => thermal.busId === bus.id).length;
      return { value: bus.id!, ...(bus.name !== undefined ? { name: bus.name } : {}), detail: `bus ${bus.id}: ${plural(plants, 'hydro')}, ${plural(thermals, 'thermal')}` };
    });
}

/** Only anticipated thermals may have bounds (XF-018); each with its lead and the indices it reaches. */
function boundThermal(site: ReferenceSite): Reference[] {
  const resolved = site.context.validation?.resolved;
  const next = missingThermalCells(site.context, site.context.doc.root, site.object)[0];
  return anticipatedThermals(site.context).map((thermal) => {
    const reached = resolved?.reachedPostStudyIndices(thermal) ?? [];
    const lead = thermal.anticipated?.leadStages;
    const reach = reached.length ? `reaches post-study stages ${reached[0]}..${reached.at(-1)}` : 'reaches no post-study stage';
    return {
      value: thermal.id,
      ...(thermal.name !== undefined ? { name: thermal.name } : {}),
      detail: `anticipated thermal ${thermal.id}, lead ${lead === undefined ? 'invalid' : plural(lead, 'stage')}: ${reach}`,
      ...(thermal === next?.thermal ? { preselect: true } : {}),
    };
  });
}

/** 0..n-1 with each post-study stage's dates; indices the row's thermal does not reach sort last. */
function boundIndex(site: ReferenceSite): Reference[] {
  const root = site.context.doc.root;
  const thermalId = integerAt(site.object, 'thermal_id');
  const thermal = thermalId === undefined ? undefined : site.context.validation?.model.thermals?.thermals.get(thermalId);
  const reached = thermal?.anticipated ? new Set(site.context.validation?.resolved.reachedPostStudyIndices(thermal)) : undefined;
  const taken = new Set(
    siblings(getProperty(root, 'thermal_bounds'), site.object)
      .filter((row) => integerAt(row, 'thermal_id') === thermalId)
      .map((row) => integerAt(row, 'post_study_stage_index')),
  );
  let preselected = false;
  return elements(getProperty(root, 'stages')).map((stage, index) => {
    const start = stringAt(stage, 'start_date');
    const notes = [reached && !reached.has(index) ? `not reached by thermal ${thermalId}` : '', taken.has(index) ? `thermal ${thermalId} already has a row` : ''].filter(Boolean);
    const secondary = notes.length > 0;
    const preselect = !secondary && !preselected && reached !== undefined;
    if (preselect) preselected = true;
    return {
      value: index,
      ...(start !== undefined ? { name: `from ${start}` } : {}),
      detail: `post-study stage ${index}${notes.length ? `; ${notes.join('; ')}` : ''}`,
      ...(secondary ? { secondary } : {}),
      ...(preselect ? { preselect } : {}),
    };
  });
}

function stages(context: ServiceContext): Reference[] {
  return studyStages(context).map(({ info, position, seasonId }) => ({
    value: info.id,
    ...(info.start && info.end ? { name: `${info.start.text}..${info.end.text}` } : {}),
    detail: `study stage ${info.id}, ${position + 1} in date order${seasonId !== undefined ? `, season ${seasonId}` : ''}`,
  }));
}

/** Node ids when the graph declares nodes (D16), else stage ids; the target after the source is preselected. */
function transitionEndpoint(site: ReferenceSite): Reference[] {
  const graph = site.object.parent?.parent?.parent;
  const nodes = siblings(getProperty(graph, 'nodes'));
  const source = integerAt(site.object, 'source_id');
  let candidates: Reference[];
  if (nodes.length) {
    candidates = nodes.flatMap((node) => {
      const id = integerAt(node, 'id');
      if (id === undefined) return [];
      const label = stringAt(node, 'label');
      return [{ value: id, ...(label !== undefined ? { name: label } : {}), detail: `node ${id} of stage ${integerAt(node, 'stage_id') ?? '?'}` }];
    });
  } else {
    candidates = stages(site.context);
  }
  if (site.key === 'target_id' && source !== undefined) {
    const after = candidates[candidates.findIndex((c) => c.value === source) + 1];
    if (after && candidates.some((c) => c.value === source)) after.preselect = true;
  }
  return candidates;
}
