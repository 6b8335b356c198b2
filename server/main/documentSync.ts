// The editor buffers the server mirrors (textDocument/didOpen, didChange, didSave, didClose), with
// every message checked before it touches a buffer. An incremental change whose range lies outside
// the server's copy (a line past the last one, a character past its line's end, a negative number,
// an end before its start) is applied as the ecosystem's reference, vscode-languageserver-textdocument
// (the library VS Code's own JSON server uses), applies it: each position is clamped into the text
// (a character past a line's end to that end, as LSP defines; a line past the document to its end;
// before the start to the start) and a reversed range is turned round. The text that results is
// checked and its problems shown, and the bad range is logged once per document.
//
// A range that is no range at all (fractions, missing fields) cannot be applied by any rule: the
// buffer becomes unknown. It is never silent: it shows one problem at its top saying its unsaved text
// was lost and how to recover, until the client sends the whole text again (a full-text change or a
// didOpen) or the file is saved (the disk then holds exactly the buffer, so the server reads it back).
import { TextDocument } from 'vscode-languageserver-textdocument';
import { readFile } from 'node:fs/promises';
import type { Connection, Diagnostic as LspDiagnostic, TextDocumentContentChangeEvent } from 'vscode-languageserver';
import { DiagnosticSeverity } from 'vscode-languageserver';
import { pathOf } from './uris';
import { anything, arrayOf, integer, object, optional, string, TEXT_DOCUMENT_ID, RANGE, type ParamGuard, type Shape } from './paramGuard';

const DID_OPEN: Shape = object({ textDocument: object({ uri: string, version: integer, text: string }) });
const CONTENT_CHANGE: Shape = object({ range: optional(anything), text: string });
const DID_CHANGE: Shape = object({ textDocument: object({ uri: string, version: integer }), contentChanges: arrayOf(CONTENT_CHANGE) });

type Listener = (event: { document: TextDocument }) => void;

export class OpenDocuments {
  private readonly documents = new Map<string, TextDocument>();
  /** Open buffers whose text the server has lost track of (URI -> why and the last version), until the next full text or a save. */
  private readonly unknown = new Map<string, { why: string; version: number; languageId: string }>();
  /** Buffers whose out-of-range edit was logged already (once per document while it is open). */
  private readonly clampLogged = new Set<string>();
  private readonly listeners = { open: [] as Listener[], change: [] as Listener[], save: [] as Listener[], close: [] as Listener[], lost: [] as Array<(uri: string) => void> };

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

  /** The open buffers whose text the server lost (an edit with no usable range); they show `lostTextProblem` instead of their problems. */
  unknownUris(): string[] {
    return [...this.unknown.keys()];
  }

  /** A buffer's text was lost: publish its one problem now (the case's next validation keeps it there). */
  onDidLose(listener: (uri: string) => void): void {
    this.listeners.lost.push(listener);
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
        this.clampLogged.delete(uri);
        const document = TextDocument.create(uri, typeof languageId === 'string' ? languageId : 'json', version, text);
        this.documents.set(uri, document);
        this.fire('open', document);
      }),
    );
    connection.onDidChangeTextDocument(
      this.guard.notification('textDocument/didChange', DID_CHANGE, ({ textDocument: { uri, version }, contentChanges }) => {
        const before = this.documents.get(uri);
        if (!before && !this.unknown.has(uri)) return; // not open: nothing to change
        const applied = applyChanges(uri, before, contentChanges, version);
        if (typeof applied === 'string') return this.lose(uri, applied, version, before?.languageId);
        const { document: after, outOfRange } = applied;
        if (outOfRange && !this.clampLogged.has(uri)) {
          this.clampLogged.add(uri);
          this.log(
            `${uri}: an edit's range lies outside the text (${outOfRange}); applied clamped into the text, as vscode-languageserver-textdocument does (logged once per document)`,
          );
        }
        if (this.unknown.delete(uri)) this.log(`${uri}: the whole text arrived again; problems are shown again`);
        this.documents.set(uri, after);
        this.fire('change', after);
      }),
    );
    connection.onDidSaveTextDocument(
      this.guard.notification('textDocument/didSave', TEXT_DOCUMENT_ID, ({ textDocument: { uri } }) => {
        const lost = this.unknown.get(uri);
        if (lost) return void this.recoverFromDisk(uri, lost);
        const document = this.documents.get(uri);
        if (document) this.fire('save', document);
      }),
    );
    connection.onDidCloseTextDocument(
      this.guard.notification('textDocument/didClose', TEXT_DOCUMENT_ID, ({ textDocument: { uri } }) => {
        const document = this.documents.get(uri) ?? (this.unknown.has(uri) ? TextDocument.create(uri, 'json', 0, '') : undefined);
        this.documents.delete(uri);
        this.unknown.delete(uri);
        this.clampLogged.delete(uri);
        if (document) this.fire('close', document);
      }),
    );
  }

  /** A lost buffer was saved: the disk holds exactly its text now, so that is the buffer again. */
  private async recoverFromDisk(uri: string, lost: { version: number; languageId: string }): Promise<void> {
    const text = await readFile(pathOf(uri), 'utf8').catch(() => undefined);
    // Still lost, and not reopened or resent meanwhile (those recover it with the client's own text).
    if (text === undefined || this.unknown.get(uri) !== lost) return;
    this.unknown.delete(uri);
    this.log(`${uri}: saved; its text is read back from the disk and its problems are shown again`);
    const document = TextDocument.create(uri, lost.languageId, lost.version, text);
    this.documents.set(uri, document);
    this.fire('change', document);
  }

  /** The buffer's text is no longer known: for the listeners it closes (the case reads the disk again), and it shows `lostTextProblem`. */
  private lose(uri: string, why: string, version: number, languageId = 'json'): void {
    const document = this.documents.get(uri);
    this.documents.delete(uri);
    if (!this.unknown.has(uri))
      this.log(
        `${uri}: ${why}; the server's copy can no longer be trusted, so the file shows one problem saying so until it is saved or the client sends the whole text again (reopen the file)`,
      );
    this.unknown.set(uri, { why, version, languageId: this.unknown.get(uri)?.languageId ?? languageId });
    if (document) this.fire('close', document);
    for (const listener of this.listeners.lost) listener(uri);
  }

  private fire(kind: Exclude<keyof OpenDocuments['listeners'], 'lost'>, document: TextDocument): void {
    for (const listener of this.listeners[kind]) listener({ document });
  }
}

/** The one problem a buffer whose text was lost shows, at its top, instead of problems of a text the planner may not have. */
export function lostTextProblem(): LspDiagnostic {
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: DiagnosticSeverity.Warning,
    source: 'hydrocase',
    message:
      "HydroCase lost track of this file's unsaved text (the editor sent a change it could not apply), so its problems are not shown. Save the file, or close and reopen it, to check it again.",
  };
}

/**
 * The buffer after `changes` (applied in order, each to the text the previous one left), with the
 * first out-of-range range described, or why they cannot be applied. A full-text change needs no
 * earlier text; an incremental one needs a known text and a range of integer positions.
 */
export function applyChanges(
  uri: string,
  document: TextDocument | undefined,
  changes: readonly TextDocumentContentChangeEvent[],
  version: number,
): { document: TextDocument; outOfRange?: string } | string {
  let current = document;
  let outOfRange: string | undefined;
  for (const change of changes) {
    if (!('range' in change) || change.range === undefined || change.range === null) {
      current = TextDocument.create(uri, current?.languageId ?? 'json', version, change.text);
      continue;
    }
    if (!current) return 'an incremental change to a text the server does not know';
    const malformed = RANGE(change.range, 'range');
    if (malformed) return `an incremental change whose range is no range (${malformed})`;
    outOfRange ??= rangeOutsideText(current, change.range);
    current = TextDocument.update(current, [{ range: clampedRange(current, change.range), text: change.text }], version);
  }
  if (!current) return 'a change without content';
  return outOfRange ? { document: current, outOfRange } : { document: current };
}

type Position = { line: number; character: number };
type Range = { start: Position; end: Position };

/**
 * `range` with each position clamped into `document` exactly as the reference library's `offsetAt`
 * clamps it, so the text is the one it computes; the library's line bookkeeping then only ever sees
 * positions inside the text (a line far past the end would leave it wrong offsets).
 */
export function clampedRange(document: TextDocument, range: Range): Range {
  const clamp = (position: Position) => document.positionAt(document.offsetAt(position));
  return { start: clamp(range.start), end: clamp(range.end) };
}

/** What lies outside `document` in `range` (for the log), or undefined when it lies inside. A character past its line's end is LSP's own clamp, not an error. */
export function rangeOutsideText(document: TextDocument, range: Range): string | undefined {
  for (const [name, position] of [
    ['start', range.start],
    ['end', range.end],
  ] as const) {
    if (position.line < 0 || position.character < 0) return `range.${name} is negative`;
    if (position.line >= document.lineCount) return `range.${name}.line ${position.line} is past the last line (${document.lineCount - 1})`;
  }
  const { start, end } = range;
  if (start.line > end.line || (start.line === end.line && start.character > end.character)) return 'range.end is before range.start';
  return undefined;
}
