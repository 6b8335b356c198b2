// Code lenses "Show plant curves" over each plant of system/hydros.json and of
// system/hydro_production_models.json (shared/services/plantLenses): each runs the client's plant
// curves command with the document and the plant.
import type { CodeLens } from 'vscode-languageserver';
import type { FeatureHost } from './host';
import { TEXT_DOCUMENT_ID } from '../main/paramGuard';
import { PLANT_CURVES_COMMAND } from '../protocol/plantCurvesProtocol';

export function registerPlantLenses(host: FeatureHost): void {
  host.connection.onCodeLens(
    host.guard.request('textDocument/codeLens', TEXT_DOCUMENT_ID, async ({ textDocument }, token): Promise<CodeLens[]> => {
      const lenses = await host.service(textDocument.uri, token, 'plantLenses');
      return (lenses ?? []).map(({ range, hydroId }) => ({
        range,
        command: { title: 'Show plant curves', command: PLANT_CURVES_COMMAND, arguments: [textDocument.uri, hydroId] },
      }));
    }),
  );
}
