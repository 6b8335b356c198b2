// How the calendar rules name things in messages: runs of ids ("stages 3-7, 12 (6 stages)") so one
// diagnostic can speak for many stages, and thermals by id and name.
import type { ThermalPlant } from '../../../files/registries/thermals';
import type { StudyStage } from '../../resolved';

/** Runs shown before the rest is summarised by the count. */
const SHOWN_RUNS = 6;

export interface Noun {
  one: string;
  many: string;
}

export const STAGE: Noun = { one: 'stage', many: 'stages' };
export const POST_STUDY_STAGE: Noun = { one: 'post-study stage', many: 'post-study stages' };
export const NODE: Noun = { one: 'node', many: 'nodes' };

/**
 * `stage 4`, `stages 0-2`, `stages 3-7, 12 (6 stages)`: ids sorted and collapsed into runs of
 * consecutive values; long lists end in `…` and always carry the count.
 */
export function compactIds(ids: readonly number[], noun: Noun): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 1) return `${noun.one} ${sorted[0]}`;
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && sorted[i] === sorted[i - 1]! + 1) continue;
    const first = sorted[start]!;
    const last = sorted[i - 1]!;
    runs.push(first === last ? `${first}` : `${first}-${last}`);
    start = i;
  }
  const shown = runs.length > SHOWN_RUNS ? `${runs.slice(0, SHOWN_RUNS).join(', ')}, …` : runs.join(', ');
  return `${noun.many} ${shown} (${sorted.length} ${noun.many})`;
}

/** Study stages by id: `stages 0-2 (3 stages)`. */
export function describeStages(stages: readonly StudyStage[]): string {
  return compactIds(
    stages.map((stage) => stage.info.id),
    STAGE,
  );
}

/** The verb form that agrees with a count: `agree(1, 'lacks', 'lack')`. */
export function agree(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** `thermal 3 (GT-A)`, or `thermal 3` without a name. */
export function thermalLabel(thermal: ThermalPlant): string {
  return thermal.name ? `thermal ${thermal.id} (${thermal.name})` : `thermal ${thermal.id}`;
}
