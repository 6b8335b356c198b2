// Mutations of Cobre's real example cases in their scenarios/ JSON files that the Cobre loader (or
// the run's set-up) rejects or warns about (decision D31), each reported at the file and JSON path
// the loader names, under the catalogue's severity. d14's load_factors.json is the examples' own
// scenarios/ JSON file; for the other two files a valid one is written into the example that has
// what it names (d19's two plants, d15's source), and checked clean before it is bent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateCase } from '../../shared/engine/validate';
import { ruleSeverity, type RuleId } from '../../shared/rules';
import { examplesDir } from '../support/cli';
import type { Diagnostic } from '../../shared/core/diagnostics';
import { correlationFile, ncsFactorsFile } from '../../shared/rules/examples/scenarioBuilders';

const CORRELATION = 'scenarios/correlation.json';
const LOAD_FACTORS = 'scenarios/load_factors.json';
const NCS_FACTORS = 'scenarios/non_controllable_factors.json';

const D14 = 'deterministic/d14-block-factors';
const D15 = 'deterministic/d15-non-controllable-source';
const D19 = 'deterministic/d19-multi-hydro-par';

/** The builders' valid correlation.json fits d19 (plants 0 and 1, stage 1 scheduled), their non_controllable_factors.json d15 (source 0 at stages 0 and 1, one block each). */
const d19Correlation = correlationFile;
const d15Factors = ncsFactorsFile;

interface Mutation {
  name: string;
  example: string;
  file: string;
  /** The valid file written into an example that lacks it, before the bend. */
  base?: () => any;
  bend: (json: any) => unknown;
  code: RuleId;
  path: string;
  says?: string;
}

const group = (c: any) => c.profiles.default.correlation_groups[0];

const mutations: Mutation[] = [
  // load_factors.json of d14 (the examples' own)
  {
    name: 'a zero factor',
    example: D14,
    file: LOAD_FACTORS,
    bend: (j) => (j.load_factors[0].block_factors[0].factor = 0),
    code: 'SCN-083',
    path: 'load_factors[0].block_factors[0].factor',
  },
  {
    name: 'a negative factor',
    example: D14,
    file: LOAD_FACTORS,
    bend: (j) => (j.load_factors[1].block_factors[1].factor = -1.2),
    code: 'SCN-083',
    path: 'load_factors[1].block_factors[1].factor',
  },
  {
    name: 'two entries for bus 0 at stage 0',
    example: D14,
    file: LOAD_FACTORS,
    bend: (j) => (j.load_factors[1].stage_id = 0),
    code: 'SCN-084',
    path: 'load_factors[1]',
    says: 'already given at load_factors[0]',
  },
  {
    name: 'a bus that does not exist',
    example: D14,
    file: LOAD_FACTORS,
    bend: (j) => (j.load_factors[0].bus_id = 3),
    code: 'REF-122',
    path: 'load_factors[0].bus_id',
    says: 'bus_id 3',
  },
  { name: 'a stage past the study', example: D14, file: LOAD_FACTORS, bend: (j) => (j.load_factors[1].stage_id = 2), code: 'REF-123', path: 'load_factors[1].stage_id' },
  {
    name: 'a third block in a two-block stage',
    example: D14,
    file: LOAD_FACTORS,
    bend: (j) => j.load_factors[0].block_factors.push({ block_id: 2, factor: 1.0 }),
    code: 'REF-124',
    path: 'load_factors[0].block_factors[2].block_id',
    says: 'blocks 0-1',
  },
  {
    name: 'block 1 given twice',
    example: D14,
    file: LOAD_FACTORS,
    bend: (j) => (j.load_factors[0].block_factors[0].block_id = 1),
    code: 'SCN-085',
    path: 'load_factors[0].block_factors[1].block_id',
  },
  { name: 'a stage id written 1.0', example: D14, file: LOAD_FACTORS, bend: (j) => (j.load_factors[1].stage_id = 1.5), code: 'SCN-081', path: 'load_factors[1].stage_id' },
  {
    name: 'a block_id as a string',
    example: D14,
    file: LOAD_FACTORS,
    bend: (j) => (j.load_factors[0].block_factors[1].block_id = '1'),
    code: 'SCN-082',
    path: 'load_factors[0].block_factors[1].block_id',
  },
  {
    name: 'block_factors missing',
    example: D14,
    file: LOAD_FACTORS,
    bend: (j) => delete j.load_factors[1].block_factors,
    code: 'SCN-080',
    path: 'load_factors[1]',
    says: 'missing required field "block_factors"',
  },
  {
    name: 'a misspelt factor',
    example: D14,
    file: LOAD_FACTORS,
    bend: (j) => Object.assign(j.load_factors[1].block_factors[0], { factr: 0.8 }),
    code: 'SCN-089',
    path: 'load_factors[1].block_factors[0].factr',
    says: 'unknown key "factr"',
  },
  // correlation.json written into d19
  {
    name: 'an asymmetric matrix',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) => (group(c).matrix[1][0] = 0.5),
    code: 'SCN-070',
    path: 'profiles.default.correlation_groups[0].matrix[0][1]',
  },
  {
    name: 'a diagonal of 0.95',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) => (group(c).matrix[1][1] = 0.95),
    code: 'SCN-069',
    path: 'profiles.default.correlation_groups[0].matrix[1][1]',
  },
  {
    name: 'a correlation of -1.3',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) =>
      (group(c).matrix = [
        [1.0, -1.3],
        [-1.3, 1.0],
      ]),
    code: 'SCN-068',
    path: 'profiles.default.correlation_groups[0].matrix[0][1]',
  },
  {
    name: 'a third matrix row',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) => group(c).matrix.push([0.1, 0.1]),
    code: 'SCN-067',
    path: 'profiles.default.correlation_groups[0].matrix',
    says: 'has 3 rows but the group has 2 entities',
  },
  {
    name: 'a plant that does not exist',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) => (group(c).entities[1].id = 5),
    code: 'REF-120',
    path: 'profiles.default.correlation_groups[0].entities[1].id',
    says: 'names no plant',
  },
  {
    name: 'an inflow grouped with a load',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) => (group(c).entities[1].type = 'load'),
    code: 'SCN-071',
    path: 'profiles.default.correlation_groups[0].entities[1].type',
  },
  {
    name: 'an unknown entity type',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) => group(c).entities.forEach((e: any) => (e.type = 'hydro')),
    code: 'SCN-066',
    path: 'profiles.default.correlation_groups[0].entities[0].type',
  },
  {
    name: 'a schedule naming an unknown profile',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) => (c.schedule[0].profile_name = 'wet'),
    code: 'SCN-077',
    path: 'schedule[0].profile_name',
  },
  {
    name: 'a schedule past the study',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) => (c.schedule[0].stage_id = 9),
    code: 'REF-121',
    path: 'schedule[0].stage_id',
  },
  { name: 'an empty method', example: D19, file: CORRELATION, base: d19Correlation, bend: (c) => (c.method = ''), code: 'SCN-061', path: 'method' },
  { name: 'no profile', example: D19, file: CORRELATION, base: d19Correlation, bend: (c) => ((c.profiles = {}), delete c.schedule), code: 'SCN-063', path: 'profiles' },
  {
    name: 'two profiles, none named default',
    example: D19,
    file: CORRELATION,
    base: d19Correlation,
    bend: (c) => ((c.profiles = { wet: c.profiles.default, dry: c.profiles.default }), (c.schedule[0].profile_name = 'wet')),
    code: 'SCN-074',
    path: 'profiles',
  },
  // non_controllable_factors.json written into d15
  {
    name: 'a source that does not exist',
    example: D15,
    file: NCS_FACTORS,
    base: d15Factors,
    bend: (j) => (j.non_controllable_factors[1].ncs_id = 2),
    code: 'REF-125',
    path: 'non_controllable_factors[1].ncs_id',
  },
  {
    name: 'a pre-study stage',
    example: D15,
    file: NCS_FACTORS,
    base: d15Factors,
    bend: (j) => (j.non_controllable_factors[0].stage_id = -1),
    code: 'REF-126',
    path: 'non_controllable_factors[0].stage_id',
  },
  {
    name: 'a factor of 0',
    example: D15,
    file: NCS_FACTORS,
    base: d15Factors,
    bend: (j) => (j.non_controllable_factors[0].block_factors[0].factor = 0),
    code: 'SCN-093',
    path: 'non_controllable_factors[0].block_factors[0].factor',
  },
  {
    name: 'two entries for one stage',
    example: D15,
    file: NCS_FACTORS,
    base: d15Factors,
    bend: (j) => (j.non_controllable_factors[1].stage_id = 0),
    code: 'SCN-094',
    path: 'non_controllable_factors[1]',
  },
];

/** The example copied to a fresh folder, its `file` written (from `base` when the example lacks it) and bent. */
function bentCopy(mutation: Mutation, bend: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-scenarios-'));
  cpSync(join(examplesDir, mutation.example), dir, { recursive: true });
  const path = join(dir, mutation.file);
  const json = mutation.base ? mutation.base() : JSON.parse(readFileSync(path, 'utf8'));
  if (bend) mutation.bend(json);
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  return dir;
}

function at(diagnostics: readonly Diagnostic[], mutation: Mutation): Diagnostic | undefined {
  return diagnostics.find((d) => d.code === mutation.code && d.file === mutation.file && d.location.kind === 'json' && d.location.path === mutation.path);
}

test('at least 12 mutations, over every scenarios/ JSON file; d14 holds its own load_factors.json', () => {
  assert.ok(mutations.length >= 12, `${mutations.length} mutations`);
  for (const file of [CORRELATION, LOAD_FACTORS, NCS_FACTORS])
    assert.ok(
      mutations.some((m) => m.file === file),
      file,
    );
  assert.ok(existsSync(join(examplesDir, D14, LOAD_FACTORS)));
});

for (const mutation of mutations) {
  test(`${mutation.example}: ${mutation.name} is ${mutation.code} at ${mutation.file} ${mutation.path}`, async () => {
    const unbent = bentCopy(mutation, false);
    const bent = bentCopy(mutation, true);
    try {
      const before = await validateCase(unbent);
      assert.deepEqual(
        before.diagnostics.filter((d) => d.file === mutation.file).map((d) => d.code),
        [],
        'the file is clean before the bend',
      );
      const result = await validateCase(bent);
      const found = at(result.diagnostics, mutation);
      assert.ok(
        found,
        `no ${mutation.code} at ${mutation.path}; got:\n${result.diagnostics.map((d) => `${d.code} ${d.file} ${d.location.kind === 'json' ? d.location.path : ''}: ${d.message}`).join('\n')}`,
      );
      assert.equal(found.severity, ruleSeverity(mutation.code));
      if (mutation.says) assert.ok(found.message.includes(mutation.says), found.message);
    } finally {
      rmSync(unbent, { recursive: true, force: true });
      rmSync(bent, { recursive: true, force: true });
    }
  });
}
