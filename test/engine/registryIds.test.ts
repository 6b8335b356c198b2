// Decision D30: a plant id declared twice in system/hydros.json (XF-032), or a thermal id twice in
// system/thermals.json (XF-033), is an error on the later entry's id, naming the first. The
// cross-file rules that join on those ids are still skipped (D28; see brokenInputs.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAnnotated } from '../support/annotated';
import { constantProductivityEntry, validCase, validateFiles, validPlant, withPlants, type CaseFiles } from '../support/cases';
import { expectDiagnostic, expectNoDiagnostic } from '../support/assertions';

const HYDROS = 'system/hydros.json';
const THERMALS = 'system/thermals.json';
const MODELS = 'system/hydro_production_models.json';

/** The case with plants 1 and 2 of constant productivity, their entries in the production models. */
function twoPlantCase(): CaseFiles {
  return { ...withPlants(validCase(), [1, 2]), [MODELS]: { production_models: [constantProductivityEntry(1), constantProductivityEntry(2)] } };
}

/** A complete plant on one line, its id written as given (the markers below point at it). */
const plant = (id: number | string, name: string) => {
  const { id: _id, name: _name, ...rest } = validPlant(0);
  return `{ "id": ${id}, "name": "${name}", ${JSON.stringify(rest).slice(1)}`;
};

test('XF-032: a hydro id declared again is an error on the later id, naming the first; a third repeat is its own', async () => {
  const { diagnostics } = await expectAnnotated(
    HYDROS,
    `
    ^file CASE-002 declares hydro id 1 twice (hydros[0] and hydros[2]) (XF-032)
    {
      "hydros": [
        ${plant(1, 'H1')},
        ${plant(2, 'H2')},
        ${plant(1, 'H1b')},
                ^ XF-032 duplicate hydro id 1 (first declared at hydros[0])
        ${plant(1, 'H1c')}
                ^ XF-032 duplicate hydro id 1 (first declared at hydros[0])
      ]
    }`,
    { files: twoPlantCase() },
  );
  const repeat = diagnostics.find((d) => d.code === 'XF-032')!;
  assert.equal(repeat.related?.[0]?.location.kind === 'json' && repeat.related[0].location.path, 'hydros[0]', 'the first declaration is a related location');
  assert.equal(repeat.data?.hydroId, 1);
});

test('XF-032 near misses: distinct ids, and an id that does not read (not a repeat of anything)', async () => {
  await expectAnnotated(
    HYDROS,
    `
    ^file CASE-002 has hydros[2] without a valid id
    {
      "hydros": [
        ${plant(1, 'H1')},
        ${plant(2, 'H2')},
        ${plant('"1"', 'H1 as a string')}
                ^^^ HYD-010 hydro id must be an integer, got "1"
      ]
    }`,
    { files: twoPlantCase() },
  );
  expectNoDiagnostic(await validateFiles(twoPlantCase()), 'XF-032');
});

const thermal = (id: number, name: string) => `{ "id": ${id}, "name": "${name}", "bus_id": 0, "cost_per_mwh": 1, "generation": { "min_mw": 0, "max_mw": 1 } }`;

test('XF-033: a thermal id declared again is an error on the later id, naming the first', async () => {
  const { diagnostics } = await expectAnnotated(
    THERMALS,
    `
    ^file CASE-002 system/thermals.json declares thermal id 7 twice (thermals[0] and thermals[2]) (XF-033)
    {
      "thermals": [
        ${thermal(7, 'T7')},
        ${thermal(8, 'T8')},
        ${thermal(7, 'T7b')}
                ^ XF-033 duplicate thermal id 7 (first declared at thermals[0])
      ]
    }`,
  );
  assert.equal(diagnostics.find((d) => d.code === 'XF-033')!.data?.thermalId, 7);
});

test('XF-033 near miss: distinct thermal ids', async () => {
  await expectAnnotated(
    THERMALS,
    `
    {
      "thermals": [
        ${thermal(7, 'T7')},
        ${thermal(8, 'T8')}
      ]
    }`,
  );
});

test('XF-032: the rules joining on plant ids are still skipped, the CASE-002 hint naming XF-032 as the cause', async () => {
  const files = twoPlantCase();
  const hydros = (files[HYDROS] as { hydros: object[] }).hydros;
  hydros.push({ ...hydros[0], name: 'copy' });
  const result = await validateFiles(files);
  expectDiagnostic(result, { code: 'XF-032', file: HYDROS, path: 'hydros[2].id' });
  expectDiagnostic(result, { code: 'CASE-002', file: HYDROS, message: /declares hydro id 1 twice \(hydros\[0\] and hydros\[2\]\) \(XF-032\)/ });
});
