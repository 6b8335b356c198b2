// The editor services on the JSON files of constraints/: the outline of both files, go to
// definition from a term of an expression to the entity it names (and find references back),
// completion of variables and of entity ids inside an expression, hover on a term.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles, type CaseFiles } from '../support/cases';
import { serviceContext, type ServiceContext } from '../../shared/services/context';
import { definitionAt, referencesAt } from '../../shared/services/navigation';
import { documentSymbols } from '../../shared/services/symbols';
import { completionsAt } from '../../shared/services/completion';
import { hoverAt } from '../../shared/services/hover';
import { codeActions, fixableDiagnostic } from '../../shared/services/codeActions';
import { fullThermal, line } from '../../shared/rules/examples/systemBuilders';
import { CASE_FILES } from '../../shared/core/case/layout';

const GENERIC = CASE_FILES.genericConstraints;
const EXCHANGE = CASE_FILES.exchangeFactors;

const CONSTRAINTS = `{
  "constraints": [
    { "id": 0, "name": "cap", "expression": "2 * thermal_generation(1) + line_direct(0, 0)", "sense": "<=", "slack": { "enabled": false } },
    { "id": 1, "name": "floor", "expression": "thermal_generation(1) - bus_deficit(7)", "sense": ">=", "slack": { "enabled": true, "penalty": 10 } }
  ]
}`;

function files(): CaseFiles {
  return {
    ...validCase(),
    'system/thermals.json': { thermals: [fullThermal(0), { ...fullThermal(1), name: 'Angra' }] },
    'system/lines.json': { lines: [line(0)] },
    [GENERIC]: CONSTRAINTS,
    [EXCHANGE]: { exchange_factors: [{ line_id: 0, stage_id: 1, block_factors: [{ block_id: 0, direct_factor: 0.5, reverse_factor: 0.5 }] }] },
  };
}

async function contextOf(file: string, text?: string): Promise<ServiceContext> {
  const validation = await validateFiles(files());
  return serviceContext(file, text ?? validation.model.documents.get(file)!.text, validation);
}

const positionOf = (context: ServiceContext, needle: string, shift = 0) => context.doc.positionAt(context.doc.text.indexOf(needle) + shift);

test('outline: each generic constraint by id and name with its sense and expression; each exchange factor entry by line and stage', async () => {
  const generic = documentSymbols(await contextOf(GENERIC));
  assert.deepEqual(
    generic[0]!.children!.map((s) => [s.name, s.detail]),
    [
      ['constraint 0 (cap)', '<= · 2 * thermal_generation(1) + line_direct(0, 0)'],
      ['constraint 1 (floor)', '>= · thermal_generation(1) - bus_deficit(7)'],
    ],
  );
  const exchange = documentSymbols(await contextOf(EXCHANGE));
  assert.deepEqual(
    exchange[0]!.children!.map((s) => [s.name, s.detail]),
    [['line 0, stage 1', '1 block']],
  );
});

test('go to definition from the id inside a term (or its variable name) to the entity; references list the terms', async () => {
  const context = await contextOf(GENERIC);
  const [definition] = definitionAt(context, positionOf(context, 'thermal_generation(1)', 'thermal_generation('.length));
  assert.equal(definition?.file, 'system/thermals.json');
  const thermals = context.validation!.model.documents.get('system/thermals.json')!;
  assert.equal(thermals.text.slice(thermals.offsetAt(definition!.range.start), thermals.offsetAt(definition!.range.end)), '1');
  const [byName] = definitionAt(context, positionOf(context, 'line_direct', 2));
  assert.equal(byName?.file, 'system/lines.json');
  assert.deepEqual(definitionAt(context, positionOf(context, 'bus_deficit(7)', 'bus_deficit('.length)), [], 'bus 7 is declared nowhere');
  const references = referencesAt(context, positionOf(context, 'thermal_generation(1)', 'thermal_generation('.length), false);
  assert.equal(references.length, 2);
  for (const reference of references) assert.equal(context.doc.text.slice(context.doc.offsetAt(reference.range.start), context.doc.offsetAt(reference.range.end)), '1');
  const lineFromExchange = definitionAt(await contextOf(EXCHANGE), positionOf(await contextOf(EXCHANGE), '"line_id": 0', '"line_id": '.length));
  assert.equal(lineFromExchange[0]?.file, 'system/lines.json');
});

test('completion inside an expression: the ids a variable reads, with names, after "variable("; the variable names where a term starts; nothing after a term', async () => {
  const typed = CONSTRAINTS.replace('"2 * thermal_generation(1) + line_direct(0, 0)"', '"2 * thermal_generation(1) + thermal_generation("');
  const context = await contextOf(GENERIC, typed);
  const ids = completionsAt(context, positionOf(context, 'thermal_generation("', 'thermal_generation('.length));
  assert.deepEqual(
    ids.map((entry) => entry.label),
    ['0 — T0', '1 — Angra'],
  );
  const start = typed.replace('"2 * thermal_generation(1) + thermal_generation("', '"2 * thermal_generation(1) + th"');
  const names = completionsAt(await contextOf(GENERIC, start), positionOf(await contextOf(GENERIC, start), '+ th"', 4));
  assert.equal(names.length, 20);
  assert.ok(names.some((entry) => entry.label === 'thermal_generation' && entry.insertText === 'thermal_generation($1)' && entry.snippet));
  const afterTerm = CONSTRAINTS.replace('"thermal_generation(1) - bus_deficit(7)"', '"thermal_generation(1) "');
  const none = await contextOf(GENERIC, afterTerm);
  assert.deepEqual(completionsAt(none, positionOf(none, 'thermal_generation(1) "', 'thermal_generation(1) '.length)), []);
});

test('hover on a term: the variable, its coefficient and the entity it names, or that none has the id', async () => {
  const context = await contextOf(GENERIC);
  const hover = hoverAt(context, positionOf(context, 'thermal_generation(1)', 'thermal_generation('.length));
  assert.match(hover!.contents, /thermal_generation\(1\)\*\*: the thermal plant's generation \(MW\), every block of the stage; coefficient 2/);
  assert.match(hover!.contents, /thermal 1 — Angra, declared in system\/thermals.json/);
  const missing = hoverAt(context, positionOf(context, 'bus_deficit(7)', 'bus_deficit('.length));
  assert.match(missing!.contents, /No bus of system\/buses.json has id 7/);
  const field = hoverAt(context, positionOf(context, '"sense"', 2));
  assert.match(field!.contents, /How the expression compares with the bound/);
});

test('quick fixes: an unknown key of generic_constraints.json is renamed to the key it is close to; a reversed sense is replaced', async () => {
  const text = CONSTRAINTS.replace('"name": "cap"', '"nmae": "cap"').replace('"sense": ">="', '"sense": "=>"');
  const validation = await validateFiles({ ...files(), [GENERIC]: text });
  const context = serviceContext(GENERIC, text, validation);
  const titles = (code: string) => {
    const diagnostic = fixableDiagnostic(validation.diagnostics.find((d) => d.code === code && d.file === GENERIC)!)!;
    return codeActions(context, { range: diagnostic.range, diagnostics: [diagnostic] }).map((action) => action.title);
  };
  assert.ok(titles('CON-029').includes('Rename "nmae" to "name"'));
  assert.ok(titles('CON-026').includes('Replace "=>" with ">="'));
});
