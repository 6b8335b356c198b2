// stages.json: the root, policy_graph and stages[] (STG-001..STG-003, STG-006, STG-010..STG-050,
// STG-090). Each rule fires on one bent field of the valid baseline, and stays silent on the
// closest valid input.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validStages, validateFiles, useNodeForm } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { expectAnnotated } from '../support/annotated';
import type { ValidationResult } from '../../shared/engine/validate';

const FILE = 'stages.json';

/** Validates the baseline case with stages.json bent by `edit` (an object, or raw text). */
async function withStages(edit: (stages: any) => void): Promise<ValidationResult> {
  const stages = validStages();
  edit(stages);
  return validateFiles({ ...validCase(), [FILE]: stages });
}

/**
 * Validates stages.json written as text, for values JSON.stringify cannot produce (`1.0`, `1e400`):
 * `edit` sets a field to a marker string and the marker is replaced by `raw`.
 */
async function withRawValue(edit: (stages: any, marker: string) => void, raw: string): Promise<ValidationResult> {
  const stages = validStages();
  const marker = '__RAW_VALUE__';
  edit(stages, marker);
  const text = JSON.stringify(stages, null, 2).replace(`"${marker}"`, raw);
  return validateFiles({ ...validCase(), [FILE]: text });
}

/** Asserts the diagnostics marked in an annotated stages.json (test/support/annotated.ts) over the baseline case. */
function expectStages(template: string) {
  return expectAnnotated(FILE, template);
}

function monthlyMap(): any {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return { cycle_type: 'monthly', seasons: names.map((label, i) => ({ id: i, label, month_start: i + 1 })) };
}

function codes(result: ValidationResult): string[] {
  return result.diagnostics.filter((d) => d.file === FILE).map((d) => d.code);
}

describe('stages.json root', () => {
  test('the baseline stages.json is clean', async () => {
    expectClean(await withStages(() => {}));
  });

  test('STG-001: a root that is not an object', async () => {
    const result = await validateFiles({ ...validCase(), [FILE]: '[1, 2]' });
    expectDiagnostic(result, { code: 'STG-001', file: FILE, path: '', message: 'must be an object, got an array' });
    assert.deepEqual(codes(result), ['STG-001']);
  });

  test('STG-001 near miss: an object root', async () => {
    expectNoDiagnostic(await withStages(() => {}), 'STG-001');
  });

  test('STG-002: policy_graph missing is reported on the root', async () => {
    const result = await withStages((s) => delete s.policy_graph);
    expectDiagnostic(result, { code: 'STG-002', file: FILE, path: '', line: 0, message: 'missing required field "policy_graph"' });
    expectNoDiagnostic(result, 'STG-039');
  });

  test('decision D33: without policy_graph the stages form the plain chain, so STG-039 still asks each study stage for num_openings', async () => {
    await expectStages(`
      ^file CASE-002 stages.json has no valid policy_graph object (STG-002)
      {
      ^ STG-002 missing required field "policy_graph"
        "stages": [
          { "id": -1, "start_date": "2023-12-01", "end_date": "2024-01-01", "blocks": [{ "id": 0, "name": "S", "hours": 744 }] },
                  ^^ STG-031
          { "id": 0, "start_date": "2024-01-01", "end_date": "2024-02-01", "blocks": [{ "id": 0, "name": "S", "hours": 744 }] },
          ^ STG-039 missing required field "num_openings"
          { "id": 1, "start_date": "2024-02-01", "end_date": "2024-03-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "S", "hours": 696 }] },
          { "id": 2, "start_date": "2024-03-01", "end_date": "2024-04-01", "num_openings": null, "blocks": [{ "id": 0, "name": "S", "hours": 744 }] }
                                                                                           ^^^^ STG-039 "num_openings" must be an integer >= 1 when policy_graph has no nodes, got null
        ]
      }`);
  });

  test('decision D33 near miss: a policy_graph that is not an object has no nodes either, and a stage with num_openings passes', async () => {
    const result = await withStages((s) => {
      s.policy_graph = [];
      delete s.stages[1].num_openings;
    });
    expectDiagnostic(result, { code: 'STG-002', path: 'policy_graph' });
    expectDiagnostic(result, { code: 'STG-039', path: 'stages[1]' });
    assert.equal(result.diagnostics.filter((d) => d.code === 'STG-039').length, 1);
  });

  test('STG-002: policy_graph of the wrong type', async () => {
    const result = await withStages((s) => (s.policy_graph = []));
    expectDiagnostic(result, { code: 'STG-002', path: 'policy_graph', message: 'must be an object, got an array' });
  });

  test('STG-002 near miss: a minimal policy graph', async () => {
    const result = await withStages((s) => (s.policy_graph = { type: 'finite_horizon', annual_discount_rate: 0 }));
    expectNoDiagnostic(result, 'STG-002');
    expectClean(result);
  });

  test('STG-003: stages missing, and no endpoint cascade', async () => {
    const result = await withStages((s) => delete s.stages);
    expectDiagnostic(result, { code: 'STG-003', path: '', message: 'missing required field "stages"' });
    expectNoDiagnostic(result, 'STG-019');
  });

  test('STG-003: stages of the wrong type', async () => {
    expectDiagnostic(await withStages((s) => (s.stages = { id: 0 })), { code: 'STG-003', path: 'stages', message: 'must be an array, got an object' });
  });

  test('STG-003: entries that are not objects are reported and skipped', async () => {
    const result = await withStages((s) => s.stages.splice(1, 0, 5, null));
    expectDiagnostic(result, { code: 'STG-003', path: 'stages[1]', message: 'stage must be an object, got 5' });
    expectDiagnostic(result, { code: 'STG-003', path: 'stages[2]', message: 'got null' });
    // The object entries keep their positions in the model.
    assert.deepEqual(
      result.model.stages?.stages.map((stage) => stage.index),
      [0, 3, 4],
    );
  });

  test('STG-003 near miss: an empty stages array is an array', async () => {
    const result = await withStages((s) => (s.stages = []));
    expectNoDiagnostic(result, 'STG-003');
  });

  test('STG-006: $schema is never validated, whatever its value', async () => {
    expectClean(await withStages((s) => (s.$schema = 42)));
    expectClean(await withStages((s) => (s.$schema = 'https://example.invalid/stages.schema.json')));
  });

  test('STG-090: an unknown root key is a warning with a rename', async () => {
    const result = await withStages((s) => {
      s.stagess = [];
      s.extra = 1;
    });
    const d = expectDiagnostic(result, { code: 'STG-090', path: 'stagess', message: 'unknown key "stagess"' });
    assert.equal(d.data?.unknownKey, 'stagess');
    expectDiagnostic(result, { code: 'STG-090', path: 'extra', message: /^unknown key "extra"$/ });
  });
});

describe('policy_graph', () => {
  test('STG-010: type missing, mistyped, or unknown (with a suggestion)', async () => {
    expectDiagnostic(await withStages((s) => delete s.policy_graph.type), { code: 'STG-010', path: 'policy_graph', message: 'missing required field "type"' });
    expectDiagnostic(await withStages((s) => (s.policy_graph.type = 3)), { code: 'STG-010', path: 'policy_graph.type', message: 'got 3' });
    const d = expectDiagnostic(await withStages((s) => (s.policy_graph.type = 'finite_horizn')), {
      code: 'STG-010',
      path: 'policy_graph.type',
      message: 'did you mean "finite_horizon"?',
    });
    assert.equal(d.data?.replaceWith, 'finite_horizon');
  });

  test('STG-010 / STG-011 near miss: finite_horizon', async () => {
    const result = await withStages(() => {});
    expectNoDiagnostic(result, 'STG-010');
    expectNoDiagnostic(result, 'STG-011');
  });

  test('STG-011: cyclic is reserved and rejected', async () => {
    const result = await withStages((s) => (s.policy_graph.type = 'cyclic'));
    expectDiagnostic(result, { code: 'STG-011', path: 'policy_graph.type', message: '"cyclic" is reserved' });
    expectNoDiagnostic(result, 'STG-010');
  });

  test('STG-012: annual_discount_rate missing, negative, mistyped, non-finite', async () => {
    expectDiagnostic(await withStages((s) => delete s.policy_graph.annual_discount_rate), { code: 'STG-012', path: 'policy_graph', message: 'missing' });
    expectDiagnostic(await withStages((s) => (s.policy_graph.annual_discount_rate = -0.01)), {
      code: 'STG-012',
      path: 'policy_graph.annual_discount_rate',
      message: 'must be finite and >= 0, got -0.01',
    });
    expectDiagnostic(await withStages((s) => (s.policy_graph.annual_discount_rate = '0.1')), { code: 'STG-012', message: 'must be a number, got "0.1"' });
    expectDiagnostic(await withRawValue((s, m) => (s.policy_graph.annual_discount_rate = m), '1e400'), { code: 'STG-012', message: 'got 1e400' });
  });

  test('STG-012 near miss: a zero rate', async () => {
    expectNoDiagnostic(await withStages((s) => (s.policy_graph.annual_discount_rate = 0.0)), 'STG-012');
  });

  test('STG-013: nodes not an array, null, or holding a non-object', async () => {
    expectDiagnostic(await withStages((s) => (s.policy_graph.nodes = {})), { code: 'STG-013', path: 'policy_graph.nodes', message: 'must be an array' });
    expectDiagnostic(await withStages((s) => (s.policy_graph.nodes = null)), { code: 'STG-013', path: 'policy_graph.nodes', message: 'got null' });
    const result = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.nodes.push('node');
    });
    expectDiagnostic(result, { code: 'STG-013', path: 'policy_graph.nodes[3]', message: 'policy graph node must be an object, got "node"' });
  });

  test('STG-013 near miss: a valid node list', async () => {
    const result = await withStages(useNodeForm);
    expectNoDiagnostic(result, 'STG-013');
    expectClean(result);
  });

  test('decision D16: nodes: [] is the chain form (num_openings still required, endpoints are stage ids)', async () => {
    const result = await withStages((s) => {
      s.policy_graph.nodes = [];
      delete s.stages[1].num_openings;
    });
    expectNoDiagnostic(result, 'STG-013');
    expectNoDiagnostic(result, 'STG-019');
    expectDiagnostic(result, { code: 'STG-039', path: 'stages[1]' });
    assert.equal(result.model.stages?.policyGraph?.nodesDeclared, false);
  });

  test('STG-014: node id missing, not an integer, duplicated', async () => {
    expectDiagnostic(
      await withStages((s) => {
        useNodeForm(s);
        delete s.policy_graph.nodes[1].id;
      }),
      { code: 'STG-014', path: 'policy_graph.nodes[1]', message: 'missing required field "id"' },
    );
    expectDiagnostic(
      await withRawValue((s, m) => {
        useNodeForm(s);
        s.policy_graph.nodes[0].id = m;
      }, '100.0'),
      { code: 'STG-014', path: 'policy_graph.nodes[0].id', message: 'node id must be an integer, got 100.0' },
    );
    const duplicate = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.nodes[2].id = 100;
      s.policy_graph.transitions = [];
    });
    expectDiagnostic(duplicate, { code: 'STG-014', path: 'policy_graph.nodes[2].id', message: 'duplicate node id 100 (first declared at policy_graph.nodes[0])' });
  });

  test('STG-014 near miss: distinct node ids', async () => {
    expectNoDiagnostic(await withStages(useNodeForm), 'STG-014');
  });

  test('STG-015: stage_id missing, or naming no study stage', async () => {
    expectDiagnostic(
      await withStages((s) => {
        useNodeForm(s);
        delete s.policy_graph.nodes[0].stage_id;
      }),
      { code: 'STG-015', path: 'policy_graph.nodes[0]', message: 'missing required field "stage_id"' },
    );
    const result = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.nodes[2].stage_id = 7;
    });
    expectDiagnostic(result, { code: 'STG-015', path: 'policy_graph.nodes[2].stage_id', message: 'stage_id 7 names no study stage (stage ids: 0, 1, 2)' });
  });

  test('STG-015: stage_id resolves against ids, never positions', async () => {
    const renumber = (s: any): void => {
      useNodeForm(s);
      s.stages.forEach((stage: any, i: number) => (stage.id = 10 + i));
    };
    const byPosition = await withStages((s) => {
      renumber(s);
      s.policy_graph.nodes[0].stage_id = 0; // position 0, but no stage has id 0
    });
    expectDiagnostic(byPosition, { code: 'STG-015', path: 'policy_graph.nodes[0].stage_id', message: 'stage ids: 10, 11, 12' });
    const byId = await withStages((s) => {
      renumber(s);
      s.policy_graph.nodes.forEach((node: any, i: number) => (node.stage_id = 10 + i));
    });
    expectNoDiagnostic(byId, 'STG-015');
  });

  test('STG-015: a negative stage is pre-study, so a node cannot name it', async () => {
    const result = await withStages((s) => {
      useNodeForm(s);
      s.stages[0].id = -1;
      s.policy_graph.nodes[0].stage_id = -1;
    });
    expectDiagnostic(result, { code: 'STG-015', path: 'policy_graph.nodes[0].stage_id', message: 'pre-study' });
  });

  test('STG-016: scenario_id must be an integer or null', async () => {
    const result = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.nodes[0].scenario_id = 'a';
    });
    expectDiagnostic(result, { code: 'STG-016', path: 'policy_graph.nodes[0].scenario_id', message: 'must be an integer or null, got "a"' });
  });

  test('STG-016 near miss: integer and null scenario ids (kept in the model)', async () => {
    const result = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.nodes[0].scenario_id = 3;
      s.policy_graph.nodes[1].scenario_id = null;
    });
    expectNoDiagnostic(result, 'STG-016');
    const nodes = result.model.stages?.policyGraph?.nodes;
    assert.equal(nodes?.[0]?.scenarioId, 3);
    assert.equal(nodes?.[1]?.scenarioId, null);
    assert.equal(nodes?.[2]?.scenarioId, undefined);
  });

  test('STG-017: label must be a string or null', async () => {
    const result = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.nodes[1].label = 5;
    });
    expectDiagnostic(result, { code: 'STG-017', path: 'policy_graph.nodes[1].label', message: 'must be a string or null, got 5' });
  });

  test('STG-017 near miss: string and null labels', async () => {
    const result = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.nodes[0].label = 'wet';
      s.policy_graph.nodes[1].label = null;
    });
    expectNoDiagnostic(result, 'STG-017');
  });

  test('STG-018: transitions not an array, or holding a non-object', async () => {
    expectDiagnostic(await withStages((s) => (s.policy_graph.transitions = {})), {
      code: 'STG-018',
      path: 'policy_graph.transitions',
      message: 'must be an array',
    });
    expectDiagnostic(await withStages((s) => s.policy_graph.transitions.push([1])), {
      code: 'STG-018',
      path: 'policy_graph.transitions[2]',
      message: 'transition must be an object, got an array',
    });
  });

  test('STG-018 near miss: transitions absent defaults to none', async () => {
    const result = await withStages((s) => delete s.policy_graph.transitions);
    expectNoDiagnostic(result, 'STG-018');
    expectClean(result);
  });

  test('STG-019: chain-form endpoint that names no stage', async () => {
    const result = await withStages((s) => (s.policy_graph.transitions[1].target_id = 9));
    expectDiagnostic(result, { code: 'STG-019', path: 'policy_graph.transitions[1].target_id', message: 'target_id 9 names no study stage' });
  });

  test('STG-019: endpoints missing or not integers', async () => {
    expectDiagnostic(await withStages((s) => delete s.policy_graph.transitions[0].source_id), {
      code: 'STG-019',
      path: 'policy_graph.transitions[0]',
      message: 'missing required field "source_id"',
    });
    expectDiagnostic(await withStages((s) => (s.policy_graph.transitions[0].target_id = '1')), {
      code: 'STG-019',
      path: 'policy_graph.transitions[0].target_id',
      message: 'must be an integer, got "1"',
    });
  });

  test('STG-019: with nodes declared, endpoints are node ids, not stage ids', async () => {
    const result = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.transitions[0].source_id = 0; // a stage id, not a node id
    });
    expectDiagnostic(result, {
      code: 'STG-019',
      path: 'policy_graph.transitions[0].source_id',
      message: 'source_id 0 names no node of policy_graph.nodes (node ids: 100, 101, 102)',
    });
  });

  test('STG-019 near miss: node ids in the node form, stage ids in the chain form', async () => {
    expectNoDiagnostic(await withStages(useNodeForm), 'STG-019');
    expectNoDiagnostic(await withStages(() => {}), 'STG-019');
  });

  test('STG-020: probability missing or not a number', async () => {
    expectDiagnostic(await withStages((s) => delete s.policy_graph.transitions[0].probability), {
      code: 'STG-020',
      path: 'policy_graph.transitions[0]',
      message: 'missing required field "probability"',
    });
    const result = await withStages((s) => (s.policy_graph.transitions[1].probability = '1'));
    expectDiagnostic(result, { code: 'STG-020', path: 'policy_graph.transitions[1].probability', message: 'got "1"' });
    // The sum of source 1 is unknown: no STG-021 on top.
    expectNoDiagnostic(result, 'STG-021');
  });

  test('STG-020 near miss: a numeric probability', async () => {
    expectNoDiagnostic(await withStages(() => {}), 'STG-020');
  });

  test('STG-021: outgoing probabilities off 1 by more than 1e-6', async () => {
    const result = await withStages((s) => {
      s.policy_graph.transitions = [
        { source_id: 0, target_id: 1, probability: 0.5 },
        { source_id: 1, target_id: 2, probability: 1.0 },
        { source_id: 0, target_id: 2, probability: 0.4 },
      ];
    });
    const d = expectDiagnostic(result, {
      code: 'STG-021',
      path: 'policy_graph.transitions[0]',
      message: 'outgoing probabilities of source 0 sum to 0.9 (transitions[0], transitions[2]), expected 1 within 0.000001',
    });
    assert.equal(d.data?.sourceId, 0);
    assert.equal(result.diagnostics.filter((x) => x.code === 'STG-021').length, 1);
  });

  test('STG-021 near miss: within the tolerance the loader rescales (no diagnostic)', async () => {
    const result = await withStages((s) => {
      s.policy_graph.transitions = [
        { source_id: 0, target_id: 1, probability: 0.5 },
        { source_id: 0, target_id: 2, probability: 0.5000009 },
        { source_id: 1, target_id: 2, probability: 0.1 },
        { source_id: 1, target_id: 0, probability: 0.2 },
        { source_id: 1, target_id: 1, probability: 0.7 },
      ];
    });
    expectNoDiagnostic(result, 'STG-021');
    const off = await withStages((s) => {
      s.policy_graph.transitions = [
        { source_id: 0, target_id: 1, probability: 0.5 },
        { source_id: 0, target_id: 2, probability: 0.500002 },
      ];
    });
    expectDiagnostic(off, { code: 'STG-021', message: 'sum to 1.000002' });
  });

  test('STG-022: override mistyped, or set while nodes are declared', async () => {
    expectDiagnostic(await withStages((s) => (s.policy_graph.transitions[0].annual_discount_rate_override = 'x')), {
      code: 'STG-022',
      path: 'policy_graph.transitions[0].annual_discount_rate_override',
      message: 'must be a number or null, got "x"',
    });
    const result = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.transitions[1].annual_discount_rate_override = 0.05;
    });
    expectDiagnostic(result, {
      code: 'STG-022',
      path: 'policy_graph.transitions[1].annual_discount_rate_override',
      message: 'rejected on a transition when policy_graph.nodes is declared, got 0.05',
    });
  });

  test('STG-022 near miss: null under nodes, a number in the chain form', async () => {
    expectNoDiagnostic(
      await withStages((s) => {
        useNodeForm(s);
        s.policy_graph.transitions[1].annual_discount_rate_override = null;
      }),
      'STG-022',
    );
    const chain = await withStages((s) => (s.policy_graph.transitions[1].annual_discount_rate_override = 0.05));
    expectNoDiagnostic(chain, 'STG-022');
    assert.equal(chain.model.stages?.policyGraph?.transitions[1]?.discountOverride, 0.05);
  });

  test('STG-023: chain-form transitions out of one stage with different overrides (warning)', async () => {
    const result = await withStages((s) => {
      s.policy_graph.transitions = [
        { source_id: 0, target_id: 1, probability: 0.5, annual_discount_rate_override: 0.05 },
        { source_id: 0, target_id: 2, probability: 0.5, annual_discount_rate_override: 0.08 },
        { source_id: 1, target_id: 2, probability: 1.0 },
      ];
    });
    expectDiagnostic(result, {
      code: 'STG-023',
      path: 'policy_graph.transitions[1].annual_discount_rate_override',
      message: 'transitions out of stage 0 carry different annual_discount_rate_override values: 0.08 here, 0.05 at policy_graph.transitions[0]',
    });
  });

  test('STG-023 near miss: equal overrides, or only one set, or the node form', async () => {
    const equal = await withStages((s) => {
      s.policy_graph.transitions = [
        { source_id: 0, target_id: 1, probability: 0.5, annual_discount_rate_override: 0.05 },
        { source_id: 0, target_id: 2, probability: 0.5, annual_discount_rate_override: 0.05 },
        { source_id: 1, target_id: 2, probability: 1.0, annual_discount_rate_override: 0.08 },
      ];
    });
    expectNoDiagnostic(equal, 'STG-023');
    expectClean(equal);
    const oneSet = await withStages((s) => {
      s.policy_graph.transitions = [
        { source_id: 0, target_id: 1, probability: 0.5, annual_discount_rate_override: 0.05 },
        { source_id: 0, target_id: 2, probability: 0.5, annual_discount_rate_override: null },
      ];
    });
    expectNoDiagnostic(oneSet, 'STG-023');
  });

  test('STG-090: unknown keys in policy_graph, nodes and transitions', async () => {
    const result = await withStages((s) => {
      useNodeForm(s);
      s.policy_graph.discount_rate = 0.1;
      s.policy_graph.nodes[0].stage = 0;
      s.policy_graph.transitions[0].probabilty = 1;
      s.policy_graph.transitions[1].annual_discount_rate_overide = 0.05;
    });
    expectDiagnostic(result, { code: 'STG-090', path: 'policy_graph.discount_rate', message: 'unknown key "discount_rate"' });
    expectDiagnostic(result, { code: 'STG-090', path: 'policy_graph.nodes[0].stage', message: 'unknown key "stage"' });
    // "probability" is present, so it is not suggested for the typo a second time.
    expectDiagnostic(result, { code: 'STG-090', path: 'policy_graph.transitions[0].probabilty', message: /^unknown key "probabilty"$/ });
    const d = expectDiagnostic(result, {
      code: 'STG-090',
      path: 'policy_graph.transitions[1].annual_discount_rate_overide',
      message: 'did you mean "annual_discount_rate_override"?',
    });
    assert.equal(d.data?.rename, 'annual_discount_rate_override');
  });
});

describe('stages[]', () => {
  test('STG-030: stage id missing, mistyped, duplicated', async () => {
    expectDiagnostic(await withStages((s) => delete s.stages[1].id), { code: 'STG-030', path: 'stages[1]', message: 'missing required field "id"' });
    expectDiagnostic(await withStages((s) => (s.stages[1].id = '1')), { code: 'STG-030', path: 'stages[1].id', message: 'stage id must be an integer, got "1"' });
    expectDiagnostic(await withRawValue((s, m) => (s.stages[1].id = m), '1e0'), { code: 'STG-030', path: 'stages[1].id', message: 'integers are read strictly' });
    const duplicate = await withStages((s) => (s.stages[2].id = 1));
    expectDiagnostic(duplicate, { code: 'STG-030', path: 'stages[2].id', message: 'duplicate stage id 1 (first declared at stages[1])' });
  });

  test('STG-030 near miss: unique ids in any order', async () => {
    const result = await withStages((s) => {
      s.stages[0].id = 2;
      s.stages[2].id = 0;
    });
    expectNoDiagnostic(result, 'STG-030');
  });

  test('STG-031: a negative stage id is a hint, not an error', async () => {
    const result = await withStages((s) => {
      s.stages[0].id = -1;
      s.policy_graph.transitions = [{ source_id: 1, target_id: 2, probability: 1.0 }];
    });
    expectDiagnostic(result, { code: 'STG-031', path: 'stages[0].id', message: 'stage id -1 is negative' });
    expectNoDiagnostic(result, 'STG-030');
    expectNoDiagnostic(result, 'STG-039'); // num_openings was kept; see the next test for its absence
  });

  test('STG-031: a negative-id stage (read as pre-study) needs no num_openings', async () => {
    const result = await withStages((s) => {
      s.stages[0].id = -1;
      delete s.stages[0].num_openings;
      s.policy_graph.transitions = [{ source_id: 1, target_id: 2, probability: 1.0 }];
    });
    expectDiagnostic(result, { code: 'STG-031', path: 'stages[0].id' });
    expectNoDiagnostic(result, 'STG-039');
    assert.equal(result.model.stages?.stages[0]?.id, -1);
  });

  test('STG-031 near miss: id 0', async () => {
    expectNoDiagnostic(await withStages(() => {}), 'STG-031');
  });

  test('STG-032: start_date missing or not a calendar date', async () => {
    expectDiagnostic(await withStages((s) => delete s.stages[0].start_date), {
      code: 'STG-032',
      path: 'stages[0]',
      message: 'missing required field "start_date"',
    });
    expectDiagnostic(await withStages((s) => (s.stages[0].start_date = '2024-13-01')), { code: 'STG-032', path: 'stages[0].start_date', message: 'got "2024-13-01"' });
    expectDiagnostic(await withStages((s) => (s.stages[0].start_date = 20240101)), { code: 'STG-032', path: 'stages[0].start_date', message: 'got 20240101' });
  });

  test('STG-032 near miss: a leap day', async () => {
    const result = await withStages((s) => (s.stages[1].end_date = '2024-02-29'));
    expectNoDiagnostic(result, 'STG-032');
    expectNoDiagnostic(result, 'STG-033');
  });

  test('STG-033: end_date missing, malformed, or not after start_date', async () => {
    expectDiagnostic(await withStages((s) => delete s.stages[0].end_date), { code: 'STG-033', path: 'stages[0]', message: 'missing required field "end_date"' });
    expectDiagnostic(await withStages((s) => (s.stages[0].end_date = '2024-02-30')), { code: 'STG-033', path: 'stages[0].end_date', message: 'calendar date' });
    expectDiagnostic(await withStages((s) => (s.stages[0].end_date = '2024-01-01')), {
      code: 'STG-033',
      path: 'stages[0].end_date',
      message: 'end_date 2024-01-01 must be after start_date 2024-01-01',
    });
    expectDiagnostic(await withStages((s) => (s.stages[0].end_date = '2023-12-31')), { code: 'STG-033', path: 'stages[0].end_date' });
  });

  test('STG-033 near miss: a one-day stage', async () => {
    expectNoDiagnostic(await withStages((s) => (s.stages[0].end_date = '2024-01-02')), 'STG-033');
  });

  test('STG-034: blocks missing, mistyped, empty, or holding a non-object', async () => {
    expectDiagnostic(await withStages((s) => delete s.stages[0].blocks), { code: 'STG-034', path: 'stages[0]', message: 'missing required field "blocks"' });
    expectDiagnostic(await withStages((s) => (s.stages[0].blocks = 'SINGLE')), { code: 'STG-034', path: 'stages[0].blocks', message: 'must be an array' });
    expectDiagnostic(await withStages((s) => (s.stages[0].blocks = [])), { code: 'STG-034', path: 'stages[0].blocks', message: 'blocks must not be empty' });
    expectDiagnostic(await withStages((s) => s.stages[0].blocks.push(null)), { code: 'STG-034', path: 'stages[0].blocks[1]', message: 'block must be an object, got null' });
  });

  test('STG-034 near miss: one block', async () => {
    expectNoDiagnostic(await withStages(() => {}), 'STG-034');
  });

  test('STG-035: a block id out of range names the expected ids', async () => {
    const single = await withStages((s) => (s.stages[0].blocks[0].id = 1));
    expectDiagnostic(single, { code: 'STG-035', path: 'stages[0].blocks[0].id', message: 'block id 1 is out of range: the only block must have id 0' });
    const shifted = await withStages((s) => {
      s.stages[1].blocks = [1, 2, 3].map((id) => ({ id, name: `B${id}`, hours: 100 }));
    });
    expectDiagnostic(shifted, { code: 'STG-035', path: 'stages[1].blocks[2].id', message: 'block id 3 is out of range: block ids must be 0..2, each once (missing 0)' });
    assert.equal(shifted.diagnostics.filter((d) => d.code === 'STG-035').length, 1);
  });

  test('STG-035: a duplicate block id names the first declaration', async () => {
    const result = await withStages((s) => {
      s.stages[0].blocks = [
        { id: 0, name: 'PEAK', hours: 200 },
        { id: 0, name: 'OFF', hours: 544 },
      ];
    });
    expectDiagnostic(result, {
      code: 'STG-035',
      path: 'stages[0].blocks[1].id',
      message: 'duplicate block id 0 (first declared at stages[0].blocks[0]); block ids must be 0..1, each once (missing 1)',
    });
  });

  test('STG-035: block id missing or not an integer', async () => {
    expectDiagnostic(await withStages((s) => delete s.stages[0].blocks[0].id), { code: 'STG-035', path: 'stages[0].blocks[0]', message: 'missing required field "id"' });
    expectDiagnostic(await withRawValue((s, m) => (s.stages[0].blocks[0].id = m), '0.0'), { code: 'STG-035', path: 'stages[0].blocks[0].id', message: 'got 0.0' });
  });

  test('STG-035 near miss: ids 0..n-1 in any order', async () => {
    const result = await withStages((s) => {
      s.stages[0].blocks = [2, 0, 1].map((id) => ({ id, name: `B${id}`, hours: 248 }));
    });
    expectNoDiagnostic(result, 'STG-035');
    assert.deepEqual(result.model.stages?.stages[0]?.blockHours, [248, 248, 248]);
  });

  test('STG-036 / STG-037: block name missing or not a string, block hours missing, not a number, or not finite and > 0', async () => {
    await expectStages(`
      {
        "policy_graph": { "type": "finite_horizon", "annual_discount_rate": 0.1, "transitions": [] },
        "stages": [
          { "id": 0, "start_date": "2024-01-01", "end_date": "2024-02-01", "num_openings": 10, "blocks": [{ "id": 0, "hours": 744 }] },
                                                                                                          ^ STG-036 missing required field "name"
          { "id": 1, "start_date": "2024-02-01", "end_date": "2024-03-01", "num_openings": 10, "blocks": [{ "id": 0, "name": 1, "hours": 696 }] },
                                                                                                                             ^ STG-036 block name must be a string, got 1
          { "id": 2, "start_date": "2024-03-01", "end_date": "2024-04-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 0 }] },
                                                                                                                                                ^ STG-037 block hours must be finite and > 0, got 0
          { "id": 3, "start_date": "2024-04-01", "end_date": "2024-05-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": -5 }] },
                                                                                                                                                ^^ STG-037 block hours must be finite and > 0, got -5
          { "id": 4, "start_date": "2024-05-01", "end_date": "2024-06-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 1e400 }] },
                                                                                                                                                ^^^^^ STG-037 block hours must be finite and > 0, got 1e400
          { "id": 5, "start_date": "2024-06-01", "end_date": "2024-07-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": "744" }] },
                                                                                                                                                ^^^^^ STG-037 block hours must be a number, got "744"
          { "id": 6, "start_date": "2024-07-01", "end_date": "2024-08-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE" }] }
                                                                                                          ^ STG-037 missing required field "hours"
        ]
      }`);
  });

  test('STG-036 near miss: an empty name is still a string', async () => {
    expectNoDiagnostic(await withStages((s) => (s.stages[2].blocks[0].name = '')), 'STG-036');
  });

  test('STG-037 near miss: a fractional positive hour count', async () => {
    const result = await withStages((s) => (s.stages[0].blocks[0].hours = 0.5));
    expectNoDiagnostic(result, 'STG-037');
    assert.deepEqual(result.model.stages?.stages[0]?.blockHours, [0.5]);
  });

  test('STG-038: num_openings not an integer >= 1', async () => {
    expectDiagnostic(await withStages((s) => (s.stages[0].num_openings = 0)), {
      code: 'STG-038',
      path: 'stages[0].num_openings',
      message: 'must be >= 1, got 0',
    });
    expectDiagnostic(await withStages((s) => (s.stages[0].num_openings = 1.5)), { code: 'STG-038', message: 'got 1.5' });
    const mistyped = await withStages((s) => (s.stages[0].num_openings = '10'));
    expectDiagnostic(mistyped, { code: 'STG-038', message: 'must be an integer or null, got "10"' });
    // A present but wrong value is STG-038 only, not also "absent" (STG-039).
    expectNoDiagnostic(mistyped, 'STG-039');
  });

  test('STG-038 near miss: 1 opening', async () => {
    const result = await withStages((s) => (s.stages[0].num_openings = 1));
    expectNoDiagnostic(result, 'STG-038');
    assert.equal(result.model.stages?.stages[0]?.numOpenings, 1);
  });

  test('STG-039: num_openings absent in the chain form, reported on the stage', async () => {
    const result = await withStages((s) => delete s.stages[2].num_openings);
    expectDiagnostic(result, { code: 'STG-039', path: 'stages[2]', message: 'missing required field "num_openings"' });
  });

  test('STG-039: num_openings null in the chain form, reported on the null', async () => {
    const result = await withStages((s) => (s.stages[2].num_openings = null));
    expectDiagnostic(result, { code: 'STG-039', path: 'stages[2].num_openings', message: 'got null' });
    expectNoDiagnostic(result, 'STG-038');
  });

  test('decision D1: num_scenarios on every stage is one problem of the file, on the first, counting them, the others related', async () => {
    const { diagnostics } = await expectStages(`
      {
        "policy_graph": { "type": "finite_horizon", "annual_discount_rate": 0.1, "transitions": [] },
        "stages": [
          { "id": 0, "start_date": "2024-01-01", "end_date": "2024-02-01", "num_scenarios": 10, "blocks": [{ "id": 0, "name": "S", "hours": 744 }] },
                                                                           ^^^^^^^^^^^^^^^ STG-039 "num_scenarios" is the older name of "num_openings", on 3 stages: rename them
          { "id": 1, "start_date": "2024-02-01", "end_date": "2024-03-01", "num_scenarios": 10, "blocks": [{ "id": 0, "name": "S", "hours": 696 }] },
          { "id": 2, "start_date": "2024-03-01", "end_date": "2024-04-01", "num_scenarios": 10, "blocks": [{ "id": 0, "name": "S", "hours": 744 }] }
        ]
      }`);
    const d = diagnostics[0]!;
    assert.deepEqual(d.data, { unknownKey: 'num_scenarios', rename: 'num_openings' });
    assert.deepEqual(d.location.kind === 'json' && d.location.paths, ['stages[0].num_scenarios', 'stages[1].num_scenarios', 'stages[2].num_scenarios']);
    assert.deepEqual(
      d.related?.map((r) => r.location.kind === 'json' && r.location.path),
      ['stages[1].num_scenarios', 'stages[2].num_scenarios'],
    );
    assert.doesNotMatch(d.message, /stage-chain|policy_graph\.nodes/, 'no jargon');
  });

  test('decision D1: one num_scenarios is one STG-039 with the plain message; a file past the per-rule cap is still one problem', async () => {
    const { diagnostics } = await expectStages(`
      {
        "policy_graph": { "type": "finite_horizon", "annual_discount_rate": 0.1, "transitions": [] },
        "stages": [
          { "id": 0, "start_date": "2024-01-01", "end_date": "2024-02-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "S", "hours": 744 }] },
          { "id": 1, "start_date": "2024-02-01", "end_date": "2024-03-01", "num_scenarios": 10, "blocks": [{ "id": 0, "name": "S", "hours": 696 }] }
                                                                           ^^^^^^^^^^^^^^^ STG-039 "num_scenarios" is the older name of the required field "num_openings": rename it
        ]
      }`);
    assert.deepEqual(diagnostics[0]!.location.kind === 'json' && diagnostics[0]!.location.paths, ['stages[1].num_scenarios']);
    const many = await withStages((s) => {
      const template = s.stages[0];
      s.stages = Array.from({ length: 260 }, (_, i) => {
        const start = new Date(Date.UTC(2024, 0, 1 + 7 * i));
        const end = new Date(Date.UTC(2024, 0, 8 + 7 * i));
        const { num_openings, ...rest } = template;
        return {
          ...rest,
          id: i,
          start_date: start.toISOString().slice(0, 10),
          end_date: end.toISOString().slice(0, 10),
          blocks: [{ id: 0, name: 'S', hours: 168 }],
          num_scenarios: num_openings,
        };
      });
      s.policy_graph.transitions = s.stages.slice(1).map((stage: any) => ({ source_id: stage.id - 1, target_id: stage.id, probability: 1 }));
    });
    const olderKeys = many.diagnostics.filter((d) => d.code === 'STG-039');
    assert.equal(olderKeys.length, 1, 'one problem, never the "N more" summary of the cap');
    assert.match(olderKeys[0]!.message, /on 260 stages: rename them/);
    assert.equal(olderKeys[0]!.location.kind === 'json' && olderKeys[0]!.location.paths?.length, 260);
  });

  test('decision D1 near miss: with num_openings also present, num_scenarios is a plain unknown key (STG-090)', async () => {
    const result = await withStages((s) => (s.stages[1].num_scenarios = 5));
    const d = expectDiagnostic(result, { code: 'STG-090', path: 'stages[1].num_scenarios', message: /^unknown key "num_scenarios"$/ });
    assert.deepEqual(d.data, { unknownKey: 'num_scenarios' });
    expectNoDiagnostic(result, 'STG-039');
  });

  test('decision D1 near miss: under nodes num_openings is not required, so num_scenarios is STG-090 with the rename', async () => {
    const result = await withStages((s) => {
      useNodeForm(s);
      s.stages[0].num_scenarios = s.stages[0].num_openings;
      delete s.stages[0].num_openings;
    });
    const d = expectDiagnostic(result, { code: 'STG-090', path: 'stages[0].num_scenarios', message: 'did you mean "num_openings"' });
    assert.deepEqual(d.data, { unknownKey: 'num_scenarios', rename: 'num_openings' });
    expectNoDiagnostic(result, 'STG-039');
  });

  test('STG-039 near miss: under nodes, num_openings may be absent (STG-040/041 are cross-file)', async () => {
    const result = await withStages((s) => {
      useNodeForm(s);
      delete s.stages[0].num_openings;
      s.stages[1].num_openings = null;
    });
    expectNoDiagnostic(result, 'STG-039');
    expectNoDiagnostic(result, 'STG-038');
    assert.equal(result.model.stages?.stages[1]?.numOpenings, null);
  });

  test('STG-042: season_id of the wrong type', async () => {
    const result = await withStages((s) => (s.stages[0].season_id = 'jan'));
    expectDiagnostic(result, { code: 'STG-042', path: 'stages[0].season_id', message: 'must be an integer or null, got "jan"' });
  });

  test('STG-042 (decision D4): a season_id with no season map at all is a warning', async () => {
    const result = await withStages((s) => (s.stages[1].season_id = 1));
    expectDiagnostic(result, { code: 'STG-042', severity: 'warning', path: 'stages[1].season_id', message: 'season_id 1 can never resolve' });
    assert.equal(result.model.stages?.stages[1]?.seasonId, 1);
  });

  // The two tests below rely on the season_definitions parsing of seasonMap.ts (the other stages.json
  // part): with the map in the model, an unknown season id is an error and a known one is silent.
  test('STG-042: with a season map, a season_id that names no season is an error', async () => {
    const result = await withStages((s) => {
      s.season_definitions = monthlyMap();
      s.stages[0].season_id = 12;
    });
    expectDiagnostic(result, { code: 'STG-042', path: 'stages[0].season_id', message: 'season_id 12 names no season' });
  });

  test('STG-042 near miss: a season_id of the map, and null without a map', async () => {
    const withMap = await withStages((s) => {
      s.season_definitions = monthlyMap();
      s.stages[0].season_id = 0;
    });
    expectNoDiagnostic(withMap, 'STG-042');
    const nullSeason = await withStages((s) => (s.stages[0].season_id = null));
    expectNoDiagnostic(nullSeason, 'STG-042');
    assert.equal(nullSeason.model.stages?.stages[0]?.seasonId, undefined);
  });

  test("STG-043 / STG-044 / STG-049 / STG-050: a stage's block_mode, state_variables, sampling_method and discount override of the wrong type or value", async () => {
    const { diagnostics } = await expectStages(`
      {
        "policy_graph": { "type": "finite_horizon", "annual_discount_rate": 0.1, "transitions": [] },
        "stages": [
          { "id": 0, "start_date": "2024-01-01", "end_date": "2024-02-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "block_mode": "serial" },
                          ^^^^^^^^ STG-043 "block_mode" must be "parallel" or "chronological", got "serial"
          { "id": 1, "start_date": "2024-02-01", "end_date": "2024-03-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 696 }],
            "block_mode": true },
                          ^^^^ STG-043 "block_mode" must be "parallel" or "chronological", got true
          { "id": 2, "start_date": "2024-03-01", "end_date": "2024-04-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "state_variables": [] },
                               ^^ STG-044 "state_variables" must be an object or null, got an array
          { "id": 3, "start_date": "2024-04-01", "end_date": "2024-05-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 720 }],
            "state_variables": { "storage": "yes", "inflow_lags": 1 } },
                                            ^^^^^ STG-044 "storage" must be true or false, got "yes"
                                                                  ^ STG-044 "inflow_lags" must be true or false, got 1
          { "id": 4, "start_date": "2024-05-01", "end_date": "2024-06-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "sampling_method": "lhs " },
                               ^^^^^^ STG-049 got "lhs " (did you mean "lhs"?)
          { "id": 5, "start_date": "2024-06-01", "end_date": "2024-07-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 720 }],
            "sampling_method": "monte_carlo" },
                               ^^^^^^^^^^^^^ STG-049 got "monte_carlo"
          { "id": 6, "start_date": "2024-07-01", "end_date": "2024-08-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "annual_discount_rate_override": "0.1" },
                                             ^^^^^ STG-050 "annual_discount_rate_override" must be a number or null, got "0.1"
          { "id": 7, "start_date": "2024-08-01", "end_date": "2024-09-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "annual_discount_rate_override": -0.1 }
                                             ^^^^ STG-050 "annual_discount_rate_override" must be finite and >= 0, got -0.1
        ]
      }`);
    const lhs = diagnostics.find((d) => d.code === 'STG-049');
    assert.equal(lhs?.data?.replaceWith, 'lhs');
  });

  test('STG-043 near miss: chronological', async () => {
    expectNoDiagnostic(await withStages((s) => (s.stages[0].block_mode = 'chronological')), 'STG-043');
  });

  test('STG-044 near miss: null, empty, or boolean flags', async () => {
    expectNoDiagnostic(await withStages((s) => (s.stages[0].state_variables = null)), 'STG-044');
    expectNoDiagnostic(await withStages((s) => (s.stages[0].state_variables = {})), 'STG-044');
    expectNoDiagnostic(await withStages((s) => (s.stages[0].state_variables = { storage: false, inflow_lags: true })), 'STG-044');
  });

  test('STG-045 to STG-048: risk_measure neither "expectation" nor an object, cvar not an object, alpha outside (0, 1], lambda outside [0, 1]', async () => {
    const { diagnostics } = await expectStages(`
      {
        "policy_graph": { "type": "finite_horizon", "annual_discount_rate": 0.1, "transitions": [] },
        "stages": [
          { "id": 0, "start_date": "2024-01-01", "end_date": "2024-02-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "risk_measure": "Expectation" },
                            ^^^^^^^^^^^^^ STG-045 "risk_measure" must be "expectation", got "Expectation" (did you mean "expectation"?)
          { "id": 1, "start_date": "2024-02-01", "end_date": "2024-03-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 696 }],
            "risk_measure": 0.5 },
                            ^^^ STG-045 risk_measure must be "expectation" or an object holding "cvar", got 0.5
          { "id": 2, "start_date": "2024-03-01", "end_date": "2024-04-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "risk_measure": null },
                            ^^^^ STG-045 risk_measure must be "expectation" or an object holding "cvar", got null
          { "id": 3, "start_date": "2024-04-01", "end_date": "2024-05-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 720 }],
            "risk_measure": {} },
            ^^^^^^^^^^^^^^ STG-046 missing required field "cvar"
          { "id": 4, "start_date": "2024-05-01", "end_date": "2024-06-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "risk_measure": { "cvar": 0.5 } },
                                      ^^^ STG-046 "cvar" must be an object, got 0.5
          { "id": 5, "start_date": "2024-06-01", "end_date": "2024-07-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 720 }],
            "risk_measure": { "cvar": { "lambda": 0.5 } } },
                              ^^^^^^ STG-047 missing required field "alpha"
          { "id": 6, "start_date": "2024-07-01", "end_date": "2024-08-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "risk_measure": { "cvar": { "alpha": 0, "lambda": 0.5 } } },
                                                 ^ STG-047 cvar alpha must be in (0, 1], got 0
          { "id": 7, "start_date": "2024-08-01", "end_date": "2024-09-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "risk_measure": { "cvar": { "alpha": 1.01, "lambda": 0.5 } } },
                                                 ^^^^ STG-047 cvar alpha must be in (0, 1], got 1.01
          { "id": 8, "start_date": "2024-09-01", "end_date": "2024-10-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 720 }],
            "risk_measure": { "cvar": { "alpha": "0.5", "lambda": 0.5 } } },
                                                 ^^^^^ STG-047 cvar alpha must be a number, got "0.5"
          { "id": 9, "start_date": "2024-10-01", "end_date": "2024-11-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "risk_measure": { "cvar": { "alpha": 0.5 } } },
                              ^^^^^^ STG-048 missing required field "lambda"
          { "id": 10, "start_date": "2024-11-01", "end_date": "2024-12-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 720 }],
            "risk_measure": { "cvar": { "alpha": 0.5, "lambda": -0.1 } } },
                                                                ^^^^ STG-048 cvar lambda must be in [0, 1], got -0.1
          { "id": 11, "start_date": "2024-12-01", "end_date": "2025-01-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }],
            "risk_measure": { "cvar": { "alpha": 0.5, "lambda": 1.5 } } }
                                                                ^^^ STG-048 cvar lambda must be in [0, 1], got 1.5
        ]
      }`);
    assert.equal(diagnostics[0]!.data?.replaceWith, 'expectation');
  });

  test('STG-045 near miss: "expectation"', async () => {
    expectNoDiagnostic(await withStages((s) => (s.stages[0].risk_measure = 'expectation')), 'STG-045');
  });

  test('STG-046 / STG-047 / STG-048 near miss: a valid cvar at the bounds', async () => {
    const result = await withStages((s) => (s.stages[0].risk_measure = { cvar: { alpha: 1, lambda: 0 } }));
    for (const code of ['STG-045', 'STG-046', 'STG-047', 'STG-048'] as const) expectNoDiagnostic(result, code);
    expectClean(result);
    expectNoDiagnostic(await withStages((s) => (s.stages[0].risk_measure = { cvar: { alpha: 0.05, lambda: 1 } })), 'STG-048');
  });

  test('STG-049 near miss: every known method is accepted and kept in the model', async () => {
    const methods = ['saa', 'lhs', 'qmc_sobol', 'qmc_halton', 'selective', 'historical_residuals'];
    const result = await withStages((s) => {
      s.stages = methods.map((method, i) => ({ ...s.stages[0], id: i, sampling_method: method }));
      s.policy_graph.transitions = [];
    });
    expectNoDiagnostic(result, 'STG-049');
    assert.deepEqual(
      result.model.stages?.stages.map((stage) => stage.samplingMethod),
      methods,
    );
  });

  test('STG-050 near miss: a number or null (kept in the model)', async () => {
    const result = await withStages((s) => {
      s.stages[0].annual_discount_rate_override = 0.05;
      s.stages[1].annual_discount_rate_override = null;
    });
    expectNoDiagnostic(result, 'STG-050');
    assert.equal(result.model.stages?.stages[0]?.discountOverride, 0.05);
    assert.equal(result.model.stages?.stages[1]?.discountOverride, null);
    assert.equal(result.model.stages?.stages[2]?.discountOverride, undefined);
  });

  test('STG-090: unknown keys in stages, blocks, state_variables, risk_measure and cvar', async () => {
    await expectStages(`
      {
        "policy_graph": { "type": "finite_horizon", "annual_discount_rate": 0.1, "transitions": [] },
        "stages": [
          { "id": 0, "start_date": "2024-01-01", "end_date": "2024-02-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744, "hour": 744 }],
                                                                                                                                                     ^^^^^^ STG-090 unknown key "hour"
            "season": 1, "state_variables": { "storage": true, "lags": false } },
            ^^^^^^^^ STG-090 unknown key "season" (did you mean "season_id"?)
                                                               ^^^^^^ STG-090 unknown key "lags"
          { "id": 1, "start_date": "2024-02-01", "end_date": "2024-03-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 696 }],
            "risk_measure": { "cvar": { "alpha": 0.5, "lambda": 0.5, "beta": 1 }, "mode": "x" } },
                                                                     ^^^^^^ STG-090 unknown key "beta"
                                                                                  ^^^^^^ STG-090 unknown key "mode"
          { "id": 2, "start_date": "2024-03-01", "end_date": "2024-04-01", "num_openings": 10, "blocks": [{ "id": 0, "name": "SINGLE", "hours": 744 }] }
        ]
      }`);
  });

  test('STG-090 near miss: every spec field of a stage is known', async () => {
    const result = await withStages((s) => {
      Object.assign(s.stages[0], {
        season_id: null,
        block_mode: 'parallel',
        state_variables: { storage: true, inflow_lags: false },
        risk_measure: { cvar: { alpha: 0.5, lambda: 0.5 } },
        sampling_method: 'saa',
        annual_discount_rate_override: null,
      });
    });
    expectNoDiagnostic(result, 'STG-090');
    expectClean(result);
  });
});

describe('model', () => {
  test('stages and the policy graph are returned with their values and nodes', async () => {
    const result = await withStages((s) => {
      s.stages[0].season_id = 4;
      s.stages[0].sampling_method = 'lhs';
      s.stages[1].blocks = [
        { id: 1, name: 'OFF', hours: 500 },
        { id: 0, name: 'PEAK', hours: 196 },
      ];
    });
    const model = result.model.stages!;
    const first = model.stages[0]!;
    assert.equal(first.id, 0);
    assert.equal(first.start?.text, '2024-01-01');
    assert.equal(first.end?.text, '2024-02-01');
    assert.equal(first.end!.day - first.start!.day, 31);
    assert.equal(first.seasonId, 4);
    assert.equal(first.numOpenings, 10);
    assert.equal(first.samplingMethod, 'lhs');
    assert.equal(first.node.type, 'object');
    assert.deepEqual(model.stages[1]?.blockHours, [500, 196]);

    const graph = model.policyGraph!;
    assert.equal(graph.type, 'finite_horizon');
    assert.equal(graph.annualDiscountRate, 0.1);
    assert.equal(graph.nodesDeclared, false);
    assert.deepEqual(
      graph.transitions.map((t) => [t.index, t.sourceId, t.targetId, t.probability]),
      [
        [0, 0, 1, 1],
        [1, 1, 2, 1],
      ],
    );
  });

  test('the node form is recorded with node ids and stage ids', async () => {
    const graph = (await withStages(useNodeForm)).model.stages!.policyGraph!;
    assert.equal(graph.nodesDeclared, true);
    assert.deepEqual(
      graph.nodes.map((n) => [n.index, n.id, n.stageId]),
      [
        [0, 100, 0],
        [1, 101, 1],
        [2, 102, 2],
      ],
    );
  });
});

describe('hostile shapes never throw and always say something', () => {
  const shapes: Array<[string, string]> = [
    ['root null', 'null'],
    ['root string', '"stages"'],
    ['root number', '42'],
    ['empty object', '{}'],
    ['policy_graph null, stages null', '{"policy_graph": null, "stages": null}'],
    ['policy_graph string', '{"policy_graph": "finite_horizon", "stages": []}'],
    ['everything empty', '{"policy_graph": {}, "stages": [{}]}'],
    [
      'nested nulls',
      '{"policy_graph": {"type": null, "annual_discount_rate": null, "nodes": [null, {}], "transitions": [null, {}]}, "stages": [null, {"blocks": [null, {}], "state_variables": {"storage": null}, "risk_measure": {"cvar": null}}]}',
    ],
    [
      'arrays everywhere',
      '{"policy_graph": {"type": [], "annual_discount_rate": [], "nodes": [[]], "transitions": [[]]}, "stages": [[], {"id": [], "start_date": [], "end_date": [], "blocks": [[]], "num_openings": [], "season_id": [], "risk_measure": [], "sampling_method": []}]}',
    ],
    [
      'objects everywhere',
      '{"policy_graph": {"type": {}, "annual_discount_rate": {}, "nodes": {}, "transitions": {}}, "stages": [{"id": {}, "start_date": {}, "end_date": {}, "blocks": {}, "num_openings": {}, "season_id": {}, "risk_measure": {"cvar": {"alpha": {}, "lambda": {}}}}]}',
    ],
    ['truncated', '{"policy_graph": {"type": "finite_horizon", "transitions": [{"source_id": 0, "target_id": '],
    ['unparsed values', '{"policy_graph": {"type": , "nodes": [{"id": }]}, "stages": [{"id": 0, "blocks": [{"hours": }]}]}'],
  ];
  for (const [name, text] of shapes) {
    test(name, async () => {
      const result = await validateFiles({ ...validCase(), [FILE]: text });
      assert.ok(
        result.diagnostics.some((d) => d.file === FILE && d.severity === 'error'),
        `no error for ${name}`,
      );
    });
  }

  test('a large stage list with every entry broken stays within the per-rule cap', async () => {
    const stages = validStages();
    stages.stages = Array.from({ length: 5000 }, (_, i) => ({ id: 7, start_date: 'x', end_date: '2024-01-01', blocks: [{ id: i, name: 'B', hours: 0 }] }));
    const result = await validateFiles({ ...validCase(), [FILE]: stages });
    const duplicates = result.diagnostics.filter((d) => d.code === 'STG-030');
    assert.equal(duplicates.length, 201); // 200 shown + one "N more" summary
    assert.equal(result.model.stages?.stages.length, 5000);
  });
});
