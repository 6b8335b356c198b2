// Hover: the field's documentation and the resolved facts at the pointer (shared/services/hover).
import { MarkupKind, type Hover } from 'vscode-languageserver';
import type { FeatureHost } from './host';
import { TEXT_DOCUMENT_POSITION } from '../main/paramGuard';

export function registerHover(host: FeatureHost): void {
  host.connection.onHover(
    host.guard.request('textDocument/hover', TEXT_DOCUMENT_POSITION, async ({ textDocument, position }, token): Promise<Hover | null> => {
      const result = await host.service(textDocument.uri, token, 'hover', position);
      if (!result) return null;
      return { contents: { kind: MarkupKind.Markdown, value: result.contents }, ...(result.range ? { range: result.range } : {}) };
    }),
  );
}
