// Go to definition, find references and document symbols: thin LSP wrappers over the engine's
// navigation and symbol services (shared/services/navigation.ts, shared/services/symbols.ts).
import { SymbolKind, type DocumentSymbol, type Location } from 'vscode-languageserver';
import type { FeatureHost } from './host';
import { definitionAt, referencesAt } from '../../shared/services/navigation';
import { documentSymbols } from '../../shared/services/symbols';
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
  connection.onDefinition(({ textDocument, position }) => {
    const context = host.contextFor(textDocument.uri);
    return context ? toLocations(host, textDocument.uri, definitionAt(context, position)) : null;
  });
  connection.onReferences(({ textDocument, position, context: request }) => {
    const context = host.contextFor(textDocument.uri);
    return context ? toLocations(host, textDocument.uri, referencesAt(context, position, request.includeDeclaration)) : null;
  });
  connection.onDocumentSymbol(({ textDocument }) => {
    const context = host.contextFor(textDocument.uri);
    return context ? documentSymbols(context).map(toDocumentSymbol) : null;
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
