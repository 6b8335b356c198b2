// Where the editor offers "Show plant curves": over each plant's id in system/hydros.json and each
// entry's hydro_id in system/hydro_production_models.json. Pure: the server turns each into a code
// lens running the plant curves command with the document and the plant.
import { CASE_FILES } from '../core/case/layout';
import { elements, getProperty } from '../core/json/nodes';
import { integerAt } from '../core/json/valueAt';
import type { ServiceContext } from './context';
import type { Range } from './types';

export interface PlantLens {
  range: Range;
  hydroId: number;
}

/** The list and the id key of each file that names plants. */
const PLANT_LISTS: Readonly<Record<string, { list: string; id: string }>> = {
  [CASE_FILES.hydros]: { list: 'hydros', id: 'id' },
  [CASE_FILES.productionModels]: { list: 'production_models', id: 'hydro_id' },
};

export function plantLenses({ file, doc }: ServiceContext): PlantLens[] {
  const where = Object.hasOwn(PLANT_LISTS, file) ? PLANT_LISTS[file]! : undefined;
  if (!where) return [];
  const lenses: PlantLens[] = [];
  for (const entry of elements(getProperty(doc.root, where.list))) {
    const hydroId = integerAt(entry, where.id);
    const key = getProperty(entry, where.id)?.parent;
    if (hydroId === undefined || !key) continue;
    lenses.push({ range: doc.rangeOf(key.offset, key.length), hydroId });
  }
  return lenses;
}
