// The REF rules of the scenarios/ JSON files (decision D31): a correlation entity names a plant, bus
// or source (REF-120) and a schedule entry a study stage (REF-121); a load or source factor entry
// names a bus or source (REF-122, REF-125) and a study stage (REF-123, REF-126), and each of its
// block_ids a block of that stage (REF-124). Each problem sits on the referring id, with the list it
// should be in as related place. The loader's study stages are the stages with an id >= 0.
import type { JsonNode } from '../../../core/json/document';
import { elements, getProperty } from '../../../core/json/nodes';
import { CASE_FILES } from '../../../core/case/layout';
import type { BlockFactorEntry } from '../../../checks/blockFactors/check';
import type { CrossFileContext, CrossFileRule } from '../../context';
import type { RuleId } from '../../../rules';
import { STAGES, relatedTopLevel } from '../common';
import { HYDROS } from '../../../core/case/layout';

const { buses: BUSES, nonControllable: NCS, correlation: CORRELATION, loadFactors: LOAD_FACTORS, ncsFactors: NCS_FACTORS } = CASE_FILES;

/** The ids of the non-controllable sources: none when the file is absent (the loader's registry is then empty). */
function sourceIds(context: CrossFileContext): ReadonlySet<number> | undefined {
  const registry = context.model.nonControllable;
  if (registry) return new Set(registry.byId.keys());
  return (context.model.fileStates.get(NCS) ?? 'missing') === 'missing' ? new Set() : undefined;
}

function relatedSources(context: CrossFileContext, id: number) {
  return context.model.documents.has(NCS)
    ? relatedTopLevel(context, NCS, 'non_controllable_sources', `no source here has id ${id}`)
    : context.report.relatedFile(NCS, 'this file is absent, so no source is declared');
}

/** Study stage id → its number of blocks (the length of its blocks array). */
function studyStageBlocks(context: CrossFileContext): Map<number, number> {
  const blocks = new Map<number, number>();
  for (const { info } of context.resolved.studyStages) {
    const list = getProperty(info.node, 'blocks');
    blocks.set(info.id, list?.type === 'array' ? elements(list).length : 0);
  }
  return blocks;
}

const ENTITY_REGISTRY = {
  inflow: { noun: 'plant', file: HYDROS, list: 'hydros' },
  load: { noun: 'bus', file: BUSES, list: 'buses' },
  ncs: { noun: 'source', file: NCS, list: 'non_controllable_sources' },
} as const;

/** REF-120: each correlation entity names an entity of the registry of its type. */
const correlationEntitiesExist: CrossFileRule = {
  ids: ['REF-120'],
  needs: ['hydros', 'everyHydroId', 'buses', 'everyBusId', 'nonControllable', 'everyNcsId'],
  run(context) {
    const groups = context.model.correlation?.groups;
    if (!groups) return;
    const known: Record<keyof typeof ENTITY_REGISTRY, ReadonlySet<number> | undefined> = {
      inflow: context.model.hydros ? new Set(context.model.hydros.plants.keys()) : undefined,
      load: context.model.buses ? new Set(context.model.buses.byId.keys()) : undefined,
      ncs: sourceIds(context),
    };
    for (const group of groups) {
      for (const entity of group.entities) {
        if (entity.id === undefined || !(entity.type === 'inflow' || entity.type === 'load' || entity.type === 'ncs')) continue;
        const ids = known[entity.type];
        if (!ids || ids.has(entity.id)) continue;
        const registry = ENTITY_REGISTRY[entity.type];
        const related =
          entity.type === 'ncs' ? relatedSources(context, entity.id) : relatedTopLevel(context, registry.file, registry.list, `no ${registry.noun} here has id ${entity.id}`);
        context.report.json(
          CORRELATION,
          getProperty(entity.node, 'id')!,
          'REF-120',
          `"${entity.type}" entity ${entity.id} of profile "${group.profile}" names no ${registry.noun} of ${registry.file}`,
          {
            related: [related],
            ...(entity.type === 'inflow' ? { data: { hydroId: entity.id } } : entity.type === 'load' ? { data: { busId: entity.id } } : {}),
          },
        );
      }
    }
  },
};

/** REF-121 (warning): a schedule entry whose stage is not a study stage is never looked up. */
const scheduleNamesStudyStages: CrossFileRule = {
  ids: ['REF-121'],
  needs: ['stages', 'stageIds'],
  run(context) {
    const schedule = context.model.correlation?.schedule;
    if (!schedule?.length || context.resolved.studyStages.length === 0) return;
    const study = studyStageBlocks(context);
    for (const entry of schedule) {
      if (entry.stageId === undefined || study.has(entry.stageId)) continue;
      context.report.json(
        CORRELATION,
        getProperty(entry.node, 'stage_id')!,
        'REF-121',
        `schedule stage_id ${entry.stageId} is not a study stage of ${STAGES}: the entry is never used`,
        {
          related: [relatedTopLevel(context, STAGES, 'stages', `no study stage here has id ${entry.stageId}`)],
        },
      );
    }
  },
};

interface FactorFile {
  file: string;
  entityKey: string;
  entries: (context: CrossFileContext) => readonly BlockFactorEntry[] | undefined;
}

const LOAD: FactorFile = { file: LOAD_FACTORS, entityKey: 'bus_id', entries: (context) => context.model.loadFactors };
const SOURCES: FactorFile = { file: NCS_FACTORS, entityKey: 'ncs_id', entries: (context) => context.model.ncsFactors };

/** REF-122: every load factor names a bus. */
const loadFactorsNameBuses: CrossFileRule = {
  ids: ['REF-122'],
  needs: ['buses', 'everyBusId'],
  run(context) {
    const buses = context.model.buses?.byId;
    if (!buses) return;
    for (const entry of LOAD.entries(context) ?? []) {
      if (entry.entityId === undefined || buses.has(entry.entityId)) continue;
      context.report.json(LOAD_FACTORS, getProperty(entry.node, 'bus_id')!, 'REF-122', `bus_id ${entry.entityId} of load_factors[${entry.index}] names no bus of ${BUSES}`, {
        related: [relatedTopLevel(context, BUSES, 'buses', `no bus here has id ${entry.entityId}`)],
        data: { busId: entry.entityId },
      });
    }
  },
};

/** REF-125: every source factor names a source. */
const ncsFactorsNameSources: CrossFileRule = {
  ids: ['REF-125'],
  needs: ['nonControllable', 'everyNcsId'],
  run(context) {
    const sources = sourceIds(context);
    if (!sources) return;
    for (const entry of SOURCES.entries(context) ?? []) {
      if (entry.entityId === undefined || sources.has(entry.entityId)) continue;
      context.report.json(
        NCS_FACTORS,
        getProperty(entry.node, 'ncs_id')!,
        'REF-125',
        `ncs_id ${entry.entityId} of non_controllable_factors[${entry.index}] names no source of ${NCS}`,
        {
          related: [relatedSources(context, entry.entityId)],
        },
      );
    }
  },
};

/** REF-123, REF-126: every factor entry names a study stage; REF-124: each block_id is a block of it. */
function factorStages(file: FactorFile, stageCode: RuleId): CrossFileRule {
  return {
    ids: [stageCode, 'REF-124'],
    needs: ['stages', 'stageIds'],
    run(context) {
      const entries = file.entries(context);
      if (!entries?.length || context.resolved.studyStages.length === 0) return;
      const study = studyStageBlocks(context);
      const list = file.file === LOAD_FACTORS ? 'load_factors' : 'non_controllable_factors';
      for (const entry of entries) {
        if (entry.stageId === undefined) continue;
        const blocks = study.get(entry.stageId);
        if (blocks === undefined) {
          context.report.json(
            file.file,
            getProperty(entry.node, 'stage_id')!,
            stageCode,
            `stage_id ${entry.stageId} of ${list}[${entry.index}] is not a study stage of ${STAGES}`,
            {
              related: [relatedTopLevel(context, STAGES, 'stages', `no study stage here has id ${entry.stageId}`)],
            },
          );
          continue;
        }
        for (const factor of entry.factors) {
          if (factor.blockId === undefined || (factor.blockId >= 0 && factor.blockId < blocks)) continue;
          context.report.json(file.file, getProperty(factor.node, 'block_id')!, 'REF-124', blockMessage(factor.blockId, entry.stageId, blocks), {
            related: [stageBlocksPlace(context, entry.stageId)],
          });
        }
      }
    },
  };
}

function blockMessage(blockId: number, stageId: number, blocks: number): string {
  const range = blocks === 1 ? 'only block 0' : `blocks 0-${blocks - 1}`;
  return `block_id ${blockId} is not a block of stage ${stageId}, which has ${range}: the factor is ignored`;
}

function stageBlocksPlace(context: CrossFileContext, stageId: number) {
  const stage = context.resolved.studyStages.find(({ info }) => info.id === stageId);
  const blocks: JsonNode | undefined = stage ? getProperty(stage.info.node, 'blocks') : undefined;
  return blocks ? context.report.relatedJson(STAGES, blocks, `the blocks of stage ${stageId}`) : relatedTopLevel(context, STAGES, 'stages', `stage ${stageId}`);
}

export const scenarioJsonReferences: readonly CrossFileRule[] = [
  correlationEntitiesExist,
  scheduleNamesStudyStages,
  loadFactorsNameBuses,
  ncsFactorsNameSources,
  factorStages(LOAD, 'REF-123'),
  factorStages(SOURCES, 'REF-126'),
];
