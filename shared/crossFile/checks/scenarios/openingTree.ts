// A supplied opening tree (scenarios/noise_openings.parquet) sized against the case, as the run
// set-up checks it before building the tree: one stage per study stage (REF-109) and one entity
// per plant and random load (REF-110).
import { CASE_FILES, HYDROS } from '../../../core/case/layout';
import type { CrossFileRule } from '../../context';
import { STAGES, relatedTopLevel } from '../common';
import { describeIds, plural } from '../../../core/text';

const NOISE = CASE_FILES.noiseOpenings;

/** REF-109: the tree's distinct stages are as many as the study stages. */
const oneStagePerStudyStage: CrossFileRule = {
  ids: ['REF-109'],
  needs: ['stages', 'stageIds', 'noiseOpenings', 'noiseOpeningKeys'],
  run(context) {
    const tree = context.model.noiseOpenings;
    const study = context.resolved.studyStages.map((stage) => stage.info.id);
    if (!tree || tree.rowCount === 0 || study.length === 0) return;
    const stages = tree.stages.map((stage) => stage.id);
    if (stages.length === study.length) return;
    context.report.parquet(
      NOISE,
      undefined,
      'stage_id',
      'REF-109',
      `the opening tree has openings for ${describeIds(stages, 'stage')} but ${STAGES} has ${describeIds(study, 'study stage')}: it needs one stage of openings per study stage`,
      { related: [relatedTopLevel(context, STAGES, 'stages', 'the study stages are declared here')], data: { stageIds: stages } },
    );
  },
};

/** REF-110: the tree's distinct entity indices are one per plant plus one per bus with a random load. */
const oneEntityPerRandomVariable: CrossFileRule = {
  ids: ['REF-110'],
  needs: ['hydros', 'hydroIds', 'noiseOpenings', 'noiseOpeningKeys', 'loadStats', 'loadStatsKeys'],
  run(context) {
    const tree = context.model.noiseOpenings;
    const plants = context.model.hydros?.plants;
    if (!tree || tree.rowCount === 0 || !plants) return;
    const randomBuses = context.model.loadStats?.busesWithRandomLoad ?? [];
    const expected = plants.size + randomBuses.length;
    const found = tree.entityIndices.length;
    if (found === expected) return;
    const buses = randomBuses.length === 0 ? 'no bus with a random load' : `${describeIds(randomBuses, 'bus', 'buses')} with a random load`;
    context.report.parquet(
      NOISE,
      undefined,
      'entity_index',
      'REF-110',
      `the opening tree has ${plural(found, 'entity index', 'entity indices')} but the case has ${plural(expected, 'random variable')}: ${plural(plants.size, 'plant')} and ${buses}; each opening gives one value per plant and per bus whose load is random (std_mw > 0)`,
      { related: [relatedTopLevel(context, HYDROS, 'hydros', 'the plants are declared here')], data: { rowCount: found } },
    );
  },
};

export const openingTreeRules: CrossFileRule[] = [oneStagePerStudyStage, oneEntityPerRandomVariable];
