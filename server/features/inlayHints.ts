// Inlay hints (setting hydrocase.inlayHints.enable): stage durations and derived seasons, and where
// open-ended production-model ranges end (shared/services/inlayHints).
import type { InlayHint } from 'vscode-languageserver';
import type { FeatureHost } from './host';

export function registerInlayHints(host: FeatureHost): void {
  host.connection.languages.inlayHint.on(async ({ textDocument, range }): Promise<InlayHint[]> => {
    if (!host.settings().inlayHints) return [];
    const hints = await host.service(textDocument.uri, 'inlayHints', range);
    return (hints ?? []).map((hint) => ({
      position: hint.position,
      label: hint.label,
      ...(hint.tooltip ? { tooltip: hint.tooltip } : {}),
      ...(hint.paddingLeft ? { paddingLeft: true } : {}),
    }));
  });
}
