// Inlay hints: after each study stage's dates, its duration in days and, when the season map
// derives it from start_date (not an explicit season_id), the season's label; after an open-ended
// production-model stage range, the last study stage it runs to. Dates come from the text as it is
// now; the season map and the study stage ids come from the last validation.
import type { JsonNode } from '../core/json/document';
import { parseIsoDate } from '../core/json/fields';
import { elements, getProperty } from '../core/json/nodes';
import { CASE_FILES } from '../core/case/layout';
import type { ValidationResult } from '../engine/validate';
import { integerAt, stringAt } from '../core/json/valueAt';
import { durationDays, resolveStageSeason } from '../model/stages/seasons';
import type { ServiceContext } from './context';
import type { InlayHintResult, Range } from './types';

/** A hint placed right after a value node of the current text. */
interface PlacedHint {
  after: JsonNode;
  label: string;
  tooltip: string;
}

/** Hints of the file, only those inside `range` (the visible lines) when given. */
export function inlayHints(context: ServiceContext, range?: Range): InlayHintResult[] {
  const file = context.file.replace(/\\/g, '/');
  // Entries wholly outside the visible lines are skipped before any work is done on them.
  const window = range ? { start: context.doc.offsetAt(range.start), end: context.doc.offsetAt(range.end) } : undefined;
  const visible = (node: JsonNode) => !window || (node.offset <= window.end && node.offset + node.length >= window.start);
  const placed: PlacedHint[] = [];
  if (file === CASE_FILES.stages) placed.push(...stageHints(context, visible));
  else if (file === CASE_FILES.productionModels && context.validation) placed.push(...openRangeHints(context, context.validation, visible));
  const hints: InlayHintResult[] = placed.map(({ after, label, tooltip }) => ({
    position: context.doc.positionAt(after.offset + after.length),
    label,
    tooltip,
    paddingLeft: true,
  }));
  return range ? hints.filter((hint) => hint.position.line >= range.start.line && hint.position.line <= range.end.line) : hints;
}

function stageHints(context: ServiceContext, visible: (node: JsonNode) => boolean): PlacedHint[] {
  const seasonMap = context.validation?.model.stages?.seasonMap;
  const out: PlacedHint[] = [];
  for (const stage of elements(getProperty(context.doc.root, 'stages'))) {
    const id = integerAt(stage, 'id');
    // Negative ids are pre-study stages: no season is derived for them and their dates play no study role.
    if (stage.type !== 'object' || (id !== undefined && id < 0) || !visible(stage)) continue;
    const startNode = getProperty(stage, 'start_date');
    const endNode = getProperty(stage, 'end_date');
    const start = dateOf(stage, 'start_date');
    const end = dateOf(stage, 'end_date');
    const parts: string[] = [];
    const tips: string[] = [];
    if (start && seasonMap) {
      const season = resolveStageSeason({ id, start, seasonId: integerAt(stage, 'season_id') }, seasonMap);
      if (season.kind === 'derived') {
        parts.push(season.season.label ?? `season ${season.seasonId}`);
        tips.push(`season ${season.seasonId}, derived from start_date: ${season.reason}`);
      }
    }
    if (start && end && end.day > start.day) {
      const days = durationDays(start, end);
      parts.push(`${days} d`);
      tips.push(`${days} days (${days * 24} calendar hours) from ${start.text} to ${end.text}`);
    }
    const after = endNode ?? startNode ?? getProperty(stage, 'id');
    if (parts.length && after) out.push({ after, label: parts.join(' · '), tooltip: tips.join('\n') });
  }
  return out;
}

function dateOf(object: JsonNode, key: string) {
  const text = stringAt(object, key);
  return text === undefined ? undefined : parseIsoDate(text);
}

/** `end_stage_id` null or absent: the range runs to the last study stage id (spec §2.4). */
function openRangeHints(context: ServiceContext, validation: ValidationResult, visible: (node: JsonNode) => boolean): PlacedHint[] {
  const ids = validation.resolved.studyStages.map((stage) => stage.info.id);
  if (ids.length === 0) return [];
  const last = Math.max(...ids);
  const out: PlacedHint[] = [];
  for (const entry of elements(getProperty(context.doc.root, 'production_models'))) {
    // Ranges are read in stage_ranges mode only.
    if (stringAt(entry, 'selection_mode') !== 'stage_ranges' || !visible(entry)) continue;
    for (const range of elements(getProperty(entry, 'stage_ranges'))) {
      const endNode = getProperty(range, 'end_stage_id');
      const startNode = getProperty(range, 'start_stage_id');
      const start = integerAt(range, 'start_stage_id');
      if ((endNode && endNode.type !== 'null') || start === undefined || !startNode) continue;
      const after = endNode ?? startNode;
      out.push(
        start <= last
          ? { after, label: `→ stage ${last}`, tooltip: `open-ended: runs from stage ${start} to the last study stage id, ${last}` }
          : { after, label: '→ no study stage', tooltip: `open-ended, but it starts after the last study stage id (${last}): it covers no stage` },
      );
    }
  }
  return out;
}
