// STG-083 for a custom season map written with exclusive ends (decision D34): one fix moves every
// season's end back one day, writing month_end and day_end (added where the season left them to
// their defaults), as the diagnostic computed them (`data.seasonEnds`).
import { getProperty } from '../../core/json/nodes';
import type { JsonNode } from '../../core/json/document';
import { appendProperties, nodeAtPath, replaceNode, toTextEdit, type OffsetEdit } from '../../core/json/edits';
import type { FixInput, FixProposal } from '../fixes/model';

interface SeasonEnd {
  index: number;
  monthEnd: number;
  dayEnd: number;
}

export function seasonEndFix(input: FixInput): FixProposal[] {
  const ends = seasonEndsOf(input.data.seasonEnds);
  if (!ends) return [];
  const edits: OffsetEdit[] = [];
  for (const end of ends) {
    const season = nodeAtPath(input.doc, ['season_definitions', 'seasons', end.index]);
    if (season?.type !== 'object') return []; // the text moved on since the validation
    edits.push(...endEdits(input, season, end));
  }
  return [
    {
      title: `Move the end of every season back one day (day_end is inclusive): ${ends.length} seasons`,
      fixes: [input.diagnostic.code],
      edits: edits.map((edit) => toTextEdit(input.doc, edit)),
      isPreferred: true,
    },
  ];
}

/** month_end and day_end set in place, the absent ones added together at the season's end. */
function endEdits(input: FixInput, season: JsonNode, end: SeasonEnd): OffsetEdit[] {
  const edits: OffsetEdit[] = [];
  const absent: Array<[string, number]> = [];
  for (const [key, value] of [
    ['month_end', end.monthEnd],
    ['day_end', end.dayEnd],
  ] as const) {
    const node = getProperty(season, key);
    if (node) edits.push(replaceNode(node, String(value)));
    else absent.push([key, value]);
  }
  if (absent.length > 0) edits.push(appendProperties(input.doc, season, absent));
  return edits;
}

/** `data.seasonEnds` as the engine wrote it, checked again (the editor sends data back). */
function seasonEndsOf(value: unknown): SeasonEnd[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const ok = value.every(
    (item) => typeof item === 'object' && item !== null && [item.index, item.monthEnd, item.dayEnd].every((n: unknown) => typeof n === 'number' && Number.isInteger(n)),
  );
  return ok ? (value as SeasonEnd[]) : undefined;
}
