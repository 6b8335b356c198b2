// The dependency direction, enforced (docs/ARCHITECTURE.md, "Invariants"): the engine speaks no
// editor protocol, the checks sit below the editor services and views, and the front ends (cli/,
// server/, client/) depend on the engine, never the other way; the client reaches the server only
// through the protocol it declares.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../support/cli';
import { CHECK_FOLDERS, codeBaseImports, importsValues, serviceImportsOfChecks, sourceFiles, under, type ImportEdge } from '../support/imports';

const EDITOR_PACKAGES = /^(vscode|vscode-languageserver|vscode-languageserver-textdocument|vscode-languageclient|vscode-jsonrpc)(\/|$)/;

const edges = codeBaseImports();
const violations = (from: (edge: ImportEdge) => boolean, forbidden: (edge: ImportEdge) => boolean) =>
  edges.filter((edge) => from(edge) && forbidden(edge)).map((edge) => `${edge.from} -> ${edge.to}`);

test('the import scan sees the code base (a scan that finds nothing would pass every rule)', () => {
  assert.ok(edges.length > 1000, `${edges.length} imports`);
  assert.ok(edges.some((edge) => edge.from === 'server/main/server' && edge.to.startsWith('vscode-languageserver')));
  assert.ok(edges.some((edge) => edge.from === 'client/statusItem' && edge.to === 'server/main/caseValidator' && edge.typeOnly));
});

test('the engine (shared/) imports no editor package and nothing of the front ends, tests or tools', () => {
  assert.deepEqual(
    violations(
      (edge) => under(edge.from, 'shared'),
      (edge) => EDITOR_PACKAGES.test(edge.to) || under(edge.to, 'cli', 'server', 'client', 'test', 'bench', 'fuzz', 'scripts'),
    ),
    [],
  );
});

/**
 * The engine's layers, bottom first (docs/ARCHITECTURE.md, "Layers"): a folder may import its own
 * layer and the layers below it, never one above.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['shared/core'],
  // What the checks read out of the case's files, as plain data, and the arithmetic over it: the
  // readers and helpers the checks, the joins, the services and the views share.
  ['shared/model'],
  // The catalogue: it gathers the check folders' data (catalog.ts) and fills in the core's `RuleId`.
  ['shared/rules/index.ts'],
  ['shared/checks'],
  ['shared/crossFile'],
  ['shared/engine'],
  ['shared/services', 'shared/views', 'shared/rules', 'shared/fieldDocs'],
];
/**
 * The data a check folder keeps beside its logic (its catalogue entries, field docs and examples):
 * the indexes above gather them (`shared/rules/index.ts` the catalogue the reporter reads, for
 * one), so these modules import only other data and the core's file layout, never logic.
 */
const CHECK_DATA = /^shared\/(checks|crossFile\/checks)\/(.+\/)?(catalog|[a-z]+Catalog|fields|examples|[a-z]+Examples)$/;
const layerOf = (path: string) => LAYERS.findIndex((folders) => folders.some((folder) => under(path, folder.replace(/\.ts$/, ''))));

test('each engine layer imports only its own layer and the layers below (the check data aside)', () => {
  assert.deepEqual(
    violations(
      (edge) => under(edge.from, 'shared') && !CHECK_DATA.test(edge.from),
      (edge) => under(edge.to, 'shared') && !CHECK_DATA.test(edge.to) && layerOf(edge.to) > layerOf(edge.from),
    ),
    [],
  );
});

test('nothing in shared/core imports from outside it: what every layer uses sits at the bottom', () => {
  assert.deepEqual(
    violations(
      (edge) => under(edge.from, 'shared/core'),
      (edge) => edge.to.startsWith('.') || (under(edge.to, 'shared') && !under(edge.to, 'shared/core')),
    ),
    [],
  );
  assert.ok(
    edges.some((edge) => edge.from === 'shared/core/reporter' && edge.to === 'shared/core/rules/define'),
    'the scan sees the core importing the core',
  );
});

test('the check data imports data and the file layout only, so gathering it pulls in no logic', () => {
  const allowed = (to: string) =>
    CHECK_DATA.test(to) || under(to, 'shared/core/rules/define', 'shared/rules/examples', 'shared/core/fieldDocs', 'shared/core/case/layout', 'shared/core/diagnostics');
  // The `RuleId` type, which the data's rule ids are checked against, pulls in nothing at run time.
  const ruleIdType = (edge: ImportEdge) => edge.typeOnly && edge.to === 'shared/rules/index';
  assert.deepEqual(
    violations(
      (edge) => CHECK_DATA.test(edge.from),
      (edge) => under(edge.to, 'shared') && !allowed(edge.to) && !ruleIdType(edge),
    ),
    [],
  );
  assert.ok(
    edges.some((edge) => edge.from === 'shared/rules/index' && edge.to === 'shared/checks/penalties/catalog'),
    'the catalogue gathers the check folders',
  );
});

test('the editor services and the views do not import each other', () => {
  assert.deepEqual(
    violations(
      (edge) => under(edge.from, 'shared/services'),
      (edge) => under(edge.to, 'shared/views'),
    ),
    [],
  );
  assert.deepEqual(
    violations(
      (edge) => under(edge.from, 'shared/views'),
      (edge) => under(edge.to, 'shared/services'),
    ),
    [],
  );
});

/**
 * A fix of a check folder: the fix model every folder registers with (`fixes/model`), a folder's
 * registry (`fixes`) and a fix's own module (`<what>Fix`). The code actions and the table view run
 * them by design (a rule's fix lives in its folder); a fix proposes edits and runs no rule.
 */
const FIX_MODULE = /^shared\/(checks|crossFile\/checks)\/(.+\/)?(fixes|fixes\/model|[a-z][A-Za-z]*Fix)$/;

test('the services and the views take from the check folders only their data, their fixes and types: no rule-running logic', (t) => {
  // A reader or a helper that a service shares with a check (the season calendar, the expression
  // parser, the plant-stage records ...) lives below both, in shared/model/. Types load nothing: the
  // services read the shapes of what the checks extract (the CaseModel).
  const allowed = (to: string) => CHECK_DATA.test(to) || FIX_MODULE.test(to);
  assert.deepEqual(
    violations(
      (edge) => under(edge.from, 'shared/services', 'shared/views'),
      (edge) => under(edge.to, ...CHECK_FOLDERS) && importsValues(edge) && !allowed(edge.to),
    ),
    [],
  );
  const all = serviceImportsOfChecks(edges);
  const seen = all.filter(importsValues);
  const kinds = (test: (to: string) => boolean) => seen.filter((edge) => test(edge.to)).length;
  t.diagnostic(
    `services -> check folders: ${all.length} import statements, ${seen.length} of values (${kinds(FIX_MODULE.test.bind(FIX_MODULE))} of fixes, ${kinds(CHECK_DATA.test.bind(CHECK_DATA))} of data), ${all.length - seen.length} of types only`,
  );
  assert.ok(
    seen.some((edge) => edge.to === 'shared/checks/fixes/model') && seen.some((edge) => CHECK_DATA.test(edge.to)),
    "the scan sees the services import the fix model and a folder's data",
  );
});

test('only the VS Code client imports vscode; the command line and the server import neither each other nor the client', () => {
  assert.deepEqual(
    violations(
      (edge) => !under(edge.from, 'client'),
      (edge) => /^vscode(\/|$)/.test(edge.to) || under(edge.to, 'client'),
    ),
    [],
  );
  assert.deepEqual(
    violations(
      (edge) => under(edge.from, 'cli'),
      (edge) => under(edge.to, 'server'),
    ),
    [],
  );
  // The server shows the package version the command line reports, from its one home.
  assert.deepEqual(
    violations(
      (edge) => under(edge.from, 'server'),
      (edge) => under(edge.to, 'cli') && edge.to !== 'cli/version',
    ),
    [],
  );
});

/** The modules a module loads: its value imports, and theirs, transitively (type-only imports load nothing). */
function loadedBy(start: string): Set<string> {
  const loaded = new Set<string>();
  const next = [start];
  for (let module = next.pop(); module !== undefined; module = next.pop()) {
    if (loaded.has(module)) continue;
    loaded.add(module);
    for (const edge of edges) if (edge.from === module && !edge.typeOnly) next.push(edge.to);
  }
  return loaded;
}

test("the server's main thread loads no validation: the rules run on the validation thread only", () => {
  // server/main/server.ts composes the main thread (its features, requests and state); the bundle's
  // entry (server/main.ts) loads the validation thread's code too, for the thread it starts.
  const loaded = loadedBy('server/main/server');
  assert.ok(loaded.has('server/main/caseValidator') && loaded.has('server/features/index'), 'the walk sees the main thread');
  const runsRules = ['shared/engine/validate', 'shared/engine/quickCheck', 'shared/engine/parquetTables', 'shared/crossFile/runner', 'server/validation/validationWorker'];
  assert.deepEqual(
    runsRules.filter((module) => loaded.has(module)),
    [],
  );
  assert.ok(loadedBy('server/validation/validationWorker').has('shared/engine/validate'), 'the validation thread does load them');
});

test('the client reaches the server only through its declared protocol (types aside)', () => {
  const declared = (to: string) => under(to, 'server/protocol');
  assert.deepEqual(
    violations(
      (edge) => under(edge.from, 'client'),
      (edge) => under(edge.to, 'server') && !edge.typeOnly && !declared(edge.to),
    ),
    [],
  );
});

/**
 * A string literal whose whole text is a rule id (`'STG-035'`, `"XF-019"`): the services hold no
 * rule's logic, so they never choose a rule by its id. A rule's fix lives in its check folder,
 * registered by `RuleId` (shared/checks/fixes/model.ts); an id cited inside a sentence a planner
 * reads (`... rejected at load (STG-021)`) is text, not a choice, and is not matched.
 */
const RULE_ID_LITERAL = /(['"`])[A-Z]{2,5}-\d{3}\1/g;

test('nothing under shared/services/ names a rule id as a string literal', () => {
  const files = sourceFiles(join(repoRoot, 'shared/services'));
  assert.ok(files.length > 20, `${files.length} service modules are scanned`);
  const named = files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        return [...code.matchAll(RULE_ID_LITERAL)].map((match) => `${relative(repoRoot, file)}:${index + 1}: ${match[0]}`);
      }),
  );
  assert.deepEqual(named, []);
});
