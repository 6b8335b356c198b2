// post_study_stages.json (§2.2): the calendar after the study horizon and the per-thermal bounds of
// commitments delivered there. Rules that need stages.json or thermals.json (PST-014, PST-020's
// anticipated_config part, PST-026) run in the cross-file pass over the model returned here.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { relatedAt } from '../../core/reporter';
import type { DateValue } from '../../core/json/fields';
import { HOURS_PER_DAY, dateAtHour, describeHour } from '../../model/postStudyHours';
import { elements, getProperty, pathOf, propertyNode } from '../../core/json/nodes';
import { FirstDeclarations } from '../../core/json/uniqueness';
import { documentedKeys } from '../../core/fieldDocs';
import { postStudyFieldDocs } from './fields';

// Each object's known keys are the keys its field documentation lists.
const ROOT_KEYS = documentedKeys(postStudyFieldDocs, '');
/** `end_date` is no field (the spec derives it), yet known so that PST-012's hint, not PST-090, reports it. */
const STAGE_KEYS = [...documentedKeys(postStudyFieldDocs, 'stages[]'), 'end_date'];
const BOUND_KEYS = documentedKeys(postStudyFieldDocs, 'thermal_bounds[]');

export interface PostStudyStageInfo {
  /** Position in `stages[]`: what `post_study_stage_index` refers to. */
  index: number;
  start?: DateValue;
  durationHours?: number;
  /** start + duration in hours since 1970-01-01T00:00Z (the derived, never declared, end). */
  endHours?: number;
  /** The derived end as a date, when it falls on a UTC midnight. */
  end?: DateValue;
  node: JsonNode;
}

export interface ThermalBoundInfo {
  /** Position in `thermal_bounds[]`. */
  index: number;
  thermalId?: number;
  /** A valid `post_study_stage_index` (in range when `stages` is an array). */
  stageIndex?: number;
  costPerMwh?: number;
  minMw?: number;
  maxMw?: number;
  node: JsonNode;
}

export interface PostStudyModel {
  node: JsonNode;
  /** Every `stages[]` entry that is an object, in array order. */
  stages: PostStudyStageInfo[];
  /** The length of the `stages` array (entries of any type); undefined when it is not an array. */
  stageCount?: number;
  /** Every `thermal_bounds[]` entry that is an object, in array order. */
  thermalBounds: ThermalBoundInfo[];
}

export function checkPostStudyFile(context: JsonFileContext): PostStudyModel {
  const { doc, fields } = context;
  const root = fields.rootObject('PST-002');
  if (!root) return { node: doc.root!, stages: [], thermalBounds: [] };
  fields.unknownKeys(root, ROOT_KEYS, 'PST-090');
  fields.string(root, '$schema', 'PST-003');

  const stagesArray = fields.array(root, 'stages', 'PST-002', { required: true });
  const boundsArray = fields.array(root, 'thermal_bounds', 'PST-002', { required: true });
  const stageCount = stagesArray ? elements(stagesArray).length : undefined;

  const stages = fields.objectEntries(stagesArray, 'PST-002', 'a post-study stage').map(({ entry, index }) => checkStage(context, entry, index));
  checkDuplicateStarts(context, stages);
  checkContiguity(context, stages);

  const thermalBounds = fields.objectEntries(boundsArray, 'PST-002', 'a thermal bound').map(({ entry, index }) => checkThermalBound(context, entry, index, stageCount));
  checkDuplicateBounds(context, thermalBounds);

  return { node: root, stages, ...(stageCount !== undefined ? { stageCount } : {}), thermalBounds };
}

function checkStage(context: JsonFileContext, stage: JsonNode, index: number): PostStudyStageInfo {
  const { fields, report } = context;
  fields.unknownKeys(stage, STAGE_KEYS, 'PST-090');
  const start = fields.date(stage, 'start_date', 'PST-010', { required: true });
  const durationHours = fields.number(stage, 'duration_hours', 'PST-011', { required: true, finite: true, min: 0, minExclusive: true });
  const endHours = start && durationHours !== undefined ? start.day * HOURS_PER_DAY + durationHours : undefined;
  const end = endHours !== undefined ? dateAtHour(endHours) : undefined;

  const endDateKey = propertyNode(stage, 'end_date')?.children?.[0];
  if (endDateKey) {
    const derived = endHours !== undefined ? ` (derived end: ${describeHour(endHours)})` : '';
    report.at(endDateKey, 'PST-012', `end_date is derived (start + duration_hours) and ignored${derived}`);
  }
  return { index, start, durationHours, endHours, end, node: stage };
}

/** Calendar rule 3 (PST-015): the repeated date points back at the first stage that uses it. */
function checkDuplicateStarts(context: JsonFileContext, stages: readonly PostStudyStageInfo[]): void {
  const days = new FirstDeclarations<number>(context.report, 'PST-015');
  for (const stage of stages) {
    if (stage.start) days.claim(stage.start.day, stage.node, `start_date ${stage.start.text}`, { atKey: 'start_date', related: 'first stage with this start_date' });
  }
}

/**
 * Calendar rule 1 (PST-013), decision D19: in array order, start + duration_hours (hours from UTC
 * midnight) must land exactly on the next start_date. Reported on the next stage's start_date.
 */
function checkContiguity(context: JsonFileContext, stages: readonly PostStudyStageInfo[]): void {
  for (let i = 0; i + 1 < stages.length; i++) {
    const current = stages[i]!;
    const next = stages[i + 1]!;
    // Two stages are only compared when they are neighbours in the array (no non-object entry between).
    if (next.index !== current.index + 1 || current.endHours === undefined || !current.start || !next.start) continue;
    if (current.endHours === next.start.day * HOURS_PER_DAY) continue;
    const computed = describeHour(current.endHours);
    const durationNode = getProperty(current.node, 'duration_hours') ?? current.node;
    context.report.at(
      startNode(next),
      'PST-013',
      `post-study stages must be contiguous: ${pathOf(current.node)} ends at ${computed} (${current.start.text} + ${context.doc.rawText(durationNode)} h), but this stage starts on ${next.start.text}`,
      {
        related: [relatedAt(context.doc, durationNode, `the previous stage ends at ${computed}`)],
        ...(current.end ? { data: { expectedStartDate: current.end.text } } : {}),
      },
    );
  }
}

function checkThermalBound(context: JsonFileContext, row: JsonNode, index: number, stageCount: number | undefined): ThermalBoundInfo {
  const { fields, report } = context;
  fields.unknownKeys(row, BOUND_KEYS, 'PST-090');
  // Whether the thermal declares anticipated_config is XF-018's business (it needs thermals.json).
  const thermalId = fields.integer(row, 'thermal_id', 'PST-020', { required: true });
  let stageIndex = fields.integer(row, 'post_study_stage_index', 'PST-021', { required: true, min: 0 });
  if (stageIndex !== undefined && stageCount !== undefined && stageIndex >= stageCount) {
    const node = getProperty(row, 'post_study_stage_index')!;
    report.at(node, 'PST-021', `"post_study_stage_index" must be < ${stageCount} (the number of post-study stages), got ${fields.got(node)}`);
    stageIndex = undefined;
  }
  const costPerMwh = fields.number(row, 'cost_per_mwh', 'PST-022', { required: true, finite: true });
  const minMw = fields.number(row, 'min_mw', 'PST-023', { required: true, finite: true });
  let maxMw = fields.number(row, 'max_mw', 'PST-024', { required: true, finite: true });
  if (maxMw !== undefined && minMw !== undefined && maxMw < minMw) {
    const node = getProperty(row, 'max_mw')!;
    report.at(node, 'PST-024', `"max_mw" must be >= min_mw (${minMw}), got ${fields.got(node)}`);
    maxMw = undefined;
  }
  return { index, thermalId, stageIndex, costPerMwh, minMw, maxMw, node: row };
}

/** PST-025: one row per (thermal_id, post_study_stage_index); the repeat names the first row. */
function checkDuplicateBounds(context: JsonFileContext, bounds: readonly ThermalBoundInfo[]): void {
  const pairs = new FirstDeclarations<string>(context.report, 'PST-025');
  for (const bound of bounds) {
    if (bound.thermalId === undefined || bound.stageIndex === undefined) continue;
    pairs.claim(`${bound.thermalId}:${bound.stageIndex}`, bound.node, `thermal bound for thermal ${bound.thermalId} at post-study stage ${bound.stageIndex}`, {
      related: 'first row for this pair',
    });
  }
}

function startNode(stage: PostStudyStageInfo): JsonNode {
  return getProperty(stage.node, 'start_date') ?? stage.node;
}
