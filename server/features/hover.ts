// Hover: the field's documentation and the resolved facts at the pointer (shared/services/hover).
import { MarkupKind, type Hover } from 'vscode-languageserver';
import { hoverAt } from '../../shared/services/hover';
import type { FeatureHost } from './host';

export function registerHover(host: FeatureHost): void {
  host.connection.onHover(({ textDocument, position }): Hover | null => {
    const context = host.contextFor(textDocument.uri);
    const result = context && hoverAt(context, position, { rulePage: (id) => host.rulePageUri(id) });
    if (!result) return null;
    return { contents: { kind: MarkupKind.Markdown, value: result.contents }, ...(result.range ? { range: result.range } : {}) };
  });
}
