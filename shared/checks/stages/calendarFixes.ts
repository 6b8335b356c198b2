// Study-stage calendar fixes whose right value the case itself gives:
// - STG-033 an end_date not after its start_date: the next stage's start (in date order), else the
//   start plus the cadence of the stage before it, else one month;
// - STG-037 a block's hours that are not > 0: the stage's calendar hours no other block takes;
// - STG-087 / STG-088 a stage overlapping, or leaving a gap after, the stage before it: start where
//   that stage ends;
// - STG-089 blocks that do not fill the calendar: a single block takes the calendar hours, several
//   are scaled in their proportions.
// None is applied file-wide: each changes a date or an energy weight the planner should see.
import type { JsonDocument, JsonNode } from '../../core/json/document';
import { elements, getProperty } from '../../core/json/nodes';
import { parseIsoDate, type DateValue } from '../../core/json/fields';
import { nodeAtPath, replaceNode, toTextEdit, type TextEdit } from '../../core/json/edits';
import { stringData, type FixInput, type FixProposal } from '../fixes/model';
import { cadenceOf, calendarHours, describeCadence, ONE_MONTH, shiftDate, splitHours } from '../../model/stages/cadence';

interface StageNodes {
  stage: JsonNode;
  list: JsonNode;
}

/** The `stages[i]` object the diagnostic's path starts with, and the `stages` array. */
function stageOf(input: FixInput): StageNodes | undefined {
  const path = input.path;
  if (path?.[0] !== 'stages' || typeof path[1] !== 'number') return undefined;
  const list = nodeAtPath(input.doc, ['stages']);
  const stage = nodeAtPath(input.doc, ['stages', path[1]]);
  return list?.type === 'array' && stage?.type === 'object' ? { stage, list } : undefined;
}

function dateOf(node: JsonNode | undefined, key: string): DateValue | undefined {
  const value = getProperty(node, key);
  return value?.type === 'string' ? parseIsoDate(value.value as string) : undefined;
}

function setDate(doc: JsonDocument, node: JsonNode, date: DateValue): TextEdit {
  return toTextEdit(doc, replaceNode(node, JSON.stringify(date.text)));
}

export function endDateFix(input: FixInput): FixProposal[] {
  const nodes = stageOf(input);
  const endNode = getProperty(nodes?.stage, 'end_date');
  const start = dateOf(nodes?.stage, 'start_date');
  const end = dateOf(nodes?.stage, 'end_date');
  if (!nodes || !endNode || !start || !end || end.day > start.day) return [];
  const others = elements(nodes.list).filter((entry) => entry !== nodes.stage);
  const nextStart = others
    .map((entry) => dateOf(entry, 'start_date'))
    .filter((date): date is DateValue => date !== undefined && date.day > start.day)
    .sort((a, b) => a.day - b.day)[0];
  if (nextStart) {
    return [
      {
        title: `Set end_date to ${nextStart.text} (where the next stage starts)`,
        fixes: [input.diagnostic.code],
        edits: [setDate(input.doc, endNode, nextStart)],
        isPreferred: true,
      },
    ];
  }
  const cadence = cadenceBefore(others, start) ?? ONE_MONTH;
  const suggested = shiftDate(start, cadence);
  return [
    {
      title: `Set end_date to ${suggested.text} (${describeCadence(cadence)} after start_date)`,
      fixes: [input.diagnostic.code],
      edits: [setDate(input.doc, endNode, suggested)],
      isPreferred: true,
    },
  ];
}

/** The cadence of the stage that ends latest at or before `start`. */
function cadenceBefore(stages: readonly JsonNode[], start: DateValue) {
  let best: { start: DateValue; end: DateValue } | undefined;
  for (const entry of stages) {
    const from = dateOf(entry, 'start_date');
    const to = dateOf(entry, 'end_date');
    if (from && to && to.day > from.day && to.day <= start.day && (!best || to.day > best.end.day)) best = { start: from, end: to };
  }
  return best && cadenceOf(best.start, best.end);
}

export function blockHoursFix(input: FixInput): FixProposal[] {
  const nodes = stageOf(input);
  const path = input.path!;
  const hoursNode = nodes && path[2] === 'blocks' && typeof path[3] === 'number' && path[4] === 'hours' ? nodeAtPath(input.doc, path) : undefined;
  const total = stageCalendarHours(nodes?.stage);
  if (!hoursNode || total === undefined) return [];
  const block = nodeAtPath(input.doc, path.slice(0, 4));
  let taken = 0;
  for (const other of elements(getProperty(nodes!.stage, 'blocks'))) {
    if (other === block) continue;
    const hours = getProperty(other, 'hours');
    if (hours?.type !== 'number' || !((hours.value as number) > 0)) return []; // more than one block to settle: a choice
    taken += hours.value as number;
  }
  const left = total - taken;
  if (!(left > 0)) return [];
  const what = taken === 0 ? `the stage's ${total} calendar hours` : `the ${formatHours(left)} of the stage's ${total} calendar hours no other block takes`;
  return [
    {
      title: `Set hours to ${formatHours(left)} (${what})`,
      fixes: [input.diagnostic.code],
      edits: [toTextEdit(input.doc, replaceNode(hoursNode, formatHours(left)))],
      isPreferred: true,
    },
  ];
}

export function startDateFix(input: FixInput): FixProposal[] {
  const previousEnd = parseIsoDate(stringData(input, 'previousEnd') ?? '');
  const startNode = getProperty(stageOf(input)?.stage, 'start_date');
  if (!previousEnd || startNode?.type !== 'string' || startNode.value === previousEnd.text) return [];
  return [
    {
      title: `Set start_date to ${previousEnd.text} (where the stage before it ends)`,
      fixes: [input.diagnostic.code],
      edits: [setDate(input.doc, startNode, previousEnd)],
      isPreferred: true,
    },
  ];
}

export function fillCalendarFix(input: FixInput): FixProposal[] {
  const nodes = stageOf(input);
  const total = stageCalendarHours(nodes?.stage);
  const hoursNodes = elements(getProperty(nodes?.stage, 'blocks')).map((block) => getProperty(block, 'hours'));
  if (total === undefined || hoursNodes.length === 0 || hoursNodes.some((node) => node?.type !== 'number' || !((node.value as number) > 0))) return [];
  const current = hoursNodes.map((node) => node!.value as number);
  const scaled = splitHours(total, current);
  const edits = hoursNodes.flatMap((node, i) => (scaled[i] === current[i] ? [] : [toTextEdit(input.doc, replaceNode(node!, formatHours(scaled[i]!)))]));
  if (edits.length === 0) return [];
  const title =
    hoursNodes.length === 1
      ? `Set the block's hours to the stage's ${total} calendar hours`
      : `Scale the ${hoursNodes.length} blocks to the stage's ${total} calendar hours, keeping their proportions`;
  return [{ title, fixes: [input.diagnostic.code], edits }];
}

function stageCalendarHours(stage: JsonNode | undefined): number | undefined {
  const start = dateOf(stage, 'start_date');
  const end = dateOf(stage, 'end_date');
  return start && end && end.day > start.day ? calendarHours(start, end) : undefined;
}

function formatHours(hours: number): string {
  return String(Number(hours.toFixed(6)));
}
