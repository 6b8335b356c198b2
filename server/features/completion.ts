// textDocument/completion: the engine's completion entries as LSP items. Snippets keep their
// tabstops; every item carries its own text edit so filtering inside quotes works.
import { CompletionItemKind, InsertTextFormat, MarkupKind, type CompletionItem, type CompletionList } from 'vscode-languageserver';
import type { CompletionEntry, CompletionKind } from '../../shared/services/types';
import type { FeatureHost } from './host';
import { object, optional, string, TEXT_DOCUMENT_POSITION } from '../main/paramGuard';

const COMPLETION_PARAMS = (value: unknown, path: string) =>
  TEXT_DOCUMENT_POSITION(value, path) ?? object({ context: optional(object({ triggerCharacter: optional(string) })) })(value, path);

const KINDS: Record<CompletionKind, CompletionItemKind> = {
  property: CompletionItemKind.Property,
  value: CompletionItemKind.Value,
  enum: CompletionItemKind.EnumMember,
  snippet: CompletionItemKind.Snippet,
  reference: CompletionItemKind.Reference,
};

export function registerCompletion(host: FeatureHost): void {
  host.connection.onCompletion(
    host.guard.request('textDocument/completion', COMPLETION_PARAMS, async (params, token): Promise<CompletionList | null> => {
      const entries = await host.service(params.textDocument.uri, token, 'completion', params.position, params.context?.triggerCharacter);
      return entries ? { isIncomplete: false, items: entries.map(toCompletionItem) } : null;
    }),
  );
}

export function toCompletionItem(entry: CompletionEntry): CompletionItem {
  return {
    label: entry.label,
    kind: KINDS[entry.kind],
    ...(entry.detail !== undefined ? { detail: entry.detail } : {}),
    ...(entry.documentation !== undefined ? { documentation: { kind: MarkupKind.Markdown, value: entry.documentation } } : {}),
    ...(entry.range ? { textEdit: { range: entry.range, newText: entry.insertText } } : { insertText: entry.insertText }),
    insertTextFormat: entry.snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
    ...(entry.sortText !== undefined ? { sortText: entry.sortText } : {}),
    ...(entry.filterText !== undefined ? { filterText: entry.filterText } : {}),
    ...(entry.preselect ? { preselect: true } : {}),
  };
}
