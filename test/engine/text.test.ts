import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closestKey, editDistance, listIds } from '../../shared/core/text';

test('editDistance: the Levenshtein distance', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(editDistance('stage_id', 'stage_id'), 0);
  assert.equal(editDistance('hydro_id', 'hyrdo_id'), 2);
});

test('editDistance: stops early at limit + 1 once the distance exceeds the limit', () => {
  // Lengths alone already differ by more than the limit.
  assert.equal(editDistance('a', 'abcdefgh', 3), 4);
  // Same length, but every row of the table passes the limit.
  assert.equal(editDistance('abcdefgh', 'stuvwxyz', 2), 3);
  // Within the limit, the true distance.
  assert.equal(editDistance('kitten', 'sitting', 3), 3);
});

test('closestKey: the nearest candidate within the distance, ties to the first', () => {
  assert.equal(closestKey('num_scenario', ['num_openings', 'num_scenarios']), 'num_scenarios');
  assert.equal(closestKey('ab', ['ax', 'ay']), 'ax');
  assert.equal(closestKey('volume', ['hydro_id', 'stage_id']), undefined);
  assert.equal(closestKey('volume', []), undefined);
  assert.equal(closestKey('abcd', ['wxyz'], 3), undefined);
  assert.equal(closestKey('abcd', ['abxy'], 1), undefined);
});

test('closestKey: case is ignored, the candidate keeps its own spelling', () => {
  assert.equal(closestKey('FPHA', ['constant_productivity', 'linearized_head', 'fpha']), 'fpha');
  assert.equal(closestKey('Hydro_ID', ['hydro_id']), 'hydro_id');
  assert.equal(closestKey('gamma_v', ['Gamma_V']), 'Gamma_V');
  // A case-only difference beats a one-letter one.
  assert.equal(closestKey('Stage', ['stages', 'stage']), 'stage');
});

test('listIds: sorted, shortened past eight ids, "none" when empty', () => {
  assert.equal(listIds(new Set()), 'none');
  assert.equal(listIds(new Set([3, -1, 2])), '-1, 2, 3');
  assert.equal(listIds(new Set([10, 2, 30, 4])), '2, 4, 10, 30');
  assert.equal(listIds(new Set(Array.from({ length: 40 }, (_, i) => 39 - i))), '0, 1, 2, 3, 4, 5, 6, 7, … (40 ids)');
  assert.equal(listIds(new Set([5, 1, 3]), 2), '1, 3, … (3 ids)');
  assert.equal(listIds(new Set(Array.from({ length: 8 }, (_, i) => i))), '0, 1, 2, 3, 4, 5, 6, 7');
});

test('closestKey: a name one snake_case word apart (of three or more, or a synonym) when edit distance misses it', () => {
  const hydroCosts = ['spillage_cost', 'turbined_cost', 'inflow_nonnegativity_cost', 'water_withdrawal_violation_cost'];
  assert.equal(closestKey('inflow_nonnegativity_penalty', hydroCosts), 'inflow_nonnegativity_cost');
  assert.equal(closestKey('spillage_penalty', hydroCosts), 'spillage_cost', 'penalty and cost are synonyms here');
  assert.equal(closestKey('evaporation_cost', hydroCosts), undefined, 'two words, one of them different: too loose');
  assert.equal(closestKey('water_withdrawal_breach_cost', hydroCosts), 'water_withdrawal_violation_cost');
  assert.equal(closestKey('alpha_beta_gamma', ['alpha_beta_delta', 'alpha_beta_omega']), undefined, 'two candidates fit: no guess');
});
