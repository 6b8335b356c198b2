// initial_conditions.json (INI, decision D31): each rule at its field, the mutations of real example
// cases that the Cobre loader rejects, and what the loader leaves alone (plants not matched against
// system/hydros.json, zero storage, back-to-back observations).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ValidationResult } from '../../shared/engine/validate';
import { validCase, validateFiles } from '../support/cases';
import { expectDiagnostic } from '../support/assertions';
import { expectAnnotated } from '../support/annotated';
import { problemsIn, testExampleMutations, type ExampleMutation } from '../support/exampleMutations';
import { baselineInitialConditions } from '../../shared/rules/examples/baseline';

const FILE = 'initial_conditions.json';

function problemsOf(result: ValidationResult): string[] {
  return problemsIn(result, FILE);
}

function bent(edit: (conditions: any) => void): Promise<ValidationResult> {
  const conditions = baselineInitialConditions();
  edit(conditions);
  return validateFiles({ ...validCase(), [FILE]: conditions });
}

const D19 = 'deterministic/d19-multi-hydro-par';
const D02 = 'deterministic/d02-single-hydro';
const observation = (hydro_id: number, start_date: string, end_date: string, value_m3s: unknown = 40.0) => ({ hydro_id, start_date, end_date, value_m3s });

const MUTATIONS: ExampleMutation[] = [
  { example: D19, what: 'negative storage', edit: (c) => (c.storage[1].value_hm3 = -1), expected: ['INI-003 storage[1].value_hm3'] },
  { example: D19, what: 'negative filling storage', edit: (c) => (c.filling_storage = [{ hydro_id: 5, value_hm3: -0.5 }]), expected: ['INI-003 filling_storage[0].value_hm3'] },
  { example: D19, what: 'a plant twice in storage', edit: (c) => (c.storage[1].hydro_id = 0), expected: ['INI-004 storage[1].hydro_id'] },
  {
    example: D19,
    what: 'a plant twice in filling_storage',
    edit: (c) =>
      (c.filling_storage = [
        { hydro_id: 7, value_hm3: 1 },
        { hydro_id: 7, value_hm3: 2 },
      ]),
    expected: ['INI-004 filling_storage[1].hydro_id'],
  },
  {
    example: D19,
    what: 'a plant in storage and filling_storage',
    edit: (c) => (c.filling_storage = [{ hydro_id: 1, value_hm3: 3 }]),
    expected: ['INI-005 filling_storage[0].hydro_id'],
  },
  { example: D19, what: 'a plant twice in past_inflows', edit: (c) => (c.past_inflows[1].hydro_id = 0), expected: ['CASE-002 ', 'INI-004 past_inflows[1].hydro_id'] },
  { example: D19, what: 'storage removed', edit: (c) => delete c.storage, expected: ['INI-001 '] },
  { example: D19, what: 'filling_storage removed', edit: (c) => delete c.filling_storage, expected: ['INI-001 '] },
  { example: D19, what: 'past_inflows null', edit: (c) => (c.past_inflows = null), expected: ['INI-001 past_inflows'] },
  { example: D19, what: 'storage an object', edit: (c) => (c.storage = { 0: 100 }), expected: ['INI-001 storage'] },
  { example: D19, what: 'storage value as a string', edit: (c) => (c.storage[0].value_hm3 = '100'), expected: ['INI-002 storage[0].value_hm3'] },
  { example: D19, what: 'storage entry without hydro_id', edit: (c) => delete c.storage[0].hydro_id, expected: ['INI-002 storage[0]'] },
  { example: D19, what: 'hydro_id fractional', edit: (c) => (c.storage[0].hydro_id = 0.5), expected: ['INI-002 storage[0].hydro_id'] },
  { example: D19, what: 'a storage entry that is a number', edit: (c) => (c.storage[1] = 75), expected: ['INI-002 storage[1]'] },
  { example: D19, what: 'past inflow value as a string', edit: (c) => (c.past_inflows[0].values_m3s[1] = 'n/a'), expected: ['INI-002 past_inflows[0].values_m3s[1]'] },
  { example: D19, what: 'past inflows without values', edit: (c) => delete c.past_inflows[0].values_m3s, expected: ['CASE-002 ', 'INI-002 past_inflows[0]'] },
  { example: D19, what: 'season_ids one short', edit: (c) => (c.past_inflows[0].season_ids = [0]), expected: ['INI-006 past_inflows[0].season_ids'] },
  { example: D19, what: 'season_ids negative', edit: (c) => (c.past_inflows[0].season_ids = [0, -1]), expected: ['INI-002 past_inflows[0].season_ids[1]'] },
  {
    example: D02,
    what: 'an observation with a slash date',
    edit: (c) => (c.recent_observations = [observation(0, '2024/01/01', '2024-01-05')]),
    expected: ['INI-007 recent_observations[0].start_date'],
  },
  {
    example: D02,
    what: 'an observation ending before it starts',
    edit: (c) => (c.recent_observations = [observation(0, '2024-01-05', '2024-01-01')]),
    expected: ['INI-007 recent_observations[0].end_date'],
  },
  {
    example: D02,
    what: 'an observation on 30 February',
    edit: (c) => (c.recent_observations = [observation(0, '2024-02-01', '2024-02-30')]),
    expected: ['INI-007 recent_observations[0].end_date'],
  },
  {
    example: D02,
    what: 'a negative observation',
    edit: (c) => (c.recent_observations = [observation(0, '2024-01-01', '2024-01-05', -3)]),
    expected: ['INI-008 recent_observations[0].value_m3s'],
  },
  {
    example: D02,
    what: 'an observation date as a number',
    edit: (c) => (c.recent_observations = [observation(0, 20240101 as never, '2024-01-05')]),
    expected: ['INI-002 recent_observations[0].start_date'],
  },
  {
    example: D02,
    what: 'overlapping observations',
    edit: (c) => (c.recent_observations = [observation(0, '2024-01-04', '2024-01-10'), observation(0, '2024-01-01', '2024-01-05')]),
    expected: ['INI-009 recent_observations[0].start_date'],
  },
];

testExampleMutations(FILE, MUTATIONS);

test('initial_conditions.json as an annotated file: each mistake under its field', async () => {
  await expectAnnotated(
    FILE,
    `
    {
      "storage": [{ "hydro_id": 0, "value_hm3": -1 }, { "hydro_id": 0, "value_hm3": 5 }, { "hydro_id": 2, "value_hm3": 7 }],
                                                ^^ INI-003 must be >= 0
                                                                    ^ INI-004 appears twice in storage
      "filling_storage": [{ "hydro_id": 2, "value_hm3": 1, "volume": 3 }],
                                        ^ INI-005 in both storage and filling_storage
                                                           ^^^^^^^^ INI-090 unknown key "volume"
      "past_inflows": [{ "hydro_id": 0, "values_m3s": [1.0, 2.0], "season_ids": [3] }],
                                                                                ^^^ INI-006 one season per value
      "recent_observation": []
      ^^^^^^^^^^^^^^^^^^^^ INI-090 did you mean "recent_observations"?
    }`,
  );
});

test('INI-004 and INI-005 link the other entry of the plant; INI-009 the observation it overlaps', async () => {
  const twice = await bent((c) => ((c.storage = [{ hydro_id: 4, value_hm3: 1 }]), (c.filling_storage = [{ hydro_id: 4, value_hm3: 2 }])));
  const both = expectDiagnostic(twice, { code: 'INI-005', path: 'filling_storage[0].hydro_id' });
  assert.equal(both.related?.[0]?.location.kind === 'json' && both.related[0].location.path, 'storage[0].hydro_id');
  const overlap = await bent((c) => (c.recent_observations = [observation(1, '2024-01-01', '2024-01-10'), observation(1, '2024-01-09', '2024-01-12')]));
  const found = expectDiagnostic(overlap, { code: 'INI-009', path: 'recent_observations[1].start_date' });
  assert.equal(found.related?.[0]?.location.kind === 'json' && found.related[0].location.path, 'recent_observations[0].end_date');
});

test('passing near misses: zero storage, back-to-back observations, plants unknown to hydros.json, empty past inflows', async () => {
  const result = await bent((c) => {
    c.storage = [{ hydro_id: 99, value_hm3: 0 }];
    c.filling_storage = [{ hydro_id: 98, value_hm3: 0.0 }];
    c.past_inflows = [
      { hydro_id: 99, values_m3s: [], season_ids: [] },
      { hydro_id: 98, values_m3s: [-1.0], season_ids: null },
    ];
    c.recent_observations = [observation(99, '2024-01-01', '2024-01-04', 0), observation(99, '2024-01-04', '2024-01-11'), observation(98, '2024-01-01', '2024-01-11')];
    c.$schema = 'https://example.org/initial_conditions.schema.json';
  });
  assert.deepEqual(problemsOf(result), []);
  assert.deepEqual(
    result.model.initialConditions?.storage.map((s) => [s.hydroId, s.valueHm3]),
    [[99, 0]],
  );
  assert.deepEqual(
    [...(result.model.initialConditions?.pastInflowCounts ?? [])],
    [
      [99, 0],
      [98, 1],
    ],
  );
});

test('a root that is not an object is INI-001, and nothing else is reported', async () => {
  for (const text of ['[]', 'null', '"storage"']) {
    const result = await validateFiles({ ...validCase(), [FILE]: text });
    assert.deepEqual(problemsOf(result), ['INI-001 '], text);
  }
});
