// Go to definition, find references and document symbols: thin LSP wrappers over the engine's
// navigation and symbol services (shared/services/navigation.ts, shared/services/symbols.ts).
import { SymbolKind, type DocumentSymbol, type Location } from 'vscode-languageserver';
import type { FeatureHost } from './host';
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
  const { connection } = host;
  connection.onDefinition(async ({ textDocument, position }) => {
    const results = await host.service(textDocument.uri, 'definition', position);
    return results ? toLocations(host, textDocument.uri, results) : null;
  });
  connection.onReferences(async ({ textDocument, position, context: request }) => {
    const results = await host.service(textDocument.uri, 'references', position, request.includeDeclaration);
    return results ? toLocations(host, textDocument.uri, results) : null;
  });
  connection.onDocumentSymbol(async ({ textDocument }) => {
    const symbols = await host.service(textDocument.uri, 'symbols');
    return symbols ? symbols.map(toDocumentSymbol) : null;
  });
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
