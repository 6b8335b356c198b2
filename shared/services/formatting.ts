// Formatting of a case JSON file: what VS Code's JSON extension does for JSON files (jsonc-parser's
// formatter), which case files no longer reach once they carry the cobre-json language. Only the
// text is needed, not the case's validation.
import { format } from 'jsonc-parser';
import { JsonDocument } from '../engine/json/document';
import type { Range } from './types';

export interface FormattingOptions {
  tabSize: number;
  insertSpaces: boolean;
  /** Keep the line breaks the text has (VS Code's `json.format.keepLines`). */
  keepLines?: boolean;
  /** End the file with a line break (the editor's `files.insertFinalNewline`). */
  insertFinalNewline?: boolean;
}

/** A replacement in the formatted file itself. */
export interface DocumentEdit {
  range: Range;
  newText: string;
}

/** The edits that format `text` (only the lines of `range`, when given). */
export function formatJson(text: string, options: FormattingOptions, range?: Range): DocumentEdit[] {
  // Positions need only the line starts; the parse this also does is cheap next to the format.
  const document = new JsonDocument('', text);
  const span = range && { offset: document.offsetAt(range.start), length: document.offsetAt(range.end) - document.offsetAt(range.start) };
  const edits = format(text, span, {
    tabSize: options.tabSize,
    insertSpaces: options.insertSpaces,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
    insertFinalNewline: options.insertFinalNewline ?? false,
    keepLines: options.keepLines ?? false,
  });
  return edits.map((edit) => ({ range: document.rangeOf(edit.offset, edit.length), newText: edit.content }));
}
