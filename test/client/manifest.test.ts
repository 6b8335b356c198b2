// The VS Code side of package.json: what the extension declares matches what the client does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CASE_FOLDERS_CONTEXT,
  CLIENT_ID,
  COMMANDS,
  OVERVIEW_VIEW_TYPE,
  SHOW_PLANT_CURVES_COMMAND,
  SHOW_ROW_COMMAND,
  SHOW_SCENARIO_PLOTS_COMMAND,
  SCENARIO_PLOTS_VIEW_TYPE,
  TABLE_VIEW_TYPES,
} from '../../client/contributions';
import { CASE_LANGUAGE_ID, CASE_MARKER } from '../../client/caseFiles';
import { CASE_FILES } from '../../shared/core/case/layout';
import { SETTING_DEFAULTS } from '../../server/main/settings';

const root = join(__dirname, '..', '..');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(root, ...path), 'utf8'));
const manifest = readJson('package.json');

/** The lowest version a `^x.y.z` range allows, as [x, y, z]. */
function lowest(range: string): number[] {
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  assert.ok(match, `a caret range: ${range}`);
  return match.slice(1).map(Number);
}
const atLeast = (a: number[], b: number[]) => a[0]! > b[0]! || (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! >= b[2]!)));

test('the bundle is the entry point; activation waits for a case, a JSON file, or a case overview, plant curves or scenario plots panel to restore', () => {
  assert.equal(manifest.main, './dist/extension.js');
  assert.deepEqual(manifest.activationEvents, [
    `workspaceContains:**/${CASE_MARKER}`,
    `onWebviewPanel:${OVERVIEW_VIEW_TYPE}`,
    'onLanguage:json',
    'onWebviewPanel:hydrocase.plantCurves',
    `onWebviewPanel:${SCENARIO_PLOTS_VIEW_TYPE}`,
  ]);
});

test('engines.vscode: at least what vscode-languageclient and @types/vscode need, at most what code-server 4.139 runs', () => {
  const engine = lowest(manifest.engines.vscode);
  assert.ok(atLeast(engine, lowest(readJson('node_modules', 'vscode-languageclient', 'package.json').engines.vscode)), 'vscode-languageclient needs a newer VS Code');
  const types = readJson('node_modules', '@types', 'vscode', 'package.json').version.split('.').map(Number);
  assert.ok(atLeast([engine[0]!, engine[1]!, 99], [types[0], types[1], 0]), '@types/vscode is newer than engines.vscode');
  assert.ok(atLeast([1, 139, 0], engine), 'engines.vscode is newer than code-server 4.139 (VS Code 1.139)');
});

test('the commands the client registers are the ones contributed, under the HydroCase category', () => {
  const contributed = manifest.contributes.commands.map((c: { command: string; title: string; category: string }) => `${c.category}: ${c.title} = ${c.command}`);
  assert.deepEqual(contributed, [
    `HydroCase: Validate Case = ${COMMANDS.validateCase}`,
    `HydroCase: Fix All in Case = ${COMMANDS.fixAllInCase}`,
    `HydroCase: Restart Server = ${COMMANDS.restartServer}`,
    `HydroCase: Show Output = ${COMMANDS.showOutput}`,
    `HydroCase: Show Case Overview = ${COMMANDS.showCaseOverview}`,
    `HydroCase: Show Row in Table = ${SHOW_ROW_COMMAND}`,
    `HydroCase: Show Plant Curves = ${SHOW_PLANT_CURVES_COMMAND}`,
    `HydroCase: Show Scenario Plots = ${SHOW_SCENARIO_PLOTS_COMMAND}`,
  ]);
});

test('the table view: the default editor of the four case tables, the scenario and the constraints tables, offered for any .parquet file', () => {
  const editors = manifest.contributes.customEditors.map((e: { viewType: string; priority: string; selector: Array<{ filenamePattern: string }> }) => [
    e.viewType,
    e.priority,
    e.selector.map((s) => s.filenamePattern),
  ]);
  const tables = ['hydro_geometry', 'hydro_energy_productivity', 'fpha_hyperplanes', 'tailrace_curves'].map((name) => `**/system/${name}.parquet`);
  assert.deepEqual(editors, [
    [TABLE_VIEW_TYPES.caseTable, 'default', [...tables, '**/scenarios/*.parquet', '**/constraints/*.parquet']],
    [TABLE_VIEW_TYPES.anyParquet, 'option', ['*.parquet']],
  ]);
  assert.deepEqual(
    tables.map((pattern) => pattern.slice('**/'.length)).sort(),
    Object.values(CASE_FILES)
      .filter((file) => file.startsWith('system/') && file.endsWith('.parquet'))
      .sort(),
  );
});

test("the settings the server and the language client read: package.json contributes the server's keys with its defaults", () => {
  const properties = manifest.contributes.configuration.properties;
  const defaults = Object.fromEntries(Object.entries(properties).map(([key, p]: [string, any]) => [key, p.default]));
  // vscode-languageclient reads `<client id>.trace.server`; the server reads the rest.
  assert.deepEqual(defaults, { ...SETTING_DEFAULTS, [`${CLIENT_ID}.trace.server`]: 'off' });
  assert.deepEqual(properties[`${CLIENT_ID}.trace.server`].enum, ['off', 'messages', 'verbose']);
  assert.equal(properties['hydrocase.maxProblemsPerFile'].minimum, 1);
  assert.deepEqual(properties['hydrocase.rules'].additionalProperties.enum, ['off', 'hint', 'warning', 'error']);
});

// VS Code's Settings editor names a setting by its key: the part before the last dot is a category
// ("hydrocase.validate.onType" reads "Hydrocase › Validate: On Type"), trimmed by the id of the
// group it is listed under. Browsing Extensions › HydroCase, one configuration node without an id
// is grouped under the extension's id, which trims "hydrocase." ("Enable", "Validate: On Type"); a
// node with another id (or several nodes) is grouped under that id, and the labels change with it.
// A search or an @ext: filter lists every setting under one results group, so there the category
// always reads "Hydrocase" (seen in code-server 4.139; no package.json shape changes that).
test('the settings are one configuration node titled HydroCase, grouped under the extension id, every key under "hydrocase."', () => {
  const configuration = manifest.contributes.configuration;
  assert.ok(!Array.isArray(configuration), 'one configuration node');
  assert.equal(configuration.title, 'HydroCase');
  assert.ok(configuration.id === undefined || configuration.id === `${manifest.publisher}.${manifest.name}`, `no id but the extension's: ${configuration.id}`);
  for (const key of Object.keys(configuration.properties)) assert.ok(key.startsWith(`${manifest.name}.`), `${key} under "${manifest.name}."`);
});

test('trusted or not, the extension only reads case files; it needs the local disk', () => {
  assert.deepEqual(manifest.capabilities.untrustedWorkspaces, { supported: true });
  assert.equal(manifest.capabilities.virtualWorkspaces.supported, false);
});

test("the cobre-json language: contributed with a configuration like JSON's but without comments, JSON's grammar, and the editor defaults JSON has", () => {
  assert.deepEqual(
    manifest.contributes.languages.map((l: { id: string; aliases: string[] }) => [l.id, l.aliases]),
    [[CASE_LANGUAGE_ID, ['Cobre case JSON']]],
  );
  const configuration = readJson(manifest.contributes.languages[0].configuration);
  assert.deepEqual(configuration.brackets, [
    ['{', '}'],
    ['[', ']'],
  ]);
  assert.deepEqual(
    configuration.autoClosingPairs.map((p: { open: string }) => p.open),
    ['{', '[', '(', "'", '"', '`'],
  );
  // Cobre reads strict JSON: Toggle Comment must not write a comment the loader would reject.
  assert.equal(configuration.comments, undefined);
  const grammar = manifest.contributes.grammars.find((g: { language?: string }) => g.language === CASE_LANGUAGE_ID);
  assert.deepEqual(readJson(grammar.path).patterns, [{ include: 'source.json' }]);
  assert.deepEqual(manifest.contributes.configurationDefaults[`[${CASE_LANGUAGE_ID}]`], { 'editor.quickSuggestions': { strings: true }, 'editor.suggest.insertMode': 'replace' });
});

test("Validate Case is in the Explorer's context menu of a stages.json and of a case folder (the context key the client sets)", () => {
  assert.deepEqual(manifest.contributes.menus['explorer/context'], [
    { command: COMMANDS.validateCase, when: `resourceFilename == stages.json || explorerResourceIsFolder && resourcePath in ${CASE_FOLDERS_CONTEXT}`, group: 'hydrocase' },
  ]);
});
