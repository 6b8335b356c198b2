import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { validCase, writeCase } from '../support/cases';
import { caseFeatureHost, type CaseFeatureSources } from '../../server/features/caseFeatureHost';
import { EarlyServices } from '../../server/features/earlyServices';
import { LARGE_TEXT_CHARS } from '../../server/services/serviceRunner';
import type { FeatureHost } from '../../server/features/host';

/** A feature host over one open stages.json whose validation thread never answers (busy with the case's first validation). */
function hostWithBusyThread(text: string, validated: () => boolean) {
  const root = writeCase(validCase());
  const uri = `file://${root}/stages.json`;
  const document = TextDocument.create(uri, 'cobre-json', 1, text);
  const sent: string[] = [];
  const logged: string[] = [];
  const early = new EarlyServices({}, validated, (message) => logged.push(message));
  const sources = {
    documents: { get: (asked: string) => (asked === uri ? document : undefined) },
    workspace: { cases: { caseOf: (path: string) => (path.startsWith(root) ? { root, file: path.slice(root.length + 1) } : undefined) }, ready: Promise.resolve() },
    engine: {
      service: (request: { name: string }) => {
        sent.push(request.name);
        return new Promise<never>(() => undefined);
      },
    },
    early,
    awaitValidation: async () => undefined, // no thread was released here
    log: (message: string) => logged.push(message),
  } as unknown as CaseFeatureSources;
  return { host: caseFeatureHost(sources) as FeatureHost, uri, sent, early, logged };
}

function positionOf(text: string, needle: string): { line: number; character: number } {
  const offset = text.indexOf(needle) + 2;
  const before = text.slice(0, offset);
  return { line: before.split('\n').length - 1, character: offset - before.lastIndexOf('\n') - 1 };
}

/** Settles with the promise's value, or with 'waiting' when it has not settled after a few turns of the event loop. */
async function soon<T>(promise: Promise<T>): Promise<T | 'waiting'> {
  return Promise.race([promise, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 50))]);
}

test('early services: before the case is validated, a hover and the outline are answered on the main thread from the text, without the busy validation thread', async () => {
  const text = JSON.stringify(validCase()['stages.json'], null, 2);
  const { host, uri, sent } = hostWithBusyThread(text, () => false);
  const hover = await soon(host.service(uri, undefined, 'hover', positionOf(text, '"start_date"')));
  assert.notEqual(hover, 'waiting', 'answered without the validation thread');
  assert.match((hover as { contents: string }).contents, /The first day of the stage/);
  const symbols = await soon(host.service(uri, undefined, 'symbols'));
  assert.ok(Array.isArray(symbols) && symbols.length > 0, 'the outline of the text');
  assert.deepEqual(sent, [], 'nothing was sent to the validation thread');
});

test('early services: once the case is validated, requests go to the validation thread (it holds the facts)', async () => {
  const text = JSON.stringify(validCase()['stages.json'], null, 2);
  const { host, uri, sent } = hostWithBusyThread(text, () => true);
  assert.equal(await soon(host.service(uri, undefined, 'hover', positionOf(text, '"start_date"'))), 'waiting');
  assert.deepEqual(sent, ['hover']);
});

test('early services: a text too large to parse on the main thread goes to the validation thread even before the first validation', async () => {
  const text = `${JSON.stringify(validCase()['stages.json'], null, 2)}${' '.repeat(LARGE_TEXT_CHARS)}`;
  const { host, uri, sent, early } = hostWithBusyThread(text, () => false);
  assert.equal(early.answer({ caseRoot: '/case', file: 'stages.json', uri, version: 1, text, name: 'hover', args: [{ line: 0, character: 0 }] }), undefined);
  assert.equal(await soon(host.service(uri, undefined, 'hover', positionOf(text, '"start_date"'))), 'waiting');
  assert.deepEqual(sent, ['hover']);
});

test('early services: a service that throws is logged and answered with nothing, not a failed request', () => {
  const logged: string[] = [];
  const early = new EarlyServices(
    {},
    () => false,
    (message) => logged.push(message),
  );
  const answer = early.answer({ caseRoot: '/case', file: 'stages.json', uri: 'file:///case/stages.json', version: 1, text: '{}', name: 'hover', args: [null as never] });
  assert.deepEqual(answer, { result: undefined });
  assert.match(logged.join('\n'), /hover failed/);
});
