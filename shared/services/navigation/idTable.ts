// Which fields refer to things the case declares by id (where each is declared:
// shared/model/idDeclarations.ts). Go to definition and find references both read this one table,
// so a new reference field is one line here. Paths are field patterns (`[]` for any index), as in
// shared/fieldDocs/fields.ts.
import { CASE_FILES } from '../../core/case/layout';
import { ID_DECLARATIONS, type IdDeclaration, type IdKind } from '../../model/idDeclarations';

/**
 * A transition endpoint names a node when `policy_graph.nodes` is declared (D16), else a stage; a
 * correlation entity names a plant, a bus or a source by the `type` beside it.
 */
export type UsageKind = IdKind | 'transitionEndpoint' | 'correlationEntity';

export interface IdUsage {
  file: string;
  path: string;
  kind: UsageKind;
}

/** Every JSON field holding the id of something declared elsewhere (Parquet columns have no text range). */
export const ID_USAGES: readonly IdUsage[] = [
  { file: CASE_FILES.productionModels, path: 'production_models[].hydro_id', kind: 'hydro' },
  { file: CASE_FILES.hydros, path: 'hydros[].downstream_id', kind: 'hydro' },
  { file: CASE_FILES.postStudy, path: 'thermal_bounds[].thermal_id', kind: 'thermal' },
  { file: CASE_FILES.postStudy, path: 'thermal_bounds[].post_study_stage_index', kind: 'postStudyStage' },
  { file: CASE_FILES.stages, path: 'stages[].season_id', kind: 'season' },
  { file: CASE_FILES.stages, path: 'pre_study_stages[].season_id', kind: 'season' },
  { file: CASE_FILES.productionModels, path: 'production_models[].seasons[].season_id', kind: 'season' },
  { file: CASE_FILES.productionModels, path: 'production_models[].stage_ranges[].start_stage_id', kind: 'stage' },
  { file: CASE_FILES.productionModels, path: 'production_models[].stage_ranges[].end_stage_id', kind: 'stage' },
  { file: CASE_FILES.stages, path: 'policy_graph.nodes[].stage_id', kind: 'stage' },
  { file: CASE_FILES.stages, path: 'policy_graph.transitions[].source_id', kind: 'transitionEndpoint' },
  { file: CASE_FILES.stages, path: 'policy_graph.transitions[].target_id', kind: 'transitionEndpoint' },
  // The system/ registries (decision D31): what connects to a bus, and the plants a registry names.
  { file: CASE_FILES.hydros, path: 'hydros[].bus_id', kind: 'bus' },
  { file: CASE_FILES.thermals, path: 'thermals[].bus_id', kind: 'bus' },
  { file: CASE_FILES.lines, path: 'lines[].source_bus_id', kind: 'bus' },
  { file: CASE_FILES.lines, path: 'lines[].target_bus_id', kind: 'bus' },
  { file: CASE_FILES.nonControllable, path: 'non_controllable_sources[].bus_id', kind: 'bus' },
  { file: CASE_FILES.pumping, path: 'pumping_stations[].bus_id', kind: 'bus' },
  { file: CASE_FILES.contracts, path: 'contracts[].bus_id', kind: 'bus' },
  { file: CASE_FILES.hydros, path: 'hydros[].diversion.downstream_id', kind: 'hydro' },
  { file: CASE_FILES.pumping, path: 'pumping_stations[].source_hydro_id', kind: 'hydro' },
  { file: CASE_FILES.pumping, path: 'pumping_stations[].destination_hydro_id', kind: 'hydro' },
  { file: CASE_FILES.hydros, path: 'hydros[].filling.start_stage_id', kind: 'stage' },
  // The scenarios/ JSON files (decision D31).
  { file: CASE_FILES.correlation, path: 'profiles.*.correlation_groups[].entities[].id', kind: 'correlationEntity' },
  { file: CASE_FILES.correlation, path: 'schedule[].stage_id', kind: 'stage' },
  { file: CASE_FILES.loadFactors, path: 'load_factors[].bus_id', kind: 'bus' },
  { file: CASE_FILES.loadFactors, path: 'load_factors[].stage_id', kind: 'stage' },
  { file: CASE_FILES.ncsFactors, path: 'non_controllable_factors[].ncs_id', kind: 'ncs' },
  { file: CASE_FILES.ncsFactors, path: 'non_controllable_factors[].stage_id', kind: 'stage' },
  // constraints/ (decision D31); the ids inside a generic constraint's expression are ./expressionTerms'.
  { file: CASE_FILES.exchangeFactors, path: 'exchange_factors[].line_id', kind: 'line' },
  { file: CASE_FILES.exchangeFactors, path: 'exchange_factors[].stage_id', kind: 'stage' },
];

/** The declaration whose id field sits at `path` of `file` (`hydros[].id` of system/hydros.json). */
export function declarationAtPath(file: string, path: string): IdKind | undefined {
  for (const [kind, declaration] of Object.entries(ID_DECLARATIONS) as Array<[IdKind, IdDeclaration]>) {
    if (declaration.file === file && declaration.idKey && path === `${declaration.list}[].${declaration.idKey}`) return kind;
  }
  return undefined;
}

export function usageAtPath(file: string, path: string): IdUsage | undefined {
  return ID_USAGES.find((usage) => usage.file === file && usage.path === path);
}
