// The editor services on the scenarios/ JSON files (decision D31): go to definition and references
// from a correlation entity (by its type: a plant, a bus or a source), a factor's bus, source and
// stage; completion of an entity's id by its type, with names; hover documentation of fields under
// a profile's free name; the outline.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles, type CaseFiles } from '../support/cases';
import { pathAt, serviceContext, type ServiceContext } from '../../shared/services/context';
import { definitionAt, referencesAt } from '../../shared/services/navigation';
import { completionsAt } from '../../shared/services/completion';
import { hoverAt } from '../../shared/services/hover';
import { documentSymbols } from '../../shared/services/symbols';
import type { CompletionEntry, DocumentSymbolResult, LocationResult } from '../../shared/services/types';
import { fullHydro, ncsSource } from '../../shared/rules/examples/systemBuilders';
import { CORRELATION, HYDROS, LOAD_FACTORS, NCS, NCS_FACTORS } from '../../shared/core/case/layout';
import { correlationFile, loadFactorsFile, ncsFactorsFile } from '../../shared/rules/examples/scenarioBuilders';

/** Plants 0 (Alpha) and 1 (Beta), source 0 (Wind); a correlation file with an inflow group in "default" and a load group in "wet". */
function scenarioCase(): CaseFiles {
  const correlation = correlationFile();
  correlation.profiles.wet = {
    correlation_groups: [
      {
        name: 'loads',
        entities: [
          { type: 'load', id: 1 },
          { type: 'load', id: 0 },
        ],
        matrix: [
          [1.0, 0.2],
          [0.2, 1.0],
        ],
      },
    ],
  };
  return {
    ...validCase(),
    [HYDROS]: { hydros: [fullHydro(0, { name: 'Alpha' }), fullHydro(1, { name: 'Beta' })] },
    [NCS]: { non_controllable_sources: [ncsSource(0, { name: 'Wind' })] },
    [CORRELATION]: correlation,
    [LOAD_FACTORS]: loadFactorsFile(),
    [NCS_FACTORS]: ncsFactorsFile(),
  };
}

const text = (files: CaseFiles, file: string) => JSON.stringify(files[file], null, 2);

/** The position inside the value of the n-th occurrence of `needle` (its last character). */
function at(context: ServiceContext, needle: string, occurrence = 0) {
  let offset = -1;
  for (let i = 0; i <= occurrence; i++) offset = context.doc.text.indexOf(needle, offset + 1);
  assert.ok(offset >= 0, `"${needle}" #${occurrence} not found in ${context.file}`);
  return context.doc.positionAt(offset + needle.length - 1);
}

function describeLocation(context: ServiceContext, location: LocationResult): string {
  const doc = location.file === context.file ? context.doc : context.validation!.model.documents.get(location.file)!;
  return `${location.file} ${pathAt(doc, doc.offsetAt(location.range.start))!.text}`;
}

describe('navigation', async () => {
  const files = scenarioCase();
  const validation = await validateFiles(files);
  const context = (file: string) => serviceContext(file, text(files, file), validation);
  const definition = (file: string, needle: string, occurrence = 0) => {
    const c = context(file);
    return definitionAt(c, at(c, needle, occurrence)).map((l) => describeLocation(c, l));
  };

  test('a correlation entity goes to its plant, its bus or its source, by its type', () => {
    assert.deepEqual(definition(CORRELATION, '"id": 1'), [`${HYDROS} hydros[1].id`]);
    assert.deepEqual(definition(CORRELATION, '"id": 1', 1), ['system/buses.json buses[1].id']);
    const bent = scenarioCase();
    bent[CORRELATION] = { method: 'spectral', profiles: { default: { correlation_groups: [{ name: 'n', entities: [{ type: 'ncs', id: 0 }], matrix: [[1.0]] }] } } };
    const c = serviceContext(CORRELATION, text(bent, CORRELATION), validation);
    assert.deepEqual(
      definitionAt(c, at(c, '"id": 0')).map((l) => describeLocation(c, l)),
      [`${NCS} non_controllable_sources[0].id`],
    );
    // An unknown type names nothing.
    const unknown = serviceContext(CORRELATION, text(bent, CORRELATION).replace('"ncs"', '"wind"'), validation);
    assert.deepEqual(definitionAt(unknown, at(unknown, '"id": 0')), []);
  });

  test('a factor entry goes to its bus, its source and its stage; a schedule entry to its stage', () => {
    assert.deepEqual(definition(LOAD_FACTORS, '"bus_id": 1'), ['system/buses.json buses[1].id']);
    assert.deepEqual(definition(NCS_FACTORS, '"ncs_id": 0'), [`${NCS} non_controllable_sources[0].id`]);
    assert.deepEqual(definition(NCS_FACTORS, '"stage_id": 1'), ['stages.json stages[1].id']);
    assert.deepEqual(definition(CORRELATION, '"stage_id": 1'), ['stages.json stages[1].id']);
  });

  test("a plant's references include its correlation entities, not a load with the same id", () => {
    const c = context(HYDROS);
    const found = referencesAt(c, at(c, '"id": 1'), false).map((l) => describeLocation(c, l));
    assert.deepEqual(found, [`${CORRELATION} profiles.default.correlation_groups[0].entities[1].id`]);
  });

  test("a source's references: the factor entries and nothing else", () => {
    const c = context(NCS);
    const found = referencesAt(c, at(c, '"id": 0'), false).map((l) => describeLocation(c, l));
    assert.deepEqual(found, [`${NCS_FACTORS} non_controllable_factors[0].ncs_id`, `${NCS_FACTORS} non_controllable_factors[1].ncs_id`]);
  });
});

describe('completion and hover', async () => {
  const files = scenarioCase();
  const validation = await validateFiles(files);
  const labels = (entries: CompletionEntry[]) => [...entries].sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label)).map((e) => e.label);
  /** Completion at `|` of `marked`, the case validated as it was. */
  const complete = (file: string, marked: string) => {
    const offset = marked.indexOf('|');
    const c = serviceContext(file, marked.slice(0, offset) + marked.slice(offset + 1), validation);
    return completionsAt(c, c.doc.positionAt(offset));
  };

  test('an entity id offers the plants, buses or sources of its type, with names; ids already in the group last', () => {
    const entities = (type: string) =>
      `{ "method": "spectral", "profiles": { "dry season": { "correlation_groups": [{ "name": "g", "entities": [{ "type": "${type}", "id": 1 }, { "type": "${type}", "id": | }] }] } } }`;
    assert.deepEqual(labels(complete(CORRELATION, entities('inflow'))), ['0 — Alpha', '1 — Beta']);
    const inflow = complete(CORRELATION, entities('inflow'));
    assert.match(inflow.find((e) => e.label === '1 — Beta')!.detail!, /already in this group/);
    assert.deepEqual(labels(complete(CORRELATION, entities('load'))), ['0 — B0', '1 — B1']);
    assert.deepEqual(labels(complete(CORRELATION, entities('ncs'))), ['0 — Wind']);
  });

  test('a factor entry offers buses, sources and study stages', () => {
    assert.deepEqual(labels(complete(LOAD_FACTORS, '{ "load_factors": [{ "bus_id": | }] }')), ['0 — B0', '1 — B1']);
    assert.deepEqual(labels(complete(NCS_FACTORS, '{ "non_controllable_factors": [{ "ncs_id": | }] }')), ['0 — Wind']);
    assert.equal(complete(LOAD_FACTORS, '{ "load_factors": [{ "bus_id": 0, "stage_id": | }] }').length, 3);
  });

  test('keys: a group offers its fields, an entity type its values', () => {
    const group = complete(CORRELATION, '{ "profiles": { "wet": { "correlation_groups": [{ | }] } } }').map((e) => e.label);
    for (const key of ['name', 'entities', 'matrix']) assert.ok(group.includes(key), `${key} in ${group.join()}`);
    const types = complete(CORRELATION, '{ "profiles": { "wet": { "correlation_groups": [{ "entities": [{ "type": | }] }] } } }').map((e) => e.label);
    assert.deepEqual(types.map((t) => t.replace(/"/g, '')).sort(), ['inflow', 'load', 'ncs']);
  });

  test('hover documents a field under any profile name, and the enumeration of a type', () => {
    const c = serviceContext(CORRELATION, text(files, CORRELATION), validation);
    const matrix = hoverAt(c, at(c, '"matrix'))?.contents ?? '';
    assert.match(matrix, /\*\*`matrix`\*\*/);
    assert.match(matrix, /symmetric/);
    assert.match(matrix, /SCN-075/);
    const wet = hoverAt(c, at(c, '"wet'))?.contents ?? '';
    assert.match(wet, /One correlation profile/);
    const type = hoverAt(c, at(c, '"load"'))?.contents ?? '';
    assert.match(type, /\*\*`load`: The load of a bus/);
    // An entity's id: what it names, by its type.
    assert.match(hoverAt(c, at(c, '"id": 1'))?.contents ?? '', /Plant 1[\s\S]*Beta/);
    assert.match(hoverAt(c, at(c, '"id": 1', 1))?.contents ?? '', /Bus 1[\s\S]*B1/);
    // A matrix value: the two entities it correlates.
    const cell = hoverAt(c, at(c, '0.6'))?.contents ?? '';
    assert.match(cell, /row 0[\s\S]*Plant 0, Alpha[\s\S]*column 1[\s\S]*Plant 1, Beta/);
    assert.match(cell, /One row of the matrix/);
    const sources = serviceContext(NCS_FACTORS, text(files, NCS_FACTORS), validation);
    assert.match(hoverAt(sources, at(sources, '"ncs_id": 0'))?.contents ?? '', /Source 0[\s\S]*Wind/);
    const factor = serviceContext(LOAD_FACTORS, text(files, LOAD_FACTORS), validation);
    assert.match(hoverAt(factor, at(factor, '"bus_id": 1'))?.contents ?? '', /Bus 1[\s\S]*B1/);
    assert.match(hoverAt(factor, at(factor, '"factor'))?.contents ?? '', /> 0, finite/);
  });
});

describe('outline', async () => {
  const files = scenarioCase();
  const render = (symbols: DocumentSymbolResult[] | undefined, depth = 0): string[] =>
    (symbols ?? []).flatMap((s) => [`${'  '.repeat(depth)}${s.name}${s.detail ? ` — ${s.detail}` : ''}`, ...render(s.children, depth + 1)]);
  const outline = (file: string) => render(documentSymbols(serviceContext(file, text(files, file))));

  test('correlation.json: profiles, groups with their entities and matrix size, the schedule', () => {
    assert.deepEqual(outline(CORRELATION), [
      'method — "spectral"',
      'profiles — 2 profiles',
      '  default — 1 group',
      '    cascade — 2 entities · 2×2 matrix',
      '      inflow 0',
      '      inflow 1',
      '  wet — 1 group',
      '    loads — 2 entities · 2×2 matrix',
      '      load 1',
      '      load 0',
      'schedule — 1 entry',
      '  stage 1 — default',
    ]);
  });

  test('the factor files: one symbol per entry, named by its bus or source and stage', () => {
    assert.deepEqual(outline(LOAD_FACTORS), ['load_factors — 2 entries', '  bus 0, stage 0 — factors 0.9', '  bus 1, stage 0 — factors 1.1']);
    assert.deepEqual(outline(NCS_FACTORS), ['non_controllable_factors — 2 entries', '  source 0, stage 0 — factors 0.6', '  source 0, stage 1 — factors 0.8']);
  });
});
