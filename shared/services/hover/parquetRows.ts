// "For Parquet problems, the row's values." Parquet tables are not text an editor can hover, so the
// rows surface where a JSON node is tied to them: a diagnostic on this node that points at a row,
// or a diagnostic on a row that points back at this node. The values come from what validation
// kept of each table (productivity keys, geometry points, tailrace segments, hyperplane groups);
// no table is read again, so the hover stays cheap.
import { CASE_FILES } from '../../core/case/layout';
import type { Diagnostic } from '../../core/diagnostics';
import type { ValidationResult } from '../../engine/validate';
import type { CaseModel } from '../../checks/caseModel';
import type { FactSection } from './markdown';
import type { HoverSpot } from './spot';
import { productivityOverride } from '../../model/productivity';
import { hyperplaneGroup } from '../../model/hyperplanes';
import { recordAtRow } from '../../model/plantStageRecords';

/** More rows than this make the hover a wall; the Problems panel lists them all. */
const MAX_ROWS = 4;

interface RowLink {
  diagnostic: Diagnostic;
  file: string;
  row: number;
  column?: string;
  message: string;
}

export function parquetRowFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  return linkedRows(spot, validation.diagnostics)
    .slice(0, MAX_ROWS)
    .map((link) => ({
      title: `${link.diagnostic.code}: ${link.file} row ${link.row}${link.column ? `, column ${link.column}` : ''}`,
      facts: [
        { label: 'problem', value: link.message },
        { label: 'row values', value: rowValues(validation.model, link) },
      ],
    }));
}

function linkedRows(spot: HoverSpot, diagnostics: readonly Diagnostic[]): RowLink[] {
  const links: RowLink[] = [];
  for (const diagnostic of diagnostics) {
    const { location } = diagnostic;
    if (location.kind === 'json' && diagnostic.file === spot.file && diagnostic.related && within(spot.path, location.path)) {
      for (const related of diagnostic.related) {
        if (related.location.kind === 'parquet' && related.location.row !== undefined) {
          links.push({ diagnostic, file: related.file, row: related.location.row, ...columnOf(related.location.column), message: related.message });
        }
      }
    } else if (
      location.kind === 'parquet' &&
      location.row !== undefined &&
      diagnostic.related?.some((r) => r.file === spot.file && r.location.kind === 'json' && within(spot.path, r.location.path))
    ) {
      links.push({ diagnostic, file: diagnostic.file, row: location.row, ...columnOf(location.column), message: diagnostic.message });
    }
  }
  return links;
}

function columnOf(column: string | undefined): { column?: string } {
  return column === undefined ? {} : { column };
}

/**
 * The hovered path is the place, or lies inside it when the place is one entry of an array
 * (`production_models[0].stage_ranges[1]`): a whole top-level array would match every hover.
 */
function within(hovered: string, place: string): boolean {
  if (hovered === place) return true;
  return place.endsWith(']') && (hovered.startsWith(`${place}.`) || hovered.startsWith(`${place}[`));
}

function rowValues(model: CaseModel, link: RowLink): string {
  const kept = keptValues(model, link.file, link.row);
  if (kept) return kept.map(([column, value]) => `${column} ${formatCell(value)}`).join(', ');
  // The diagnostic's own data often names the row's keys even where no values were kept.
  const data = link.diagnostic.data ?? {};
  const keys = [['hydro_id', data.hydroId] as const, ['stage_id', data.stageId] as const].filter(([, value]) => value !== undefined);
  const shown = keys.map(([column, value]) => `${column} ${formatCell(value as number | null)}`).join(', ');
  return `${shown ? `${shown}; ` : ''}the other values of this row are not kept after validation`;
}

function formatCell(value: number | null): string {
  return value === null || Number.isNaN(value) ? 'null' : String(value);
}

type Cells = Array<[string, number | null]>;

function keptValues(model: CaseModel, file: string, row: number): Cells | undefined {
  switch (file) {
    case CASE_FILES.productivity: {
      const overrides = model.productivity?.overrides;
      const index = recordAtRow(overrides, row);
      const found = index >= 0 ? productivityOverride(overrides!, index) : undefined;
      return (
        found && [
          ['hydro_id', found.hydroId],
          ['stage_id', found.stageId],
          ['equivalent_productivity_mw_per_m3s', found.equivalentProductivity],
          ['reference_outflow_m3s', found.referenceOutflow],
          ['specific_productivity_mw_per_m3s_per_m', found.specificProductivity],
        ]
      );
    }
    case CASE_FILES.geometry:
      for (const curve of model.geometry?.curves ?? []) {
        const point = curve.points.find((p) => p.row === row);
        if (point)
          return [
            ['hydro_id', curve.hydroId],
            ['volume_hm3', point.volume],
            ['height_m', point.height],
            ['area_km2', point.area],
          ];
      }
      return undefined;
    case CASE_FILES.tailrace:
      for (const plant of model.tailrace?.plants ?? []) {
        for (const family of plant.families) {
          const segment = family.segments.find((s) => s.row === row);
          if (!segment) continue;
          const coefficients = segment.coefficients.map((c, k): [string, number] => [`coefficient_${k}`, c]);
          return [
            ['hydro_id', plant.hydroId],
            ['family_id', family.familyId],
            ['segment_id', segment.segmentId],
            ['outflow_min_m3s', segment.outflowMin],
            ['outflow_max_m3s', segment.outflowMax],
            ...coefficients,
          ];
        }
      }
      return undefined;
    case CASE_FILES.hyperplanes: {
      const groups = model.hyperplanes?.groups;
      const index = recordAtRow(groups, row);
      const group = index >= 0 ? hyperplaneGroup(groups!, index) : undefined;
      return (
        group && [
          ['hydro_id', group.hydroId],
          ['stage_id', group.stageId],
          ['planes in this (hydro_id, stage_id) group', group.rowCount],
        ]
      );
    }
    default:
      return undefined;
  }
}
