// The editor buffers the server mirrors (textDocument/didOpen, didChange, didSave, didClose), with
// every message checked before it touches a buffer. An incremental change must name a range that
// exists in the server's copy: a character past the end of its line is the one overshoot LSP
// defines (it "defaults back to the line length", as the client applies it too), but a line past
// the last one, a negative or fractional number, or an end before the start means the two copies
// have already diverged. The text-document library would clamp such a range silently and the
// server would then report problems of a text the user does not have. Instead the buffer becomes
// unknown: its problems are cleared, its services answer nothing, and the case is checked with the
// file as saved on disk, until the client sends the whole text again (a full-text change or a
// didOpen). Re-reading the disk instead would be no better: a buffer being edited incrementally
// is, by definition, one whose unsaved text differs from the disk, and LSP gives a server no way
// to ask the client for its text.
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Connection, TextDocumentContentChangeEvent } from 'vscode-languageserver';
import { anything, arrayOf, integer, object, optional, string, TEXT_DOCUMENT_ID, RANGE, type ParamGuard, type Shape } from './paramGuard';

const DID_OPEN: Shape = object({ textDocument: object({ uri: string, version: integer, text: string }) });
const CONTENT_CHANGE: Shape = object({ range: optional(anything), text: string });
const DID_CHANGE: Shape = object({ textDocument: object({ uri: string, version: integer }), contentChanges: arrayOf(CONTENT_CHANGE) });

type Listener = (event: { document: TextDocument }) => void;

export class OpenDocuments {
  private readonly documents = new Map<string, TextDocument>();
  /** Open buffers whose text the server has lost track of (URI -> why), until the next full text. */
  private readonly unknown = new Map<string, string>();
  private readonly listeners = { open: [] as Listener[], change: [] as Listener[], save: [] as Listener[], close: [] as Listener[] };

  constructor(
    private readonly guard: ParamGuard,
    private readonly log: (message: string) => void,
  ) {}

  get(uri: string): TextDocument | undefined {
    return this.documents.get(uri);
  }

  /** The buffers whose text is known. */
  all(): TextDocument[] {
    return [...this.documents.values()];
  }

  /** The open buffers whose text the server lost (an impossible edit); their problems must not be shown. */
  unknownUris(): string[] {
    return [...this.unknown.keys()];
  }

  onDidOpen(listener: Listener): void {
    this.listeners.open.push(listener);
  }

  onDidChangeContent(listener: Listener): void {
    this.listeners.change.push(listener);
  }

  onDidSave(listener: Listener): void {
    this.listeners.save.push(listener);
  }

  onDidClose(listener: Listener): void {
    this.listeners.close.push(listener);
  }

  listen(connection: Connection): void {
    connection.onDidOpenTextDocument(
      this.guard.notification('textDocument/didOpen', DID_OPEN, ({ textDocument: { uri, languageId, version, text } }) => {
        this.unknown.delete(uri);
        const document = TextDocument.create(uri, typeof languageId === 'string' ? languageId : 'json', version, text);
        this.documents.set(uri, document);
        this.fire('open', document);
      }),
    );
    connection.onDidChangeTextDocument(
      this.guard.notification('textDocument/didChange', DID_CHANGE, ({ textDocument: { uri, version }, contentChanges }) => {
        const before = this.documents.get(uri);
        if (!before && !this.unknown.has(uri)) return; // not open: nothing to change
        const after = applyChanges(uri, before, contentChanges, version);
        if (typeof after === 'string') return this.lose(uri, after);
        if (this.unknown.delete(uri)) this.log(`${uri}: the whole text arrived again; problems are shown again`);
        this.documents.set(uri, after);
        this.fire('change', after);
      }),
    );
    connection.onDidSaveTextDocument(
      this.guard.notification('textDocument/didSave', TEXT_DOCUMENT_ID, ({ textDocument: { uri } }) => {
        const document = this.documents.get(uri);
        if (document) this.fire('save', document);
      }),
    );
    connection.onDidCloseTextDocument(
      this.guard.notification('textDocument/didClose', TEXT_DOCUMENT_ID, ({ textDocument: { uri } }) => {
        const document = this.documents.get(uri) ?? (this.unknown.has(uri) ? TextDocument.create(uri, 'json', 0, '') : undefined);
        this.documents.delete(uri);
        this.unknown.delete(uri);
        if (document) this.fire('close', document);
      }),
    );
  }

  /** The buffer's text is no longer known: for the listeners it closes (the case reads the disk again). */
  private lose(uri: string, why: string): void {
    const document = this.documents.get(uri);
    this.documents.delete(uri);
    if (!this.unknown.has(uri))
      this.log(`${uri}: ${why}; the server's copy can no longer be trusted, so its problems are hidden until the client sends the whole text again (reopen the file)`);
    this.unknown.set(uri, why);
    if (document) this.fire('close', document);
  }

  private fire(kind: keyof OpenDocuments['listeners'], document: TextDocument): void {
    for (const listener of this.listeners[kind]) listener({ document });
  }
}

/**
 * The buffer after `changes` (applied in order, each to the text the previous one left), or why
 * they cannot be applied. A full-text change needs no earlier text; an incremental one needs a
 * known text and a range that exists in it.
 */
export function applyChanges(uri: string, document: TextDocument | undefined, changes: readonly TextDocumentContentChangeEvent[], version: number): TextDocument | string {
  let current = document;
  for (const change of changes) {
    if (!('range' in change) || change.range === undefined || change.range === null) {
      current = TextDocument.create(uri, current?.languageId ?? 'json', version, change.text);
      continue;
    }
    if (!current) return 'an incremental change to a text the server does not know';
    const impossible = impossibleRange(current, change.range);
    if (impossible) return `an incremental change with an impossible range (${impossible})`;
    current = TextDocument.update(current, [change], version);
  }
  return current ?? 'a change without content';
}

/** Why `range` cannot lie in `document` (LSP 3.17 Position and Range), or undefined when it can. */
export function impossibleRange(document: TextDocument, range: unknown): string | undefined {
  const problem = RANGE(range, 'range');
  if (problem) return problem;
  const { start, end } = range as { start: { line: number; character: number }; end: { line: number; character: number } };
  for (const [name, position] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (position.line < 0 || position.character < 0) return `range.${name} is negative`;
    // A character past the line's end is defined (it means the end of the line); a line past the last one is not.
    if (position.line >= document.lineCount) return `range.${name}.line ${position.line} is past the last line (${document.lineCount - 1})`;
  }
  if (start.line > end.line || (start.line === end.line && start.character > end.character)) return 'range.end is before range.start';
  return undefined;
}
