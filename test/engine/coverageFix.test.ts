// The REF-102 fix that rewrites scenarios/inflow_seasonal_stats.parquet (a command the planner
// confirms, never a text edit): the rows it adds, the rows and schema it keeps, and the case
// validated again without the coverage gap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import * as parquetWasm from 'parquet-wasm/node';
import { expectDiagnostic, expectNoDiagnostic, renderDiagnostics } from '../support/assertions';
import { parquetBytes } from '../support/parquet';
import { examplesDir } from '../support/cli';
import { exampleTableRows, validateMutatedExample } from '../support/exampleTables';
import { validateCase } from '../../shared/engine/validate';
import { appendRows } from '../../shared/core/parquet/rewrite';
import { tableProblems } from '../../shared/views/tablePages';
import { tableIdFixes, tableIdTitle } from '../../shared/crossFile/checks/plants/tableIdFix';
import { replaceTableId } from '../../shared/crossFile/checks/plants/replaceTableId';
import { coverageRowsFix, coverageRowsTitle } from '../../shared/crossFile/checks/scenarios/coverageFix';
import { addCoverageRows } from '../../shared/crossFile/checks/scenarios/addCoverageRows';

const FILE = 'scenarios/inflow_seasonal_stats.parquet';
const D03 = 'deterministic/d03-two-hydro-cascade';
const COLUMNS = ['hydro_id', 'stage_id', 'mean_m3s', 'std_m3s'];

function readTable(bytes: Uint8Array) {
  return tableFromIPC(parquetWasm.readParquet(bytes).intoIPCStream());
}

/** Name, type and nullability of each column. */
function schemaOf(bytes: Uint8Array): string[] {
  return readTable(bytes).schema.fields.map((field) => `${field.name}:${String(field.type)}:${field.nullable}`);
}

function rowsOf(bytes: Uint8Array): Array<Record<string, unknown>> {
  return readTable(bytes)
    .toArray()
    .map((row: { toJSON(): Record<string, unknown> }) => ({ ...row.toJSON() }));
}

test('REF-102 fix: the plant without rows gets the named plant statistics for every missing stage; the case validates again without REF-102', async () => {
  // d03 with every row of its second plant removed: REF-102 names plant 0 to copy.
  const original = await exampleTableRows(D03, FILE, COLUMNS);
  const kept = original.filter((row) => row.hydro_id !== 1);
  const table = parquetBytes(COLUMNS.map((name) => ({ name, type: name.endsWith('_id') ? ('Int32' as const) : ('Float64' as const), values: kept.map((row) => row[name]!) })));
  const before = await validateMutatedExample(D03, { [FILE]: table });
  const gap = expectDiagnostic(before, { code: 'REF-102', file: FILE, message: /^hydro 1 has no inflow statistics for study stages 0-2/ });
  const fix = coverageRowsFix(gap.code, gap.data);
  assert.deepEqual(fix, { hydroId: 1, copyFromHydroId: 0, stageIds: [0, 1, 2] });
  assert.match(coverageRowsTitle(fix!), /^Add the missing inflow statistics rows for hydro 1, copying hydro 0's \(rewrites scenarios\/inflow_seasonal_stats\.parquet\)$/);

  // The table view offers the same fix on the problem (a button that asks before it writes).
  const problem = tableProblems(before.diagnostics, FILE).find((p) => p.code === 'REF-102');
  assert.deepEqual(problem?.fix, { ...fix, title: coverageRowsTitle(fix!) });
  assert.ok(
    tableProblems(before.diagnostics, FILE)
      .filter((p) => p.code !== 'REF-102')
      .every((p) => p.fix === undefined),
  );

  const outcome = await addCoverageRows(before.caseDir, fix!);
  assert.deepEqual(outcome, { file: FILE, added: [0, 1, 2], notCopied: [] });
  const written = readFileSync(join(before.caseDir, FILE));
  assert.deepEqual(schemaOf(written), schemaOf(table), 'the schema is kept');
  const rows = rowsOf(written);
  assert.deepEqual(rows.slice(0, kept.length), rowsOf(table), 'every row the table held is kept, in order');
  assert.deepEqual(
    rows.slice(kept.length),
    kept.filter((row) => row.hydro_id === 0).map((row) => ({ ...row, hydro_id: 1 })),
  );

  const after = await validateCase(before.caseDir);
  expectNoDiagnostic(after, 'REF-102');
  // The same problems otherwise (the copied rows carry the copied plant's hints: SCN-006 now counts 6 rows).
  const known = (d: { code: string; file: string; severity: string }) => `${d.code} ${d.file} ${d.severity}`;
  const beforeOthers = before.diagnostics.filter((d) => d.code !== 'REF-102').map(known);
  assert.deepEqual(after.diagnostics.map(known), beforeOthers, renderDiagnostics(after.diagnostics));

  // Applied twice (a second click on a stale problem): nothing is added, nothing is written.
  assert.deepEqual(await addCoverageRows(before.caseDir, fix!), { file: FILE, added: [], notCopied: [0, 1, 2] });
  assert.deepEqual(readFileSync(join(before.caseDir, FILE)), written);
});

test('REF-102 fix near miss: a stage the named plant has no row for is not invented; other REF-102 data (a plant with some rows) gives no fix', async () => {
  const partial = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: [0, 0] },
    { name: 'stage_id', type: 'Int32', values: [0, 2] },
    { name: 'mean_m3s', type: 'Float64', values: [10, 12] },
    { name: 'std_m3s', type: 'Float64', values: [1, 2] },
  ]);
  const before = await validateMutatedExample(D03, { [FILE]: partial });
  const gap = expectDiagnostic(before, { code: 'REF-102', message: /^hydro 1 has no inflow statistics for study stages 0-2/ });
  const outcome = await addCoverageRows(before.caseDir, coverageRowsFix(gap.code, gap.data)!);
  assert.deepEqual(outcome, { file: FILE, added: [0, 2], notCopied: [1] });
  const after = await validateCase(before.caseDir);
  expectDiagnostic(after, { code: 'REF-102', message: /^hydro 1 has no inflow statistics for study stage 1:/ });
  // Plant 0 lacks stage 1 and has rows: the problem names no plant to copy, so there is no fix.
  const own = expectDiagnostic(after, { code: 'REF-102', message: /^hydro 0 / });
  assert.equal(coverageRowsFix(own.code, own.data), undefined);
  assert.equal(coverageRowsFix('REF-101', { hydroId: 1, copyFromHydroId: 0, stageIds: [0] }), undefined);
});

test("appendRows keeps a real table's schema and rows byte-for-value (the loader's own 1dtoy statistics)", async () => {
  const bytes = readFileSync(join(examplesDir, '1dtoy', FILE));
  const { bytes: written, kept, added } = await appendRows(bytes, (rows) => [{ ...rows[0]!, stage_id: 999 }]);
  assert.equal(added, 1);
  assert.equal(kept, rowsOf(bytes).length);
  assert.deepEqual(schemaOf(written), schemaOf(bytes));
  assert.deepEqual(readTable(written).schema.metadata, readTable(bytes).schema.metadata);
  const rows = rowsOf(written);
  assert.deepEqual(rows.slice(0, kept), rowsOf(bytes));
  assert.deepEqual(rows[kept], { ...rowsOf(bytes)[0], stage_id: 999 });
  const untouched = await appendRows(bytes, () => []);
  assert.equal(untouched.bytes, bytes, 'no row to add: the bytes are returned as they are');
});

test('XF-002 table fix: every row of the dangling hydro_id gets the plant it may have meant; the case validates as the example does', async () => {
  const D08 = 'deterministic/d08-evaporation';
  const GEOMETRY = 'system/hydro_geometry.parquet';
  const columns = ['hydro_id', 'volume_hm3', 'height_m', 'area_km2'];
  const original = await exampleTableRows(D08, GEOMETRY, columns);
  const typo = parquetBytes(
    columns.map((name) => ({ name, type: name === 'hydro_id' ? ('Int32' as const) : ('Float64' as const), values: original.map((row) => (name === 'hydro_id' ? 5 : row[name]!)) })),
  );
  const pristine = await validateMutatedExample(D08, {});
  const before = await validateMutatedExample(D08, { [GEOMETRY]: typo });
  const dangling = expectDiagnostic(before, { code: 'XF-002', file: GEOMETRY, column: 'hydro_id', message: 'hydro_id 5 names no plant' });
  const fixes = tableIdFixes(dangling.code, dangling.file, dangling.data);
  assert.deepEqual(fixes, [{ file: GEOMETRY, column: 'hydro_id', from: 5, to: 0 }]);
  assert.equal(tableIdTitle(fixes[0]!), 'Change hydro_id 5 to 0 in every row (rewrites system/hydro_geometry.parquet)');
  assert.deepEqual(tableProblems(before.diagnostics, GEOMETRY).find((p) => p.code === 'XF-002')?.idFixes, [{ ...fixes[0]!, title: tableIdTitle(fixes[0]!) }]);

  assert.deepEqual(await replaceTableId(before.caseDir, fixes[0]!), { file: GEOMETRY, changed: original.length });
  const written = readFileSync(join(before.caseDir, GEOMETRY));
  assert.deepEqual(schemaOf(written), schemaOf(typo));
  assert.deepEqual(
    rowsOf(written),
    rowsOf(typo).map((row) => ({ ...row, hydro_id: 0 })),
  );
  const after = await validateCase(before.caseDir);
  const codes = (result: { diagnostics: Array<{ code: string; file: string }> }) => result.diagnostics.map((d) => `${d.code} ${d.file}`).sort();
  assert.deepEqual(codes(after), codes(pristine), renderDiagnostics(after.diagnostics));
  // Applied again: the id is gone, nothing is written; a file outside the case tables is refused.
  assert.deepEqual(await replaceTableId(before.caseDir, fixes[0]!), { file: GEOMETRY, changed: 0 });
  await assert.rejects(replaceTableId(before.caseDir, { ...fixes[0]!, file: '../elsewhere.parquet' }), /not a case table/);
});
