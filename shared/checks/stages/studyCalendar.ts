// The study calendar as a whole (decision D26): the spec states no contiguity rule for study stages,
// but a planner expects help when stages overlap (STG-087), leave a gap (STG-088), or carry blocks
// whose hours do not fill the stage (STG-089). All three are hints worded as facts: overlapping
// stages are legal (Cobre's own d28-decomp-weekly-monthly overlaps operative weeks by design). Only study stages (id >= 0) with readable dates, the
// end after the start, take part: broken dates are their own rules' problems.
import type { JsonFileContext } from '../context';
import { elements, getProperty, peekProperty } from '../../core/json/nodes';
import type { DateValue } from '../../core/json/fields';
import { plural } from '../../core/text';
import type { StageInfo } from '../../model/stages/types';

const HOURS_PER_DAY = 24;
/** Block hours are decimals in the file: a sum within this many hours of the calendar counts as equal. */
const HOURS_TOLERANCE = 1e-6;
/** The average month (8760 / 12): 22 of the 26 Cobre examples give every whole month this many hours. */
const AVERAGE_MONTH_HOURS = 730;

interface DatedStage {
  stage: StageInfo;
  id: number;
  start: DateValue;
  end: DateValue;
}

export function checkStudyCalendar(context: JsonFileContext, stages: readonly StageInfo[]): void {
  const dated = stages.flatMap(datedStudyStage);
  checkOverlapsAndGaps(context, dated);
  for (const stage of dated) checkBlockHours(context, stage);
}

function datedStudyStage(stage: StageInfo): DatedStage[] {
  const { id, start, end } = stage;
  return id !== undefined && id >= 0 && start && end && end.day > start.day ? [{ stage, id, start, end }] : [];
}

/**
 * STG-087 and STG-088, in date order (ties in file order). Each stage is compared with the earlier
 * stage that reaches furthest, so a stage inside a long one is flagged once, naming that stage.
 */
function checkOverlapsAndGaps(context: JsonFileContext, stages: readonly DatedStage[]): void {
  const inDateOrder = [...stages].sort((a, b) => a.start.day - b.start.day || a.stage.index - b.stage.index);
  let furthest: DatedStage | undefined;
  for (const current of inDateOrder) {
    if (furthest) {
      // Peeked (see `peekValueOf`): only reported on, so a stage's date is not made a node.
      const startNode = peekProperty(current.stage.node, 'start_date')!;
      if (current.start.day < furthest.end.day) {
        const days = furthest.end.day - current.start.day;
        context.report.at(
          startNode,
          'STG-087',
          `stage ${current.id} starts on ${current.start.text}, ${plural(days, 'day')} before stage ${furthest.id} (stages[${furthest.stage.index}]) ends on ${furthest.end.text}`,
          { data: { otherStageId: furthest.id, previousEnd: furthest.end.text } },
        );
      } else if (current.start.day > furthest.end.day) {
        const days = current.start.day - furthest.end.day;
        context.report.at(
          startNode,
          'STG-088',
          `a gap of ${plural(days, 'day')} before stage ${current.id}: stage ${furthest.id} (stages[${furthest.stage.index}]) ends on ${furthest.end.text}, this stage starts on ${current.start.text}`,
          { data: { otherStageId: furthest.id, previousEnd: furthest.end.text } },
        );
      }
    }
    if (!furthest || current.end.day > furthest.end.day) furthest = current;
  }
}

/**
 * STG-089: only when every block's hours read, so a bad block is reported once, by STG-037. A stage
 * of whole calendar months whose blocks give 730 h a month follows the average-month convention.
 */
function checkBlockHours(context: JsonFileContext, stage: DatedStage): void {
  const blocks = getProperty(stage.stage.node, 'blocks');
  if (blocks?.type !== 'array') return;
  const count = elements(blocks).length;
  if (count === 0 || stage.stage.blockHours.length !== count) return;
  const blockTotal = stage.stage.blockHours.reduce((sum, hours) => sum + hours, 0);
  const calendarHours = (stage.end.day - stage.start.day) * HOURS_PER_DAY;
  if (Math.abs(blockTotal - calendarHours) <= HOURS_TOLERANCE) return;
  const months = wholeCalendarMonths(stage.start, stage.end);
  if (months > 0 && Math.abs(blockTotal - months * AVERAGE_MONTH_HOURS) <= HOURS_TOLERANCE) return;
  context.report.at(
    blocks,
    'STG-089',
    `the blocks of stage ${stage.id} add up to ${formatHours(blockTotal)} h, but ${stage.start.text}..${stage.end.text} has ${calendarHours} calendar hours`,
    { data: { blockHours: blockTotal, calendarHours } },
  );
}

/** How many calendar months `start..end` spans when both fall on the 1st of a month, else 0. */
function wholeCalendarMonths(start: DateValue, end: DateValue): number {
  const [startYear, startMonth, startDay] = start.text.split('-').map(Number);
  const [endYear, endMonth, endDay] = end.text.split('-').map(Number);
  if (startDay !== 1 || endDay !== 1) return 0;
  return Math.max(0, (endYear! - startYear!) * 12 + (endMonth! - startMonth!));
}

/**
 * A stage's dates for hovers and `hydrocase explain`: with its length when the end is after the
 * start, else what is wrong, never a negative duration.
 */
export function describeDateSpan(start: DateValue, end: DateValue): string {
  const days = end.day - start.day;
  if (days <= 0) return `${start.text} to ${end.text}: the end_date is not after the start_date, so the stage has no length`;
  return `${start.text} to ${end.text} (${plural(days, 'day')}, ${days * HOURS_PER_DAY} calendar hours)`;
}

function formatHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : String(Number(hours.toFixed(6)));
}
