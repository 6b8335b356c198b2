// Whether a plant id the views list is a plant of the case. The views list every id the case's
// files name (system/hydros.json and the production models), so a production-model entry whose
// hydro_id names no plant (a typo: XF-002) would otherwise look like one more plant.
import { CASE_FILES } from '../core/case/layout';
import type { ResolvedCase } from '../crossFile/resolved';

/**
 * True when system/hydros.json was read whole and has no plant `hydroId`: the id is only named by
 * another file. A missing or broken hydros.json says nothing either way (false).
 */
export function isUndeclaredPlant(resolved: ResolvedCase, hydroId: number): boolean {
  const hydros = resolved.model.hydros;
  return hydros !== undefined && resolved.model.fileStates.get(CASE_FILES.hydros) === 'ok' && !hydros.plants.has(hydroId);
}

/** What the views say about an undeclared plant id. */
export function undeclaredPlantNote(hydroId: number): string {
  return `hydro ${hydroId} is not declared in ${CASE_FILES.hydros}: no plant has this id, so it is not part of the case; the rows shown name it by mistake (XF-002)`;
}
