// Editor features beyond diagnostics: each feature registers its own LSP handlers and declares
// its capability here, so server.ts stays plumbing.
import type { ServerCapabilities } from 'vscode-languageserver';
import type { FeatureHost } from './host';
import { registerHover } from './hover';
import { registerCompletion } from './completion';
import { registerCodeActions } from './codeActions';
import { registerNavigation } from './navigation';
import { registerInlayHints } from './inlayHints';
import { registerFormatting } from './formatting';
import { registerFolding } from './folding';
import { registerPlantLenses } from './plantLenses';

export const featureCapabilities: ServerCapabilities = {
  hoverProvider: true,
  completionProvider: { triggerCharacters: ['"', ':', ' '], resolveProvider: false },
  codeActionProvider: { codeActionKinds: ['quickfix', 'source.fixAll', 'source.fixAll.hydrocase'] },
  definitionProvider: true,
  referencesProvider: true,
  documentSymbolProvider: true,
  inlayHintProvider: true,
  documentFormattingProvider: true,
  documentRangeFormattingProvider: true,
  foldingRangeProvider: true,
  selectionRangeProvider: true,
  codeLensProvider: { resolveProvider: false },
};

export function registerFeatures(host: FeatureHost): void {
  registerHover(host);
  registerCompletion(host);
  registerCodeActions(host);
  registerNavigation(host);
  registerInlayHints(host);
  registerFormatting(host);
  registerFolding(host);
  registerPlantLenses(host);
}
