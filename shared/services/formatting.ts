// Formatting of a case JSON file: what VS Code's JSON extension does for JSON files (jsonc-parser's
// formatter), which case files no longer reach once they carry the cobre-json language. Only the
// text is needed, not the case's validation. Edits are by offset: the caller holds the editor's
// document and its line index, and a parse here only to place them would cost more than the
// formatting itself on a large stages.json.
import { format } from 'jsonc-parser';

export interface FormattingOptions {
  tabSize: number;
  insertSpaces: boolean;
  /** Keep the line breaks the text has (VS Code's `json.format.keepLines`). */
  keepLines?: boolean;
  /** End the file with a line break (the editor's `files.insertFinalNewline`). */
  insertFinalNewline?: boolean;
}

/** A replacement in the formatted text: `length` characters from `offset` become `newText`. */
export interface FormattingEdit {
  offset: number;
  length: number;
  newText: string;
}

/** The edits that format `text` (only inside `span`, when given). */
export function formatJson(text: string, options: FormattingOptions, span?: { offset: number; length: number }): FormattingEdit[] {
  const edits = format(text, span, {
    tabSize: options.tabSize,
    insertSpaces: options.insertSpaces,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
    insertFinalNewline: options.insertFinalNewline ?? false,
    keepLines: options.keepLines ?? false,
  });
  return edits.map((edit) => ({ offset: edit.offset, length: edit.length, newText: edit.content }));
}
