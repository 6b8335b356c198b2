// Builders for the calendar examples (seasons, pre-study and post-study stages, anticipated
// thermals, scenario sources): each bends a fresh copy of the baseline in one place, so a failing
// example and its passing twin differ only by the fix.
import { baselineConfig, baselineStages } from './baseline';
import type { ExampleJson, ExampleTable } from './types';
import { fullThermal } from './systemBuilders';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The baseline stages.json after `change`. */
export function stagesWith(change: (stages: any) => void): any {
  const stages = baselineStages();
  change(stages);
  return stages;
}

/** A monthly season map: season i is month i + 1. */
export function monthlySeasons(): any {
  return { cycle_type: 'monthly', seasons: MONTHS.map((label, id) => ({ id, label, month_start: id + 1 })) };
}

/** A custom map of four calendar quarters (one resolution: their spans lie within 7 days). */
export function quarterSeasons(): any {
  return {
    cycle_type: 'custom',
    seasons: [1, 4, 7, 10].map((month, q) => ({ id: q, label: `Q${q + 1}`, month_start: month, day_start: 1, month_end: month + 2, day_end: 31 })),
  };
}

/** Months (ids 0-11) layered with quarters (ids 12-15): a multi-resolution custom map. */
export function monthsAndQuartersSeasons(): any {
  const quarters = quarterSeasons().seasons.map((season: any) => ({ ...season, id: 12 + season.id }));
  return { cycle_type: 'custom', seasons: [...monthlySeasons().seasons, ...quarters] };
}

/** A study stage with one block lasting the whole stage. */
export function studyStage(id: number, start: string, end: string, extra: Record<string, ExampleJson> = {}): any {
  const hours = (Date.parse(end) - Date.parse(start)) / 3_600_000;
  return { id, start_date: start, end_date: end, blocks: [{ id: 0, name: 'SINGLE', hours }], num_openings: 10, ...extra };
}

/** Replaces the study stages and chains the transitions through them in array order. */
export function setStudyStages(stages: any, list: any[]): void {
  stages.stages = list;
  stages.policy_graph.transitions = list.slice(1).map((stage, i) => ({ source_id: list[i].id, target_id: stage.id, probability: 1.0 }));
}

/** A pre-study stage (the month before the study by default). */
export function preStudyStage(id: number, start = '2023-12-01', end = '2024-01-01', extra: Record<string, ExampleJson> = {}): any {
  return { id, start_date: start, end_date: end, ...extra };
}

/** Turns the chain form into policy_graph.nodes: one node per study stage (node id 10 + stage id). */
export function useNodes(stages: any): void {
  stages.policy_graph.nodes = stages.stages.map((stage: any) => ({ id: 10 + stage.id, stage_id: stage.id }));
  stages.policy_graph.transitions = stages.policy_graph.nodes
    .slice(1)
    .map((node: any, i: number) => ({ source_id: stages.policy_graph.nodes[i].id, target_id: node.id, probability: 1.0 }));
}

// Anticipated thermals and the post-study calendar ----------------------------------------------

/** system/thermals.json: GT-A (id 3) decides its dispatch `lead` stages ahead; GT-B (id 4) does not. */
export function thermalsWithAnticipated(lead: ExampleJson = 2): any {
  return {
    thermals: [fullThermal(3, { name: 'GT-A', anticipated_config: { lead_stages: lead } }), fullThermal(4, { name: 'GT-B' })],
  };
}

/**
 * post_study_stages.json continuing the baseline study (which ends on 2024-04-01) with April and
 * May, and GT-A's bounds at both post-study stages (the two its lead of 2 reaches), after `change`.
 */
export function postStudyWith(change: (postStudy: any) => void = () => {}): any {
  const postStudy = {
    stages: [
      { start_date: '2024-04-01', duration_hours: 720 },
      { start_date: '2024-05-01', duration_hours: 744 },
    ],
    thermal_bounds: [
      { thermal_id: 3, post_study_stage_index: 0, cost_per_mwh: 50.0, min_mw: 10.0, max_mw: 100.0 },
      { thermal_id: 3, post_study_stage_index: 1, cost_per_mwh: 55.0, min_mw: 0.0, max_mw: 80.0 },
    ],
  };
  change(postStudy);
  return postStudy;
}

// config.json scenario sources and the scenarios/ tables ------------------------------------------

/**
 * A valid config.json (the baseline's required settings) declaring `source` (training or
 * simulation).scenario_source with these class schemes and extra members, and the seed the run
 * needs once a class is not in_sample (CFG-007).
 */
export function scenarioSourceConfig(classes: Record<string, string>, extra: Record<string, ExampleJson> = {}, source: 'training' | 'simulation' = 'training'): any {
  const seed = Object.values(classes).some((scheme) => scheme !== 'in_sample') ? { seed: 42 } : {};
  const scenarioSource = { ...seed, ...Object.fromEntries(Object.entries(classes).map(([name, scheme]) => [name, { scheme }])), ...extra };
  const config = baselineConfig();
  config[source] = { ...config[source], scenario_source: scenarioSource };
  return config;
}

/** The openings member of scenario_source for a tree supplied in scenarios/noise_openings.parquet. */
export const SUPPLIED_OPENINGS: Record<string, ExampleJson> = { openings: { source: 'file' } };

/** scenarios/inflow_history.parquet: two years of monthly inflows of plant 0, the dates as Date32 (the loader's type). */
export function inflowHistoryTable(): ExampleTable {
  const dates = Array.from({ length: 24 }, (_, k) => `${2022 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-01`);
  return {
    table: [
      { name: 'hydro_id', type: 'Int32', values: dates.map(() => 0) },
      { name: 'date', type: 'Date32', values: dates },
      { name: 'value_m3s', type: 'Float64', values: dates.map((_, k) => Math.round(1500 + 600 * Math.cos((2 * Math.PI * k) / 12)) / 10) },
    ],
  };
}

/** scenarios/noise_openings.parquet: a supplied opening tree of two openings per study stage, one entity, in the loader's column types. */
export function noiseOpeningsTable(): ExampleTable {
  const rows = [0, 1, 2].flatMap((stage) => [0, 1].map((opening) => ({ stage, opening })));
  return {
    table: [
      { name: 'stage_id', type: 'Int32', values: rows.map((r) => r.stage) },
      { name: 'opening_index', type: 'UInt32', values: rows.map((r) => r.opening) },
      { name: 'entity_index', type: 'UInt32', values: rows.map(() => 0) },
      { name: 'value', type: 'Float64', values: rows.map((r) => (r.opening === 0 ? -0.5 : 0.5)) },
    ],
  };
}
