// Failing and passing examples for the rules in catalog.ts.
import { constantProductivityEntry, hydroPlant, hydroRegistry, productionModels } from '../../rules/examples/plantBuilders';
import type { ExampleFile, ExampleFiles, ExampleTable, RuleExample, RuleExamples } from '../../rules/examples/types';
import { HYDROS, MODELS } from '../../core/case/layout';

const FILE = 'system/tailrace_curves.parquet';

/** One segment of a tailrace curve: the level is c0 + c1·x + … + c4·x⁴ for an outflow x in [min, max]. */
interface Segment {
  hydro: number;
  family: number;
  level: number | null;
  segment: number;
  min: number | null;
  max: number;
  c: Array<number | null>;
}

/** The one segment of plant 2's single family, before any rule bends it. */
function segment(fields: Partial<Segment> = {}): Segment {
  return { hydro: 2, family: 0, level: null, segment: 0, min: 0, max: 8000, c: [300, 0.01, -1e-6, 0, 0], ...fields };
}

type ColumnType = ExampleTable['table'][number]['type'];

function table(segments: Segment[], types: { hydro_id?: ColumnType } = {}): ExampleTable {
  return {
    table: [
      { name: 'hydro_id', type: types.hydro_id ?? 'Int32', values: segments.map((s) => s.hydro) },
      { name: 'family_id', type: 'Int32', values: segments.map((s) => s.family) },
      { name: 'downstream_reference_level_m', type: 'Float64', values: segments.map((s) => s.level) },
      { name: 'segment_id', type: 'Int32', values: segments.map((s) => s.segment) },
      { name: 'outflow_min_m3s', type: 'Float64', values: segments.map((s) => s.min) },
      { name: 'outflow_max_m3s', type: 'Float64', values: segments.map((s) => s.max) },
      ...[0, 1, 2, 3, 4].map((k) => ({ name: `coefficient_${k}`, type: 'Float64' as const, values: segments.map((s) => s.c[k] ?? null) })),
    ],
  };
}

// Plant 2 flows into plant 1, so a family of plant 2 can be keyed by plant 1's level (backwater).
const PLANTS: ExampleFiles = {
  [HYDROS]: hydroRegistry(hydroPlant(1), hydroPlant(2, {}, { downstream_id: 1 })),
  [MODELS]: productionModels(constantProductivityEntry(1), constantProductivityEntry(2)),
};

/** A case whose tailrace table is `file` (by default one valid segment), with the plants it names. */
export function tailraceCase(file: ExampleFile = table([segment()])): ExampleFiles {
  return { ...PLANTS, [FILE]: file };
}

function tailraceExample(why: string, failing: ExampleTable, passing: ExampleTable): RuleExample {
  return { show: FILE, why, failing: tailraceCase(failing), passing: tailraceCase(passing) };
}

/** Plant 2 with two backwater families, told apart by plant 1's level. */
const twoFamilies = (secondLevel: number | null) => [segment({ level: 240 }), segment({ family: 1, level: secondLevel })];

export const tailraceExamples: RuleExamples = {
  'TRC-002': tailraceExample('hydro_id is written as Int64 (a pandas default); the loader reads Int32.', table([segment()], { hydro_id: 'Int64' }), table([segment()])),
  'TRC-003': tailraceExample(
    'coefficient_2 is null; only the reference level may be.',
    table([segment({ c: [300, 0.01, null, 0, 0] })]),
    table([segment({ c: [300, 0.01, 0, 0, 0] })]),
  ),
  'TRC-004': tailraceExample('The lower outflow bound is negative.', table([segment({ min: -10 })]), table([segment({ min: 0 })])),
  'TRC-005': tailraceExample(
    'The bounds are swapped: outflow_max_m3s 1000 is below outflow_min_m3s 8000.',
    table([segment({ min: 8000, max: 1000 })]),
    table([segment({ min: 1000, max: 8000 })]),
  ),
  'TRC-006': tailraceExample('coefficient_1 is NaN, so the level polynomial cannot be evaluated.', table([segment({ c: [300, Number.NaN, -1e-6, 0, 0] })]), table([segment()])),
  'TRC-007': tailraceExample('The reference level of a backwater family is negative.', table(twoFamilies(-250)), table(twoFamilies(250))),
  'TRC-008': tailraceExample('Plant 2 has two families and the second has no reference level, so it cannot be placed.', table(twoFamilies(null)), table(twoFamilies(250))),
  'TRC-009': tailraceExample('hydro_id 3 names no plant of system/hydros.json (plants 1 and 2).', table([segment({ hydro: 3 })]), table([segment()])),
};
