// The case overview's system part: the hydro cascade and the network laid out as graphs, the
// plants by bus, links to each entity's entry and its problems; on the real Cobre examples with a
// cascade (d03) and with two buses and a line (d04), and on mutations of them: a cycle, an
// undeclared downstream plant, a thermal on a bus that does not exist; and what `hydrocase explain`
// says of a plant's place in the system.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { systemOverview, cascadeEdgeCycles } from '../../shared/views/systemOverview';
import { entityLabel, type SystemOverview } from '../../shared/views/systemModel';
import { examplesDir } from '../support/cli';
import { explainStage } from '../../shared/crossFile/explain';

const CASCADE = join(examplesDir, 'deterministic', 'd03-two-hydro-cascade');
const TRANSMISSION = join(examplesDir, 'deterministic', 'd04-transmission');

function mutated(example: string, file: string, bend: (json: any) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-system-'));
  cpSync(example, dir, { recursive: true });
  const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  bend(json);
  writeFileSync(join(dir, file), JSON.stringify(json, null, 2));
  return dir;
}

function labels(system: SystemOverview, kind: string): string[] {
  return system.entities.filter((e) => e.kind === kind).map(entityLabel);
}

function cascadeArrows(system: SystemOverview): string[] {
  return system.cascade.edges.map((e) => `${system.entities[e.from]!.id}->${system.entities[e.to]!.id}${e.inCycle ? ' (cycle)' : ''}`);
}

function linkedText(validation: ValidationResult, system: SystemOverview, entity: number): string {
  const link = system.links[system.entities[entity]!.link!]!;
  const doc = validation.model.documents.get(link.file)!;
  return doc.text.slice(doc.offsetAt(link.range.start), doc.offsetAt(link.range.end));
}

test('d03: the cascade draws one arrow from the upstream plant to the downstream one, upstream above', async () => {
  const validation = await validateCase(CASCADE);
  const system = systemOverview(validation);
  const hydros = JSON.parse(readFileSync(join(CASCADE, 'system', 'hydros.json'), 'utf8')).hydros as Array<{ id: number; downstream_id?: number | null }>;
  const expected = hydros.filter((h) => typeof h.downstream_id === 'number').map((h) => `${h.id}->${h.downstream_id}`);
  assert.deepEqual(cascadeArrows(system), expected);
  assert.equal(expected.length, 1, 'd03 has one plant upstream of another');
  const [edge] = system.cascade.edges;
  const y = (entity: number) => system.cascade.nodes.find((n) => n.entity === entity)!.y;
  assert.ok(y(edge!.from) < y(edge!.to), 'the upstream plant is drawn above');
  assert.ok(edge!.points.length >= 2, 'the arrow has a path');
  assert.deepEqual(system.cycles, []);
  // Every plant links to its entry in hydros.json.
  for (const node of system.cascade.nodes) assert.match(linkedText(validation, system, node.entity), new RegExp(`^\\{[\\s\\S]*"id": ${system.entities[node.entity]!.id}`));
  assert.ok(system.cascade.width > 0 && system.cascade.height > 0);
});

test('d04: two buses joined by a line, every plant under its bus', async () => {
  const validation = await validateCase(TRANSMISSION);
  const system = systemOverview(validation);
  const buses = JSON.parse(readFileSync(join(TRANSMISSION, 'system', 'buses.json'), 'utf8')).buses as Array<{ id: number; name: string }>;
  assert.deepEqual(
    labels(system, 'bus'),
    buses.map((b) => `${b.id} ${b.name}`),
  );
  const lines = JSON.parse(readFileSync(join(TRANSMISSION, 'system', 'lines.json'), 'utf8')).lines as Array<{ name: string; source_bus_id: number; target_bus_id: number }>;
  assert.deepEqual(
    system.network.edges.map((e) => `${system.entities[e.from]!.id}-${system.entities[e.to]!.id} ${e.label}`),
    lines.map((l) => `${l.source_bus_id}-${l.target_bus_id} ${l.name}`),
  );
  const thermals = JSON.parse(readFileSync(join(TRANSMISSION, 'system', 'thermals.json'), 'utf8')).thermals as Array<{ id: number; bus_id: number }>;
  for (const thermal of thermals) {
    const row = system.byBus.find((r) => system.entities[r.bus]!.id === thermal.bus_id)!;
    assert.ok(
      row.thermals.some((t) => system.entities[t]!.id === thermal.id),
      `thermal ${thermal.id} is under bus ${thermal.bus_id}`,
    );
  }
  assert.ok(system.entities.every((e) => !e.undeclared));
});

test('a cascade cycle is drawn with its arrows marked and listed in flow order; the plants in it carry the problem', async () => {
  const dir = mutated(CASCADE, 'system/hydros.json', (json) => {
    const [a, b] = json.hydros;
    a.downstream_id = b.id;
    b.downstream_id = a.id;
  });
  const validation = await validateCase(dir);
  const system = systemOverview(validation);
  assert.equal(system.cycles.length, 1);
  assert.equal(system.cycles[0]!.length, 2);
  assert.ok(system.cascade.edges.every((e) => e.inCycle));
  const cycleProblems = system.entities.filter((e) => e.kind === 'hydro').flatMap((e) => e.problems.map((p) => p.code));
  assert.ok(cycleProblems.length > 0, `the plants carry the cycle's problem (${JSON.stringify(validation.diagnostics.map((d) => d.code))})`);
});

test('an undeclared downstream plant and a thermal on an undeclared bus are drawn, marked undeclared', async () => {
  const dir = mutated(TRANSMISSION, 'system/thermals.json', (json) => (json.thermals[0].bus_id = 99));
  const validation = await validateCase(dir);
  const system = systemOverview(validation);
  const ghost = system.entities.find((e) => e.kind === 'bus' && e.id === 99)!;
  assert.equal(ghost.undeclared, true);
  assert.equal(entityLabel(ghost), '99 (undeclared)');
  const row = system.byBus.find((r) => system.entities[r.bus] === ghost)!;
  assert.equal(row.thermals.length, 1);
  const thermal = system.entities[row.thermals[0]!]!;
  assert.ok(thermal.problems.length > 0, 'the thermal carries the bus reference problem');

  const cascadeDir = mutated(CASCADE, 'system/hydros.json', (json) => (json.hydros[0].downstream_id = 77));
  const cascade = systemOverview(await validateCase(cascadeDir));
  assert.ok(cascadeArrows(cascade).includes(`${cascade.entities.find((e) => e.kind === 'hydro')!.id}->77`));
  assert.equal(cascade.entities.find((e) => e.kind === 'hydro' && e.id === 77)?.undeclared, true);
});

test('cascadeCycles finds each cycle once, in flow order, and ignores the paths that run into it', () => {
  assert.deepEqual(
    cascadeEdgeCycles([
      [1, 2],
      [2, 3],
      [3, 1],
      [4, 1],
      [5, 6],
    ]),
    [[1, 2, 3]],
  );
  assert.deepEqual(cascadeEdgeCycles([[1, 1]]), [[1]]);
  assert.deepEqual(
    cascadeEdgeCycles([
      [1, 2],
      [2, 3],
    ]),
    [],
  );
});

test('explain places a plant in the system: its bus, its neighbours in the cascade, its river, a cycle, its initial storage', async () => {
  const factsOf = async (dir: string, hydroId: number) => {
    const validation = await validateCase(dir);
    const facts = explainStage(validation.resolved, validation.resolved.studyStages[0]!.info.id, hydroId);
    assert.ok('hydro' in facts && facts.hydro);
    return Object.fromEntries(facts.hydro.facts.map((f) => [f.label, f.value]));
  };
  const hydros = JSON.parse(readFileSync(join(CASCADE, 'system', 'hydros.json'), 'utf8')).hydros as Array<{
    id: number;
    name: string;
    bus_id: number;
    downstream_id?: number | null;
  }>;
  const upper = hydros.find((h) => typeof h.downstream_id === 'number')!;
  const lower = hydros.find((h) => h.id === upper.downstream_id)!;
  const upperFacts = await factsOf(CASCADE, upper.id);
  assert.match(upperFacts.bus!, new RegExp(`^${upper.bus_id} \\(`));
  assert.equal(upperFacts.cascade, `downstream ${lower.id} (${lower.name}); upstream none (a headwater plant)`);
  assert.equal(upperFacts.river, `plant 1 of 2 from ${upper.id} (${upper.name}) to ${lower.id} (${lower.name})`);
  const lowerFacts = await factsOf(CASCADE, lower.id);
  assert.equal(lowerFacts.cascade, `downstream none: its water leaves the system; upstream ${upper.id} (${upper.name})`);
  // Its storage at the start, from initial_conditions.json, placed in its reservoir band.
  const initial = JSON.parse(readFileSync(join(CASCADE, 'initial_conditions.json'), 'utf8')).storage as Array<{ hydro_id: number; value_hm3: number }>;
  const value = initial.find((entry) => entry.hydro_id === lower.id)!.value_hm3;
  assert.ok(lowerFacts['initial storage']!.startsWith(`${value} hm³ (storage in initial_conditions.json), within the reservoir band `), lowerFacts['initial storage']);
  const above = mutated(CASCADE, 'initial_conditions.json', (json) => (json.storage.find((e: { hydro_id: number }) => e.hydro_id === lower.id).value_hm3 = 1e6));
  assert.match((await factsOf(above, lower.id))['initial storage']!, /^1000000 hm³ .*, above the reservoir band /);
  const missing = mutated(CASCADE, 'initial_conditions.json', (json) => (json.storage = json.storage.filter((e: { hydro_id: number }) => e.hydro_id !== lower.id)));
  assert.equal((await factsOf(missing, lower.id))['initial storage'], 'not given: initial_conditions.json lists no storage for this plant');

  const cycle = mutated(CASCADE, 'system/hydros.json', (json) => {
    json.hydros[0].downstream_id = json.hydros[1].id;
    json.hydros[1].downstream_id = json.hydros[0].id;
    json.hydros[0].bus_id = 42;
  });
  const cycleFacts = await factsOf(cycle, hydros[0]!.id);
  assert.match(cycleFacts.river!, /^a cycle: /);
  assert.equal(cycleFacts.bus, '42, which system/buses.json does not declare');
});
