// Where the case declares the things other fields refer to by id: the file and the list whose
// entries declare each kind. Navigation (definition, references, completion of ids) and the
// constraint registries (shared/model/entityRegistries.ts) read this one table.
import { CASE_FILES } from '../core/case/layout';

export type IdKind = 'hydro' | 'thermal' | 'season' | 'stage' | 'policyNode' | 'postStudyStage' | 'bus' | 'line' | 'ncs' | 'pumping' | 'contract' | 'genericConstraint';

export interface IdDeclaration {
  file: string;
  /** The array whose entries declare the ids. */
  list: string;
  /** The entry's id field; absent when the id is the entry's position (post-study stages). */
  idKey?: 'id';
}

export const ID_DECLARATIONS: Readonly<Record<IdKind, IdDeclaration>> = {
  hydro: { file: CASE_FILES.hydros, list: 'hydros', idKey: 'id' },
  thermal: { file: CASE_FILES.thermals, list: 'thermals', idKey: 'id' },
  season: { file: CASE_FILES.stages, list: 'season_definitions.seasons', idKey: 'id' },
  stage: { file: CASE_FILES.stages, list: 'stages', idKey: 'id' },
  policyNode: { file: CASE_FILES.stages, list: 'policy_graph.nodes', idKey: 'id' },
  postStudyStage: { file: CASE_FILES.postStudy, list: 'stages' },
  bus: { file: CASE_FILES.buses, list: 'buses', idKey: 'id' },
  // What the terms of a generic constraint and the constraints/ files name (decision D31).
  line: { file: CASE_FILES.lines, list: 'lines', idKey: 'id' },
  ncs: { file: CASE_FILES.nonControllable, list: 'non_controllable_sources', idKey: 'id' },
  pumping: { file: CASE_FILES.pumping, list: 'pumping_stations', idKey: 'id' },
  contract: { file: CASE_FILES.contracts, list: 'contracts', idKey: 'id' },
  genericConstraint: { file: CASE_FILES.genericConstraints, list: 'constraints', idKey: 'id' },
};
