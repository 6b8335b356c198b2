// The system/ registries (decision D31) as annotated files: each file written with its expected
// diagnostics marked under the lines they sit on, over the baseline case (buses 0 and 1, study
// stages 0-2). Then what the markers say less well: the cascade cycle reported once with its
// plants as related places, the REF rules' related place in the other file, the rename data of
// an unknown key, and a passing near miss for each bound.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAnnotated } from '../support/annotated';
import { validCase, validateFiles } from '../support/cases';
import { fullHydro, pumpingStation } from '../../shared/rules/examples/systemBuilders';
import { HYDROS, PUMPING } from '../../shared/core/case/layout';
import { constantProductivityEntry, productionModels } from '../../shared/rules/examples/plantBuilders';

test('buses.json: ids, names, a bus deficit curve, unknown keys', async () => {
  await expectAnnotated(
    'system/buses.json',
    `
    ^file CASE-002 system/buses.json has buses[1] without a valid id (BUS-010). Not checked: a bus_id names no bus of system/buses.json (REF-001); a line endpoint names no bus of system/buses.json (REF-002)
    {
      "buses": [
        { "id": 0, "name": "B0" },
        { "id": "zero", "name": "B1" },
                ^^^^^^ BUS-010 got "zero"
        { "id": 0, "nmae": "B2",
                   ^^^^^^ BUS-090 did you mean "name"
        ^ BUS-012 missing required field "name"
                ^ BUS-011 first declared at buses[0]
          "deficit_segments": [{ "depth_mw": 10, "cost": 500 }, { "depth_mw": 7, "cost": 400 }] },
                                                                                         ^^^ BUS-024 not more than segment 0
                                                                              ^ BUS-023
        { "id": 2, "name": "B3", "deficit_segments": [] }
                                                     ^^ BUS-020
      ]
    }`,
  );
});

test('buses.json: a duplicate id names the first', async () => {
  await expectAnnotated(
    'system/buses.json',
    `
    { "buses": [{ "id": 0, "name": "B0" }, { "id": 1, "name": "B1" }, { "id": 1, "name": "B2", "deficit_segments": null }] }
                                                                              ^ BUS-011 first declared at buses[1]`,
  );
});

test('lines.json: capacity, losses, stage window, endpoints that name no bus', async () => {
  const { diagnostics } = await expectAnnotated(
    'system/lines.json',
    `
    {
      "lines": [
        { "id": 0, "name": "L0", "source_bus_id": 0, "target_bus_id": 7,
                                                                      ^ REF-002 target_bus_id 7 of line 0 names no bus
          "capacity": { "direct_mw": -1, "reverse_mw": 10 }, "losses_percent": null },
                                     ^^ LIN-021
                                                                               ^^^^ LIN-023
        { "id": 1, "name": "L1", "source_bus_id": 0, "target_bus_id": 1, "entry_stage_id": 2, "exit_stage_id": 1,
                                                                                                               ^ LIN-015
          "capacity": { "direct_mw": 0, "reverse_mw": 0 }, "exchange_cost": null, "losses_percnt": 1 }
                                                                                  ^^^^^^^^^^^^^^^ LIN-090 did you mean "losses_percent"
      ]
    }`,
  );
  const related = diagnostics[0]!.related?.[0];
  assert.equal(related?.file, 'system/buses.json');
  assert.match(related!.message, /no bus here has id 7/);
});

test('thermals.json: cost, generation bounds, gnl_config, a bus that does not exist', async () => {
  const { diagnostics } = await expectAnnotated(
    'system/thermals.json',
    `
    {
      "thermals": [
        { "id": 0, "name": "T0", "bus_id": 9, "cost_per_mwh": -1, "generation": { "min_mw": 20, "max_mw": 10 } },
                                           ^ REF-001 bus_id 9 of thermal 0 names no bus
                                                              ^^ THM-020
                                                                                                          ^^ THM-023 max_mw (10) must be >= min_mw (20)
        { "id": 1, "name": "T1", "bus_id": 1, "cost_per_mwh": 0, "generation": { "min_mw": 5, "max_mw": 5 }, "gnl_config": { "lag_stages": 1.5 } }
                                                                                                                                           ^^^ THM-024
      ]
    }`,
  );
  assert.deepEqual(diagnostics[0]!.data, { busId: 9 });
});

test('hydros.json: a complete plant passes; each bound, model and option is checked where it sits', async () => {
  await expectAnnotated(
    'system/hydros.json',
    `
    {
      "hydros": [
        { "id": 0, "name": "H0", "bus_id": 0, "downstream_id": 1,
          "reservoir": { "min_storage_hm3": 300, "max_storage_hm3": 200 },
                                                                    ^^^ HYD-022
          "outflow": { "min_outflow_m3s": -1, "max_outflow_m3s": null },
                                          ^^ HYD-031
          "generation": { "model": "constant_productivity", "productivity_mw_per_m3s": 0.9,
            "min_turbined_m3s": 0, "max_turbined_m3s": 50, "min_generation_mw": 50, "max_generation_mw": 45 },
                                                                                                         ^^ HYD-043
          "tailrace": { "type": "polynomial", "coefficients": [1, "2"] },
                                                                  ^^^ HYD-050
          "evaporation": { "coefficients_mm": [1, 2, 3] } },
                                              ^^^^^^^^^ HYD-053 got 3
                           ^^^^^^^^^^^^^^^^^ XF-006 geometry
        { "id": 1, "name": "H1", "bus_id": 1, "downstream_id": null,
          "reservoir": { "min_storage_hm3": 0, "max_storage_hm3": 0 },
          "outflow": { "min_outflow_m3s": 0 },
          "generation": { "model": "constant_productivity", "min_turbined_m3s": 0, "max_turbined_m3s": 0, "min_generation_mw": 0, "max_generation_mw": 0 },
          "diversion": { "downstream_id": 0, "max_flow_m3s": 5 }, "filling": { "start_stage_id": 9 },
                                                                                                 ^ REF-004 not a study stage
          "penalties": { "spillage_cost": null, "fpha_turbined_cost": 0.1, "diversion_cst": 1 } }
                                                                           ^^^^^^^^^^^^^^^ HYD-090 did you mean "diversion_cost"
      ]
    }`,
    // Each plant has its productivity from a production-model entry, so no XF-029 sits on it.
    { files: { ...validCase(), 'system/hydro_production_models.json': productionModels(constantProductivityEntry(0), constantProductivityEntry(1)) } },
  );
});

test('hydros.json: a cascade cycle is one error on its lowest plant, naming every plant, with the others related', async () => {
  const hydros = [fullHydro(0, { downstream_id: 2 }), fullHydro(1, { downstream_id: 0 }), fullHydro(2, { downstream_id: 1 }), fullHydro(3, { downstream_id: 0 })];
  const result = await validateFiles({ ...validCase(), [HYDROS]: { hydros } });
  const cycles = result.diagnostics.filter((d) => d.code === 'HYD-062');
  assert.equal(cycles.length, 1);
  const [cycle] = cycles;
  assert.equal(cycle!.location.kind === 'json' && cycle!.location.path, 'hydros[0].downstream_id');
  assert.match(cycle!.message, /H0 \(0\) → H2 \(2\) → H1 \(1\) → H0 \(0\)/);
  assert.deepEqual(cycle!.data?.cycle, [0, 2, 1]);
  assert.deepEqual(
    cycle!.related?.map((r) => r.location.kind === 'json' && r.location.path),
    ['hydros[2].downstream_id', 'hydros[1].downstream_id'],
  );
  // Plant 3 flows into the cycle but is not part of it, and a chain without a cycle passes.
  const chain = await validateFiles({ ...validCase(), [HYDROS]: { hydros: [fullHydro(0, { downstream_id: 1 }), fullHydro(1, { downstream_id: 2 }), fullHydro(2)] } });
  assert.deepEqual(
    chain.diagnostics.filter((d) => d.code.startsWith('HYD-')),
    [],
  );
});

test('pumping_stations.json: its plants are plants of hydros.json, with the plant list as related place', async () => {
  const files = { ...validCase(), [HYDROS]: { hydros: [fullHydro(0), fullHydro(1)] } };
  const { diagnostics } = await expectAnnotated(
    'system/pumping_stations.json',
    `
    { "pumping_stations": [
      { "id": 0, "name": "P0", "bus_id": 0, "source_hydro_id": 1, "destination_hydro_id": 4,
                                                                                          ^ REF-003 names no plant
        "consumption_mw_per_m3s": 0.5, "flow": { "min_m3s": 3, "max_m3s": 2 } } ] }
                                                                          ^ PMP-022`,
    { files },
  );
  assert.equal(diagnostics[0]!.related?.[0]?.file, HYDROS);
  // The valid station of the examples passes.
  const valid = await validateFiles({ ...files, [PUMPING]: { pumping_stations: [pumpingStation(0)] } });
  assert.deepEqual(
    valid.diagnostics.filter((d) => d.file === PUMPING),
    [],
  );
});

test('non_controllable_sources.json and energy_contracts.json: capacity, type, limits, bus', async () => {
  await expectAnnotated(
    'system/non_controllable_sources.json',
    `
    { "non_controllable_sources": [{ "id": 0, "name": "W0", "bus_id": 3, "max_generation_mw": -1, "curtailment_cost": null }] }
                                                                      ^ REF-001
                                                                                              ^^ NCS-020
    `,
  );
  await expectAnnotated(
    'system/energy_contracts.json',
    `
    { "contracts": [{ "id": 0, "name": "C0", "bus_id": 1, "type": "imports", "price_per_mwh": -5, "limits": { "min_mw": 0, "max_mw": 0 } }] }
                                                                  ^^^^^^^^^ CTR-014 did you mean "import"`,
  );
});

test('a missing buses.json leaves the bus references alone (its absence is the missing file, not one error per reference)', async () => {
  const files: Record<string, unknown> = { ...validCase(), [HYDROS]: { hydros: [fullHydro(0, { bus_id: 5 })] } };
  delete files['system/buses.json'];
  const result = await validateFiles(files as never);
  assert.deepEqual(
    result.diagnostics.filter((d) => d.code === 'REF-001'),
    [],
  );
});

test('a bus without a readable id skips the bus references, saying so (D28)', async () => {
  const result = await validateFiles({ ...validCase(), 'system/buses.json': { buses: [{ id: 'zero', name: 'B0' }] }, [HYDROS]: { hydros: [fullHydro(0)] } });
  assert.deepEqual(
    result.diagnostics.filter((d) => d.code === 'REF-001'),
    [],
  );
  const hint = result.diagnostics.find((d) => d.code === 'CASE-002');
  assert.match(hint?.message ?? '', /system\/buses\.json has buses\[0\] without a valid id \(BUS-010\)\. Not checked: .*\(REF-001\)/);
});

test('$schema is a string or null: the loader reads it into a string and ignores it', async () => {
  await expectAnnotated(
    'system/lines.json',
    `
    { "$schema": 3, "lines": [] }
                 ^ LIN-001 "$schema" must be a string or null, got 3`,
  );
  await expectAnnotated('system/lines.json', '{ "$schema": null, "lines": [] }');
});

test('a number too large for a double does not load (the loader rejects it as out of range)', async () => {
  await expectAnnotated(
    'system/non_controllable_sources.json',
    `
    { "non_controllable_sources": [{ "id": 0, "name": "W0", "bus_id": 0, "max_generation_mw": 1e400 }] }
                                                                                              ^^^^^ NCS-020 must be finite
    `,
  );
});
