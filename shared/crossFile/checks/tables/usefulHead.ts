// XF-009 (GEO-011): for every plant with a specific productivity, Cobre's validate step evaluates
// the mean equivalent head over the useful storage range (decisions D22, D23, in ../../meanHead)
// and rejects the case with GenericConstraintValidationError when the volume-height table cannot
// be built or that head is not positive.
import type { JsonNode } from '../../../core/json/document';
import { getProperty } from '../../../core/json/nodes';
import type { RelatedInformation } from '../../../core/diagnostics';
import type { HydroPlant } from '../../../checks/registries/hydros';
import { formatQuantity, type MeanHeadResult } from '../../meanHead';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { TAILRACE, generationProperty, missingGeometry, reportAt } from '../common';
import type { CrossFileReportOptions } from '../../reporter';
import { GEOMETRY, HYDROS, PRODUCTIVITY } from '../../../core/case/layout';

const SPECIFIC = 'specific_productivity_mw_per_m3s_per_m';
/** The error kind Cobre reports; users search for it, so every XF-009 message names it. */
const ERROR_KIND = 'GenericConstraintValidationError';

/** A place in a JSON file or a Parquet row. */
type Place = { file: string; node: JsonNode } | { file: string; row: number; column: string };

function reportPlace(context: CrossFileContext, place: Place, message: string, options: CrossFileReportOptions<'XF-009'>): void {
  if ('node' in place) reportAt(context, place.file, place.node, 'XF-009', message, options);
  else context.report.parquet(place.file, place.row, place.column, 'XF-009', message, options);
}

function relatedPlace(context: CrossFileContext, place: Place, message: string): RelatedInformation {
  return 'node' in place ? context.report.relatedJson(place.file, place.node, message) : context.report.relatedRow(place.file, place.row, place.column, message);
}

/** Where the plant's specific productivity is given: hydros.json (either place, decision D8), else its first productivity-file row with one. */
function specificProductivitySource(context: CrossFileContext, plant: HydroPlant): Place | undefined {
  if (plant.specificProductivity !== undefined) {
    const node = getProperty(plant.node, SPECIFIC) ?? generationProperty(plant, SPECIFIC);
    if (node) return { file: HYDROS, node };
  }
  const row = context.resolved.firstSpecificProductivityRow(plant.id);
  return row ? { file: PRODUCTIVITY, row: row.row, column: SPECIFIC } : undefined;
}

const meanHeadMustBePositive: CrossFileRule = {
  ids: ['XF-009'],
  needs: ['geometry', 'geometryCurves', 'hydros', 'productivity', 'tailrace', 'tailraceRows', 'hydroIds'],
  run(context) {
    for (const plant of context.model.hydros?.plants.values() ?? []) {
      if (!context.resolved.hasSpecificProductivity(plant.id)) continue;
      const result = context.resolved.meanHead(plant.id);
      const source = specificProductivitySource(context, plant);
      if (!source) continue;
      // A NaN head comes from a tailrace cell the TRC rules already rejected: nothing to add.
      if (!result.ok) reportUnbuildableTable(context, plant, result, source);
      else if (result.head <= 0) reportNonPositiveHead(context, plant, result, source);
    }
  },
};

function reportUnbuildableTable(context: CrossFileContext, plant: HydroPlant, result: Extract<MeanHeadResult, { ok: false }>, source: Place): void {
  const message = `${ERROR_KIND} at validate: hydro ${plant.id} has a specific productivity, so its mean head is evaluated, but its volume-height table cannot be built: ${result.reason}`;
  const data: CrossFileReportOptions<'XF-009'>['data'] = { fileRule: 'GEO-011', hydroId: plant.id };
  const why = relatedPlace(context, source, `the specific productivity of hydro ${plant.id}`);
  if (result.row !== undefined) {
    reportPlace(context, { file: GEOMETRY, row: result.row, column: result.column ?? 'hydro_id' }, message, { related: [why], data });
    return;
  }
  // No rows: act on the specific productivity (or add rows to the geometry file).
  reportPlace(context, source, message, { related: missingGeometry(context, plant.id).related, data });
}

function reportNonPositiveHead(context: CrossFileContext, plant: HydroPlant, result: Extract<MeanHeadResult, { ok: true }>, source: Place): void {
  const curve = context.model.geometry?.curves.find((c) => c.hydroId === plant.id);
  if (!curve) return;
  const [low, high] = result.range;
  const losses = plant.losses ? (plant.losses.type === 'factor' ? `, loss factor ${plant.losses.value}` : `, constant loss ${plant.losses.valueM} m`) : '';
  const tailrace =
    result.tailraceSource === 'none'
      ? 'no tailrace model (level 0)'
      : `tailrace ${formatQuantity(result.tailrace)} m at ${result.outflow} m³/s from ${result.tailraceSource === 'tailrace file' ? TAILRACE : HYDROS}`;
  const related = [relatedPlace(context, source, `the specific productivity of hydro ${plant.id}`)];
  const tailracePlace = tailraceOf(plant, result);
  if (tailracePlace) related.push(relatedPlace(context, tailracePlace, `the tailrace level taken off: ${formatQuantity(result.tailrace)} m`));
  const lossesNode = getProperty(plant.node, 'hydraulic_losses');
  if (plant.losses && lossesNode) related.push(context.report.relatedJson(HYDROS, lossesNode, 'the hydraulic losses taken off'));
  reportPlace(
    context,
    { file: GEOMETRY, row: curve.firstRow, column: 'height_m' },
    `${ERROR_KIND} at validate: the mean equivalent head of hydro ${plant.id} over [${formatQuantity(low)}, ${formatQuantity(high)}] hm³ is ${formatQuantity(result.head)} m, it must be > 0 (mean forebay ${formatQuantity(result.forebay)} m, ${tailrace}${losses})`,
    { related, data: { fileRule: 'GEO-011', hydroId: plant.id, head: result.head } },
  );
}

function tailraceOf(plant: HydroPlant, result: Extract<MeanHeadResult, { ok: true }>): Place | undefined {
  if (result.tailraceSource === 'tailrace file' && result.tailraceRow !== undefined) return { file: TAILRACE, row: result.tailraceRow, column: 'coefficient_0' };
  const node = getProperty(plant.node, 'tailrace');
  return result.tailraceSource === 'hydros.json' && node ? { file: HYDROS, node } : undefined;
}

export const usefulHeadRules: CrossFileRule[] = [meanHeadMustBePositive];
