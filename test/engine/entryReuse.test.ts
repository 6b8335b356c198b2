// The editor's check of stages.json after a literal edit checks again only the stage entry holding
// that literal and replays the others' findings (shared/checks/entryReuse.ts). Its problems must be
// exactly those of a fresh check, edit after edit: on Cobre's real example cases and on a generated
// case with problems in many stages (duplicate ids, dates out of order, the older openings name),
// under the default cap and under a cap of 2 per rule (so replayed problems cross it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { JsonFileCache, validateCase } from '../../shared/engine/validate';
import { JsonDocument, type JsonNode } from '../../shared/core/json/document';
import { elements, properties } from '../../shared/core/json/nodes';
import { DEFAULT_MAX_PER_RULE } from '../../shared/core/reporter';
import type { StageInfo } from '../../shared/model/stages/types';
import { generateCase, PRESETS, Random } from '../../bench/generate';
import { writeCase } from '../support/cases';
import { examplesDir } from '../support/cli';

const STAGES = 'stages.json';

/** A literal value of stages.json an edit can retype, and whether it is a stage's own id. */
interface Literal {
  node: JsonNode;
  stageId: boolean;
  /** Which stage entry holds it; -1 outside the stages. */
  stage: number;
}

function literalsOf(text: string): Literal[] {
  const doc = new JsonDocument(STAGES, text);
  const out: Literal[] = [];
  const walk = (node: JsonNode | undefined, stage: number) => {
    if (node?.type === 'object') for (const { value } of properties(node)) walk(value, stage);
    else if (node?.type === 'array') for (const element of elements(node)) walk(element, stage);
    else if (node?.type === 'number' || node?.type === 'string') out.push({ node, stage, stageId: false });
  };
  for (const { key, value } of properties(doc.root)) {
    if (key !== 'stages') walk(value, -1);
    else
      elements(value).forEach((entry, stage) => {
        for (const { key: field, value: fieldValue } of properties(entry)) {
          if (field === 'id' && fieldValue?.type === 'number') out.push({ node: fieldValue, stage, stageId: true });
          else walk(fieldValue, stage);
        }
      });
  }
  return out;
}

/** One literal retyped: a number replaced (ids among the nearby ids, so duplicates come and go), a string one character longer, shorter or changed. */
function retype(text: string, rng: Random, literals: Literal[]): { text: string; literal: Literal } {
  const literal = rng.pick(literals);
  const { offset, length, type } = literal.node;
  let replacement: string;
  if (type === 'number') replacement = rng.chance(0.8) ? String(rng.int(-1, literal.stageId ? 8 : 900)) : `${rng.int(0, 99)}.5`;
  else {
    const inner = text.slice(offset + 1, offset + length - 1);
    const at = rng.int(0, inner.length);
    const choice = rng.int(0, 2);
    const edited =
      choice === 0 || inner.length === 0
        ? inner.slice(0, at) + rng.pick(['x', '0', '9', '-']) + inner.slice(at)
        : choice === 1
          ? inner.slice(0, Math.max(0, at - 1)) + inner.slice(at)
          : inner.replace(/\d(?!.*\d)/, String(rng.int(0, 9)));
    replacement = JSON.stringify(edited);
  }
  return { text: text.slice(0, offset) + replacement + text.slice(offset + length), literal };
}

/** The stages' extracted facts without their nodes (a fresh check has other nodes). */
const factsOf = (stages: readonly StageInfo[] | undefined) => (stages ?? []).map(({ node: _node, ...facts }) => facts);

async function editSequence(dir: string, seed: number, edits: number, maxPerRule: number): Promise<{ reused: number; inStages: number }> {
  const rng = new Random(seed);
  let text = readFileSync(join(dir, STAGES), 'utf8');
  const jsonCache = new JsonFileCache();
  let previous = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]), maxPerRule });
  let reused = 0;
  let inStages = 0;
  for (let i = 0; i < edits; i++) {
    const previousText = text;
    const edit = retype(text, rng, literalsOf(text));
    text = edit.text;
    const overlays = new Map([[STAGES, text]]);
    const cached = await validateCase(dir, { jsonCache, overlays, maxPerRule });
    const fresh = await validateCase(dir, { overlays, maxPerRule });
    const where = `seed ${seed}, edit ${i} (stage ${edit.literal.stage}${edit.literal.stageId ? ', its id' : ''}, cap ${maxPerRule})`;
    assert.deepEqual(cached.diagnostics, fresh.diagnostics, `problems after ${where}`);
    assert.deepEqual(factsOf(cached.model.stages?.stages), factsOf(fresh.model.stages?.stages), `stage facts after ${where}`);
    // Replayed stages keep their extracted facts: the very objects of the previous check.
    const before = previous.model.stages?.stages ?? [];
    const after = cached.model.stages?.stages ?? [];
    if (edit.literal.stage >= 0 && !edit.literal.stageId && text !== previousText) {
      inStages++;
      if (after.every((stage, k) => (k === edit.literal.stage) !== (stage === before[k]))) reused++;
    }
    previous = cached;
  }
  return { reused, inStages };
}

test(
  'entry reuse: literal edits of the Cobre examples stages.json give exactly the problems and stage facts of a fresh check, the untouched stages replayed',
  { timeout: 180_000 },
  async () => {
    const dirs = [join(examplesDir, '1dtoy'), ...readdirSync(join(examplesDir, 'deterministic')).map((name) => join(examplesDir, 'deterministic', name))].filter((dir) =>
      existsSync(join(dir, STAGES)),
    );
    assert.ok(dirs.length >= 5, `the examples are there (${dirs.length})`);
    let reused = 0;
    let inStages = 0;
    for (const [n, dir] of dirs.entries()) {
      const counts = await editSequence(dir, 100 + n, 30, n % 2 === 0 ? DEFAULT_MAX_PER_RULE : 2);
      reused += counts.reused;
      inStages += counts.inStages;
    }
    // Edits inside a stage (not its id) reuse the rest unless a stage's problems passed the cap unbuilt.
    assert.ok(reused >= inStages * 0.8, `the other stages were replayed after ${reused} of ${inStages} edits inside a stage`);
  },
);

test('entry reuse: on a generated 60-stage case with problems in many stages, 200 literal edits give exactly the problems of a fresh check', { timeout: 180_000 }, async () => {
  const generated = generateCase({ ...PRESETS.small, studyStages: 60 }, 11);
  let stages = generated.files[STAGES] as string;
  let k = 0;
  // Problems spread over the stages: repeated ids, ends before starts, the older openings name, an unknown key.
  stages = stages.replace(/"id": (\d+),\n(\s+)"start_date"/g, (all, id: string, indent: string) => (++k % 9 === 0 ? `"id": ${Number(id) - 1},\n${indent}"start_date"` : all));
  stages = stages.replace(/"end_date": "(\d{4})/g, (all, year: string) => (++k % 7 === 0 ? `"end_date": "${Number(year) - 2}` : all));
  stages = stages.replace(/"num_openings"/g, (all) => (++k % 5 === 0 ? '"num_scenarios"' : all));
  stages = stages.replace(/"block_mode"/g, (all) => (++k % 11 === 0 ? '"blockmode"' : all));
  const dir = writeCase({ ...generated.files, [STAGES]: stages });
  const first = await validateCase(dir, {});
  assert.ok(new Set(first.diagnostics.filter((d) => d.file === STAGES).map((d) => d.code)).size >= 3, 'problems of several rules in stages.json');
  const counts = await editSequence(dir, 7, 100, DEFAULT_MAX_PER_RULE);
  const capped = await editSequence(dir, 8, 100, 2);
  assert.ok(counts.reused >= counts.inStages * 0.8, `replayed after ${counts.reused} of ${counts.inStages} edits inside a stage`);
  assert.ok(capped.inStages > 0);
});
