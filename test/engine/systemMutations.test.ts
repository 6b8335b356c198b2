// Mutations of Cobre's real example cases that the Cobre loader rejects (decision D31), each reported
// at the file and field the loader names, under the catalogue's severity. Each row copies one real
// case, bends one system/ file as a planner might, and checks that the unbent case does not raise
// the rule there (so the row can fail) and that the bent one does, at that place.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateCase } from '../../shared/engine/validate';
import { ruleSeverity, type RuleId } from '../../shared/rules';
import { examplesDir } from '../support/cli';
import type { Diagnostic } from '../../shared/core/diagnostics';

const BUSES = 'system/buses.json';
const LINES = 'system/lines.json';
const HYDROS = 'system/hydros.json';
const THERMALS = 'system/thermals.json';
const NCS = 'system/non_controllable_sources.json';
const PUMPING = 'system/pumping_stations.json';
const CONTRACTS = 'system/energy_contracts.json';

const D01 = 'deterministic/d01-thermal-dispatch';
const D03 = 'deterministic/d03-two-hydro-cascade';
const D04 = 'deterministic/d04-transmission';
const D07 = 'deterministic/d07-fpha-computed';
const D08 = 'deterministic/d08-evaporation';
const D15 = 'deterministic/d15-non-controllable-source';
const D19 = 'deterministic/d19-multi-hydro-par';

interface Mutation {
  name: string;
  example: string;
  file: string;
  /** Bends the file's JSON in place (what it returns is ignored)... */
  bend?: (json: any) => unknown;
  /** ...or gives the file's whole new content (for a file the example lacks). */
  replace?: (json: any) => unknown;
  code: RuleId;
  /** The JSON path of the diagnostic (`thermals[0].bus_id`). */
  path: string;
  /** Text the message must hold. */
  says?: string;
}

/** A valid pumping station between plants 0 and 1 of d03, drawing from bus 0. */
const station = () => ({ id: 0, name: 'P0', bus_id: 0, source_hydro_id: 1, destination_hydro_id: 0, consumption_mw_per_m3s: 0.4, flow: { min_m3s: 0.0, max_m3s: 10.0 } });
const contract = () => ({ id: 0, name: 'C0', bus_id: 0, type: 'import', price_per_mwh: 60.0, limits: { min_mw: 0.0, max_mw: 10.0 } });
const twelve = (value: number) => Array.from({ length: 12 }, () => value);

const mutations: Mutation[] = [
  // buses.json
  { name: 'a bus id "zero"', example: D01, file: BUSES, bend: (j) => (j.buses[0].id = 'zero'), code: 'BUS-010', path: 'buses[0].id', says: 'got "zero"' },
  { name: 'a bus id 1.5', example: D04, file: BUSES, bend: (j) => (j.buses[1].id = 1.5), code: 'BUS-010', path: 'buses[1].id' },
  { name: 'a bus id past 32 bits', example: D04, file: BUSES, bend: (j) => (j.buses[1].id = 3000000000), code: 'BUS-010', path: 'buses[1].id' },
  { name: 'two buses with id 0', example: D04, file: BUSES, bend: (j) => (j.buses[1].id = 0), code: 'BUS-011', path: 'buses[1].id', says: 'first declared at buses[0]' },
  { name: 'a bus without a name', example: D04, file: BUSES, bend: (j) => delete j.buses[0].name, code: 'BUS-012', path: 'buses[0]' },
  { name: 'buses as an object', example: D01, file: BUSES, bend: (j) => (j.buses = { B0: j.buses[0] }), code: 'BUS-001', path: 'buses' },
  { name: 'an empty deficit curve', example: D04, file: BUSES, bend: (j) => (j.buses[0].deficit_segments = []), code: 'BUS-020', path: 'buses[0].deficit_segments' },
  { name: 'a zero deficit cost', example: D04, file: BUSES, bend: (j) => (j.buses[0].deficit_segments[0].cost = 0), code: 'BUS-021', path: 'buses[0].deficit_segments[0].cost' },
  {
    name: 'a capped last deficit segment',
    example: D04,
    file: BUSES,
    bend: (j) => (j.buses[0].deficit_segments[0].depth_mw = 50.0),
    code: 'BUS-023',
    path: 'buses[0].deficit_segments[0].depth_mw',
  },
  {
    name: 'a cheaper second deficit segment',
    example: D04,
    file: BUSES,
    bend: (j) =>
      (j.buses[1].deficit_segments = [
        { depth_mw: 10.0, cost: 2000.0 },
        { depth_mw: null, cost: 1500.0 },
      ]),
    code: 'BUS-024',
    path: 'buses[1].deficit_segments[1].cost',
  },
  // lines.json
  {
    name: 'a line to a bus that does not exist',
    example: D04,
    file: LINES,
    bend: (j) => (j.lines[0].target_bus_id = 7),
    code: 'REF-002',
    path: 'lines[0].target_bus_id',
    says: 'names no bus',
  },
  { name: 'a line from a bus that does not exist', example: D04, file: LINES, bend: (j) => (j.lines[0].source_bus_id = -1), code: 'REF-002', path: 'lines[0].source_bus_id' },
  { name: 'a negative direct capacity', example: D04, file: LINES, bend: (j) => (j.lines[0].capacity.direct_mw = -15.0), code: 'LIN-021', path: 'lines[0].capacity.direct_mw' },
  { name: 'a line without capacity', example: D04, file: LINES, bend: (j) => delete j.lines[0].capacity, code: 'LIN-020', path: 'lines[0]' },
  { name: 'negative losses', example: D04, file: LINES, bend: (j) => (j.lines[0].losses_percent = -2.0), code: 'LIN-023', path: 'lines[0].losses_percent' },
  { name: 'null losses', example: D04, file: LINES, bend: (j) => (j.lines[0].losses_percent = null), code: 'LIN-023', path: 'lines[0].losses_percent' },
  { name: 'two lines with id 0', example: D04, file: LINES, bend: (j) => j.lines.push({ ...j.lines[0] }), code: 'LIN-011', path: 'lines[1].id' },
  {
    name: 'a line that leaves before it enters',
    example: D04,
    file: LINES,
    bend: (j) => Object.assign(j.lines[0], { entry_stage_id: 4, exit_stage_id: 4 }),
    code: 'LIN-015',
    path: 'lines[0].exit_stage_id',
  },
  { name: 'a line endpoint as a string', example: D04, file: LINES, bend: (j) => (j.lines[0].source_bus_id = 'B0'), code: 'LIN-013', path: 'lines[0].source_bus_id' },
  // thermals.json
  {
    name: 'a thermal on a bus that does not exist',
    example: D01,
    file: THERMALS,
    bend: (j) => (j.thermals[1].bus_id = 3),
    code: 'REF-001',
    path: 'thermals[1].bus_id',
    says: 'bus_id 3 of thermal 1 names no bus',
  },
  { name: 'a negative thermal cost', example: D01, file: THERMALS, bend: (j) => (j.thermals[0].cost_per_mwh = -5.0), code: 'THM-020', path: 'thermals[0].cost_per_mwh' },
  {
    name: 'the older cost segments',
    example: D01,
    file: THERMALS,
    bend: (j) => (j.thermals[0].cost_per_mwh = [{ capacity_mw: 15.0, cost: 5.0 }]),
    code: 'THM-020',
    path: 'thermals[0].cost_per_mwh',
  },
  {
    name: 'max_mw below min_mw',
    example: D01,
    file: THERMALS,
    bend: (j) => (j.thermals[0].generation = { min_mw: 10.0, max_mw: 5.0 }),
    code: 'THM-023',
    path: 'thermals[0].generation.max_mw',
  },
  { name: 'a negative min_mw', example: D01, file: THERMALS, bend: (j) => (j.thermals[1].generation.min_mw = -1.0), code: 'THM-022', path: 'thermals[1].generation.min_mw' },
  { name: 'a thermal without generation', example: D01, file: THERMALS, bend: (j) => delete j.thermals[1].generation, code: 'THM-021', path: 'thermals[1]' },
  { name: 'a thermal id as a string', example: D01, file: THERMALS, bend: (j) => (j.thermals[0].id = '0'), code: 'THM-010', path: 'thermals[0].id' },
  { name: 'a gnl_config without lag_stages', example: D01, file: THERMALS, bend: (j) => (j.thermals[0].gnl_config = { lag: 1 }), code: 'THM-024', path: 'thermals[0].gnl_config' },
  { name: 'thermals missing from the root', example: D01, file: THERMALS, replace: (j) => ({ $schema: j.$schema, plants: j.thermals }), code: 'THM-001', path: '' },
  // hydros.json
  {
    name: 'a cascade cycle',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[1].downstream_id = 0),
    code: 'HYD-062',
    path: 'hydros[0].downstream_id',
    says: 'H0 (0) → H1 (1) → H0 (0)',
  },
  {
    name: 'a plant flowing into itself',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[1].downstream_id = 1),
    code: 'HYD-062',
    path: 'hydros[1].downstream_id',
    says: 'H1 (1) → H1 (1)',
  },
  {
    name: 'min storage above max storage',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[0].reservoir.min_storage_hm3 = 500.0),
    code: 'HYD-022',
    path: 'hydros[0].reservoir.max_storage_hm3',
    says: 'must be >= min_storage_hm3 (500)',
  },
  {
    name: 'a negative max storage',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[1].reservoir.max_storage_hm3 = -1.0),
    code: 'HYD-021',
    path: 'hydros[1].reservoir.max_storage_hm3',
  },
  { name: 'a downstream plant that does not exist', example: D03, file: HYDROS, bend: (j) => (j.hydros[0].downstream_id = 9), code: 'HYD-060', path: 'hydros[0].downstream_id' },
  { name: 'a plant on a bus that does not exist', example: D03, file: HYDROS, bend: (j) => (j.hydros[1].bus_id = 4), code: 'REF-001', path: 'hydros[1].bus_id' },
  {
    name: 'an unknown generation model',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[0].generation.model = 'linearised_head'),
    code: 'HYD-040',
    path: 'hydros[0].generation.model',
    says: 'did you mean',
  },
  {
    name: 'max turbined below min turbined',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[0].generation.min_turbined_m3s = 40.0),
    code: 'HYD-042',
    path: 'hydros[0].generation.max_turbined_m3s',
  },
  {
    name: 'max generation below min generation',
    example: D19,
    file: HYDROS,
    bend: (j) => (j.hydros[0].generation.min_generation_mw = 1e6),
    code: 'HYD-043',
    path: 'hydros[0].generation.max_generation_mw',
  },
  {
    name: 'a negative min outflow',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[0].outflow.min_outflow_m3s = -1.0),
    code: 'HYD-031',
    path: 'hydros[0].outflow.min_outflow_m3s',
  },
  {
    name: 'min outflow above max outflow',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[0].outflow.min_outflow_m3s = 100.0),
    code: 'HYD-032',
    path: 'hydros[0].outflow.max_outflow_m3s',
  },
  { name: 'a plant without outflow', example: D03, file: HYDROS, bend: (j) => delete j.hydros[1].outflow, code: 'HYD-030', path: 'hydros[1]' },
  {
    name: 'eleven evaporation coefficients',
    example: D08,
    file: HYDROS,
    bend: (j) => j.hydros[0].evaporation.coefficients_mm.pop(),
    code: 'HYD-053',
    path: 'hydros[0].evaporation.coefficients_mm',
  },
  {
    name: 'a reference volume above the reservoir',
    example: D08,
    file: HYDROS,
    bend: (j) => (j.hydros[0].evaporation.reference_volumes_hm3 = twelve(j.hydros[0].reservoir.max_storage_hm3 + 1)),
    code: 'HYD-054',
    path: 'hydros[0].evaporation.reference_volumes_hm3[0]',
  },
  { name: 'an unknown tailrace type', example: D07, file: HYDROS, bend: (j) => (j.hydros[0].tailrace.type = 'poly'), code: 'HYD-050', path: 'hydros[0].tailrace.type' },
  {
    name: 'a factor loss without its value',
    example: D07,
    file: HYDROS,
    bend: (j) => delete j.hydros[0].hydraulic_losses.value,
    code: 'HYD-051',
    path: 'hydros[0].hydraulic_losses',
  },
  { name: 'an unknown efficiency type', example: D07, file: HYDROS, bend: (j) => (j.hydros[0].efficiency.type = 'table'), code: 'HYD-052', path: 'hydros[0].efficiency.type' },
  {
    name: 'a diversion to a plant that does not exist',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[0].diversion = { downstream_id: 5, max_flow_m3s: 3.0 }),
    code: 'HYD-061',
    path: 'hydros[0].diversion.downstream_id',
  },
  {
    name: 'a filling outside the study',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[0].filling = { start_stage_id: 999 }),
    code: 'REF-004',
    path: 'hydros[0].filling.start_stage_id',
  },
  {
    name: 'a plant penalty as a string',
    example: D03,
    file: HYDROS,
    bend: (j) => (j.hydros[0].penalties = { spillage_cost: 'high' }),
    code: 'HYD-057',
    path: 'hydros[0].penalties.spillage_cost',
  },
  {
    name: 'a hydro entering after it leaves',
    example: D03,
    file: HYDROS,
    bend: (j) => Object.assign(j.hydros[0], { entry_stage_id: 3, exit_stage_id: 1 }),
    code: 'HYD-016',
    path: 'hydros[0].exit_stage_id',
  },
  // non_controllable_sources.json
  {
    name: 'a source on a bus that does not exist',
    example: D15,
    file: NCS,
    bend: (j) => (j.non_controllable_sources[0].bus_id = 2),
    code: 'REF-001',
    path: 'non_controllable_sources[0].bus_id',
  },
  {
    name: 'a negative source capacity',
    example: D15,
    file: NCS,
    bend: (j) => (j.non_controllable_sources[0].max_generation_mw = -100.0),
    code: 'NCS-020',
    path: 'non_controllable_sources[0].max_generation_mw',
  },
  {
    name: 'two sources with id 0',
    example: D15,
    file: NCS,
    bend: (j) => j.non_controllable_sources.push({ ...j.non_controllable_sources[0] }),
    code: 'NCS-011',
    path: 'non_controllable_sources[1].id',
  },
  {
    name: 'a curtailment cost as a string',
    example: D15,
    file: NCS,
    bend: (j) => (j.non_controllable_sources[0].curtailment_cost = 'none'),
    code: 'NCS-021',
    path: 'non_controllable_sources[0].curtailment_cost',
  },
  // pumping_stations.json (added to d03, whose plants it names)
  {
    name: 'a station pumping into a plant that does not exist',
    example: D03,
    file: PUMPING,
    replace: () => ({ pumping_stations: [{ ...station(), destination_hydro_id: 8 }] }),
    code: 'REF-003',
    path: 'pumping_stations[0].destination_hydro_id',
  },
  {
    name: 'a station on a bus that does not exist',
    example: D03,
    file: PUMPING,
    replace: () => ({ pumping_stations: [{ ...station(), bus_id: 8 }] }),
    code: 'REF-001',
    path: 'pumping_stations[0].bus_id',
  },
  {
    name: 'a station with max flow below min',
    example: D03,
    file: PUMPING,
    replace: () => ({ pumping_stations: [{ ...station(), flow: { min_m3s: 5.0, max_m3s: 1.0 } }] }),
    code: 'PMP-022',
    path: 'pumping_stations[0].flow.max_m3s',
  },
  {
    name: 'a negative consumption',
    example: D03,
    file: PUMPING,
    replace: () => ({ pumping_stations: [{ ...station(), consumption_mw_per_m3s: -0.4 }] }),
    code: 'PMP-020',
    path: 'pumping_stations[0].consumption_mw_per_m3s',
  },
  // energy_contracts.json (added to d01)
  { name: 'a contract of type "buy"', example: D01, file: CONTRACTS, replace: () => ({ contracts: [{ ...contract(), type: 'buy' }] }), code: 'CTR-014', path: 'contracts[0].type' },
  {
    name: 'a contract with max below min',
    example: D01,
    file: CONTRACTS,
    replace: () => ({ contracts: [{ ...contract(), limits: { min_mw: 10.0, max_mw: 5.0 } }] }),
    code: 'CTR-022',
    path: 'contracts[0].limits.max_mw',
  },
  {
    name: 'a contract on a bus that does not exist',
    example: D01,
    file: CONTRACTS,
    replace: () => ({ contracts: [{ ...contract(), bus_id: 6 }] }),
    code: 'REF-001',
    path: 'contracts[0].bus_id',
  },
  { name: 'two contracts with id 0', example: D01, file: CONTRACTS, replace: () => ({ contracts: [contract(), contract()] }), code: 'CTR-011', path: 'contracts[1].id' },
];

/** The example copied to a fresh folder, its `file` bent (or written new, when the example lacks it). */
function bentCopy(mutation: Mutation): string {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-system-'));
  cpSync(join(examplesDir, mutation.example), dir, { recursive: true });
  const path = join(dir, mutation.file);
  let json: any;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    json = undefined;
  }
  if (mutation.replace) json = mutation.replace(json);
  else mutation.bend!(json);
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
  return dir;
}

function at(diagnostics: readonly Diagnostic[], mutation: Mutation): Diagnostic | undefined {
  return diagnostics.find((d) => d.code === mutation.code && d.file === mutation.file && d.location.kind === 'json' && d.location.path === mutation.path);
}

test('at least 60 mutations, over every system/ file', () => {
  assert.ok(mutations.length >= 60, `${mutations.length} mutations`);
  for (const file of [BUSES, LINES, HYDROS, THERMALS, NCS, PUMPING, CONTRACTS])
    assert.ok(
      mutations.some((m) => m.file === file),
      file,
    );
});

for (const mutation of mutations) {
  test(`${mutation.example}: ${mutation.name} is ${mutation.code} at ${mutation.file} ${mutation.path || '(root)'}`, async () => {
    const unbent = await validateCase(join(examplesDir, mutation.example));
    assert.equal(at(unbent.diagnostics, mutation), undefined, 'the unbent example already raises it');
    const dir = bentCopy(mutation);
    try {
      const result = await validateCase(dir);
      const found = at(result.diagnostics, mutation);
      const near = result.diagnostics.filter((d) => d.file === mutation.file).map((d) => `${d.code} ${d.location.kind === 'json' ? d.location.path : ''}: ${d.message}`);
      assert.ok(found, `no ${mutation.code} at ${mutation.path}; ${mutation.file} has:\n${near.join('\n')}`);
      assert.equal(found.severity, ruleSeverity(mutation.code));
      if (mutation.says) assert.ok(found.message.includes(mutation.says), found.message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
