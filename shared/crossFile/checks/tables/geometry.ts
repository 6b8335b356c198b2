// The geometry table against the plants: evaporation needs an area curve (XF-006), FPHA and
// linearized_head plants need enough curve rows once the table holds any (XF-007, XF-008), and a
// curve should span the reservoir's storage band (GEO-012 hint).
import { getProperty } from '../../../core/json/nodes';
import type { CaseModel } from '../../../checks/caseModel';
import type { GeometryCurve } from '../../../checks/geometry/check';
import type { ProductionModelName } from '../../../model/productionModels';
import type { HydroPlant } from '../../../checks/registries/hydros';
import { storageBeyondTable, tableExtent } from '../../meanHead';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { missingGeometry } from '../common';
import { GEOMETRY, HYDROS } from '../../../core/case/layout';
import { plural } from '../../../core/text';
import { modelDeclarations, plantKind, reportOnDeclarations } from './declarations';

/** The plant's curve, by hydro id (plants without rows have none). */
export function curvesByHydro(model: CaseModel): Map<number, GeometryCurve> {
  return new Map((model.geometry?.curves ?? []).map((curve) => [curve.hydroId, curve]));
}

/** XF-006: evaporation coefficients need the plant's geometry rows (the surface area comes from them). */
const evaporationNeedsCurve: CrossFileRule = {
  ids: ['XF-006'],
  needs: ['hydros', 'geometry', 'geometryRows', 'hydroIds'],
  run(context) {
    const { model, report } = context;
    const curves = curvesByHydro(model);
    for (const plant of model.hydros?.plants.values() ?? []) {
      if (!plant.hasEvaporation || (curves.get(plant.id)?.rowCount ?? 0) > 0) continue;
      const coefficients = getProperty(getProperty(plant.node, 'evaporation'), 'coefficients_mm');
      if (!coefficients) continue;
      const { why, related } = missingGeometry(context, plant.id);
      report.onObject(HYDROS, coefficients, 'XF-006', `hydro ${plant.id} declares evaporation coefficients but ${why}: evaporation needs the plant's volume-area curve`, {
        related,
        data: { hydroId: plant.id },
      });
    }
  },
};

/** XF-007 / XF-008 (GEO-010): once the table holds any row, fpha plants need 1 row and linearized_head plants 2 (decision D11). */
const modelsNeedCurveRows: CrossFileRule = {
  ids: ['XF-007', 'XF-008'],
  needs: ['geometry', 'geometryRows', 'hydros', 'productionModels', 'hydroIds', 'modelHydroIds'],
  run(context) {
    const geometry = context.model.geometry;
    if (!geometry || geometry.rowCount === 0) return;
    const curves = curvesByHydro(context.model);
    for (const plant of context.model.hydros?.plants.values() ?? []) {
      const curve = curves.get(plant.id);
      requireRows(context, plant, curve, 'fpha', 'XF-007', 1);
      requireRows(context, plant, curve, 'linearized_head', 'XF-008', 2);
    }
  },
};

function requireRows(context: CrossFileContext, plant: HydroPlant, curve: GeometryCurve | undefined, name: ProductionModelName, code: 'XF-007' | 'XF-008', minimum: number): void {
  const rows = curve?.rowCount ?? 0;
  if (rows >= minimum) return;
  const declarations = modelDeclarations(context.model, plant, name);
  if (declarations.length === 0) return;
  const { report, model } = context;
  const has = rows === 0 ? 'has no rows' : `has only ${plural(rows, 'row')}`;
  // Below the minimum of 2, a plant with a curve has exactly one row.
  const related = curve
    ? [report.relatedRow(GEOMETRY, curve.firstRow, 'hydro_id', `the only row of hydro ${plant.id}`)]
    : [report.relatedFile(GEOMETRY, `holds ${plural(model.geometry?.rowCount ?? 0, 'row')}, none with hydro_id ${plant.id}`)];
  reportOnDeclarations(
    context,
    declarations,
    name,
    code,
    `hydro ${plant.id} is ${plantKind(name)} (${declarations[0]!.label}) but ${has} in ${GEOMETRY}: once the table holds any row, each ${name} plant needs at least ${plural(minimum, 'row')}`,
    { related, data: { fileRule: 'GEO-010', hydroId: plant.id, rows, minimum } },
  );
}

/** GEO-012 (hint): a curve narrower than the storage band; the mean head then uses the curve's extent. */
const curveSpansStorage: CrossFileRule = {
  ids: ['GEO-012'],
  needs: ['geometry', 'geometryCurves', 'hydros', 'hydroIds'],
  run({ model, report }) {
    for (const curve of model.geometry?.curves ?? []) {
      const plant = model.hydros?.plants.get(curve.hydroId);
      const beyond = plant && storageBeyondTable(plant, curve.points);
      if (!plant || !beyond || !(beyond.below || beyond.above)) continue;
      const [tableMin, tableMax] = tableExtent(curve.points);
      // Point at the row that would be extended: the lowest point when the band reaches below it.
      const short = beyond.below ? 'min' : 'max';
      const point = short === 'min' ? curve.points[0]! : curve.points[curve.points.length - 1]!;
      const reservoir = getProperty(plant.node, 'reservoir');
      const bound = getProperty(reservoir, short === 'min' ? 'min_storage_hm3' : 'max_storage_hm3') ?? reservoir ?? plant.node;
      report.parquet(
        GEOMETRY,
        point.row,
        'volume_hm3',
        'GEO-012',
        `the curve of hydro ${plant.id} spans [${tableMin}, ${tableMax}] hm³, narrower than its storage range [${plant.minStorage ?? '?'}, ${plant.maxStorage ?? '?'}] hm³: a useful-range mean head would be taken over the curve's extent only`,
        { related: [report.relatedJson(HYDROS, bound, `${short}_storage_hm3 of hydro ${plant.id}`)], data: { hydroId: plant.id, tableMin, tableMax } },
      );
    }
  },
};

export const geometryJoins: CrossFileRule[] = [evaporationNeedsCurve, modelsNeedCurveRows, curveSpansStorage];
