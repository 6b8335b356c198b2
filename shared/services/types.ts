// Plain-data results of the editor services (hover, completion, code actions, navigation,
// symbols, inlay hints). The language server maps them to LSP; nothing here imports LSP.
import type { Range, Position } from '../core/diagnostics';
import type { TextEdit } from '../core/json/edits';
import type { RuleId } from '../rules';

export type { Range, Position, TextEdit };

export interface HoverResult {
  /** Markdown. */
  contents: string;
  range?: Range;
}

export type CompletionKind = 'property' | 'value' | 'enum' | 'snippet' | 'reference';

export interface CompletionEntry {
  label: string;
  kind: CompletionKind;
  detail?: string;
  /** Markdown. */
  documentation?: string;
  /** Text to insert; a VS Code snippet when `snippet` is true. */
  insertText: string;
  snippet?: boolean;
  /** The text the entry replaces (defaults to the word at the cursor). */
  range?: Range;
  sortText?: string;
  filterText?: string;
  preselect?: boolean;
}

export interface CodeActionResult {
  title: string;
  kind: 'quickfix' | 'source.fixAll';
  /** Rule IDs of the diagnostics the action fixes. */
  fixes: RuleId[];
  edits: TextEdit[];
  isPreferred?: boolean;
  /** A command the editor runs when the action is picked (after the edits): for a change that is no text edit. */
  command?: { command: string; arguments: unknown[] };
}

export interface LocationResult {
  file: string;
  range: Range;
}

export type SymbolKind = 'file' | 'object' | 'array' | 'number' | 'string' | 'event' | 'enum' | 'constant' | 'field';

export interface DocumentSymbolResult {
  name: string;
  detail?: string;
  kind: SymbolKind;
  range: Range;
  selectionRange: Range;
  children?: DocumentSymbolResult[];
}

export interface InlayHintResult {
  position: Position;
  label: string;
  tooltip?: string;
  /** Padding before the label (hints after a value read better with a space). */
  paddingLeft?: boolean;
}
