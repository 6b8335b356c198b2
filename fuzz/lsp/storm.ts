// Draws a storm of LSP traffic: well-formed editing mixed with malformed and hostile messages,
// settings changes, workspace-folder events and real file operations on the case.
import type { Random } from '../../bench/generate';
import { CASE_FILES, KNOWN_FILES } from '../../shared/core/case/layout';
import { mutateContent } from '../mutators';
import type { CaseFiles } from '../seedCases';
import { WS_URI, type Step } from './steps';

const CASE_JSON = Object.values(CASE_FILES).filter((f) => f.endsWith('.json'));
const REQUESTS = [
  'textDocument/hover',
  'textDocument/completion',
  'textDocument/definition',
  'textDocument/references',
  'textDocument/documentSymbol',
  'textDocument/inlayHint',
  'textDocument/codeAction',
];
const ODD_VALUES: unknown[] = [
  null,
  42,
  -1,
  '',
  'x',
  true,
  [],
  {},
  [null],
  { uri: 7 },
  1e308,
  'file:///nonexistent/stages.json',
  'untitled:Untitled-1',
  `${WS_URI}/../../etc/passwd`,
];

/** What the storm believes the client has open (the text it last sent, or undefined once unknowable). */
interface StormModel {
  folders: string[];
  open: Map<string, string | undefined>;
  versions: Map<string, number>;
}

export function drawStorm(rng: Random, base: CaseFiles, count: number): Step[] {
  const model: StormModel = { folders: ['case'], open: new Map(), versions: new Map() };
  const steps: Step[] = [];
  const draws: Array<[number, () => Step]> = [
    [8, () => openDocument(rng, base, model)],
    [10, () => editDocument(rng, model)],
    [3, () => closeDocument(rng, model)],
    [14, () => featureRequest(rng, model)],
    [5, () => validateRequest(rng, model)],
    [14, () => malformed(rng, model)],
    [3, () => settingsChange(rng)],
    [4, () => workspaceFolders(rng)],
    [10, () => fileOperation(rng, base, model)],
    [3, () => ({ kind: 'wait', ms: rng.pick([10, 50, 200, 600]) })],
  ];
  const total = draws.reduce((sum, [weight]) => sum + weight, 0);
  for (let i = 0; i < count; i++) {
    let ticket = rng.int(0, total - 1);
    for (const [weight, draw] of draws) {
      if (ticket < weight) {
        steps.push(draw());
        break;
      }
      ticket -= weight;
    }
  }
  return steps;
}

function uriOfFile(folder: string, file: string): string {
  return `${WS_URI}/${folder}/${file}`;
}

function openDocument(rng: Random, base: CaseFiles, model: StormModel): Step {
  const file = rng.pick(CASE_JSON.filter((f) => base[f]).concat('stages.json'));
  const uri = uriOfFile(rng.pick(model.folders), file);
  const text = Buffer.from(base[file] ?? '{}').toString('utf8');
  model.open.set(uri, text);
  model.versions.set(uri, 1);
  return { kind: 'notify', method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'json', version: 1, text } } };
}

function editDocument(rng: Random, model: StormModel): Step {
  const uris = [...model.open.keys()];
  if (!uris.length) return malformed(rng, model);
  const uri = rng.pick(uris);
  const text = model.open.get(uri);
  const version = (model.versions.get(uri) ?? 1) + (rng.chance(0.9) ? 1 : rng.pick([-5, 0, 1000]));
  model.versions.set(uri, version);
  const snippet = rng.pick(['', ' ', '"', '{', '}', ',', '1', 'null', '"__proto__": 1,', '\n', '"stages": [],', '\u0000', '\uD800', 'é']);
  if (text !== undefined && rng.chance(0.75)) {
    const lines = text.split('\n');
    const line = rng.int(0, lines.length - 1);
    const character = rng.int(0, lines[line]!.length);
    const range = { start: { line, character }, end: { line, character: Math.min(lines[line]!.length, character + rng.int(0, 3)) } };
    model.open.set(uri, applyEdit(lines, range, snippet));
    return { kind: 'notify', method: 'textDocument/didChange', params: { textDocument: { uri, version }, contentChanges: [{ range, text: snippet }] } };
  }
  // Impossible or odd edits: past the last line, negative, reversed, whole-text junk.
  const odd = rng.pick([
    { range: { start: { line: 1_000_000, character: 0 }, end: { line: 1_000_001, character: 5 } }, text: snippet },
    { range: { start: { line: 0, character: 1_000_000 }, end: { line: 0, character: 1_000_000 } }, text: snippet },
    { range: { start: { line: -1, character: -1 }, end: { line: 0, character: 0 } }, text: snippet },
    { range: { start: { line: 3, character: 0 }, end: { line: 1, character: 0 } }, text: snippet },
    { range: null, text: snippet },
    { text: rng.pick(['', '{', 'x'.repeat(200_000), '['.repeat(5000)]) },
    { text: 42 },
  ]);
  model.open.set(uri, 'text' in odd && typeof odd.text === 'string' && !('range' in odd) ? odd.text : undefined);
  return { kind: 'notify', method: 'textDocument/didChange', params: { textDocument: { uri, version }, contentChanges: [odd] } };
}

function applyEdit(lines: string[], range: { start: { line: number; character: number }; end: { line: number; character: number } }, insert: string): string {
  const offsetOf = (p: { line: number; character: number }) => lines.slice(0, p.line).reduce((sum, l) => sum + l.length + 1, 0) + p.character;
  const text = lines.join('\n');
  return text.slice(0, offsetOf(range.start)) + insert + text.slice(offsetOf(range.end));
}

function closeDocument(rng: Random, model: StormModel): Step {
  const uris = [...model.open.keys()];
  const uri = uris.length && rng.chance(0.8) ? rng.pick(uris) : uriOfFile('case', rng.pick(CASE_JSON));
  model.open.delete(uri);
  return { kind: 'notify', method: 'textDocument/didClose', params: { textDocument: { uri } } };
}

function somePosition(rng: Random): unknown {
  return rng.chance(0.8)
    ? { line: rng.int(0, 40), character: rng.int(0, 30) }
    : rng.pick([{ line: -1, character: 0 }, { line: 1e9, character: 1e9 }, { line: '1', character: null }, null, {}]);
}

function someUri(rng: Random, model: StormModel): unknown {
  const uris = [...model.open.keys()];
  if (uris.length && rng.chance(0.7)) return rng.pick(uris);
  return rng.chance(0.5) ? uriOfFile('case', rng.pick(CASE_JSON)) : rng.pick(ODD_VALUES);
}

function featureRequest(rng: Random, model: StormModel): Step {
  const method = rng.pick(REQUESTS);
  const uri = someUri(rng, model);
  const position = somePosition(rng);
  const range = { start: position, end: position };
  const params =
    method === 'textDocument/inlayHint' || method === 'textDocument/codeAction'
      ? { textDocument: { uri }, range, context: { diagnostics: rng.chance(0.5) ? [] : [{ range, message: 'x', code: rng.pick(['STG-001', 42, null]) }] } }
      : method === 'textDocument/references'
        ? { textDocument: { uri }, position, context: { includeDeclaration: rng.chance(0.5) } }
        : { textDocument: { uri }, position };
  return { kind: 'request', method, params: rng.chance(0.1) ? rng.pick(ODD_VALUES) : params };
}

function validateRequest(rng: Random, model: StormModel): Step {
  const method = rng.chance(0.8) ? 'hydrocase/validateCase' : 'hydrocase/listCases';
  const params = rng.pick<unknown>([
    {},
    { uri: `${WS_URI}/${rng.pick(model.folders)}` },
    { uri: `${WS_URI}/case/stages.json` },
    { uri: 5 },
    null,
    { uri: null },
    { uri: `${WS_URI}/nowhere` },
  ]);
  return { kind: 'request', method, params };
}

function malformed(rng: Random, model: StormModel): Step {
  const uri = someUri(rng, model);
  const choices: Step[] = [
    { kind: 'notify', method: 'textDocument/didOpen', params: { textDocument: { uri: 42, languageId: 'json', version: 1, text: '{}' } } },
    {
      kind: 'notify',
      method: 'textDocument/didOpen',
      params: { textDocument: { uri: `${WS_URI}/case/penalties.json`, languageId: 'json', version: 1, text: rng.pick<unknown>([42, null, { a: 1 }, ['x']]) } },
    },
    {
      kind: 'notify',
      method: 'textDocument/didOpen',
      params: { textDocument: { uri: `${WS_URI}/case/stages.json`, languageId: 'json', version: 1, text: 'x'.repeat(rng.pick([1000, 300_000])) } },
    },
    { kind: 'notify', method: 'textDocument/didOpen', params: rng.pick(ODD_VALUES) },
    { kind: 'notify', method: 'textDocument/didChange', params: { textDocument: { uri, version: 'x' }, contentChanges: rng.pick<unknown>([null, 5, [null], [{}]]) } },
    { kind: 'notify', method: 'textDocument/didClose', params: rng.pick(ODD_VALUES) },
    { kind: 'notify', method: 'textDocument/didSave', params: { textDocument: { uri } } },
    {
      kind: 'notify',
      method: 'workspace/didChangeWatchedFiles',
      params: rng.pick<unknown>([
        { changes: null },
        { changes: [{ uri: 5, type: 9 }] },
        { changes: [{ uri: `${WS_URI}/case`, type: 3 }] },
        { changes: [{ uri: `${WS_URI}/case/stages.json`, type: 2 }] },
        null,
      ]),
    },
    { kind: 'notify', method: 'workspace/didChangeConfiguration', params: rng.pick<unknown>([{ settings: null }, null, { settings: { hydrocase: 5 } }]) },
    { kind: 'notify', method: '$/cancelRequest', params: { id: rng.pick<unknown>(['x', 1, null, 99999]) } },
    { kind: 'notify', method: rng.pick(['hydrocase/unknown', 'foo', '$/setTrace', 'textDocument/didFoo']), params: rng.pick(ODD_VALUES) },
    {
      kind: 'request',
      method: rng.pick(['hydrocase/unknown', 'workspace/executeCommand', 'textDocument/formatting', 'completionItem/resolve', 'textDocument/rename']),
      params: rng.pick(ODD_VALUES),
    },
  ];
  return rng.pick(choices);
}

function settingsChange(rng: Random): Step {
  return {
    kind: 'settings',
    settings: rng.pick<unknown>([
      {},
      { enable: false },
      { enable: true },
      { validate: { onType: false } },
      { maxProblemsPerFile: 1 },
      { maxProblemsPerFile: -3 },
      { maxProblemsPerFile: 'x' },
      { inlayHints: { enable: false } },
      null,
      'junk',
      { enable: 'yes' },
    ]),
  };
}

function workspaceFolders(rng: Random): Step {
  const ws = { uri: WS_URI, name: 'ws' };
  const event = rng.pick<unknown>([
    { added: [], removed: [ws] },
    { added: [ws], removed: [] },
    { added: [{ uri: `${WS_URI}/case`, name: 'case' }], removed: [] },
    { added: [{ uri: 'file:///nonexistent-folder', name: 'x' }], removed: [] },
    null,
    { added: null, removed: null },
    { added: [{ uri: 5 }], removed: [{}] },
    { added: [ws], removed: [ws] },
  ]);
  return { kind: 'notify', method: 'workspace/didChangeWorkspaceFolders', params: { event } };
}

function fileOperation(rng: Random, base: CaseFiles, model: StormModel): Step {
  const folder = rng.pick(model.folders);
  const file = rng.pick(KNOWN_FILES.filter((f) => base[f]));
  switch (rng.int(0, 9)) {
    case 0:
    case 1:
    case 2:
      return { kind: 'fs', fs: { op: 'write', file: `${folder}/${file}`, from: file, mutations: [mutateContent(rng, file, Buffer.from(base[file]!))] } };
    case 3:
    case 4:
      return { kind: 'fs', fs: { op: 'restore', file: `${folder}/${file}`, from: file } };
    case 5:
      return { kind: 'fs', fs: { op: 'delete', file: `${folder}/${rng.chance(0.2) ? 'stages.json' : file}` } };
    case 6:
      return rng.chance(0.3)
        ? {
            kind: 'fs',
            fs: { op: 'special', file: `${folder}/${rng.pick(Object.values(CASE_FILES))}`, special: rng.pick(['folder', 'symlink-loop', 'fifo', 'dev-zero'] as const) },
          }
        : { kind: 'fs', fs: { op: 'restore', file: `${folder}/stages.json`, from: 'stages.json' } };
    case 7: {
      const copy = `copy${model.folders.length}`;
      model.folders.push(copy);
      return { kind: 'fs', fs: { op: 'copy-case', folder: copy } };
    }
    case 8:
      return { kind: 'fs', fs: { op: 'remove-folder', folder } };
    default: {
      const to = `${folder}-moved`;
      model.folders.push(to);
      return { kind: 'fs', fs: { op: 'move-folder', folder, to } };
    }
  }
}
