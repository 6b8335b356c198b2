// Protocol fuzz, seeded: a few hundred malformed or random messages (wrong types, missing fields,
// null everywhere, huge strings, unknown methods, impossible edits) sent to the real server, which
// must answer every request (a result or an error other than InternalError, never silence), stay
// alive, and afterwards still hover and validate the case correctly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { uriOf } from '../support/lsp';
import { path, text, withServer, writeSmallCase } from './fixture';
import { mulberry32 } from '../../bench/generate';

const SEED = 20261123;
const MESSAGES = 400;
const INTERNAL_ERROR = -32603;

const REQUESTS = [
  'textDocument/hover',
  'textDocument/completion',
  'textDocument/codeAction',
  'textDocument/definition',
  'textDocument/references',
  'textDocument/documentSymbol',
  'textDocument/inlayHint',
  'hydrocase/validateCase',
  'hydrocase/listCases',
  'textDocument/formatting',
  'fuzz/unknownRequest',
];
const NOTIFICATIONS = [
  'textDocument/didOpen',
  'textDocument/didChange',
  'textDocument/didSave',
  'textDocument/didClose',
  'workspace/didChangeWatchedFiles',
  'workspace/didChangeWorkspaceFolders',
  'workspace/didChangeConfiguration',
  '$/cancelRequest',
  'fuzz/unknownNotification',
];

test(`LSP fuzz: ${MESSAGES} seeded malformed messages, every request answered, the server still serves`, { timeout: 180_000 }, async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  const stagesText = text('stages');
  const next = mulberry32(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const huge = 'x'.repeat(1_000_000);

  /** Any JSON value, biased to the troublesome ones. */
  const anyValue = (depth = 0): unknown => {
    const r = next();
    if (r < 0.2) return null;
    if (r < 0.3) return undefined;
    if (r < 0.4) return pick([0, -1, 1.5, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER]);
    if (r < 0.5) return pick(['', 'file:///nowhere', uriOf(stages), 'not a uri', '\u0000\uffff', 'file://', '%%%']);
    if (r < 0.53) return huge;
    if (r < 0.6) return pick([true, false]);
    if (r < 0.75 && depth < 3) return Array.from({ length: Math.floor(next() * 4) }, () => anyValue(depth + 1));
    if (depth < 3)
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 4) }, (_, i) => [
          pick(['uri', 'textDocument', 'position', 'range', 'line', 'character', 'text', 'version', 'event', 'changes', `k${i}`]),
          anyValue(depth + 1),
        ]),
      );
    return {};
  };
  /** A plausible message with one part broken: the shape a buggy client sends. */
  const plausible = (): Record<string, unknown> => ({
    textDocument: { uri: uriOf(stages), version: Math.floor(next() * 100), languageId: 'json', text: stagesText },
    position: { line: Math.floor(next() * 40) - 2, character: Math.floor(next() * 40) - 2 },
    range: { start: { line: Math.floor(next() * 500) - 5, character: 0 }, end: { line: Math.floor(next() * 500) - 5, character: Math.floor(next() * 9) } },
    contentChanges: [{ range: { start: { line: Math.floor(next() * 500) - 5, character: 1 }, end: { line: Math.floor(next() * 500), character: 2 } }, text: 'x' }],
    context: { includeDeclaration: true, diagnostics: [], only: ['quickfix'] },
    changes: [{ uri: uriOf(stages), type: 2 }],
    event: { added: [], removed: [] },
    uri: uriOf(caseDir),
  });
  const breakOne = (message: Record<string, unknown>): unknown => {
    const r = next();
    if (r < 0.15) return anyValue();
    const keys = Object.keys(message);
    const key = pick(keys);
    if (r < 0.35) delete message[key];
    else if (r < 0.8) message[key] = anyValue();
    else {
      // Deeper: a field of a field.
      const inner = message[key];
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) (inner as Record<string, unknown>)[pick(Object.keys(inner))] = anyValue();
    }
    return message;
  };

  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, stagesText);
    await client.waitForStatus(caseDir);
    const answers: Array<Promise<string | undefined>> = [];
    for (let i = 0; i < MESSAGES; i++) {
      const params = next() < 0.7 ? breakOne(plausible()) : anyValue();
      if (next() < 0.45) {
        const method = pick(REQUESTS);
        answers.push(
          client.request(method, params, 60_000).then(
            () => undefined,
            (error: { code?: number; message: string }) =>
              error.code === undefined ? `${method}: ${error.message}` : error.code === INTERNAL_ERROR ? `${method} failed inside: ${error.message}` : undefined,
          ),
        );
      } else {
        void client.connection.sendNotification(pick(NOTIFICATIONS), params);
      }
      if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    const failures = (await Promise.all(answers)).filter(Boolean);
    assert.deepEqual(failures, [], 'every request is answered, and none fails inside a handler');
    assert.ok(answers.length > 100, `${answers.length} requests sent`);
    assert.equal(client.exited, false, `the server is alive; stderr: ${client.stderr.slice(-2000)}`);
    const handlerFailures = client.logs.filter((l) => /handler .* failed|Unhandled/i.test(l));
    assert.deepEqual(handlerFailures, [], 'no handler threw');

    // Afterwards: a fresh open of stages.json hovers and validates as on a fresh server.
    void client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uriOf(stages), languageId: 'json', version: 10_000, text: stagesText } });
    await client.waitForDiagnostics(stages, (d) => d.length === 0, { version: 10_000 });
    const lines = stagesText.split('\n');
    const line = lines.findIndex((l) => l.includes('"annual_discount_rate"'));
    const hover = await client.request('textDocument/hover', { textDocument: { uri: uriOf(stages) }, position: { line, character: lines[line]!.indexOf('"annual') + 3 } });
    assert.match(hover?.contents?.value ?? '', /discount/i);
    const [status] = await client.request('hydrocase/validateCase', { uri: uriOf(caseDir) });
    assert.equal(status.state, 'done');
    assert.equal(status.errors, 0, 'the valid case is still valid');
  });
});
