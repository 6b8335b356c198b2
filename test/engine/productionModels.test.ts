import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { geometryTable, hyperplaneTable, validCase, validPlant, validStages, validateFiles, withPlants, type CaseFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic, type Expected } from '../support/assertions';
import type { ValidationResult } from '../../shared/engine/validate';
import type { Diagnostic } from '../../shared/core/diagnostics';
import { resolveProductionModel, type ProductionModelEntry, type ProductionModelsModel, type StageRangeInfo } from '../../shared/model/productionModels';
import { productionModelsRules } from '../../shared/checks/productionModels/catalog';

const FILE = 'system/hydro_production_models.json';

/** A valid file using every object of the format once: both modes, every fpha_config field, a reduction. */
function validModels(): any {
  return {
    $schema: 'https://example.org/production_models.schema.json',
    production_models: [
      {
        hydro_id: 0,
        selection_mode: 'stage_ranges',
        stage_ranges: [
          {
            start_stage_id: 0,
            end_stage_id: 1,
            model: 'fpha',
            fpha_config: {
              source: 'computed',
              volume_discretization_points: 5,
              turbine_discretization_points: 5,
              spillage_discretization_points: 5,
              max_planes_per_hydro: 10,
              fitting_window: { volume_min_hm3: 100.0, volume_max_hm3: null, volume_min_percentile: null, volume_max_percentile: 0.9 },
            },
            reference_volume: { volume_hm3: 500.0, percentile: null },
          },
          { start_stage_id: 2, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 0.85, reference_volume: null },
        ],
      },
      {
        hydro_id: 1,
        selection_mode: 'seasonal',
        default_model: 'constant_productivity',
        seasons: [
          { season_id: 0, model: 'linearized_head', productivity_mw_per_m3s: 0.0, reference_volume: { percentile: 0.5 } },
          { season_id: 1, model: 'fpha', fpha_config: null },
        ],
      },
    ],
    fpha_plane_reduction: { method: 'angle', tolerance_deg: 5.0 },
  };
}

/** Two monthly study stages (January, February 2024) with a monthly season map: season 0, then season 1. */
function twoMonthlyStages(): any {
  const stages = validStages();
  stages.stages = stages.stages.slice(0, 2);
  stages.policy_graph.transitions = stages.policy_graph.transitions.slice(0, 1);
  stages.season_definitions = { cycle_type: 'monthly', seasons: Array.from({ length: 12 }, (_, i) => ({ id: i, label: `M${i + 1}`, month_start: i + 1 })) };
  return stages;
}

/**
 * The case around validModels() that makes it a whole valid case. Hydro 0 runs computed FPHA at both
 * study stages (its constant range starts past the two-stage horizon, so no stage breaks XF-004) and
 * fits its planes from its curve (XF-005). Hydro 1 runs its season-0 linearized_head entry in January (2 curve rows, XF-008)
 * and its season-1 precomputed FPHA entry in February (its planes, XF-011). Both are FPHA plants
 * with turbine capacity, so both have curve rows and planes (XF-007, XF-010).
 */
function modelsCase(): CaseFiles {
  const files = {
    ...validCase(),
    'stages.json': twoMonthlyStages(),
    'system/hydro_geometry.parquet': geometryTable([
      [0, 0, 300, 1],
      [0, 1000, 350, 10],
      [1, 0, 100, 1],
      [1, 200, 120, 2],
    ]),
    'system/fpha_hyperplanes.parquet': hyperplaneTable([0, 1]),
  };
  const fpha = { generation: { model: 'fpha' } };
  return withPlants(files, [validPlant(0, { ...fpha, reservoir: { max_storage_hm3: 1000 } }), validPlant(1, fpha)]);
}

async function check(models: unknown, files: CaseFiles = modelsCase()): Promise<ValidationResult> {
  return validateFiles({ ...files, [FILE]: models as object });
}

/**
 * The diagnostics of the whole case but one: validModels() cannot be a whole valid case under any
 * calendar. Hydro 0's computed range ends at stage 1 and its constant range starts at 2, so either a
 * stage 2 runs constant productivity on a computed plant (XF-004, an error) or, as in modelsCase(),
 * the bound 2 names no study stage (XF-015, a warning, decision D15). That one warning is dropped.
 */
function beyondTheBoundWarning(result: ValidationResult): Diagnostic[] {
  const bound = 'production_models[0].stage_ranges[1].start_stage_id';
  return result.diagnostics.filter((d) => !(d.code === 'XF-015' && d.location.kind === 'json' && d.location.path === bound));
}

/** The file with one change applied to a fresh valid copy. */
async function checkWith(change: (m: any) => void): Promise<ValidationResult> {
  const models = validModels();
  change(models);
  return check(models);
}

function fires(result: ValidationResult, expected: Omit<Expected, 'file'>): void {
  expectDiagnostic(result, { file: FILE, ...expected });
}

function range(m: any, j = 0): any {
  return m.production_models[0].stage_ranges[j];
}
function season(m: any, k = 0): any {
  return m.production_models[1].seasons[k];
}
function fphaConfig(m: any): any {
  return range(m).fpha_config;
}

const R0 = 'production_models[0].stage_ranges[0]';
const S0 = 'production_models[1].seasons[0]';

test('the valid production models file is clean', async () => {
  expectClean(beyondTheBoundWarning(await check(validModels())));
});

test('the catalogue covers every HPM rule with the fields the rule pages need', () => {
  const ids = productionModelsRules.map((r) => r.id);
  const expected = ['001', '002', '003', '004', '010', '011', '012', '013', '020', '021', '022', '023', '024', '025', '026', '027']
    .concat(['030', '031', '032', '033', '034', '040', '041', '042', '043', '050', '051', '052', '053', '054', '055', '056', '057', '058', '059'])
    .concat(['060', '061', '090'])
    .map((n) => `HPM-${n}`);
  assert.deepEqual(ids, expected);
  for (const rule of productionModelsRules) {
    assert.equal(rule.file, FILE);
    assert.equal(rule.title, rule.title.toLowerCase(), rule.id);
    assert.ok(rule.description.length > 60, rule.id);
  }
  assert.deepEqual(productionModelsRules.find((r) => r.id === 'HPM-061')?.needs, ['system/hydros.json']);
});

describe('HPM-001 root and production_models', () => {
  test('a root array', async () => {
    fires(await check([]), { code: 'HPM-001', path: '', message: 'must be an object, got an array' });
  });
  test('production_models missing, on the root', async () => {
    fires(await checkWith((m) => delete m.production_models), { code: 'HPM-001', path: '', message: 'missing required field "production_models"' });
  });
  test('production_models not an array', async () => {
    fires(await checkWith((m) => (m.production_models = {})), { code: 'HPM-001', path: 'production_models', message: 'must be an array' });
  });
  test('an entry that is not an object', async () => {
    fires(await checkWith((m) => m.production_models.push(7)), { code: 'HPM-001', path: 'production_models[2]', message: 'production_models[2] must be an object, got 7' });
  });
  test('near miss: an empty array and no $schema', async () => {
    // In the baseline case, which has no plant: modelsCase()'s fpha plants would need entries (XF-001).
    const result = await check({ production_models: [] }, validCase());
    expectNoDiagnostic(result, 'HPM-001');
    expectClean(result);
  });
});

describe('HPM-002 hydro_id', () => {
  test('missing, on the entry', async () => {
    fires(await checkWith((m) => delete m.production_models[1].hydro_id), {
      code: 'HPM-002',
      path: 'production_models[1]',
      message: 'missing required field "hydro_id"',
    });
  });
  test('not an integer (read strictly)', async () => {
    const text = JSON.stringify(validModels()).replace('"hydro_id":1,', '"hydro_id":1.0,');
    fires(await check(text), { code: 'HPM-002', path: 'production_models[1].hydro_id', message: 'got 1.0' });
  });
  test('duplicated, on the second entry, naming the first', async () => {
    const result = await checkWith((m) => (m.production_models[1].hydro_id = 0));
    fires(result, { code: 'HPM-002', path: 'production_models[1].hydro_id', message: 'duplicate hydro_id 0 (first declared at production_models[0])' });
    const model = result.model.productionModels!;
    assert.equal(model.byHydro.get(0)?.index, 0);
    assert.equal(model.entries[1]?.duplicate, true);
  });
  test('near miss: distinct ids, declared out of order', async () => {
    expectNoDiagnostic(await checkWith((m) => (m.production_models[0].hydro_id = 9)), 'HPM-002');
  });
});

describe('HPM-003 selection_mode', () => {
  test('missing', async () => {
    fires(await checkWith((m) => delete m.production_models[0].selection_mode), {
      code: 'HPM-003',
      path: 'production_models[0]',
      message: 'missing required field "selection_mode"',
    });
  });
  test('unknown value, with a suggestion', async () => {
    fires(await checkWith((m) => (m.production_models[0].selection_mode = 'stage_range')), {
      code: 'HPM-003',
      path: 'production_models[0].selection_mode',
      message: 'did you mean "stage_ranges"?',
    });
  });
  test('an unreadable mode still checks the fields of either mode, but requires none', async () => {
    const result = await checkWith((m) => {
      m.production_models[0].selection_mode = 42;
      range(m).start_stage_id = 'zero';
    });
    fires(result, { code: 'HPM-021', path: `${R0}.start_stage_id` });
    expectNoDiagnostic(result, 'HPM-030');
    expectNoDiagnostic(result, 'HPM-031');
  });
  test('near miss: "seasonal"', async () => {
    expectNoDiagnostic(await check(validModels()), 'HPM-003');
  });
});

describe('HPM-010 to HPM-013 fpha_plane_reduction', () => {
  test('HPM-010 not an object (null included)', async () => {
    fires(await checkWith((m) => (m.fpha_plane_reduction = null)), { code: 'HPM-010', path: 'fpha_plane_reduction', message: 'must be an object, got null' });
    fires(await checkWith((m) => (m.fpha_plane_reduction = 'angle')), { code: 'HPM-010', path: 'fpha_plane_reduction' });
  });
  test('HPM-010 any unknown field is an error, not the HPM-090 warning', async () => {
    const result = await checkWith((m) => (m.fpha_plane_reduction.tolerance_degree = 5));
    fires(result, { code: 'HPM-010', path: 'fpha_plane_reduction.tolerance_degree', message: 'unknown key "tolerance_degree"' });
    expectNoDiagnostic(result, 'HPM-090');
  });
  test('HPM-010 near miss: absent means no reduction', async () => {
    const result = await checkWith((m) => delete m.fpha_plane_reduction);
    expectNoDiagnostic(result, 'HPM-010');
    assert.equal(result.model.productionModels?.reduction, undefined);
  });
  test('HPM-011 method missing or unknown', async () => {
    fires(await checkWith((m) => delete m.fpha_plane_reduction.method), {
      code: 'HPM-011',
      path: 'fpha_plane_reduction',
      message: 'missing required field "method"',
    });
    fires(await checkWith((m) => (m.fpha_plane_reduction.method = 'angles')), { code: 'HPM-011', path: 'fpha_plane_reduction.method', message: 'did you mean "angle"?' });
  });
  test('HPM-011 near miss: distance with its fields', async () => {
    const result = await checkWith((m) => (m.fpha_plane_reduction = { method: 'distance', tolerance_pct: 0, n_samples: 1 }));
    expectClean(beyondTheBoundWarning(result));
    assert.deepEqual({ ...result.model.productionModels?.reduction, node: undefined }, { method: 'distance', tolerancePct: 0, nSamples: 1, node: undefined });
  });
  test('HPM-012 tolerance_deg missing for angle', async () => {
    fires(await checkWith((m) => delete m.fpha_plane_reduction.tolerance_deg), {
      code: 'HPM-012',
      path: 'fpha_plane_reduction',
      message: 'missing required field "tolerance_deg"',
    });
  });
  test('HPM-012 tolerance_deg outside [0, 90] or not finite', async () => {
    fires(await checkWith((m) => (m.fpha_plane_reduction.tolerance_deg = 90.5)), {
      code: 'HPM-012',
      path: 'fpha_plane_reduction.tolerance_deg',
      message: 'must be finite and in [0, 90], got 90.5',
    });
    fires(await checkWith((m) => (m.fpha_plane_reduction.tolerance_deg = -1)), { code: 'HPM-012', path: 'fpha_plane_reduction.tolerance_deg' });
    const text = JSON.stringify(validModels()).replace('"tolerance_deg":5', '"tolerance_deg":1e400');
    fires(await check(text), { code: 'HPM-012', path: 'fpha_plane_reduction.tolerance_deg', message: 'got 1e400' });
  });
  test('HPM-012 tolerance_deg present for distance (even null), reported once on the key', async () => {
    const result = await checkWith((m) => (m.fpha_plane_reduction = { method: 'distance', tolerance_pct: 1.0, n_samples: 10, tolerance_deg: null }));
    fires(result, { code: 'HPM-012', path: 'fpha_plane_reduction.tolerance_deg', message: 'not a field of method "distance"' });
    assert.equal(beyondTheBoundWarning(result).filter((d) => d.file === FILE).length, 1);
  });
  test('HPM-012 near miss: the bounds 0 and 90', async () => {
    expectNoDiagnostic(await checkWith((m) => (m.fpha_plane_reduction.tolerance_deg = 0)), 'HPM-012');
    expectNoDiagnostic(await checkWith((m) => (m.fpha_plane_reduction.tolerance_deg = 90)), 'HPM-012');
  });
  test('HPM-013 tolerance_pct and n_samples missing for distance', async () => {
    const result = await checkWith((m) => (m.fpha_plane_reduction = { method: 'distance' }));
    fires(result, { code: 'HPM-013', path: 'fpha_plane_reduction', message: 'missing required field "tolerance_pct"' });
    fires(result, { code: 'HPM-013', path: 'fpha_plane_reduction', message: 'missing required field "n_samples"' });
  });
  test('HPM-013 out of range values', async () => {
    const result = await checkWith((m) => (m.fpha_plane_reduction = { method: 'distance', tolerance_pct: -0.1, n_samples: 0 }));
    fires(result, { code: 'HPM-013', path: 'fpha_plane_reduction.tolerance_pct', message: 'must be finite and >= 0, got -0.1' });
    fires(result, { code: 'HPM-013', path: 'fpha_plane_reduction.n_samples', message: 'must be >= 1, got 0' });
    const text = JSON.stringify({ ...validModels(), fpha_plane_reduction: { method: 'distance', tolerance_pct: 1, n_samples: 1 } }).replace('"n_samples":1', '"n_samples":1e1');
    fires(await check(text), { code: 'HPM-013', path: 'fpha_plane_reduction.n_samples', message: 'integers are read strictly' });
  });
  test('HPM-013 distance fields present for angle, once each and not as unknown keys', async () => {
    const result = await checkWith((m) => Object.assign(m.fpha_plane_reduction, { tolerance_pct: 1, n_samples: 'x' }));
    fires(result, { code: 'HPM-013', path: 'fpha_plane_reduction.tolerance_pct', message: 'not a field of method "angle", which uses "tolerance_deg"' });
    fires(result, { code: 'HPM-013', path: 'fpha_plane_reduction.n_samples', message: 'not a field of method "angle"' });
    assert.equal(beyondTheBoundWarning(result).filter((d) => d.file === FILE).length, 2);
  });
  test('HPM-013 near miss: angle with tolerance_deg only', async () => {
    expectNoDiagnostic(await check(validModels()), 'HPM-013');
  });
});

describe('HPM-020 to HPM-024 stage ranges', () => {
  test('HPM-020 stage_ranges missing in stage_ranges mode', async () => {
    fires(await checkWith((m) => delete m.production_models[0].stage_ranges), {
      code: 'HPM-020',
      path: 'production_models[0]',
      message: 'missing required field "stage_ranges"',
    });
  });
  test('HPM-020 not an array, or an element not an object', async () => {
    fires(await checkWith((m) => (m.production_models[0].stage_ranges = 'all')), {
      code: 'HPM-020',
      path: 'production_models[0].stage_ranges',
      message: 'must be an array, got "all"',
    });
    fires(await checkWith((m) => range(m, 1) && (m.production_models[0].stage_ranges[1] = null)), {
      code: 'HPM-020',
      path: 'production_models[0].stage_ranges[1]',
      message: 'stage_ranges[1] must be an object, got null',
    });
  });
  test('HPM-020 near miss: a seasonal entry needs no stage_ranges', async () => {
    expectNoDiagnostic(await check(validModels()), 'HPM-020');
  });
  test('HPM-021 start_stage_id missing or not an integer', async () => {
    fires(await checkWith((m) => delete range(m).start_stage_id), { code: 'HPM-021', path: R0, message: 'missing required field "start_stage_id"' });
    fires(await checkWith((m) => (range(m).start_stage_id = null)), { code: 'HPM-021', path: `${R0}.start_stage_id`, message: 'must be an integer, got null' });
  });
  test('HPM-021 near miss: a negative integer is an integer', async () => {
    expectNoDiagnostic(await checkWith((m) => (range(m).start_stage_id = -1)), 'HPM-021');
  });
  test('HPM-022 end_stage_id not an integer or null', async () => {
    fires(await checkWith((m) => (range(m).end_stage_id = '3')), {
      code: 'HPM-022',
      path: `${R0}.end_stage_id`,
      message: 'must be an integer or null, got "3"',
    });
  });
  test('HPM-022 near miss: null or absent', async () => {
    expectNoDiagnostic(await checkWith((m) => delete range(m).end_stage_id), 'HPM-022');
    expectNoDiagnostic(await checkWith((m) => (range(m).end_stage_id = null)), 'HPM-022');
  });
  test('HPM-023 model missing or unknown', async () => {
    fires(await checkWith((m) => delete range(m, 1).model), {
      code: 'HPM-023',
      path: 'production_models[0].stage_ranges[1]',
      message: 'missing required field "model"',
    });
    fires(await checkWith((m) => (range(m).model = 'fpah')), { code: 'HPM-023', path: `${R0}.model`, message: 'did you mean "fpha"?' });
  });
  test('HPM-023 a model in the wrong case suggests its lowercase spelling', async () => {
    const d = expectDiagnostic(await checkWith((m) => (range(m).model = 'FPHA')), {
      code: 'HPM-023',
      file: FILE,
      path: `${R0}.model`,
      message: 'got "FPHA" (did you mean "fpha"?)',
    });
    assert.deepEqual(d.data, { replaceWith: 'fpha' });
  });
  test('HPM-023 near miss: linearized_head', async () => {
    expectNoDiagnostic(await checkWith((m) => (range(m, 1).model = 'linearized_head')), 'HPM-023');
  });
  test('HPM-024 start after end is a warning on the range, squiggling end_stage_id', async () => {
    const result = await checkWith((m) => (range(m).start_stage_id = 2));
    const d = expectDiagnostic(result, { code: 'HPM-024', file: FILE, path: R0, message: 'starts at 2 after it ends at 1' });
    assert.equal(d.location.kind === 'json' && result.model.documents.get(FILE)?.text.slice(d.location.offset, d.location.offset + d.location.length), '"end_stage_id": 1');
  });
  test('HPM-024 near miss: a single-stage range and overlapping ranges', async () => {
    expectNoDiagnostic(await checkWith((m) => (range(m).start_stage_id = 1)), 'HPM-024');
    const result = await checkWith((m) => (range(m, 1).start_stage_id = 0));
    expectNoDiagnostic(result, 'HPM-024');
    expectClean(result);
  });
});

describe('HPM-025 to HPM-027 range fields', () => {
  test('HPM-025 fpha_config not an object or null', async () => {
    fires(await checkWith((m) => (range(m).fpha_config = 'computed')), {
      code: 'HPM-025',
      path: `${R0}.fpha_config`,
      message: 'must be an object or null, got "computed"',
    });
  });
  test('HPM-025 fpha_config on a non-fpha range is a hint on the key', async () => {
    const result = await checkWith((m) => (range(m, 1).fpha_config = { source: 'precomputed' }));
    fires(result, {
      code: 'HPM-025',
      severity: 'hint',
      path: 'production_models[0].stage_ranges[1].fpha_config',
      message: 'no specified meaning on a "constant_productivity" entry',
    });
  });
  test('HPM-025 near miss: null on a non-fpha range, absent on an fpha range', async () => {
    expectNoDiagnostic(await checkWith((m) => (range(m, 1).fpha_config = null)), 'HPM-025');
    expectNoDiagnostic(await checkWith((m) => delete range(m).fpha_config), 'HPM-025');
  });
  test('HPM-026 reference_volume not an object or null', async () => {
    fires(await checkWith((m) => (range(m).reference_volume = 500)), {
      code: 'HPM-026',
      path: `${R0}.reference_volume`,
      message: 'must be an object or null, got 500',
    });
  });
  test('HPM-026 near miss: null', async () => {
    expectNoDiagnostic(await checkWith((m) => (range(m).reference_volume = null)), 'HPM-026');
  });
  test('HPM-027 not a number, negative, non-finite', async () => {
    const P = 'production_models[0].stage_ranges[1].productivity_mw_per_m3s';
    fires(await checkWith((m) => (range(m, 1).productivity_mw_per_m3s = '0.9')), { code: 'HPM-027', path: P, message: 'must be a number or null' });
    fires(await checkWith((m) => (range(m, 1).productivity_mw_per_m3s = -0.5)), { code: 'HPM-027', path: P, message: 'must be finite and >= 0, got -0.5' });
    fires(await check(JSON.stringify(validModels()).replace('0.85', '1e999')), { code: 'HPM-027', path: P, message: 'got 1e999' });
  });
  test('HPM-027 present on an fpha range, reported once', async () => {
    const result = await checkWith((m) => (range(m).productivity_mw_per_m3s = -1));
    fires(result, { code: 'HPM-027', path: `${R0}.productivity_mw_per_m3s`, message: 'not allowed on an "fpha" entry' });
    assert.equal(result.diagnostics.filter((d) => d.code === 'HPM-027').length, 1);
  });
  test('HPM-027 near miss: 0 (planned outage), null on fpha', async () => {
    expectNoDiagnostic(await checkWith((m) => (range(m, 1).productivity_mw_per_m3s = 0)), 'HPM-027');
    expectNoDiagnostic(await checkWith((m) => (range(m).productivity_mw_per_m3s = null)), 'HPM-027');
  });
});

describe('HPM-030 to HPM-034 seasonal mode', () => {
  test('HPM-030 default_model missing or unknown', async () => {
    fires(await checkWith((m) => delete m.production_models[1].default_model), {
      code: 'HPM-030',
      path: 'production_models[1]',
      message: 'missing required field "default_model"',
    });
    fires(await checkWith((m) => (m.production_models[1].default_model = 'constant')), { code: 'HPM-030', path: 'production_models[1].default_model' });
  });
  test('HPM-030 near miss: fpha as default', async () => {
    expectNoDiagnostic(await checkWith((m) => (m.production_models[1].default_model = 'fpha')), 'HPM-030');
  });
  test('HPM-031 seasons missing, not an array, or an element not an object', async () => {
    fires(await checkWith((m) => delete m.production_models[1].seasons), {
      code: 'HPM-031',
      path: 'production_models[1]',
      message: 'missing required field "seasons"',
    });
    fires(await checkWith((m) => (m.production_models[1].seasons = { season_id: 0 })), { code: 'HPM-031', path: 'production_models[1].seasons', message: 'must be an array' });
    fires(await checkWith((m) => (m.production_models[1].seasons[1] = [])), {
      code: 'HPM-031',
      path: 'production_models[1].seasons[1]',
      message: 'seasons[1] must be an object, got an array',
    });
  });
  test('HPM-031 near miss: an empty seasons array', async () => {
    expectNoDiagnostic(await checkWith((m) => (m.production_models[1].seasons = [])), 'HPM-031');
  });
  test('HPM-032 season_id missing or not an integer', async () => {
    fires(await checkWith((m) => delete season(m).season_id), { code: 'HPM-032', path: S0, message: 'missing required field "season_id"' });
    fires(await checkWith((m) => (season(m).season_id = '0')), { code: 'HPM-032', path: `${S0}.season_id`, message: 'must be an integer' });
  });
  test('HPM-032 near miss: any integer (matching the season map is cross-file)', async () => {
    expectNoDiagnostic(await checkWith((m) => (season(m).season_id = 99)), 'HPM-032');
  });
  test('HPM-033 model missing or unknown', async () => {
    fires(await checkWith((m) => delete season(m).model), { code: 'HPM-033', path: S0, message: 'missing required field "model"' });
    fires(await checkWith((m) => (season(m).model = 'linearised_head')), { code: 'HPM-033', path: `${S0}.model`, message: 'did you mean "linearized_head"?' });
  });
  test('HPM-033 near miss', async () => {
    expectNoDiagnostic(await checkWith((m) => (season(m).model = 'constant_productivity')), 'HPM-033');
  });
  test('HPM-034 the range field rules, reported under HPM-034', async () => {
    fires(await checkWith((m) => (season(m).fpha_config = 1)), { code: 'HPM-034', path: `${S0}.fpha_config`, message: 'must be an object or null' });
    fires(await checkWith((m) => (season(m).reference_volume = [])), { code: 'HPM-034', path: `${S0}.reference_volume`, message: 'must be an object or null' });
    fires(await checkWith((m) => (season(m).productivity_mw_per_m3s = -2)), { code: 'HPM-034', path: `${S0}.productivity_mw_per_m3s`, message: '>= 0, got -2' });
    fires(await checkWith((m) => (season(m, 1).productivity_mw_per_m3s = 1)), {
      code: 'HPM-034',
      path: 'production_models[1].seasons[1].productivity_mw_per_m3s',
      message: 'not allowed on an "fpha" entry',
    });
    fires(await checkWith((m) => (season(m).fpha_config = { source: 'computed' })), {
      code: 'HPM-034',
      severity: 'hint',
      path: `${S0}.fpha_config`,
      message: 'no specified meaning on a "linearized_head" entry',
    });
    const result = await checkWith((m) => (season(m).productivity_mw_per_m3s = -2));
    expectNoDiagnostic(result, 'HPM-027');
  });
  test('HPM-034 near miss: the valid season fields', async () => {
    expectNoDiagnostic(await check(validModels()), 'HPM-034');
  });
});

describe('HPM-040 to HPM-042 reference_volume', () => {
  test('HPM-040 both set, on the reference_volume key', async () => {
    fires(await checkWith((m) => (range(m).reference_volume.percentile = 0.5)), {
      code: 'HPM-040',
      path: `${R0}.reference_volume`,
      message: 'both "volume_hm3" and "percentile"',
    });
  });
  test('HPM-040 neither set: empty object or both null', async () => {
    fires(await checkWith((m) => (range(m).reference_volume = {})), { code: 'HPM-040', path: `${R0}.reference_volume`, message: 'neither' });
    fires(await checkWith((m) => (season(m).reference_volume = { volume_hm3: null, percentile: null })), { code: 'HPM-040', path: `${S0}.reference_volume`, message: 'neither' });
  });
  test('HPM-040 near miss: exactly one set, the other null; a mistyped one counts as set', async () => {
    expectNoDiagnostic(await check(validModels()), 'HPM-040');
    const result = await checkWith((m) => (range(m).reference_volume = { volume_hm3: 'big' }));
    expectNoDiagnostic(result, 'HPM-040');
    fires(result, { code: 'HPM-041', path: `${R0}.reference_volume.volume_hm3` });
  });
  test('HPM-041 volume_hm3 not finite or <= 0', async () => {
    fires(await checkWith((m) => (range(m).reference_volume.volume_hm3 = 0)), {
      code: 'HPM-041',
      path: `${R0}.reference_volume.volume_hm3`,
      message: 'must be finite and > 0, got 0',
    });
    fires(await check(JSON.stringify(validModels()).replace('"volume_hm3":500', '"volume_hm3":-1e500')), { code: 'HPM-041', path: `${R0}.reference_volume.volume_hm3` });
  });
  test('HPM-041 near miss: a tiny positive volume', async () => {
    expectNoDiagnostic(await checkWith((m) => (range(m).reference_volume.volume_hm3 = 1e-9)), 'HPM-041');
  });
  test('HPM-042 percentile outside [0, 1]', async () => {
    fires(await checkWith((m) => (season(m).reference_volume.percentile = 50)), {
      code: 'HPM-042',
      path: `${S0}.reference_volume.percentile`,
      message: 'must be finite and in [0, 1], got 50',
    });
  });
  test('HPM-042 near miss: the bounds 0 and 1', async () => {
    expectNoDiagnostic(await checkWith((m) => (season(m).reference_volume.percentile = 0)), 'HPM-042');
    expectNoDiagnostic(await checkWith((m) => (season(m).reference_volume.percentile = 1)), 'HPM-042');
  });
});

describe('HPM-050 to HPM-059 fpha_config', () => {
  const C = `${R0}.fpha_config`;
  test('HPM-050 source missing or unknown', async () => {
    fires(await checkWith((m) => delete fphaConfig(m).source), { code: 'HPM-050', path: C, message: 'missing required field "source"' });
    fires(await checkWith((m) => (fphaConfig(m).source = 'file')), { code: 'HPM-050', path: `${C}.source`, message: 'must be "precomputed" or "computed"' });
  });
  test('HPM-050 near miss: precomputed', async () => {
    expectNoDiagnostic(await checkWith((m) => (fphaConfig(m).source = 'precomputed')), 'HPM-050');
  });
  test('HPM-051 volume points <= 0 or not an integer', async () => {
    fires(await checkWith((m) => (fphaConfig(m).volume_discretization_points = 0)), {
      code: 'HPM-051',
      path: `${C}.volume_discretization_points`,
      message: 'must be >= 1, got 0',
    });
    fires(await checkWith((m) => (fphaConfig(m).volume_discretization_points = 2.5)), { code: 'HPM-051', path: `${C}.volume_discretization_points` });
  });
  test('HPM-051 near miss: 1 selects the single-volume fit, null keeps the default', async () => {
    expectNoDiagnostic(await checkWith((m) => (fphaConfig(m).volume_discretization_points = 1)), 'HPM-051');
    expectNoDiagnostic(await checkWith((m) => (fphaConfig(m).volume_discretization_points = null)), 'HPM-051');
  });
  test('HPM-052 and HPM-053 turbine and spillage points < 2', async () => {
    fires(await checkWith((m) => (fphaConfig(m).turbine_discretization_points = 1)), {
      code: 'HPM-052',
      path: `${C}.turbine_discretization_points`,
      message: 'must be >= 2, got 1',
    });
    fires(await checkWith((m) => (fphaConfig(m).spillage_discretization_points = 1)), {
      code: 'HPM-053',
      path: `${C}.spillage_discretization_points`,
      message: 'must be >= 2, got 1',
    });
    fires(await checkWith((m) => (fphaConfig(m).spillage_discretization_points = '5')), {
      code: 'HPM-053',
      path: `${C}.spillage_discretization_points`,
      message: 'must be an integer or null',
    });
  });
  test('HPM-052 and HPM-053 near miss: 2', async () => {
    const result = await checkWith((m) => Object.assign(fphaConfig(m), { turbine_discretization_points: 2, spillage_discretization_points: 2 }));
    expectNoDiagnostic(result, 'HPM-052');
    expectNoDiagnostic(result, 'HPM-053');
  });
  test('HPM-054 max planes < 1', async () => {
    fires(await checkWith((m) => (fphaConfig(m).max_planes_per_hydro = 0)), {
      code: 'HPM-054',
      path: `${C}.max_planes_per_hydro`,
      message: 'must be >= 1, got 0',
    });
  });
  test('HPM-054 near miss: 1', async () => {
    expectNoDiagnostic(await checkWith((m) => (fphaConfig(m).max_planes_per_hydro = 1)), 'HPM-054');
  });
  test('HPM-055 fitting_window not an object or null', async () => {
    fires(await checkWith((m) => (fphaConfig(m).fitting_window = [0, 1])), {
      code: 'HPM-055',
      path: `${C}.fitting_window`,
      message: 'must be an object or null, got an array',
    });
  });
  test('HPM-055 near miss: null', async () => {
    expectNoDiagnostic(await checkWith((m) => (fphaConfig(m).fitting_window = null)), 'HPM-055');
  });
  test('HPM-056 and HPM-057 both bounds of one end set', async () => {
    fires(await checkWith((m) => (fphaConfig(m).fitting_window.volume_min_percentile = 0.1)), {
      code: 'HPM-056',
      path: `${C}.fitting_window`,
      message: 'both "volume_min_hm3" and "volume_min_percentile"',
    });
    fires(await checkWith((m) => (fphaConfig(m).fitting_window.volume_max_hm3 = 900)), {
      code: 'HPM-057',
      path: `${C}.fitting_window`,
      message: 'both "volume_max_hm3" and "volume_max_percentile"',
    });
  });
  test('HPM-056 and HPM-057 near miss: hm3 min with percentile max', async () => {
    const result = await check(validModels());
    expectNoDiagnostic(result, 'HPM-056');
    expectNoDiagnostic(result, 'HPM-057');
  });
  test('HPM-058 percentile outside [0, 1] or not a number', async () => {
    fires(await checkWith((m) => (fphaConfig(m).fitting_window.volume_max_percentile = 1.5)), {
      code: 'HPM-058',
      path: `${C}.fitting_window.volume_max_percentile`,
      message: 'must be in [0, 1], got 1.5',
    });
    fires(await checkWith((m) => (fphaConfig(m).fitting_window.volume_max_percentile = true)), {
      code: 'HPM-058',
      path: `${C}.fitting_window.volume_max_percentile`,
      message: 'must be a number or null',
    });
  });
  test('HPM-058 near miss: 1', async () => {
    expectNoDiagnostic(await checkWith((m) => (fphaConfig(m).fitting_window.volume_max_percentile = 1)), 'HPM-058');
  });
  test('HPM-059 hm3 bound not a number or null', async () => {
    fires(await checkWith((m) => (fphaConfig(m).fitting_window.volume_min_hm3 = '100')), {
      code: 'HPM-059',
      path: `${C}.fitting_window.volume_min_hm3`,
      message: 'must be a number or null, got "100"',
    });
  });
  test('HPM-059 near miss: any number, even a window collapsed to a point', async () => {
    const result = await checkWith((m) => (fphaConfig(m).fitting_window = { volume_min_hm3: 100, volume_max_hm3: 100 }));
    expectNoDiagnostic(result, 'HPM-059');
    expectClean(beyondTheBoundWarning(result));
  });
});

describe('HPM-090 unknown keys', () => {
  const cases: Array<[string, (m: any) => void, string]> = [
    ['root', (m) => (m.fpha_reduction = {}), 'fpha_reduction'],
    ['entry', (m) => (m.production_models[0].hydro = 0), 'production_models[0].hydro'],
    ['stage range', (m) => (range(m).comment = 'x'), `${R0}.comment`],
    ['season', (m) => (season(m).season = 0), `${S0}.season`],
    ['fpha_config', (m) => (fphaConfig(m).volume_points = 5), `${R0}.fpha_config.volume_points`],
    ['fitting_window', (m) => (fphaConfig(m).fitting_window.min_hm3 = 5), `${R0}.fpha_config.fitting_window.min_hm3`],
    ['reference_volume', (m) => (range(m).reference_volume.hm3 = 5), `${R0}.reference_volume.hm3`],
  ];
  for (const [where, change, path] of cases) {
    test(`a warning on the key of the ${where}`, async () => {
      fires(await checkWith(change), { code: 'HPM-090', path, message: 'unknown key' });
    });
  }
  test('a close key gets a rename suggestion', async () => {
    const change = (m: any): void => {
      delete range(m, 1).end_stage_id;
      range(m, 1).end_stage = 3;
    };
    const d = expectDiagnostic(await checkWith(change), {
      code: 'HPM-090',
      path: 'production_models[0].stage_ranges[1].end_stage',
      message: 'did you mean "end_stage_id"?',
    });
    assert.equal(d.data?.rename, 'end_stage_id');
  });
  test('decision D32: productivity_override alone is one HPM-090 per file, on the first, naming the current key, with the rename', async () => {
    const result = await checkWith((m) => {
      delete range(m, 1).productivity_mw_per_m3s;
      range(m, 1).productivity_override = 0.8;
      season(m, 1).productivity_override = 0.8;
    });
    const d = expectDiagnostic(result, {
      code: 'HPM-090',
      path: 'production_models[0].stage_ranges[1].productivity_override',
      message: '"productivity_override" is the older name of "productivity_mw_per_m3s", on 2 entries: rename them',
    });
    assert.deepEqual(d.data, { unknownKey: 'productivity_override', rename: 'productivity_mw_per_m3s' });
    assert.deepEqual(
      d.related?.map((r) => r.location.kind === 'json' && r.location.path),
      ['production_models[1].seasons[1].productivity_override'],
    );
    assert.equal(result.diagnostics.filter((x) => x.code === 'HPM-090').length, 1);
    const one = await checkWith((m) => {
      delete range(m, 1).productivity_mw_per_m3s;
      range(m, 1).productivity_override = 0.8;
    });
    fires(one, {
      code: 'HPM-090',
      path: 'production_models[0].stage_ranges[1].productivity_override',
      message: /^"productivity_override" is the older name of "productivity_mw_per_m3s": rename it$/,
    });
  });
  test('no rename to productivity_mw_per_m3s when that key is already there', async () => {
    const d = expectDiagnostic(await checkWith((m) => (range(m, 1).productivity_override = 0.8)), {
      code: 'HPM-090',
      path: 'production_models[0].stage_ranges[1].productivity_override',
    });
    assert.notEqual(d.data?.rename, 'productivity_mw_per_m3s');
  });
  test('a field of the other selection mode is ignored, with a warning', async () => {
    const result = await checkWith((m) => (m.production_models[0].seasons = 'anything'));
    fires(result, { code: 'HPM-090', path: 'production_models[0].seasons', message: '"seasons" is ignored when selection_mode is "stage_ranges"' });
    expectNoDiagnostic(result, 'HPM-031');
    fires(await checkWith((m) => (m.production_models[1].stage_ranges = [])), { code: 'HPM-090', path: 'production_models[1].stage_ranges', message: 'belongs to "stage_ranges"' });
  });
  test('near miss: $schema on the root and every spec key', async () => {
    expectNoDiagnostic(await check(validModels()), 'HPM-090');
  });
});

describe('the model and stage resolution', () => {
  async function modelOf(models: unknown): Promise<ProductionModelsModel> {
    const model = (await check(models)).model.productionModels;
    assert.ok(model);
    return model;
  }
  function entry(model: ProductionModelsModel, hydroId: number): ProductionModelEntry {
    const found = model.byHydro.get(hydroId);
    assert.ok(found);
    return found;
  }

  test('ranges and seasons keep their values, nodes and the effective fpha source', async () => {
    const model = await modelOf(validModels());
    const plant0 = entry(model, 0);
    assert.equal(plant0.selectionMode, 'stage_ranges');
    const [first, second] = plant0.ranges as [StageRangeInfo, StageRangeInfo];
    assert.deepEqual([first.start, first.end, first.model, first.fphaSource], [0, 1, 'fpha', 'computed']);
    assert.equal(first.fphaConfig?.fittingWindow?.volumeMaxPercentile, 0.9);
    assert.equal(first.referenceVolume?.volumeHm3, 500);
    assert.deepEqual([second.start, second.end, second.model, second.productivity, second.fphaSource], [2, null, 'constant_productivity', 0.85, undefined]);
    assert.equal(second.node.type, 'object');
    const plant1 = entry(model, 1);
    assert.equal(plant1.defaultModel, 'constant_productivity');
    assert.deepEqual(
      plant1.seasons.map((s) => [s.seasonId, s.model, s.fphaSource, s.productivity, s.referenceVolume?.percentile]),
      [
        [0, 'linearized_head', undefined, 0, 0.5],
        [1, 'fpha', 'precomputed', undefined, undefined],
      ],
    );
    assert.deepEqual(model.reduction && { method: model.reduction.method, toleranceDeg: model.reduction.toleranceDeg }, { method: 'angle', toleranceDeg: 5 });
  });

  test('stage_ranges: inclusive bounds, open end, first match wins, a dead range never matches', async () => {
    const models = validModels();
    models.production_models[0].stage_ranges = [
      { start_stage_id: 5, end_stage_id: 3, model: 'linearized_head' },
      { start_stage_id: 1, end_stage_id: 2, model: 'fpha' },
      { start_stage_id: 0, model: 'constant_productivity', productivity_mw_per_m3s: 1 },
    ];
    const plant = entry(await modelOf(models), 0);
    const at = (stageId: number) => {
      const resolved = resolveProductionModel(plant, { stageId });
      return resolved?.via === 'range' ? resolved.choice.index : undefined;
    };
    assert.deepEqual([0, 1, 2, 3, 4, 5, 100].map(at), [2, 1, 1, 2, 2, 2, 2]);
    const fpha = resolveProductionModel(plant, { stageId: 1 });
    assert.equal(fpha?.choice.fphaSource, 'precomputed');
    assert.equal(resolveProductionModel(plant, { stageId: -1 }), undefined);
  });

  test('seasonal: the first matching season, else default_model with nothing else', async () => {
    const models = validModels();
    models.production_models[1].default_model = 'fpha';
    models.production_models[1].seasons.push({ season_id: 0, model: 'fpha' });
    const plant = entry(await modelOf(models), 1);
    const s0 = resolveProductionModel(plant, { stageId: 0, seasonId: 0 });
    assert.equal(s0?.via, 'season');
    assert.equal(s0?.via === 'season' && s0.choice.index, 0);
    const fallback = resolveProductionModel(plant, { stageId: 0, seasonId: 7 });
    assert.equal(fallback?.via, 'default');
    assert.equal(fallback?.choice.model, 'fpha');
    assert.equal(fallback?.choice.fphaSource, 'precomputed');
    assert.equal(fallback?.choice.fphaConfig, undefined);
    assert.equal(fallback?.choice.productivityNode, undefined);
    assert.equal(fallback?.choice.node, plant.defaultModelNode);
    assert.equal(resolveProductionModel(plant, { stageId: 0 })?.via, 'default');
  });

  test('an unreadable mode resolves nothing', async () => {
    const plant = entry(await modelOf({ production_models: [{ hydro_id: 3, selection_mode: 'both' }] }), 3);
    assert.equal(resolveProductionModel(plant, { stageId: 0, seasonId: 0 }), undefined);
  });

  test('an invalid productivity is still recorded as a productivity source; null is not', async () => {
    const models = validModels();
    range(models, 1).productivity_mw_per_m3s = -1;
    season(models, 1).productivity_mw_per_m3s = null;
    const model = await modelOf(models);
    const second = entry(model, 0).ranges[1];
    assert.equal(second?.productivity, undefined);
    assert.equal(second?.productivityNode?.value, -1);
    assert.equal(entry(model, 1).seasons[1]?.productivityNode, undefined);
  });
});

describe('hostile shapes never throw and always report', () => {
  const shapes: Array<[string, unknown]> = [
    ['null root', 'null'],
    ['string root', '"models"'],
    ['number root', '42'],
    ['empty object', {}],
    ['production_models null', { production_models: null }],
    ['entries of every type', { production_models: [null, 1, 'a', [], true, {}] }],
    ['every entry field mistyped', { production_models: [{ hydro_id: 'a', selection_mode: 5, stage_ranges: {}, seasons: 'x', default_model: [] }], fpha_plane_reduction: [] }],
    [
      'every range field mistyped',
      {
        production_models: [
          {
            hydro_id: 0,
            selection_mode: 'stage_ranges',
            stage_ranges: [
              { start_stage_id: {}, end_stage_id: [], model: null, fpha_config: [], reference_volume: true, productivity_mw_per_m3s: {} },
              {
                start_stage_id: 0,
                model: 'fpha',
                fpha_config: { source: 1, volume_discretization_points: {}, fitting_window: 'x' },
                reference_volume: { volume_hm3: [], percentile: {} },
              },
              {
                start_stage_id: 0,
                model: 'fpha',
                fpha_config: { source: 'computed', fitting_window: { volume_min_hm3: [], volume_min_percentile: {}, volume_max_hm3: null, volume_max_percentile: 'x' } },
              },
            ],
          },
        ],
      },
    ],
    [
      'every season field mistyped',
      {
        production_models: [
          {
            hydro_id: 0,
            selection_mode: 'seasonal',
            default_model: null,
            seasons: [{ season_id: [], model: {}, fpha_config: 'x', reference_volume: 1, productivity_mw_per_m3s: 'x' }, 5],
          },
        ],
      },
    ],
    ['reduction of every type', { production_models: [], fpha_plane_reduction: { method: [], tolerance_deg: {}, tolerance_pct: 'x', n_samples: null, constructor: 1 } }],
  ];
  for (const [name, shape] of shapes) {
    test(name, async () => {
      const result = await check(typeof shape === 'string' ? shape : JSON.stringify(shape));
      assert.ok(
        result.diagnostics.some((d) => d.file === FILE && d.severity === 'error'),
        name,
      );
      assert.ok(result.model.productionModels);
    });
  }

  test('keys named like Object.prototype members are plain unknown keys', async () => {
    const text =
      '{"production_models": [{"hydro_id": 0, "selection_mode": "stage_ranges", "stage_ranges": [], "__proto__": 1, "constructor": 2}],' +
      ' "fpha_plane_reduction": {"method": "angle", "tolerance_deg": 1, "toString": 3}}';
    const result = await check(text);
    // The file's own rules only: its empty stage_ranges leave every stage uncovered (the XF-014 hint).
    assert.deepEqual(
      result.diagnostics.filter((d) => d.file === FILE && !d.code.startsWith('XF-')).map((d) => [d.code, d.location.kind === 'json' && d.location.path]),
      [
        ['HPM-090', 'production_models[0].__proto__'],
        ['HPM-090', 'production_models[0].constructor'],
        ['HPM-010', 'fpha_plane_reduction.toString'],
      ],
    );
  });

  test('truncated at 25 points: JSON-001 and no crash', async () => {
    const text = JSON.stringify(validModels(), null, 2);
    for (let cut = 1; cut < text.length; cut += Math.ceil(text.length / 25)) {
      const result = await check(text.slice(0, cut));
      expectDiagnostic(result, { code: 'JSON-001', file: FILE });
    }
  });

  test('a huge file stays capped and fast', async () => {
    const entries = Array.from({ length: 20_000 }, () => ({
      hydro_id: 1,
      selection_mode: 'stage_ranges',
      stage_ranges: [{ start_stage_id: 0, model: 'fpha', productivity_mw_per_m3s: 1 }],
    }));
    const result = await check({ production_models: entries });
    const duplicates = result.diagnostics.filter((d) => d.code === 'HPM-002');
    assert.equal(duplicates.length, 201);
    assert.match(duplicates.at(-1)!.message, /more HPM-002 problems/);
    assert.equal(result.model.productionModels?.entries.length, 20_000);
  });
});
