// Folding and smart selection for case JSON files (shared/services/folding, selectionRanges),
// which VS Code's JSON extension no longer provides once they carry the cobre-json language. Run on
// the main thread: they need only the open text, no rule.
import type { FoldingRange, FoldingRangeParams, SelectionRange, SelectionRangeParams } from 'vscode-languageserver';
import { POSITION, TEXT_DOCUMENT_ID, arrayOf, object, string } from '../main/paramGuard';
import type { FeatureHost } from './host';
import { foldingRanges } from '../../shared/services/folding';
import { selectionRanges } from '../../shared/services/selectionRanges';

const SELECTION_PARAMS = object({ textDocument: object({ uri: string }), positions: arrayOf(POSITION) });

export function registerFolding(host: FeatureHost): void {
  const { connection } = host;
  connection.onFoldingRanges(
    host.guard.request('textDocument/foldingRange', TEXT_DOCUMENT_ID, async ({ textDocument }: FoldingRangeParams): Promise<FoldingRange[] | null> => {
      const document = await host.caseDocument(textDocument.uri);
      return document ? foldingRanges(document.getText()) : null;
    }),
  );
  // The service's chains are LSP's shape already: plain ranges with an optional parent.
  connection.onSelectionRanges(
    host.guard.request('textDocument/selectionRange', SELECTION_PARAMS, async ({ textDocument, positions }: SelectionRangeParams): Promise<SelectionRange[] | null> => {
      const document = await host.caseDocument(textDocument.uri);
      return document ? selectionRanges(document.getText(), positions) : null;
    }),
  );
}
