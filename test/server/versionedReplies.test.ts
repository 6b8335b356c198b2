// The outline and folding replies kept per document version (server/features/versionedReplies.ts):
// computed once per version, never answered for another version, another validation or a reopened
// document, and not kept when the document moved on while they were computed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { VersionedReplies } from '../../server/features/versionedReplies';

function edited(document: TextDocument, text: string): TextDocument {
  return TextDocument.update(document, [{ text }], document.version + 1);
}

/** A reply counting how often it was computed: `${text}#${n}`. */
function counter(document: () => TextDocument): { computed: () => number; compute: () => Promise<string> } {
  let n = 0;
  return { computed: () => n, compute: async () => `${document().getText()}#${++n}` };
}

test('a reply is computed once per version and validation, and again after either changes', async () => {
  const replies = new VersionedReplies<string>();
  let document = TextDocument.create('file:///case/stages.json', 'json', 1, 'a');
  const { computed, compute } = counter(() => document);
  assert.equal(await replies.answer(document, 0, compute), 'a#1');
  assert.equal(await replies.answer(document, 0, compute), 'a#1', 'the same version: kept');
  assert.equal(computed(), 1);
  document = edited(document, 'b');
  assert.equal(await replies.answer(document, 0, compute), 'b#2', 'a new version: computed again');
  assert.equal(await replies.answer(document, 1, compute), 'b#3', 'a validation landed: computed again');
  assert.equal(await replies.answer(document, 1, compute), 'b#3');
});

test('a reopened document (its versions start again) gets no reply of the one before', async () => {
  const replies = new VersionedReplies<string>();
  const before = TextDocument.create('file:///case/stages.json', 'json', 1, 'on disk then');
  const after = TextDocument.create('file:///case/stages.json', 'json', 1, 'on disk now');
  const compute = (document: TextDocument) => async () => document.getText();
  assert.equal(await replies.answer(before, undefined, compute(before)), 'on disk then');
  assert.equal(await replies.answer(after, undefined, compute(after)), 'on disk now');
});

test('a reply computed while a keystroke landed answers only its own version; a withdrawn request leaves nothing', async () => {
  const replies = new VersionedReplies<string>();
  const document = TextDocument.create('file:///case/stages.json', 'json', 1, 'a');
  const raced = await replies.answer(document, 0, async () => {
    const reply = document.getText();
    edited(document, 'b'); // a keystroke lands while the reply is computed
    return reply;
  });
  assert.equal(raced, 'a');
  assert.equal(await replies.answer(document, 0, async () => document.getText()), 'b', 'version 2 gets its own reply');
  const withdrawn = TextDocument.create('file:///case/penalties.json', 'json', 1, 'c');
  assert.equal(await replies.answer(withdrawn, 0, async () => undefined), undefined);
  assert.equal(await replies.answer(withdrawn, 0, async () => 'answered'), 'answered', 'a withdrawn request left nothing behind');
});
