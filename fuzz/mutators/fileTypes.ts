// Case paths that are not regular files (rules.md D25): a folder, a FIFO (blocks a naive read
// forever), a symlink loop, a link to an endless device.
import type { Random } from '../../bench/generate';
import { KNOWN_FILES } from '../../shared/core/case/layout';
import type { Mutation, SpecialKind } from '../mutation';

const KINDS: SpecialKind[] = ['folder', 'fifo', 'symlink-loop', 'dev-zero'];

export function oddFileType(rng: Random): Mutation {
  const file = rng.pick(KNOWN_FILES);
  const kind = rng.pick(KINDS);
  return { file, op: 'special', kind, why: `replaced with a ${kind}` };
}
