import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JsonFileCache, validateCase, type ValidationResult } from '../../shared/engine/validate';
import { JsonDocument, type JsonNode } from '../../shared/core/json/document';
import { constantProductivityEntry, validCase, validStages, withPlants, writeCase } from '../support/cases';
import { DEFAULT_MAX_PER_RULE } from '../../shared/core/reporter';

const STAGES = 'stages.json';
const HYDROS = 'system/hydros.json';
const MODELS = 'system/hydro_production_models.json';

/** A plant whose production-model range ends at stage 2: dropping stage 2 from stages.json makes it XF-015. */
function caseWithRangeToStage2(): string {
  const entry = constantProductivityEntry(1);
  entry.stage_ranges[0].end_stage_id = 2;
  return writeCase({ ...withPlants(validCase(), [1]), [MODELS]: { production_models: [entry] } });
}

function stagesWithout(id: number): string {
  const stages = validStages();
  stages.stages = stages.stages.filter((s: { id: number }) => s.id !== id);
  stages.policy_graph.transitions = stages.policy_graph.transitions.filter((t: { target_id: number }) => t.target_id !== id);
  return JSON.stringify(stages, null, 2);
}

const codesOf = (result: ValidationResult) => result.diagnostics.map((d) => `${d.file} ${d.code} ${d.message}`);

test('JSON cache: an unchanged file is reused, parse and model included, with the same problems', async () => {
  const dir = caseWithRangeToStage2();
  const jsonCache = new JsonFileCache();
  const first = await validateCase(dir, { jsonCache });
  const second = await validateCase(dir, { jsonCache });
  assert.deepEqual(codesOf(second), codesOf(first));
  assert.equal(second.model.documents.get(HYDROS), first.model.documents.get(HYDROS));
  assert.equal(second.model.productionModels, first.model.productionModels);
  assert.equal(second.model.stages, first.model.stages);
});

test('JSON cache: an edited file is checked again, and the cross-file rules see the edit in the unchanged files', async () => {
  const dir = caseWithRangeToStage2();
  const jsonCache = new JsonFileCache();
  const before = await validateCase(dir, { jsonCache });
  assert.equal(before.diagnostics.filter((d) => d.code === 'XF-015').length, 0);
  const overlays = new Map([[STAGES, stagesWithout(2)]]);
  const after = await validateCase(dir, { jsonCache, overlays });
  assert.notEqual(after.model.documents.get(STAGES), before.model.documents.get(STAGES));
  assert.equal(after.model.documents.get(MODELS), before.model.documents.get(MODELS), 'the production-model file is reused');
  const xf015 = after.diagnostics.filter((d) => d.code === 'XF-015');
  assert.equal(xf015.length, 1);
  assert.equal(xf015[0]!.file, MODELS);
  // The same problems as a validation without any cache.
  assert.deepEqual(codesOf(after), codesOf(await validateCase(dir, { overlays })));
});

test('JSON cache: a broken file is cached with its syntax error and state', async () => {
  const dir = caseWithRangeToStage2();
  const jsonCache = new JsonFileCache();
  const overlays = new Map([[STAGES, '{ "stages": [ ']]);
  const first = await validateCase(dir, { jsonCache, overlays });
  const second = await validateCase(dir, { jsonCache, overlays });
  assert.ok(second.diagnostics.some((d) => d.code === 'JSON-001' && d.file === STAGES));
  assert.equal(second.model.fileStates.get(STAGES), 'syntax-error');
  assert.deepEqual(codesOf(second), codesOf(first));
});

test('JSON cache: another cap per rule checks the file again', async () => {
  const dir = caseWithRangeToStage2();
  const jsonCache = new JsonFileCache();
  const first = await validateCase(dir, { jsonCache });
  const capped = await validateCase(dir, { jsonCache, maxPerRule: 1 });
  assert.notEqual(capped.model.documents.get(HYDROS), first.model.documents.get(HYDROS));
});

/** A stages.json with problems of its own (a negative discount rate, an unknown key) and an escaped key. */
function stagesWithProblems(): string {
  const stages = validStages();
  stages.policy_graph.annual_discount_rate = -0.1;
  (stages.stages[0] as Record<string, unknown>).colour = 'blue';
  return JSON.stringify(stages, null, 2).replace('"colour"', '"col\\u006fur"');
}

/** Every node's type, offset, length and value, depth first (a property's key node included). */
function treeOf(node: JsonNode | undefined): unknown[] {
  if (!node) return [];
  return [[node.type, node.offset, node.length, node.value], ...(node.children ?? []).flatMap(treeOf)];
}

/** Whitespace edits between tokens: [offset in the text, characters removed, text inserted]. */
function whitespaceEdits(text: string): Array<[number, number, string]> {
  const colon = text.indexOf(': ') + 1;
  const indent = text.indexOf('\n    ') + 1;
  const afterLastBrace = text.lastIndexOf('}') + 1;
  return [
    [colon, 0, ' '], // after a colon
    [indent, 1, ''], // an indentation space removed
    [text.indexOf('"stages"'), 0, '\n  '], // a new line before a key
    [text.indexOf('"col\\u006fur"'), 0, '\t'], // before an escaped key
    [afterLastBrace, 0, '\n\n'], // after the root value
    [0, 0, '  '], // before it
  ];
}

test('JSON cache: a whitespace edit between tokens moves the check instead of redoing it, with exactly the problems and tree of a fresh check', async () => {
  const dir = caseWithRangeToStage2();
  let text = stagesWithProblems();
  const jsonCache = new JsonFileCache();
  const first = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
  assert.ok(
    first.diagnostics.some((d) => d.file === STAGES && d.code === 'STG-012'),
    'the discount rate is reported',
  );
  assert.ok(
    first.diagnostics.some((d) => d.file === STAGES && /unknown key/.test(d.message)),
    'the unknown key is reported',
  );
  for (const [at, removed, inserted] of whitespaceEdits(text)) {
    text = text.slice(0, at) + inserted + text.slice(at + removed);
    const overlays = new Map([[STAGES, text]]);
    const moved = await validateCase(dir, { jsonCache, overlays });
    const fresh = await validateCase(dir, { overlays });
    assert.equal(moved.model.documents.get(STAGES), first.model.documents.get(STAGES), `the edit at ${at} reuses the parse`);
    assert.equal(moved.model.stages, first.model.stages, 'and the model');
    assert.equal(moved.model.documents.get(STAGES)!.text, text);
    assert.deepEqual(moved.diagnostics, fresh.diagnostics, `problems after the edit at ${at}`);
    assert.deepEqual(treeOf(moved.model.documents.get(STAGES)!.root), treeOf(fresh.model.documents.get(STAGES)!.root), `tree after the edit at ${at}`);
  }
});

test('JSON cache: whitespace typed inside a key, a string or a number, is a real edit: never moved as layout, checked again as a fresh check does', async () => {
  const dir = caseWithRangeToStage2();
  const text = stagesWithProblems();
  const number = /\d\d/.exec(text.slice(text.indexOf('"stages"')))!.index + text.indexOf('"stages"') + 1;
  for (const [at, inserted] of [
    [text.indexOf('"stages"') + 3, ' '], // inside a key
    [text.indexOf('"blue"') + 2, ' '], // inside a string value: its value changes (patched, the rules run again)
    [number, ' '], // inside a number
  ] as const) {
    const jsonCache = new JsonFileCache();
    const first = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
    const overlays = new Map([[STAGES, text.slice(0, at) + inserted + text.slice(at)]]);
    const after = await validateCase(dir, { jsonCache, overlays });
    const fresh = await validateCase(dir, { overlays });
    assert.notEqual(after.model.stages, first.model.stages, `the rules ran again after the edit at ${at}`);
    assert.deepEqual(after.diagnostics, fresh.diagnostics);
    assert.deepEqual(treeOf(after.model.documents.get(STAGES)!.root), treeOf(fresh.model.documents.get(STAGES)!.root));
  }
});

test('JSON cache: a file with a duplicate key (its message names a line) or a syntax error is checked again after a whitespace edit', async () => {
  const dir = caseWithRangeToStage2();
  for (const text of [validStagesText().replace('{', '{\n  "stages": [],'), validStagesText().slice(0, -3)]) {
    const jsonCache = new JsonFileCache();
    const first = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
    const overlays = new Map([[STAGES, `\n${text}`]]);
    const after = await validateCase(dir, { jsonCache, overlays });
    assert.notEqual(after.model.documents.get(STAGES), first.model.documents.get(STAGES));
    assert.deepEqual(after.diagnostics, (await validateCase(dir, { overlays })).diagnostics);
  }
});

function validStagesText(): string {
  return JSON.stringify(validStages(), null, 2);
}

test('JSON cache: whitespace edits around literals a property still holds unmade (no node yet) move them exactly', async () => {
  const dir = caseWithRangeToStage2();
  let text = stagesWithProblems();
  const jsonCache = new JsonFileCache();
  const first = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
  const afterColon = (key: string) => text.indexOf(`"${key}":`) + key.length + 3;
  // Several edits before any tree walk (a walk makes every literal a node): the gap between a key
  // and its literal grows, grows past what the property packs, shrinks; text before them moves.
  const edits: Array<() => [number, number, string]> = [
    () => [afterColon('type'), 0, ' '],
    () => [afterColon('annual_discount_rate'), 0, '         '],
    () => [afterColon('annual_discount_rate'), 9, ''],
    () => [afterColon('start_date'), 1, '\n      '],
    () => [0, 0, '\n'],
  ];
  for (const edit of edits) {
    const [at, removed, inserted] = edit();
    text = text.slice(0, at) + inserted + text.slice(at + removed);
    const moved = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
    assert.equal(moved.model.documents.get(STAGES), first.model.documents.get(STAGES), `the edit at ${at} reuses the parse`);
  }
  const moved = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
  const fresh = await validateCase(dir, { overlays: new Map([[STAGES, text]]) });
  assert.deepEqual(moved.diagnostics, fresh.diagnostics);
  assert.deepEqual(treeOf(moved.model.documents.get(STAGES)!.root), treeOf(fresh.model.documents.get(STAGES)!.root));
});

test('JSON cache: a number retyped in as many characters is patched into the tree, not parsed again, and the rules run again: exactly the problems and tree of a fresh check', async () => {
  const dir = caseWithRangeToStage2();
  let text = stagesWithProblems();
  const jsonCache = new JsonFileCache();
  const first = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
  const doc = first.model.documents.get(STAGES)!;
  const discount = text.indexOf('-0.1');
  const hours = text.indexOf('744');
  const openings = text.indexOf('"num_openings": 10') + '"num_openings": '.length;
  const retype = async (at: number, replaced: string, walkFirst = false) => {
    if (walkFirst) treeOf(doc.root); // makes every literal a node: the patch then replaces a node's value
    text = text.slice(0, at) + replaced + text.slice(at + replaced.length);
    const overlays = new Map([[STAGES, text]]);
    const patched = await validateCase(dir, { jsonCache, overlays });
    const fresh = await validateCase(dir, { overlays });
    assert.equal(patched.model.documents.get(STAGES), doc, `${replaced} at ${at} reuses the parse`);
    assert.notEqual(patched.model.stages, first.model.stages, 'the rules ran again');
    assert.deepEqual(patched.diagnostics, fresh.diagnostics, `problems after ${replaced} at ${at}`);
    assert.deepEqual(treeOf(doc.root), treeOf(fresh.model.documents.get(STAGES)!.root), `tree after ${replaced} at ${at}`);
    return patched.diagnostics.filter((d) => d.file === STAGES).map((d) => d.code);
  };
  assert.ok(
    (await retype(discount, '-0.0')).every((code) => code !== 'STG-012'),
    'a negative discount rate no longer',
  );
  assert.ok((await retype(discount + 3, '3')).includes('STG-012'), 'and again');
  await retype(hours + 2, '5'); // a block's hours
  await retype(hours, '7e2'); // written with an exponent
  await retype(openings + 1, '2', true);
});

test('JSON cache: a literal edit that leaves no plain JSON number or no single string, or touches a key, is parsed again', async () => {
  const dir = caseWithRangeToStage2();
  const text = stagesWithProblems();
  const openings = text.indexOf('"num_openings": 10') + '"num_openings": '.length;
  for (const [at, replaced] of [
    [openings, '01'], // a leading zero: a syntax error
    [openings, '1-'],
    [openings + 1, ','], // the number split
    [text.indexOf('2024-01-01') + 9, '"'], // a quote typed in a string ends it
    [text.indexOf('2024-01-01') + 9, '\\'], // a lone backslash escapes the closing quote
    [text.indexOf('"start_date"') + 1, 'S'], // a key
    [text.indexOf('"col\\u006fur"') + 4, 'x'], // inside the escape of a key
  ] as const) {
    const jsonCache = new JsonFileCache();
    const first = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
    const overlays = new Map([[STAGES, text.slice(0, at) + replaced + text.slice(at + replaced.length)]]);
    const after = await validateCase(dir, { jsonCache, overlays });
    assert.notEqual(after.model.documents.get(STAGES), first.model.documents.get(STAGES), `${replaced} at ${at} parses again`);
    assert.deepEqual(after.diagnostics, (await validateCase(dir, { overlays })).diagnostics);
  }
});

test('JSON cache: a number patched into a file with a repeated key still reports the key (JSON-002), as a fresh check does', async () => {
  const dir = caseWithRangeToStage2();
  const text = validStagesText().replace('{', '{\n  "stages": [],');
  const jsonCache = new JsonFileCache();
  const first = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
  const at = text.indexOf('"num_openings": 10') + '"num_openings": '.length;
  const overlays = new Map([[STAGES, `${text.slice(0, at)}2${text.slice(at + 1)}`]]);
  const patched = await validateCase(dir, { jsonCache, overlays });
  assert.equal(patched.model.documents.get(STAGES), first.model.documents.get(STAGES), 'the parse is reused');
  assert.ok(patched.diagnostics.some((d) => d.file === STAGES && d.code === 'JSON-002'));
  assert.deepEqual(patched.diagnostics, (await validateCase(dir, { overlays })).diagnostics);
});

test('JSON cache: a parse offered for a text (an editor service made it) is the one the next check of that text reads, with the problems of a fresh check; one of another text is dropped', async () => {
  const dir = caseWithRangeToStage2();
  const edited = stagesWithout(2);
  const jsonCache = new JsonFileCache();
  await validateCase(dir, { jsonCache });

  const offered = new JsonDocument(STAGES, edited);
  jsonCache.offer(STAGES, offered);
  assert.equal(jsonCache.document(STAGES, edited), offered, 'found by its text before any check');
  const after = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, edited]]) });
  assert.equal(after.model.documents.get(STAGES), offered, 'checked without a parse of its own');
  assert.equal(jsonCache.document(STAGES, edited), offered, 'now as the checked document');
  assert.deepEqual(codesOf(after), codesOf(await validateCase(dir, { overlays: new Map([[STAGES, edited]]) })));

  const stale = new JsonDocument(STAGES, edited);
  jsonCache.offer(STAGES, stale);
  const original = await validateCase(dir, { jsonCache });
  assert.notEqual(original.model.documents.get(STAGES), stale, 'an offer of another text is not checked');
  assert.equal(jsonCache.document(STAGES, edited), undefined, 'and is gone after that check');
});

test("JSON cache: a cancellable validation gives way between a file's parse and its rules, the parse offered meanwhile; cancelled there, its parse is the next check's", async () => {
  const dir = caseWithRangeToStage2();
  const overlays = new Map([[STAGES, stagesWithout(2)]]);
  const text = overlays.get(STAGES)!;
  const jsonCache = new JsonFileCache();
  const controller = new AbortController();
  const run = validateCase(dir, { jsonCache, overlays, signal: controller.signal });
  // The parse runs in the microtasks after the overlay's read; this runs before the run's own turn comes back.
  const between = await new Promise<{ parsed?: JsonDocument; checked: boolean }>((resolve) =>
    setImmediate(() => {
      const seen = { parsed: jsonCache.document(STAGES, text), checked: jsonCache.get(STAGES, text, DEFAULT_MAX_PER_RULE) !== undefined };
      controller.abort();
      resolve(seen);
    }),
  );
  assert.ok(between.parsed, 'parsed and offered');
  assert.equal(between.checked, false, 'its rules wait for the next turn');
  await assert.rejects(run, { name: 'AbortError' });

  const next = await validateCase(dir, { jsonCache, overlays, signal: new AbortController().signal });
  assert.equal(next.model.documents.get(STAGES), between.parsed, "the cancelled run's parse is checked, not parsed again");
  assert.deepEqual(codesOf(next), codesOf(await validateCase(dir, { overlays })));
});

test('JSON cache: characters typed or deleted inside a string value, and digits added or removed in a number, are patched: exactly the problems and tree of a fresh check', async () => {
  const dir = caseWithRangeToStage2();
  let text = stagesWithProblems().replace('"blue"', '"bl\\u0075e"');
  const jsonCache = new JsonFileCache();
  const first = await validateCase(dir, { jsonCache, overlays: new Map([[STAGES, text]]) });
  const doc = first.model.documents.get(STAGES)!;
  const edit = async (at: number, removed: number, inserted: string, walkFirst = false) => {
    if (walkFirst) treeOf(doc.root); // makes every literal a node: the patch then replaces a node's value
    text = text.slice(0, at) + inserted + text.slice(at + removed);
    const overlays = new Map([[STAGES, text]]);
    const patched = await validateCase(dir, { jsonCache, overlays });
    const fresh = await validateCase(dir, { overlays });
    const what = `-${removed} +${JSON.stringify(inserted)} at ${at}`;
    assert.equal(patched.model.documents.get(STAGES), doc, `${what} reuses the parse`);
    assert.deepEqual(patched.diagnostics, fresh.diagnostics, `problems after ${what}`);
    assert.deepEqual(treeOf(doc.root), treeOf(fresh.model.documents.get(STAGES)!.root), `tree after ${what}`);
    for (const offset of [0, at, text.length - 1]) assert.deepEqual(doc.positionAt(offset), fresh.model.documents.get(STAGES)!.positionAt(offset), `lines after ${what}`);
    return patched.diagnostics.filter((d) => d.file === STAGES).map((d) => d.code);
  };
  const date = text.indexOf('2024-01-01');
  assert.ok((await edit(date + 9, 1, '')).includes('STG-032'), 'a date cut short is not a date'); // "2024-01-0"
  assert.ok(!(await edit(date + 9, 0, '1')).includes('STG-032'), 'and typed back'); // "2024-01-01"
  await edit(date, 4, '2025'); // a year retyped: the calendar moves
  await edit(date, 4, '2024');
  await edit(text.indexOf('bl\\u0075e'), 2, 'gr'); // a string with an escape, the text after it moves
  const hours = text.indexOf('744');
  await edit(hours + 3, 0, '0'); // 7440: one digit more
  await edit(hours + 1, 2, ''); // 70: two fewer
  await edit(hours, 2, '744', true);
  await edit(text.indexOf('2024-02-01') + 5, 1, '', true); // a node's string, made by the walk
});
