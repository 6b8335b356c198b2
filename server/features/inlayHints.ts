// Inlay hints (setting hydrocase.inlayHints.enable): stage durations and derived seasons, and where
// open-ended production-model ranges end (shared/services/inlayHints).
import type { InlayHint } from 'vscode-languageserver';
import { inlayHints } from '../../shared/services/inlayHints';
import type { FeatureHost } from './host';

export function registerInlayHints(host: FeatureHost): void {
  host.connection.languages.inlayHint.on(({ textDocument, range }): InlayHint[] => {
    if (!host.settings().inlayHints) return [];
    const context = host.contextFor(textDocument.uri);
    if (!context) return [];
    return inlayHints(context, range).map((hint) => ({
      position: hint.position,
      label: hint.label,
      ...(hint.tooltip ? { tooltip: hint.tooltip } : {}),
      ...(hint.paddingLeft ? { paddingLeft: true } : {}),
    }));
  });
}
