// Folding and smart selection for case JSON files (shared/services/folding, selectionRanges),
// which VS Code's JSON extension no longer provides once they carry the cobre-json language. Run on
// the main thread: they need only the open text, no rule.
import type { FoldingRange, SelectionRange } from 'vscode-languageserver';
import type { FeatureHost } from './host';
import { foldingRanges } from '../../shared/services/folding';
import { selectionRanges } from '../../shared/services/selectionRanges';

export function registerFolding(host: FeatureHost): void {
  const { connection } = host;
  connection.onFoldingRanges(async ({ textDocument }): Promise<FoldingRange[] | null> => {
    const document = await host.caseDocument(textDocument.uri);
    return document ? foldingRanges(document.getText()) : null;
  });
  // The service's chains are LSP's shape already: plain ranges with an optional parent.
  connection.onSelectionRanges(async ({ textDocument, positions }): Promise<SelectionRange[] | null> => {
    const document = await host.caseDocument(textDocument.uri);
    return document ? selectionRanges(document.getText(), positions) : null;
  });
}
