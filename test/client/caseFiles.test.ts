// Which files the extension treats as case files, and which folder is their case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { CASE_DOCUMENT_SELECTOR, CASE_FILE_PATTERNS, CASE_MARKER, candidateCaseRoots } from '../../client/caseFiles';

const base = join('/', 'work', 'cases', 'base');

test('the selector covers exactly the JSON files of a case, on disk', () => {
  assert.deepEqual([...CASE_FILE_PATTERNS].sort(), [
    '**/config.json',
    '**/penalties.json',
    '**/post_study_stages.json',
    '**/stages.json',
    '**/system/hydro_production_models.json',
    '**/system/hydros.json',
    '**/system/thermals.json',
  ]);
  assert.ok(CASE_DOCUMENT_SELECTOR.every((filter) => filter.scheme === 'file'));
  assert.equal(CASE_MARKER, 'stages.json');
});

test('a top-level case file belongs to its own folder, a system/ file to the folder above', () => {
  assert.deepEqual(candidateCaseRoots(join(base, 'stages.json')), [base]);
  assert.deepEqual(candidateCaseRoots(join(base, 'penalties.json')), [base]);
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'hydros.json')), [base]);
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'hydro_production_models.json')), [base]);
});

test('files that are not case files have no case', () => {
  assert.deepEqual(candidateCaseRoots(join(base, 'package.json')), []);
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'buses.json')), []);
  assert.deepEqual(candidateCaseRoots(join(base, 'mystages.json')), []);
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'hydro_geometry.parquet')), []);
});

test('a name that fits a case two ways gives both folders, nearest first', () => {
  // base/system/config.json: the config of a case "base/system" (system/config.json is no case file).
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'config.json')), [join(base, 'system')]);
  // base/system/system/hydros.json: the hydros of base/system, or nothing of base.
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'system', 'hydros.json')), [join(base, 'system')]);
});
