import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles, writeCase } from '../support/cases';
import { JsonFileCache, validateCase } from '../../shared/engine/validate';
import { LARGE_TEXT_CHARS, ServiceRunner, type ServiceRequest } from '../../server/services/serviceRunner';

test('service runner: a hover reads the kept validation, and nothing once the case is forgotten', async () => {
  const result = await validateFiles(validCase());
  const text = result.model.documents.get('stages.json')!.text;
  const offset = text.indexOf('"start_date"') + 2;
  const before = text.slice(0, offset);
  const position = { line: before.split('\n').length - 1, character: offset - before.lastIndexOf('\n') - 1 };
  const request: ServiceRequest = {
    caseRoot: result.caseDir,
    file: 'stages.json',
    uri: 'file:///stages.json',
    version: 1,
    text,
    name: 'hover',
    args: [position],
  };
  const hoverText = () => (runner.run(request) as { contents: string } | undefined)?.contents ?? '';
  const runner = new ServiceRunner({});
  runner.remember(result.caseDir, result);
  assert.match(hoverText(), /position: 1 of 3 study stages in date order/, 'the resolved facts of the kept validation');
  runner.forget(result.caseDir);
  assert.match(hoverText(), /The first day of the stage/, 'the field documentation still');
  assert.doesNotMatch(hoverText(), /study stages in date order/, 'no kept validation any more');
});

test('service runner: a hover on a large text not parsed yet is answered from the last parse, mapped past the typed region; a hover inside that region parses the new text', async () => {
  const files = validCase();
  // Trailing whitespace makes stages.json large (the loader accepts it) without changing what it says.
  const large = `${JSON.stringify(files['stages.json'], null, 2)}${' '.repeat(LARGE_TEXT_CHARS)}`;
  const result = await validateFiles({ ...files, 'stages.json': large });
  const runner = new ServiceRunner({});
  runner.remember(result.caseDir, result);
  const hover = (text: string, version: number, needle: string) => {
    const offset = text.indexOf(needle) + 2;
    const before = text.slice(0, offset);
    const position = { line: before.split('\n').length - 1, character: offset - before.lastIndexOf('\n') - 1 };
    const request: ServiceRequest = {
      caseRoot: result.caseDir,
      file: 'stages.json',
      uri: 'file:///stages.json',
      version,
      text,
      name: 'hover',
      args: [position],
    };
    return { answer: runner.run(request) as { contents: string; range: { start: { line: number; character: number } } } | undefined, position };
  };
  const parses = () => (runner as unknown as { parsed: Map<string, unknown> }).parsed.size; // the runner's parse cache

  // A new line typed before the hovered key: the answer comes from the validated parse, its range moved one line down.
  const typed = large.replace('{\n', '{\n  \n');
  const { answer, position } = hover(typed, 2, '"start_date"');
  assert.match(answer?.contents ?? '', /The first day of the stage/);
  assert.deepEqual(answer!.range.start, { line: position.line, character: position.character - 2 }, 'the range is where the key now is');
  assert.equal(parses(), 0, 'the new text was not parsed');

  // Hovering what was just typed (the rate's new digits): only the new text knows it.
  const retyped = large.replace('"annual_discount_rate": 0.1', '"annual_discount_rate": 0.25');
  const inside = hover(retyped, 3, '.25');
  assert.match(inside.answer?.contents ?? '', /discount/i);
  assert.equal(inside.answer!.range.start.line, inside.position.line);
  assert.equal(parses(), 1, 'the new text was parsed for it');
});

test("service runner: with the case's JSON cache, a service reads the parse a running validation checked, and the next validation checks the parse a service made", async () => {
  const files = validCase();
  const dir = writeCase(files);
  const jsonCache = new JsonFileCache();
  const runner = new ServiceRunner({}, () => jsonCache);
  const symbols = (text: string, version: number): ServiceRequest => ({
    caseRoot: dir,
    file: 'stages.json',
    uri: 'file:///stages.json',
    version,
    text,
    name: 'symbols',
    args: [],
  });
  const documentOf = (request: ServiceRequest) => (runner as unknown as { document(r: ServiceRequest): unknown }).document(request);

  // The case checked (its validation not yet handed to the runner, as while the tables still load).
  const first = await validateCase(dir, { jsonCache });
  const text = first.model.documents.get('stages.json')!.text;
  assert.ok((runner.run(symbols(text, 1)) as unknown[]).length > 0);
  assert.equal(documentOf(symbols(text, 1)), first.model.documents.get('stages.json'), 'the checked parse, not a parse of its own');

  // A service on an edited text before its validation: the validation takes that parse (a key
  // edited, which the cache cannot patch into its checked document).
  const edited = text.replace('"annual_discount_rate"', '"annual_discount_rat"');
  assert.notEqual(edited, text);
  const parsed = documentOf(symbols(edited, 2));
  const second = await validateCase(dir, { jsonCache, overlays: new Map([['stages.json', edited]]) });
  assert.equal(second.model.documents.get('stages.json'), parsed);
  assert.deepEqual(second.diagnostics, (await validateCase(dir, { overlays: new Map([['stages.json', edited]]) })).diagnostics);
});
