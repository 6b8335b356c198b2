// Post-study stages against the study calendar and the anticipated thermals (XF-016..XF-019).
// Decision D7: a thermal with lead L delivers the commitments it decides at the last study stages
// after the horizon, at post-study indices up to L - 1; each reached index needs a thermal_bounds row.
import type { CaseModel } from '../../../checks/caseModel';
import type { JsonNode } from '../../../core/json/document';
import type { RelatedInformation } from '../../../core/diagnostics';
import { getProperty, propertyNode } from '../../../core/json/nodes';
import { listIds, describeIds, plural } from '../../../core/text';
import type { ThermalPlant } from '../../../checks/registries/thermals';
import type { CrossFileContext, CrossFileRule } from '../../context';
import type { CrossFileReporter } from '../../reporter';
import type { ResolvedCase } from '../../resolved';
import { POST_STUDY, STAGES, relatedTopLevel } from '../common';
import { THERMALS } from '../../../core/case/layout';
import { groupBy } from '../../../core/lookup';

/** An anticipated thermal whose valid lead reaches past the last study stage. */
interface Reach {
  thermal: ThermalPlant;
  lead: number;
  /** Post-study indices reached, ascending. */
  indices: number[];
  leadNode: JsonNode;
}

function reachesPastHorizon(model: CaseModel, resolved: ResolvedCase): Reach[] {
  const reaches: Reach[] = [];
  for (const thermal of model.thermals?.thermals.values() ?? []) {
    const anticipated = thermal.anticipated;
    const indices = resolved.reachedPostStudyIndices(thermal);
    if (!anticipated || anticipated.leadStages === undefined || indices.length === 0) continue;
    reaches.push({ thermal, lead: anticipated.leadStages, indices, leadNode: getProperty(anticipated.node, 'lead_stages') ?? anticipated.node });
  }
  return reaches;
}

/** `thermal 3 (GT-A)`, or `thermal 3` without a name. */
function thermalLabel(thermal: ThermalPlant): string {
  return thermal.name ? `thermal ${thermal.id} (${thermal.name})` : `thermal ${thermal.id}`;
}

function leadRelated(report: CrossFileReporter, reach: Reach): RelatedInformation {
  return report.relatedJson(
    THERMALS,
    reach.leadNode,
    `${thermalLabel(reach.thermal)} has lead_stages ${reach.lead}: it delivers at ${describeIds(reach.indices, 'post-study stage')}`,
  );
}

/** XF-016: a lead reaches past the horizon and there is no post-study calendar at all. */
const requiredWhenReached: CrossFileRule = {
  ids: ['XF-016'],
  // post_study_stages.json is not a need: its absence is the finding (a broken file is not absent).
  needs: ['stages', 'thermals', 'stageIds', 'thermalIds'],
  run({ model, resolved, report }: CrossFileContext): void {
    if ((model.fileStates.get(POST_STUDY) ?? 'missing') !== 'missing') return;
    for (const reach of reachesPastHorizon(model, resolved)) {
      report.file(
        POST_STUDY,
        'XF-016',
        `${POST_STUDY} is required: ${thermalLabel(reach.thermal)} has lead_stages ${reach.lead}, so commitments it decides in the study are delivered after the horizon, at ${describeIds(reach.indices, 'post-study stage')}`,
        { related: [leadRelated(report, reach)], data: { thermalId: reach.thermal.id, reachedIndices: reach.indices } },
      );
    }
  },
};

/** XF-017 (PST-014): the post-study calendar starts where the study ends. */
const startsAtHorizonEnd: CrossFileRule = {
  ids: ['XF-017'],
  // The horizon end (decision D14) is the latest end_date of the study stages: all of them, each read.
  needs: ['stages', 'postStudy', 'stageIds', 'studyDates', 'postStudyStart'],
  run({ model, resolved, report }: CrossFileContext): void {
    const first = model.postStudy?.stages[0];
    const end = resolved.horizonEnd;
    // Its needs guarantee a readable first start and every study stage's end (decision D28).
    if (!first?.start || !end || first.start.day === end.day) return;
    const last = resolved.studyStages.find((stage) => stage.info.end?.day === end.day);
    if (!last) return;
    const endNode = getProperty(last.info.node, 'end_date') ?? last.info.node;
    report.json(
      POST_STUDY,
      getProperty(first.node, 'start_date')!,
      'XF-017',
      `the first post-study stage must start at the study horizon end ${end.text} (end_date of the last study stage, id ${last.info.id}), got ${first.start.text}`,
      {
        related: [report.relatedJson(STAGES, endNode, `the study horizon ends on ${end.text}`)],
        data: { fileRule: 'PST-014', expectedStartDate: end.text },
      },
    );
  },
};

/** XF-018 (PST-020): rows for a thermal that does not exist or is not anticipated; one diagnostic per thermal id. */
const boundsNameAnticipatedThermals: CrossFileRule = {
  ids: ['XF-018'],
  // "Names no thermal" needs every thermal's id; "not anticipated" needs the one thermal of that id.
  needs: ['postStudy', 'thermals', 'thermalIds', 'everyThermalId'],
  run(context: CrossFileContext): void {
    const { model, report } = context;
    const thermals = model.thermals?.thermals ?? new Map<number, ThermalPlant>();
    const offending = (model.postStudy?.thermalBounds ?? []).filter((row) => row.thermalId !== undefined && !thermals.get(row.thermalId)?.anticipated);
    for (const [thermalId, bounds] of groupBy(offending, (row) => row.thermalId!)) {
      const count = bounds.length;
      const rows = count > 1 ? ` (${count} rows)` : '';
      const thermal = thermals.get(thermalId);
      const [message, related] = thermal
        ? [
            `thermal_id ${thermalId} names ${thermalLabel(thermal)}, which declares no anticipated_config: only anticipated thermals have post-study bounds${rows}`,
            report.relatedObject(THERMALS, thermal.node, `${thermalLabel(thermal)} has no anticipated_config`),
          ]
        : [
            `thermal_id ${thermalId} names no thermal of ${THERMALS}${rows}`,
            relatedTopLevel(context, THERMALS, 'thermals', `declared thermal ids: ${listIds(new Set(thermals.keys()))}`),
          ];
      report.json(POST_STUDY, getProperty(bounds[0]!.node, 'thermal_id')!, 'XF-018', message, { related: [related], data: { fileRule: 'PST-020', thermalId, rows: count } });
    }
  },
};

/** XF-019 (PST-026): every post-study index an anticipated thermal reaches has its thermal_bounds row. */
const reachedIndicesHaveBounds: CrossFileRule = {
  ids: ['XF-019'],
  needs: ['postStudy', 'thermals', 'stages', 'stageIds', 'thermalIds'],
  run({ model, resolved, report }: CrossFileContext): void {
    const post = model.postStudy;
    if (!post) return; // absent: XF-016's finding
    const covered = new Map<number, Set<number>>();
    for (const { thermalId, stageIndex } of post.thermalBounds) {
      if (thermalId === undefined || stageIndex === undefined) continue;
      let indices = covered.get(thermalId);
      if (!indices) covered.set(thermalId, (indices = new Set()));
      indices.add(stageIndex);
    }
    const boundsKey = propertyNode(post.node, 'thermal_bounds')?.children?.[0];
    for (const reach of reachesPastHorizon(model, resolved)) {
      const missing = reach.indices.filter((index) => !covered.get(reach.thermal.id)?.has(index));
      if (missing.length === 0) continue;
      const count = post.stageCount;
      const short = count !== undefined && missing[missing.length - 1]! >= count ? `; the file declares only ${plural(count, 'post-study stage')}` : '';
      const message = `thermal_bounds has no row for ${thermalLabel(reach.thermal)} at ${describeIds(missing, 'post-study stage')}: its lead_stages ${reach.lead} delivers commitments there${short}`;
      const options = { related: [leadRelated(report, reach)], data: { fileRule: 'PST-026' as const, thermalId: reach.thermal.id, missingIndices: missing } };
      if (boundsKey) report.json(POST_STUDY, boundsKey, 'XF-019', message, options);
      else report.onObject(POST_STUDY, post.node, 'XF-019', message, options);
    }
  },
};

export const postStudyChecks: CrossFileRule[] = [requiredWhenReached, startsAtHorizonEnd, boundsNameAnticipatedThermals, reachedIndicesHaveBounds];
