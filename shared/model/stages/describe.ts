// How a problem's message and a hover name a set of study stages: one wording for both.
import { describeIds } from '../../core/text';

/** Study stages by id: `stage 4`, `stages 0-2 (3 stages)` (a resolved study stage's `info` carries its id). */
export function describeStages(stages: readonly { info: { id: number } }[]): string {
  return describeIds(
    stages.map((stage) => stage.info.id),
    'stage',
  );
}
