// Go to definition, find references and document symbols: thin LSP wrappers over the engine's
// navigation and symbol services (shared/services/navigation.ts, shared/services/symbols.ts).
import {
  SymbolKind,
  type CancellationToken,
  type DefinitionParams,
  type DocumentSymbol,
  type DocumentSymbolParams,
  type Location,
  type ReferenceParams,
} from 'vscode-languageserver';
import type { FeatureHost } from './host';
import { boolean, object, optional, TEXT_DOCUMENT_ID, TEXT_DOCUMENT_POSITION } from '../main/paramGuard';

const REFERENCE_PARAMS = (value: unknown, path: string) =>
  TEXT_DOCUMENT_POSITION(value, path) ?? object({ context: object({ includeDeclaration: optional(boolean) }) })(value, path);
import type { DocumentSymbolResult, LocationResult, SymbolKind as ServiceSymbolKind } from '../../shared/services/types';

const SYMBOL_KINDS: Readonly<Record<ServiceSymbolKind, SymbolKind>> = {
  file: SymbolKind.File,
  object: SymbolKind.Object,
  array: SymbolKind.Array,
  number: SymbolKind.Number,
  string: SymbolKind.String,
  event: SymbolKind.Event,
  enum: SymbolKind.Enum,
  constant: SymbolKind.Constant,
  field: SymbolKind.Field,
};

export function registerNavigation(host: FeatureHost): void {
  const { connection, guard } = host;
  connection.onDefinition(
    guard.request('textDocument/definition', TEXT_DOCUMENT_POSITION, async ({ textDocument, position }: DefinitionParams, token: CancellationToken) => {
      const results = await host.service(textDocument.uri, token, 'definition', position);
      return results ? toLocations(host, textDocument.uri, results) : null;
    }),
  );
  connection.onReferences(
    guard.request('textDocument/references', REFERENCE_PARAMS, async ({ textDocument, position, context: request }: ReferenceParams, token: CancellationToken) => {
      const results = await host.service(textDocument.uri, token, 'references', position, Boolean(request.includeDeclaration));
      return results ? toLocations(host, textDocument.uri, results) : null;
    }),
  );
  connection.onDocumentSymbol(
    guard.request('textDocument/documentSymbol', TEXT_DOCUMENT_ID, async ({ textDocument }: DocumentSymbolParams, token: CancellationToken) => {
      const symbols = await host.service(textDocument.uri, token, 'symbols');
      return symbols ? symbols.map(toDocumentSymbol) : null;
    }),
  );
}

function toLocations(host: FeatureHost, uri: string, results: LocationResult[]): Location[] {
  return results.flatMap(({ file, range }) => {
    const target = host.uriInCase(uri, file);
    return target ? [{ uri: target, range }] : [];
  });
}

function toDocumentSymbol(symbol: DocumentSymbolResult): DocumentSymbol {
  return {
    name: symbol.name,
    kind: SYMBOL_KINDS[symbol.kind],
    range: symbol.range,
    selectionRange: symbol.selectionRange,
    ...(symbol.detail ? { detail: symbol.detail } : {}),
    ...(symbol.children ? { children: symbol.children.map(toDocumentSymbol) } : {}),
  };
}
