// Inlay hints (setting hydrocase.inlayHints.enable): stage durations and derived seasons, and where
// open-ended production-model ranges end (shared/services/inlayHints).
import type { InlayHint } from 'vscode-languageserver';
import type { FeatureHost } from './host';
import { object, RANGE, TEXT_DOCUMENT_ID } from '../main/paramGuard';

const INLAY_HINT_PARAMS = (value: unknown, path: string) => TEXT_DOCUMENT_ID(value, path) ?? object({ range: RANGE })(value, path);

export function registerInlayHints(host: FeatureHost): void {
  host.connection.languages.inlayHint.on(
    host.guard.request('textDocument/inlayHint', INLAY_HINT_PARAMS, async ({ textDocument, range }, token): Promise<InlayHint[]> => {
      if (!host.settings().inlayHints) return [];
      const hints = await host.service(textDocument.uri, token, 'inlayHints', range);
      return (hints ?? []).map((hint) => ({
        position: hint.position,
        label: hint.label,
        ...(hint.tooltip ? { tooltip: hint.tooltip } : {}),
        ...(hint.paddingLeft ? { paddingLeft: true } : {}),
      }));
    }),
  );
}
