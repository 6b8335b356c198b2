// The field documentation table (shared/fieldDocs, with each file's table in its check folder): it covers every field of the spec's §2 tables under
// the right file and parent, agrees with the spec's type / required / unit / default columns, names
// only catalogued rules, answers the lookups hover and completion make, and its snippets insert
// entries that are valid JSON and pass the single-file rules.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { childFieldDocs, fieldDocs, fieldDocsOf, fieldDocsOfRule, findFieldDoc, normalizeFieldPath, type FieldDoc } from '../../shared/fieldDocs/fields';
import { parseSnippet, snippetDefaultText } from '../../shared/fieldDocs/snippets';
import { documentedKeys, keyUnder } from '../../shared/core/fieldDocs';
import { findRule } from '../../shared/rules';
import { sharedDir } from '../support/cli';
import { validCase, validPenalties, validPlant, validStages, validateFiles, type CaseFiles } from '../support/cases';
import { fullHydro, line, ncsSource } from '../../shared/rules/examples/systemBuilders';
import { CORRELATION, HYDROS as HYDROS_FILE, LOAD_FACTORS, NCS, NCS_FACTORS } from '../../shared/core/case/layout';
import { correlationFile } from '../../shared/rules/examples/scenarioBuilders';

const specText = readFileSync(join(sharedDir, 'spec', 'case-input-spec.md'), 'utf8');

const STAGES = 'stages.json';
const POST = 'post_study_stages.json';
const PENALTIES = 'penalties.json';
const HPM = 'system/hydro_production_models.json';
const GEOMETRY = 'system/hydro_geometry.parquet';
const PRODUCTIVITY = 'system/hydro_energy_productivity.parquet';
const HYPERPLANES = 'system/fpha_hyperplanes.parquet';
const TAILRACE = 'system/tailrace_curves.parquet';
const EIGHT_FILES = [STAGES, POST, PENALTIES, HPM, GEOMETRY, PRODUCTIVITY, HYPERPLANES, TAILRACE];

/** The two objects of hydro_production_models.json that choose a model and share their fields. */
const CHOICES = ['production_models[].stage_ranges[]', 'production_models[].seasons[]'];

// ---------------------------------------------------------------------------------------------
// The spec's field tables

interface SpecTable {
  /** The nearest `##` / `###` heading line. */
  heading: string;
  /** The nearest text line between that heading and the table ('' when the table follows the heading). */
  label: string;
  rows: Array<Record<string, string>>;
}

function cells(line: string): string[] {
  return line
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());
}

/** Every markdown table of spec part 2 with its heading and label. */
function specTables(): SpecTable[] {
  const lines = specText.split('\n').map((line) => line.trim());
  const start = lines.findIndex((line) => line.startsWith('# 2.'));
  const end = lines.findIndex((line) => line.startsWith('# 3.'));
  assert.ok(start >= 0 && end > start, 'spec part 2 not found');
  const tables: SpecTable[] = [];
  let heading = '';
  let label = '';
  for (let i = start; i < end; i++) {
    const line = lines[i]!;
    if (line.startsWith('#')) {
      heading = line;
      label = '';
    } else if (line.startsWith('|')) {
      const block: string[] = [];
      while (i < end && lines[i]!.startsWith('|')) block.push(lines[i++]!);
      i--;
      const [header, , ...body] = block.map(cells);
      tables.push({ heading, label, rows: body.map((row) => Object.fromEntries(header!.map((name, k) => [name, row[k] ?? '']))) });
      label = '';
    } else if (line !== '') {
      label = line;
    }
  }
  return tables;
}

interface TableTarget {
  heading: string;
  /** Undefined: any label; '': the table directly follows the heading; else a prefix of the label. */
  label?: string;
  file: string;
  parents: string[];
}

/** Where the rows of each spec table live in the field table. */
const TABLE_TARGETS: TableTarget[] = [
  { heading: '## 2.1 `stages.json`', label: 'Top-level fields:', file: STAGES, parents: [''] },
  { heading: '### `policy_graph`', label: '', file: STAGES, parents: ['policy_graph'] },
  { heading: '### `policy_graph`', label: '`policy_graph.nodes[]` entry:', file: STAGES, parents: ['policy_graph.nodes[]'] },
  { heading: '### `policy_graph`', label: '`policy_graph.transitions[]` entry:', file: STAGES, parents: ['policy_graph.transitions[]'] },
  { heading: '### `stages[]` entry', file: STAGES, parents: ['stages[]'] },
  { heading: '### `pre_study_stages[]` entry', file: STAGES, parents: ['pre_study_stages[]'] },
  { heading: '### `season_definitions`', label: '', file: STAGES, parents: ['season_definitions'] },
  { heading: '### `season_definitions`', label: '`seasons[]` entry:', file: STAGES, parents: ['season_definitions.seasons[]'] },
  { heading: '## 2.2 `post_study_stages.json`', label: '`stages[]`:', file: POST, parents: ['stages[]'] },
  { heading: '## 2.2 `post_study_stages.json`', label: '`thermal_bounds[]`:', file: POST, parents: ['thermal_bounds[]'] },
  { heading: '## 2.3 `system/hydro_geometry.parquet`', file: GEOMETRY, parents: [''] },
  { heading: '## 2.4 `system/hydro_production_models.json`', label: '`fpha_plane_reduction`', file: HPM, parents: ['fpha_plane_reduction'] },
  { heading: '## 2.4 `system/hydro_production_models.json`', label: '`production_models[]` entry:', file: HPM, parents: ['production_models[]'] },
  { heading: '### Mode `stage_ranges`', file: HPM, parents: ['production_models[]'] },
  { heading: '### Mode `seasonal`', file: HPM, parents: ['production_models[]'] },
  { heading: '### `reference_volume` (either mode, either plant kind)', file: HPM, parents: CHOICES.map((p) => `${p}.reference_volume`) },
  { heading: '### `fpha_config`', label: '', file: HPM, parents: CHOICES.map((p) => `${p}.fpha_config`) },
  { heading: '### `fpha_config`', label: '`fitting_window`:', file: HPM, parents: CHOICES.map((p) => `${p}.fpha_config.fitting_window`) },
  { heading: '## 2.5 `system/hydro_energy_productivity.parquet`', file: PRODUCTIVITY, parents: [''] },
  { heading: '## 2.6 `system/fpha_hyperplanes.parquet`', file: HYPERPLANES, parents: [''] },
  { heading: '## 2.7 `system/tailrace_curves.parquet`', file: TAILRACE, parents: [''] },
  { heading: '### `bus`', file: PENALTIES, parents: ['bus'] },
  { heading: '### `line`', file: PENALTIES, parents: ['line'] },
  { heading: '### `non_controllable_source`', file: PENALTIES, parents: ['non_controllable_source'] },
  { heading: '### `hydro` (default penalty costs of every hydro plant)', file: PENALTIES, parents: ['hydro'] },
];

function targetOf(table: SpecTable): TableTarget | undefined {
  return TABLE_TARGETS.find((t) => t.heading === table.heading && (t.label === undefined || (t.label === '' ? table.label === '' : table.label.startsWith(t.label))));
}

/**
 * The field names of a Name cell. Exception: the tailrace table writes its five coefficient columns
 * as one row, "`coefficient_0` ... `coefficient_4`"; that row stands for each of them.
 */
function namesOf(cell: string): string[] {
  const names = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  const range = /^`(\w+)_(\d)` \.\.\. `\1_(\d)`$/.exec(cell);
  if (range) {
    const [, stem, from, to] = range;
    return Array.from({ length: Number(to) - Number(from) + 1 }, (_, k) => `${stem}_${Number(from) + k}`);
  }
  assert.equal(names.length, 1, `unexpected Name cell ${cell}`);
  return names;
}

interface SpecField {
  file: string;
  path: string;
  row: Record<string, string>;
  where: string;
}

function specFields(): SpecField[] {
  return specTables().flatMap((table) => {
    const target = targetOf(table)!;
    return target.parents.flatMap((parent) =>
      table.rows.flatMap((row) =>
        namesOf(row.Name!).map((name) => ({ file: target.file, path: parent === '' ? name : `${parent}.${name}`, row, where: `${table.heading} / ${table.label}` })),
      ),
    );
  });
}

/**
 * Fields the spec describes in prose rather than in a table, each with the file's wording that
 * names it (checked to be in the spec, so the list cannot drift from it).
 */
const PROSE_FIELDS: Array<{ file: string; path: string; reason: string }> = [
  { file: STAGES, path: '$schema', reason: 'The `$schema` field of JSON files is informational' },
  { file: POST, path: '$schema', reason: 'Top level: optional `$schema` (string)' },
  { file: POST, path: 'stages', reason: '`stages` (array)' },
  { file: POST, path: 'thermal_bounds', reason: '`thermal_bounds` (array)' },
  { file: HPM, path: '$schema', reason: 'Top level: optional `$schema`' },
  { file: HPM, path: 'production_models', reason: '`production_models` (array)' },
  { file: HPM, path: 'fpha_plane_reduction', reason: 'optional `fpha_plane_reduction`' },
  { file: PENALTIES, path: '$schema', reason: 'Optional `$schema` (string or null)' },
  { file: PENALTIES, path: 'bus', reason: 'Required root fields: `bus`' },
  { file: PENALTIES, path: 'line', reason: '`line`' },
  { file: PENALTIES, path: 'hydro', reason: '`hydro`' },
  { file: PENALTIES, path: 'non_controllable_source', reason: '`non_controllable_source`' },
  { file: PRODUCTIVITY, path: 'reference_volume_hm3', reason: 'a `reference_volume_hm3` column in the productivity file is ignored' },
];

/**
 * Where the Required column and the description disagree, the doc follows the description.
 * nodes[].scenario_id: the column says No, the description "Required at a stage carrying a
 * slot-occupying external class, omitted where none" (XF-025).
 */
const REQUIRED_EXCEPTIONS: Readonly<Record<string, FieldDoc['required']>> = {
  'stages.json: policy_graph.nodes[].scenario_id': 'conditional',
};

describe('field docs cover the spec', () => {
  const tables = specTables();

  test('every table of spec part 2 has a target, and every target a table', () => {
    const unmatched = tables.filter((table) => !targetOf(table)).map((t) => `${t.heading} / ${t.label}`);
    assert.deepEqual(unmatched, [], 'map these spec tables to a file and parent');
    const unused = TABLE_TARGETS.filter((target) => !tables.some((table) => targetOf(table) === target)).map((t) => `${t.heading} / ${t.label ?? '*'}`);
    assert.deepEqual(unused, [], 'these targets match no spec table (did a heading change?)');
    assert.ok(tables.length >= 25, `only ${tables.length} tables parsed`);
  });

  test('every Name of every field table has a doc under the right file and parent', () => {
    const fields = specFields();
    assert.ok(fields.length > 150, `only ${fields.length} spec fields parsed`);
    const missing = fields.filter((f) => !findFieldDoc(f.file, f.path)).map((f) => `${f.file}: ${f.path} (${f.where})`);
    assert.deepEqual(missing, []);
  });

  test('the eight files document nothing beyond the spec tables and the prose fields', () => {
    for (const prose of PROSE_FIELDS) {
      assert.ok(specText.includes(prose.reason), `the spec no longer says ${prose.reason}`);
      assert.ok(findFieldDoc(prose.file, prose.path), `${prose.file}: ${prose.path} has no doc`);
    }
    const known = new Set([...specFields(), ...PROSE_FIELDS].map((f) => `${f.file}: ${f.path}`));
    const extra = fieldDocs.filter((doc) => EIGHT_FILES.includes(doc.file) && !known.has(`${doc.file}: ${doc.path}`)).map((d) => `${d.file}: ${d.path}`);
    assert.deepEqual(extra, []);
  });

  test('types, requirements, units and defaults agree with the spec columns', () => {
    const problems: string[] = [];
    for (const field of specFields()) {
      const doc = findFieldDoc(field.file, field.path)!;
      const { Type: type, Required: required, Units: unit, Default: fallback } = field.row;
      const specType = type!.replace(' (double)', '').replace(', not null', '').replace(', nullable', ' (nullable)');
      if (doc.type !== specType) problems.push(`${field.path}: type ${doc.type}, spec ${type}`);
      if (required !== undefined) {
        const expected = REQUIRED_EXCEPTIONS[`${field.file}: ${field.path}`] ?? (required === 'Yes' ? 'yes' : required === 'No' ? 'no' : 'conditional');
        if (doc.required !== expected) problems.push(`${field.path}: required ${doc.required}, spec ${required}`);
      }
      if (unit && doc.unit !== unit) problems.push(`${field.path}: unit ${doc.unit}, spec ${unit}`);
      if (fallback) {
        const plain = fallback.replace(/`/g, '');
        const ok = plain === 'null' ? doc.default !== undefined : doc.default?.includes(plain);
        if (!ok) problems.push(`${field.path}: default ${doc.default}, spec ${fallback}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('defaults, ranges and older names the spec and the decisions state', () => {
    const at = (file: string, path: string): FieldDoc => {
      const doc = findFieldDoc(file, path);
      assert.ok(doc, `${file}: ${path} has no doc`);
      return doc;
    };
    assert.equal(at(STAGES, 'stages[].risk_measure.cvar.alpha').range, '(0, 1]');
    assert.equal(at(STAGES, 'stages[].risk_measure.cvar.lambda').range, '[0, 1]');
    assert.equal(at(STAGES, 'season_definitions.seasons[].month_start').range, '1..12');
    assert.equal(at(STAGES, 'season_definitions.seasons[].day_start').default, '1');
    assert.equal(at(STAGES, 'season_definitions.seasons[].month_end').default, 'month_start');
    const dayEnd = at(STAGES, 'season_definitions.seasons[].day_end');
    assert.equal(dayEnd.default, '31');
    assert.match(dayEnd.range!, /inclusive/);
    assert.equal(at(STAGES, 'policy_graph.annual_discount_rate').range, '>= 0.0');
    assert.equal(at(STAGES, 'stages[].num_openings').range, '>= 1');
    assert.match(at(STAGES, 'stages[].num_openings').meaning, /num_scenarios/);
    assert.equal(at(PENALTIES, 'hydro.inflow_nonnegativity_cost').default, '1000.0');
    assert.equal(at(PENALTIES, 'hydro.evaporation_violation_pos_cost').default, 'evaporation_violation_cost');
    assert.equal(at(PENALTIES, 'hydro.water_withdrawal_violation_neg_cost').default, 'water_withdrawal_violation_cost');
    assert.equal(at(PENALTIES, 'hydro.storage_violation_below_cost').unit, '$/hm³');
    assert.equal(at(PENALTIES, 'hydro.spillage_cost').unit, '$/(m³/s·h)');
    assert.match(at(PENALTIES, 'hydro.turbined_cost').meaning, /fpha_turbined_cost/);
    assert.equal(at(HYPERPLANES, 'kappa').default, '1.0');
    assert.equal(at(HYPERPLANES, 'kappa').range, '(0, 1]');
    for (const choice of CHOICES) {
      const volumePoints = at(HPM, `${choice}.fpha_config.volume_discretization_points`);
      assert.equal(volumePoints.default, '5');
      assert.match(volumePoints.range!, /1 for the single-volume fit/);
      const maxPlanes = at(HPM, `${choice}.fpha_config.max_planes_per_hydro`);
      assert.equal(maxPlanes.default, '10');
      assert.match(maxPlanes.meaning, /does not trim/);
      assert.match(at(HPM, `${choice}.productivity_mw_per_m3s`).meaning, /productivity_override/);
      assert.equal(at(HPM, `${choice}.reference_volume.volume_hm3`).range, '> 0.0, finite');
    }
    assert.equal(at(HPM, 'fpha_plane_reduction.tolerance_deg').range, '[0.0, 90.0], finite');
  });

  test('the fields of the other files that the cross-file rules read are documented', () => {
    const expected: Array<[string, string]> = [
      ...['id', 'name', 'bus_id', 'downstream_id', 'reservoir.min_storage_hm3', 'reservoir.max_storage_hm3', 'generation.model']
        .concat(['generation.productivity_mw_per_m3s', 'generation.max_turbined_m3s', 'specific_productivity_mw_per_m3s_per_m'])
        .concat(['generation.specific_productivity_mw_per_m3s_per_m', 'tailrace', 'hydraulic_losses', 'evaporation.coefficients_mm'])
        .map((path): [string, string] => ['system/hydros.json', `hydros[].${path}`]),
      ...['id', 'name', 'anticipated_config.lead_stages'].map((path): [string, string] => ['system/thermals.json', `thermals[].${path}`]),
      ...['inflow', 'load', 'ncs'].map((name): [string, string] => ['config.json', `training.scenario_source.${name}.scheme`]),
      ['config.json', 'training.scenario_source.openings.source'],
      ['config.json', 'simulation.scenario_source'],
    ];
    const missing = expected.filter(([file, path]) => !findFieldDoc(file, path)).map(([file, path]) => `${file}: ${path}`);
    assert.deepEqual(missing, []);
    assert.deepEqual(findFieldDoc('config.json', 'training.scenario_source.inflow.scheme')?.values, ['in_sample', 'out_of_sample', 'external', 'historical']);
  });
});

// ---------------------------------------------------------------------------------------------
// The table's own consistency

describe('field docs are well formed', () => {
  test('every rule ID names a catalogued rule', () => {
    const unknown = fieldDocs.flatMap((doc) => doc.rules.filter((id) => !findRule(id)).map((id) => `${doc.file}: ${doc.path} → ${id}`));
    assert.deepEqual(unknown, []);
  });

  test('every field of the eight files names at least one rule', () => {
    const bare = fieldDocs.filter((doc) => EIGHT_FILES.includes(doc.file) && doc.rules.length === 0).map((d) => `${d.file}: ${d.path}`);
    assert.deepEqual(bare, []);
  });

  test('each (file, path) is documented once, and its parent object is documented', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const doc of fieldDocs) {
      const key = `${doc.file}: ${doc.path}`;
      if (seen.has(key)) problems.push(`duplicate ${key}`);
      seen.add(key);
      const lastDot = doc.path.lastIndexOf('.');
      const container = lastDot < 0 ? '' : doc.path.slice(0, lastDot).replace(/\[\]$/, '');
      if (container !== '') {
        const containerDoc = findFieldDoc(doc.file, container);
        if (!containerDoc) problems.push(`${key}: no doc for its container ${container}`);
        else if (!/object|array/.test(containerDoc.type)) problems.push(`${key}: container ${container} is a ${containerDoc.type}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('meanings, spec references, enumerations and conditions are filled in', () => {
    const problems: string[] = [];
    for (const doc of fieldDocs) {
      const key = `${doc.file}: ${doc.path}`;
      const sentences = doc.meaning.split(/(?<=[.!?])\s+(?=[A-Z"])/).length;
      if (!doc.meaning.endsWith('.') || sentences > 3) problems.push(`${key}: meaning is not 1-3 sentences`);
      if (!/^(§\d+(\.\d+)?(, §\d+(\.\d+)?)*(; rules\.md D\d+)?|rules\.md (D\d+|\(other case files\)))$/.test(doc.spec)) problems.push(`${key}: spec ${doc.spec}`);
      if (doc.required === 'conditional' && !doc.requiredWhen) problems.push(`${key}: conditional without requiredWhen`);
      if (doc.required !== 'conditional' && doc.requiredWhen) problems.push(`${key}: requiredWhen on a ${doc.required} field`);
      if (doc.valueDocs && JSON.stringify(Object.keys(doc.valueDocs)) !== JSON.stringify(doc.values)) problems.push(`${key}: valueDocs keys differ from values`);
      if (doc.default && doc.values && !doc.values.includes(doc.default)) problems.push(`${key}: default ${doc.default} not a value`);
      if (doc.snippet && !/array/.test(doc.type)) problems.push(`${key}: snippet on a ${doc.type}`);
      if (/\[\d+\]/.test(doc.path)) problems.push(`${key}: concrete index in a pattern`);
    }
    assert.deepEqual(problems, []);
  });
});

// ---------------------------------------------------------------------------------------------
// Lookups

describe('field doc lookups', () => {
  test('findFieldDoc normalises concrete indices', () => {
    const hours = findFieldDoc('stages.json', 'stages[3].blocks[0].hours');
    assert.ok(hours);
    assert.equal(hours.unit, 'h');
    assert.equal(hours.range, '> 0, finite');
    assert.ok(hours.rules.includes('STG-037'));
    assert.equal(findFieldDoc('stages.json', 'policy_graph.transitions[12].probability')?.path, 'policy_graph.transitions[].probability');
    assert.equal(findFieldDoc('stages.json', 'stages[].blocks[].hours'), hours);
    assert.equal(normalizeFieldPath('a[10].b[*].c[]'), 'a[].b[].c[]');
  });

  test('findFieldDoc answers Parquet columns, nested HPM objects and Windows-style names', () => {
    assert.equal(findFieldDoc(HYPERPLANES, 'gamma_s')?.range, '<= 0');
    assert.equal(findFieldDoc(HPM, 'production_models[2].seasons[0].fpha_config.fitting_window.volume_min_percentile')?.range, '[0.0, 1.0]');
    assert.ok(findFieldDoc(HPM, 'production_models[0].seasons[1].productivity_mw_per_m3s')?.rules.includes('HPM-034'));
    assert.ok(findFieldDoc(HPM, 'production_models[0].stage_ranges[1].productivity_mw_per_m3s')?.rules.includes('HPM-027'));
    assert.equal(findFieldDoc('system\\hydros.json', 'hydros[0].id')?.file, 'system/hydros.json');
  });

  test('findFieldDoc is undefined for unknown files, unknown keys and array elements', () => {
    assert.equal(findFieldDoc('stages.json', 'stages[0].num_scenarios'), undefined);
    assert.equal(findFieldDoc('stages.json', 'stages[0]'), undefined);
    assert.equal(findFieldDoc('nope.json', 'stages'), undefined);
    assert.equal(findFieldDoc('stages.json', ''), undefined);
  });

  test('childFieldDocs lists the direct keys of an object, required first', () => {
    const keys = (docs: FieldDoc[]): string[] => docs.map((doc) => doc.path.slice(doc.path.lastIndexOf('.') + 1));
    const stage = childFieldDocs('stages.json', 'stages[]');
    assert.deepEqual(keys(stage).slice(0, 5), ['id', 'start_date', 'end_date', 'blocks', 'num_openings']);
    assert.deepEqual(
      new Set(keys(stage)),
      new Set([
        'id',
        'start_date',
        'end_date',
        'blocks',
        'num_openings',
        'season_id',
        'block_mode',
        'state_variables',
        'risk_measure',
        'sampling_method',
        'annual_discount_rate_override',
      ]),
    );
    const rank = { yes: 0, conditional: 1, no: 2 };
    for (const [file, parent] of [
      ['stages.json', 'stages[4]'],
      ['stages.json', ''],
      ['penalties.json', 'hydro'],
      [HPM, 'production_models[]'],
      [HPM, 'fpha_plane_reduction'],
    ] as const) {
      const ranks = childFieldDocs(file, parent).map((doc) => rank[doc.required]);
      assert.deepEqual(ranks, [...ranks].sort(), `${file} ${parent}: required keys must come first`);
      assert.ok(ranks.length > 0);
    }
    assert.deepEqual(keys(childFieldDocs('stages.json', '')), ['policy_graph', 'stages', 'season_definitions', 'pre_study_stages', '$schema']);
    assert.deepEqual(keys(childFieldDocs('stages.json', 'stages[0].risk_measure')), ['cvar']);
    assert.deepEqual(keys(childFieldDocs(HPM, 'production_models[]')), ['hydro_id', 'selection_mode', 'stage_ranges', 'default_model', 'seasons']);
    assert.equal(childFieldDocs(TAILRACE, '').length, 11);
    assert.deepEqual(childFieldDocs('stages.json', 'stages[].blocks[].hours'), []);
  });

  test('documentedKeys lists the keys directly under an object in table order: the known keys of the checks', () => {
    assert.equal(keyUnder('stages[].blocks', 'stages[]'), 'blocks');
    assert.equal(keyUnder('stages[].blocks[].hours', 'stages[]'), undefined);
    assert.equal(keyUnder('stages[].blocks', 'stages[].blocks'), undefined);
    assert.equal(keyUnder('$schema', ''), '$schema');
    assert.equal(keyUnder('policy_graph.type', ''), undefined);
    const docs = fieldDocsOf(STAGES);
    assert.deepEqual(documentedKeys(docs, 'stages[].risk_measure.cvar'), ['alpha', 'lambda']);
    assert.deepEqual(documentedKeys(docs, ''), ['policy_graph', 'stages', 'season_definitions', 'pre_study_stages', '$schema']);
    assert.deepEqual(documentedKeys(fieldDocsOf(PENALTIES), 'bus.deficit_segments[]'), ['cost', 'depth_mw']);
    assert.deepEqual(documentedKeys(docs, 'stages[].blocks[].hours'), []);
    // The same keys completion offers under each object, whatever the order.
    for (const [file, parent] of [
      [STAGES, 'stages[]'],
      [POST, 'thermal_bounds[]'],
      [HPM, 'production_models[].seasons[]'],
      [PENALTIES, 'hydro'],
    ] as const) {
      const offered = childFieldDocs(file, parent).map((doc) => doc.path.slice(parent.length + 1));
      assert.deepEqual([...documentedKeys(fieldDocsOf(file), parent)].sort(), offered.sort(), `${file} ${parent}`);
    }
  });

  test('fieldDocsOf and fieldDocsOfRule', () => {
    assert.equal(fieldDocsOf(GEOMETRY).length, 4);
    assert.deepEqual(fieldDocsOf('nope.json'), []);
    assert.deepEqual(
      fieldDocsOfRule('STG-047').map((doc) => doc.path),
      ['stages[].risk_measure.cvar.alpha'],
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Snippets

describe('snippets', () => {
  const withSnippets = fieldDocs.filter((doc): doc is FieldDoc & { snippet: string } => doc.snippet !== undefined);

  test('the snippet parser accepts the grammar the table uses and rejects malformed bodies', () => {
    assert.deepEqual(parseSnippet('{ "a": ${1:2}, "b": "${2|x,y|}", "c": $3, "d": ${4}, "e": "\\$x" }'), {
      ok: true,
      text: '{ "a": 2, "b": "x", "c": , "d": , "e": "$x" }',
      tabstops: [1, 2, 3, 4],
    });
    assert.equal(snippetDefaultText('${1:a ${2:b} c}'), 'a b c');
    for (const bad of ['${1:open', '${x}', '"$schema"', '${1|a,b}', '${1|a,,b|}', '${1;x}', '${']) {
      const parsed = parseSnippet(bad);
      assert.equal(parsed.ok, false, `${bad} should be rejected`);
    }
    assert.equal(snippetDefaultText('${1:open'), undefined);
  });

  test('the arrays of entries the brief names carry a snippet', () => {
    for (const [file, path] of [
      [STAGES, 'stages'],
      [STAGES, 'stages[].blocks'],
      [STAGES, 'season_definitions.seasons'],
      [HPM, 'production_models'],
      [HPM, 'production_models[].stage_ranges'],
      [HPM, 'production_models[].seasons'],
      [POST, 'thermal_bounds'],
    ] as const) {
      assert.ok(findFieldDoc(file, path)?.snippet, `${file}: ${path} has no snippet`);
    }
  });

  test('every snippet is well formed, valid JSON with its defaults, and uses documented keys', () => {
    assert.ok(withSnippets.length >= 10);
    for (const doc of withSnippets) {
      const parsed = parseSnippet(doc.snippet);
      assert.ok(parsed.ok, `${doc.path}: ${parsed.ok ? '' : parsed.error}`);
      const tabstops = [...new Set(parsed.tabstops)].sort((a, b) => a - b);
      assert.deepEqual(
        tabstops,
        tabstops.map((_, k) => k + 1),
        `${doc.path}: tabstops are not 1..n`,
      );
      const entry: unknown = JSON.parse(parsed.text);
      assert.ok(entry && typeof entry === 'object' && !Array.isArray(entry), `${doc.path}: an entry must be an object`);
      const problems = undocumentedKeys(doc.file, `${doc.path}[]`, entry as Record<string, unknown>);
      assert.deepEqual(problems, [], doc.path);
      const required = childFieldDocs(doc.file, `${doc.path}[]`).filter((child) => child.required === 'yes');
      for (const child of required) assert.ok(child.path.split('.').pop()! in (entry as object), `${doc.path}: snippet lacks required ${child.path}`);
    }
  });

  test('every snippet entry passes the single-file rules of its file', async () => {
    for (const doc of withSnippets) {
      const place = SNIPPET_PLACES[`${doc.file}: ${doc.path}`];
      assert.ok(place, `no test case for the snippet of ${doc.file}: ${doc.path}`);
      const entry = JSON.parse(snippetDefaultText(doc.snippet)!);
      const files = place.base();
      setAtPattern(files[doc.file] as Record<string, unknown>, doc.path, [entry]);
      const result = await validateFiles(files);
      const own = result.diagnostics.filter((d) => d.file === doc.file && !d.code.startsWith('XF-') && d.code !== 'CASE-002');
      assert.deepEqual(
        own.map((d) => `${d.code} ${d.location.kind === 'json' ? d.location.path : ''}: ${d.message}`),
        [],
        `${doc.file}: ${doc.path}`,
      );
    }
  });
});

/** Keys of a snippet entry (recursively) that have no doc under `pattern`. */
function undocumentedKeys(file: string, pattern: string, value: Record<string, unknown>): string[] {
  return Object.entries(value).flatMap(([key, child]) => {
    const path = `${pattern}.${key}`;
    if (!findFieldDoc(file, path)) return [`${file}: ${path}`];
    // An array of arrays (a correlation matrix) holds numbers, not keyed entries.
    if (Array.isArray(child))
      return child.flatMap((item) => (item && typeof item === 'object' && !Array.isArray(item) ? undocumentedKeys(file, `${path}[]`, item as Record<string, unknown>) : []));
    return child && typeof child === 'object' ? undocumentedKeys(file, path, child as Record<string, unknown>) : [];
  });
}

/** Sets `value` at an array pattern, taking the first element for each `[]` on the way. */
function setAtPattern(root: Record<string, unknown>, pattern: string, value: unknown): void {
  const segments = pattern.split('.');
  let node: Record<string, unknown> = root;
  for (const segment of segments.slice(0, -1)) {
    const key = segment.replace(/\[\]$/, '');
    const next = node[key];
    node = (segment.endsWith('[]') ? (next as unknown[])[0] : next) as Record<string, unknown>;
  }
  node[segments.at(-1)!] = value;
}

/** A one-stage chain: no transitions to dangle when the stage list or nodes are replaced. */
function oneStage(): any {
  const stages = validStages();
  stages.stages = stages.stages.slice(0, 1);
  stages.policy_graph.transitions = [];
  return stages;
}

function withFile(file: string, content: object): () => CaseFiles {
  return () => ({ ...validCase(), [file]: content });
}

/** For each snippet: a valid case the entry is placed in, as the only element of its array. */
const SNIPPET_PLACES: Record<string, { base: () => CaseFiles }> = {
  'stages.json: stages': { base: () => withFile(STAGES, oneStage())() },
  'stages.json: stages[].blocks': { base: () => withFile(STAGES, validStages())() },
  'stages.json: policy_graph.nodes': { base: () => withFile(STAGES, oneStage())() },
  'stages.json: policy_graph.transitions': { base: () => withFile(STAGES, validStages())() },
  'stages.json: pre_study_stages': { base: () => withFile(STAGES, validStages())() },
  'stages.json: season_definitions.seasons': { base: () => withFile(STAGES, { ...validStages(), season_definitions: { cycle_type: 'custom', seasons: [] } })() },
  'post_study_stages.json: stages': { base: () => withFile(POST, { stages: [], thermal_bounds: [] })() },
  'post_study_stages.json: thermal_bounds': { base: () => withFile(POST, { stages: [{ start_date: '2024-04-01', duration_hours: 720 }], thermal_bounds: [] })() },
  'penalties.json: bus.deficit_segments': { base: () => withFile(PENALTIES, validPenalties())() },
  // The system/ registries (decision D31): each list starts empty, a bus's own curve too.
  'system/buses.json: buses': { base: () => withFile('system/buses.json', { buses: [] })() },
  'system/buses.json: buses[].deficit_segments': { base: () => withFile('system/buses.json', { buses: [{ id: 0, name: 'B0', deficit_segments: [] }] })() },
  'system/lines.json: lines': { base: () => withFile('system/lines.json', { lines: [] })() },
  'system/thermals.json: thermals': { base: () => withFile('system/thermals.json', { thermals: [] })() },
  'system/non_controllable_sources.json: non_controllable_sources': { base: () => withFile('system/non_controllable_sources.json', { non_controllable_sources: [] })() },
  'system/hydro_production_models.json: production_models': { base: () => withFile(HPM, { production_models: [] })() },
  'system/hydro_production_models.json: production_models[].stage_ranges': {
    base: () => withFile(HPM, { production_models: [{ hydro_id: 0, selection_mode: 'stage_ranges', stage_ranges: [] }] })(),
  },
  'system/hydro_production_models.json: production_models[].seasons': {
    base: () => withFile(HPM, { production_models: [{ hydro_id: 0, selection_mode: 'seasonal', default_model: 'constant_productivity', seasons: [] }] })(),
  },
  'config.json: training.stopping_rules': { base: () => validCase() },
  'initial_conditions.json: storage': { base: () => validCase() },
  'initial_conditions.json: filling_storage': { base: () => validCase() },
  'initial_conditions.json: past_inflows': { base: () => validCase() },
  'initial_conditions.json: recent_observations': { base: () => validCase() },
  // The scenarios/ JSON files (decision D31): a profile is keyed `*` here, the name its pattern gives it.
  'scenarios/correlation.json: schedule': { base: () => ({ ...withPlants(), [CORRELATION]: { ...correlationFile(), schedule: [] } }) },
  'scenarios/correlation.json: profiles.*.correlation_groups': {
    base: () => ({ ...withPlants(), [CORRELATION]: { method: 'spectral', profiles: { '*': { correlation_groups: [] } } } }),
  },
  'scenarios/correlation.json: profiles.*.correlation_groups[].entities': {
    base: () => ({ ...withPlants(), [CORRELATION]: { method: 'spectral', profiles: { '*': { correlation_groups: [{ name: 'g', entities: [], matrix: [[1.0]] }] } } } }),
  },
  'scenarios/load_factors.json: load_factors': { base: () => withFile(LOAD_FACTORS, { load_factors: [] })() },
  'scenarios/load_factors.json: load_factors[].block_factors': { base: () => withFile(LOAD_FACTORS, { load_factors: [{ bus_id: 0, stage_id: 0, block_factors: [] }] })() },
  'scenarios/non_controllable_factors.json: non_controllable_factors': { base: () => ({ ...withSource(), [NCS_FACTORS]: { non_controllable_factors: [] } }) },
  'scenarios/non_controllable_factors.json: non_controllable_factors[].block_factors': {
    base: () => ({ ...withSource(), [NCS_FACTORS]: { non_controllable_factors: [{ ncs_id: 0, stage_id: 0, block_factors: [] }] } }),
  },
  // constraints/ (decision D31): the snippets name plant 0 and line 0, which the base declares.
  'constraints/generic_constraints.json: constraints': {
    base: () => ({ ...validCase(), 'system/hydros.json': { hydros: [validPlant(0)] }, 'constraints/generic_constraints.json': { constraints: [] } }),
  },
  'constraints/exchange_factors.json: exchange_factors': {
    base: () => ({ ...validCase(), 'system/lines.json': { lines: [line(0)] }, 'constraints/exchange_factors.json': { exchange_factors: [] } }),
  },
  'constraints/exchange_factors.json: exchange_factors[].block_factors': {
    base: () => ({
      ...validCase(),
      'system/lines.json': { lines: [line(0)] },
      'constraints/exchange_factors.json': { exchange_factors: [{ line_id: 0, stage_id: 0, block_factors: [] }] },
    }),
  },
};

function withPlants(): CaseFiles {
  return { ...validCase(), [HYDROS_FILE]: { hydros: [fullHydro(0), fullHydro(1)] } };
}

function withSource(): CaseFiles {
  return { ...validCase(), [NCS]: { non_controllable_sources: [ncsSource(0)] } };
}
