// Draws the mutations of one fuzz case: one to three, each on a file the engine reads.
import type { Random } from '../../bench/generate';
import { KNOWN_FILES } from '../../shared/core/case/layout';
import { applyMutations, type Mutation } from '../mutation';
import type { CaseFiles } from '../seedCases';
import { mutateJson } from './json';
import { mutateParquet } from './parquet';
import { oddFileType } from './fileTypes';

/** Every file the engine reads or asks about (the presence-only scenario tables included: deleting or damaging them matters). */
const CHECKED_FILES: readonly string[] = KNOWN_FILES;

export function drawMutations(rng: Random, files: CaseFiles): Mutation[] {
  const mutations: Mutation[] = [];
  const count = rng.pick([1, 1, 1, 2, 3]);
  for (let i = 0; i < count; i++) {
    // Later mutations see the earlier ones' result, so offsets stay meaningful when replayed in order.
    const current = applyMutations(files, mutations).files;
    mutations.push(drawOne(rng, current));
  }
  return mutations;
}

/** One mutation of a file the engine reads (the others would test nothing). */
export function drawOne(rng: Random, files: CaseFiles): Mutation {
  const present = Object.keys(files).filter((f) => CHECKED_FILES.includes(f));
  if (!present.length || rng.chance(0.06)) return oddFileType(rng);
  if (rng.chance(0.03)) {
    const file = rng.pick(present);
    return { file, op: 'delete', why: 'deleted' };
  }
  const file = rng.pick(present);
  return mutateContent(rng, file, Buffer.from(files[file]!));
}

/** A change to a file's bytes (JSON or Parquet damage), never to what kind of file it is. */
export function mutateContent(rng: Random, file: string, bytes: Buffer): Mutation {
  return file.endsWith('.parquet') ? mutateParquet(rng, file, bytes) : mutateJson(rng, file, bytes);
}
