// Which files the extension treats as case files, and which folder is their case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  CASE_DOCUMENT_SELECTOR,
  CASE_FILE_PATTERNS,
  CASE_LANGUAGE_ID,
  CASE_LANGUAGE_SELECTOR,
  CASE_MARKER,
  candidateCaseRoots,
  caseLanguageChange,
  isCaseFileLanguage,
} from '../../client/caseFiles';

const base = join('/', 'work', 'cases', 'base');

test('the selector covers exactly the JSON files of a case, on disk', () => {
  assert.deepEqual([...CASE_FILE_PATTERNS].sort(), [
    '**/config.json',
    '**/penalties.json',
    '**/post_study_stages.json',
    '**/stages.json',
    '**/system/buses.json',
    '**/system/energy_contracts.json',
    '**/system/hydro_production_models.json',
    '**/system/hydros.json',
    '**/system/lines.json',
    '**/system/non_controllable_sources.json',
    '**/system/pumping_stations.json',
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
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'buses.json')), [base]);
});

test('files that are not case files have no case', () => {
  assert.deepEqual(candidateCaseRoots(join(base, 'package.json')), []);
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'busbars.json')), []);
  assert.deepEqual(candidateCaseRoots(join(base, 'mystages.json')), []);
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'hydro_geometry.parquet')), []);
});

test('a name that fits a case two ways gives both folders, nearest first', () => {
  // base/system/config.json: the config of a case "base/system" (system/config.json is no case file).
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'config.json')), [join(base, 'system')]);
  // base/system/system/hydros.json: the hydros of base/system, or nothing of base.
  assert.deepEqual(candidateCaseRoots(join(base, 'system', 'system', 'hydros.json')), [join(base, 'system')]);
});

test('a JSON case file takes the cobre-json language while HydroCase is on, and goes back to JSON when it is off or no longer a case file', () => {
  assert.equal(CASE_LANGUAGE_ID, 'cobre-json');
  assert.deepEqual(CASE_LANGUAGE_SELECTOR, [{ scheme: 'file', language: 'cobre-json' }]);
  assert.equal(caseLanguageChange('json', true, true), 'cobre-json');
  assert.equal(caseLanguageChange('jsonc', true, true), 'cobre-json');
  assert.equal(caseLanguageChange('json', false, true), undefined, 'a JSON file outside any case stays JSON');
  assert.equal(caseLanguageChange('json', true, false), undefined, 'HydroCase off: JSON stays JSON');
  assert.equal(caseLanguageChange('cobre-json', true, true), undefined);
  assert.equal(caseLanguageChange('cobre-json', true, false), 'json');
  assert.equal(caseLanguageChange('cobre-json', false, true), 'json');
  assert.equal(caseLanguageChange('yaml', true, true), undefined, 'another language the user chose is left alone');
  assert.deepEqual(['json', 'jsonc', 'cobre-json', 'yaml', 'plaintext'].filter(isCaseFileLanguage), ['json', 'jsonc', 'cobre-json']);
});
