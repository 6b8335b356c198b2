// The scenarios/ JSON files (decision D31) as annotated files over the baseline case (buses 0 and 1,
// study stages 0-2 with one block each; plants 0 and 1 added where a file names them): each file
// written with its expected diagnostics marked under the lines they sit on. Then what the markers
// say less well: the positive semidefinite test on matrices near its edge, a clean valid file, the
// REF rules' related places, the rename and replacement data.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAnnotated } from '../support/annotated';
import { validCase, validateFiles } from '../support/cases';
import { expectClean, expectDiagnostic } from '../support/assertions';
import { fullHydro, ncsSource } from '../../shared/rules/examples/systemBuilders';
import { CORRELATION, HYDROS, LOAD_FACTORS, NCS, NCS_FACTORS } from '../../shared/core/case/layout';
import { correlationFile, loadFactorsFile, ncsFactorsFile } from '../../shared/rules/examples/scenarioBuilders';
import { jacobiEigenvalues, negativeEigenvalue, smallestEigenvalue } from '../../shared/checks/correlation/semidefinite';

const withPlants = () => ({ ...validCase(), [HYDROS]: { hydros: [fullHydro(0), fullHydro(1)] } });
const withSource = () => ({ ...validCase(), [NCS]: { non_controllable_sources: [ncsSource(0)] } });

test('the baseline scenario files are clean', async () => {
  const result = await validateFiles({
    ...withPlants(),
    [NCS]: withSource()[NCS],
    [CORRELATION]: correlationFile(),
    [LOAD_FACTORS]: loadFactorsFile(),
    [NCS_FACTORS]: ncsFactorsFile(),
  });
  expectClean(result.diagnostics.filter((d) => d.file.startsWith('scenarios/')));
  assert.ok(result.files.includes(CORRELATION) && result.files.includes(LOAD_FACTORS) && result.files.includes(NCS_FACTORS), result.files.join());
});

test('correlation.json: method, matrix shape, range, diagonal, symmetry', async () => {
  await expectAnnotated(
    CORRELATION,
    `
    {
      "method": "spectal",
                ^^^^^^^^^ SCN-062 did you mean "spectral"
      "profiles": {
        "default": {
          "correlation_groups": [
            { "name": "a", "entities": [{ "type": "inflow", "id": 0 }, { "type": "inflow", "id": 1 }],
              "matrix": [[1.0, 1.5], [1.5, 0.9]] }
                               ^^^ SCN-068 outside [-1, 1]
                                           ^^^ SCN-069 must be 1.0
                                      ^^^ SCN-068
          ]
        },
        "wet": {
          "correlation_groups": [
            { "name": "b", "entities": [{ "type": "load", "id": 0 }, { "type": "load", "id": 1 }],
              "matrix": [[1.0, 0.3], [0.2, 1.0]] },
                               ^^^ SCN-070 matrix[0][1] = 0.3 but matrix[1][0] = 0.2
            { "name": "c", "entities": [{ "type": "load", "id": 7 }],
                                                                ^ REF-120 "load" entity 7 of profile "wet" names no bus of system/buses.json
              "matrix": [[1.0, 0.0]] }
                         ^^^^^^^^^^ SCN-067 matrix row 0 of group "c" of profile "wet" has 2 values but the group has 1 entities
          ]
        }
      }
    }`,
    { files: withPlants() },
  );
});

test('correlation.json: entities, groups, profiles and the schedule', async () => {
  await expectAnnotated(
    CORRELATION,
    `
    {
      "method": "", "note": 1,
                ^^ SCN-061
                    ^^^^^^ SCN-079
      "profiles": {
                  ^... SCN-074 error 2 profiles and none named "default": a stage the schedule does not name has no profile to use
        "wet": { "correlation_groups": [
          { "name": "a", "entities": [{ "type": "inflow", "id": 0 }, { "type": "load", "id": 1 }, { "type": "inflows", "id": "2" }], "matrix": [[1, 0], [0, 1], [0, 0, 1]] },
                                                                               ^^^^^^ SCN-071 error entity type "load" differs from the group's first entity ("inflow"): group "a" of profile "wet" must hold one type
                                                                                                            ^^^^^^^^^ SCN-066 error entity type "inflows" must be "inflow", "load" or "ncs" (did you mean "inflow"?)
                                                                                                            ^^^^^^^^^ SCN-071 error entity type "inflows" differs from the group's first entity ("inflow"): group "a" of profile "wet" must hold one type
                                                                                                                             ^^^ SCN-065 error entity id must be an integer, got "2"
                                                                                                                                                ^^^^^^ SCN-067 error matrix row 0 of group "a" of profile "wet" has 2 values but the group has 3 entities
                                                                                                                                                        ^^^^^^ SCN-067 error matrix row 1 of group "a" of profile "wet" has 2 values but the group has 3 entities
          { "name": "b", "entities": [], "matrix": [] },
                                     ^^ SCN-073 has no entities
          { "name": "c", "entities": [{ "type": "inflow", "id": 0 }], "matrix": [[1]] },
                                                                ^ SCN-072 already in group "a" (correlation_groups[0])
          { "entities": [{ "type": "inflow", "id": 1 }], "matrix": [["1"]] }
          ^ SCN-064 missing required field "name"
                                                   ^ SCN-072 error id 1 is already in group "a" (correlation_groups[0]) of profile "wet": an id appears once in a profile
                                                                     ^^^ SCN-064 error matrix[0][0] must be a number, got "1"
        ] },
        "dry": { "groups": [] }
                 ^^^^^^^^ SCN-079
        ^^^^^ SCN-064 error missing required field "correlation_groups"
      },
      "schedule": [{ "stage_id": 0, "profile_name": "wett" }, { "stage_id": 0, "profile_name": "dry" }, { "stage_id": 5, "profile_name": "dry" }, { "stage_id": 1 }]
                                                    ^^^^^^ SCN-077 did you mean "wet"
                                                                            ^ SCN-078 already scheduled at schedule[0]
                                                                                                                      ^ REF-121 warning schedule stage_id 5 is not a study stage of stages.json: the entry is never used
                                                                                                                                                  ^ SCN-076 error missing required field "profile_name"
    }`,
    { files: withPlants() },
  );
});

test('correlation.json: the root and its keys have the shapes the loader reads', async () => {
  await expectAnnotated(CORRELATION, `\n    [1]\n    ^^^ SCN-060 the root of correlation.json must be an object, got an array`);
  await expectAnnotated(
    CORRELATION,
    `
    { "$schema": 3, "profiles": {}, "schedule": {} }
    ^ SCN-060 missing required field "method"
                 ^ SCN-060 "$schema" must be a string or null
                                ^^ SCN-063 at least one correlation profile
                                                ^^ SCN-060 "schedule" must be an array or null`,
  );
});

test('correlation.json: a matrix that is not positive semidefinite is a warning naming its smallest eigenvalue', async () => {
  const { diagnostics } = await expectAnnotated(
    CORRELATION,
    `
    { "method": "cholesky", "profiles": { "default": { "correlation_groups": [{ "name": "ring", "entities": [{ "type": "load", "id": 0 }, { "type": "load", "id": 1 }, { "type": "ncs", "id": 2 }],
                                                                                                                                                                                 ^^^^^ SCN-071 error entity type "ncs" differs from the group's first entity ("load"): group "ring" of profile "default" must hold one type
                                                                                                                                                                                              ^ REF-120 error "ncs" entity 2 of profile "default" names no source of system/non_controllable_sources.json
      "matrix": [[1, 0.9, -0.9], [0.9, 1, 0.9], [-0.9, 0.9, 1]] }] } } }
                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ SCN-075 warning the matrix of group "ring" of profile "default" is not positive semidefinite (smallest eigenvalue -0.800): the run clips its negative eigenvalues to 0, so the correlations sampled differ from these`,
  );
  assert.equal(diagnostics.find((d) => d.code === 'SCN-075')?.severity, 'warning');
});

test('a group too large to test for semidefiniteness says so in a hint, and is checked otherwise', async () => {
  const n = 601;
  const ids = Array.from({ length: n }, (_, i) => i);
  const matrix: number[][] = ids.map((i) => ids.map((j) => (i === j ? 1 : 0)));
  matrix[0]![1] = 0.5; // not symmetric: still reported
  const correlation = { method: 'spectral', profiles: { default: { correlation_groups: [{ name: 'all', entities: ids.map((id) => ({ type: 'load', id })), matrix }] } } };
  const result = await validateFiles({ ...validCase(), [CORRELATION]: correlation });
  expectDiagnostic(result, { code: 'SCN-070', file: CORRELATION, path: 'profiles.default.correlation_groups[0].matrix[0][1]' });
  matrix[0]![1] = 0;
  const symmetric = await validateFiles({ ...validCase(), [CORRELATION]: correlation });
  const hint = expectDiagnostic(symmetric, { code: 'SCN-075', file: CORRELATION, path: 'profiles.default.correlation_groups[0].matrix', severity: 'hint' });
  assert.match(hint.message, /601 entities, more than the 600/);
});

test('the semidefinite test: eigenvalues, rounding, singular matrices', () => {
  assert.deepEqual(
    jacobiEigenvalues([
      [1, 2],
      [2, 1],
    ])
      .map((v) => Math.round(v * 1e9) / 1e9)
      .sort(),
    [-1, 3],
  );
  // Perfectly correlated series: eigenvalues 2 and 0, semidefinite.
  assert.equal(
    negativeEigenvalue([
      [1, 1],
      [1, 1],
    ]),
    undefined,
  );
  // Three series all perfectly correlated, singular at rank 1.
  assert.equal(negativeEigenvalue(Array.from({ length: 3 }, () => [1, 1, 1])), undefined);
  assert.equal(negativeEigenvalue([[1]]), undefined);
  const smallest = negativeEigenvalue([
    [1, 0.9, -0.9],
    [0.9, 1, 0.9],
    [-0.9, 0.9, 1],
  ]);
  assert.ok(smallest !== undefined && Math.abs(smallest - -0.8) < 1e-9, String(smallest));
  // An equicorrelated 160×160 matrix (the bench case's size): semidefinite for rho >= -1/159.
  const equi = (rho: number) => Array.from({ length: 160 }, (_, i) => Array.from({ length: 160 }, (_, j) => (i === j ? 1 : rho)));
  assert.equal(negativeEigenvalue(equi(0.7)), undefined);
  assert.ok((negativeEigenvalue(equi(-0.01)) ?? 0) < -0.5);
});

test('the smallest eigenvalue (Householder and Sturm bisection) agrees with cyclic Jacobi on symmetric matrices of every size', () => {
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  for (const size of [1, 2, 3, 4, 9, 31]) {
    for (let trial = 0; trial < 5; trial++) {
      const matrix = Array.from({ length: size }, () => new Array<number>(size).fill(0));
      for (let i = 0; i < size; i++) {
        matrix[i]![i] = 1;
        for (let j = i + 1; j < size; j++) matrix[i]![j] = matrix[j]![i] = next();
      }
      const reference = Math.min(...jacobiEigenvalues(matrix));
      assert.ok(Math.abs(smallestEigenvalue(matrix) - reference) < 1e-9, `size ${size}: ${smallestEigenvalue(matrix)} vs ${reference}`);
    }
  }
});

test('load_factors.json: entries, factors, references to buses, stages and blocks', async () => {
  await expectAnnotated(
    LOAD_FACTORS,
    `
    {
      "load_factors": [
        { "bus_id": 0, "stage_id": 0, "block_factors": [{ "block_id": 0, "factor": 0 }, { "block_id": 0, "factor": 1.1 }, { "block_id": 2, "factor": 1.0 }] },
                                                                                   ^ SCN-083 error "factor" must be finite and > 0, got 0
                                                                                                      ^ SCN-085 warning block 0 already has a factor at block_factors[0]: the later one is used
                                                                                                                                        ^ REF-124 warning block_id 2 is not a block of stage 0, which has only block 0: the factor is ignored
        { "bus_id": 0, "stage_id": 0, "block_factors": [] },
        ^ SCN-084 duplicate (bus_id 0, stage_id 0): already given at load_factors[0]
        { "bus_id": 5, "stage_id": 3, "block_factors": [{ "block_id": "0", "factor": -1, "weight": 1 }] },
                    ^ REF-122 bus_id 5 of load_factors[2] names no bus
                                   ^ REF-123 stage_id 3 of load_factors[2] is not a study stage
                                                                      ^^^ SCN-082 error "block_id" must be an integer, got "0"
                                                                                     ^^ SCN-083 error "factor" must be finite and > 0, got -1
                                                                                         ^^^^^^^^ SCN-089 warning unknown key "weight"
        { "bus_id": 1.0, "block_factors": {} },
        ^ SCN-081 missing required field "stage_id"
                    ^^^ SCN-081 must be an integer
                                          ^^ SCN-080 error "block_factors" must be an array, got an object
        7
        ^ SCN-080 load_factors[4] must be an object
      ]
    }`,
  );
});

test('non_controllable_factors.json: entries, factors, references to sources and stages', async () => {
  const { diagnostics } = await expectAnnotated(
    NCS_FACTORS,
    `
    {
      "non_controllable_factors": [
        { "ncs_id": 0, "stage_id": 2, "block_factors": [{ "block_id": 0, "factor": 0.5 }] },
        { "ncs_id": 0, "stage_id": 2, "block_factors": [{ "block_id": -1, "factor": 1e400 }] },
        ^ SCN-094 duplicate (ncs_id 0, stage_id 2)
                                                                      ^^ REF-124 warning block_id -1 is not a block of stage 2, which has only block 0: the factor is ignored
                                                                                    ^^^^^ SCN-093 error "factor" must be finite and > 0, got 1e400
        { "ncs_id": 4, "stage_id": -1, "block_factors": [{ "factor": 0.5 }] }
                    ^ REF-125 ncs_id 4 of non_controllable_factors[2] names no source
                                   ^^ REF-126 stage_id -1 of non_controllable_factors[2] is not a study stage
                                                         ^ SCN-092 missing required field "block_id"
      ]
    }`,
    { files: withSource() },
  );
  assert.equal(diagnostics.find((d) => d.code === 'REF-125')?.related?.[0]?.file, NCS);
});

test('non_controllable_factors.json without a sources file: every ncs_id names no source, as the loader has none', async () => {
  const result = await validateFiles({ ...validCase(), [NCS_FACTORS]: ncsFactorsFile() });
  const found = result.diagnostics.filter((d) => d.code === 'REF-125');
  assert.deepEqual(
    found.map((d) => d.location.kind === 'json' && d.location.path),
    ['non_controllable_factors[0].ncs_id', 'non_controllable_factors[1].ncs_id'],
  );
  assert.match(found[0]!.related?.[0]?.message ?? '', /absent/);
});

test('a REF problem points at the list it should be in; an unknown key carries its rename', async () => {
  const { schedule, ...unscheduled } = correlationFile();
  const result = await validateFiles({ ...withPlants(), [CORRELATION]: { ...unscheduled, shedule: schedule } });
  const unknown = expectDiagnostic(result, { code: 'SCN-079', file: CORRELATION, path: 'shedule' });
  assert.deepEqual(unknown.data, { unknownKey: 'shedule', rename: 'schedule' });
  const bent = correlationFile();
  bent.profiles.default.correlation_groups[0].entities[1].id = 9;
  const ref = expectDiagnostic(await validateFiles({ ...withPlants(), [CORRELATION]: bent }), {
    code: 'REF-120',
    file: CORRELATION,
    path: 'profiles.default.correlation_groups[0].entities[1].id',
  });
  assert.equal(ref.related?.[0]?.file, HYDROS);
  assert.equal(ref.related?.[0]?.location.kind === 'json' && ref.related[0].location.path, 'hydros');
});
