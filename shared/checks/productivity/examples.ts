// Failing and passing examples for the rules in catalog.ts.
import { twoPointCurve, geometryTable, hydroRegistry, hydroPlant, productivityRows, type ProductivityRow } from '../../rules/examples/plantBuilders';
import type { ExampleFiles, ExampleTable, RuleExamples } from '../../rules/examples/types';

const PRODUCTIVITY = 'system/hydro_energy_productivity.parquet';

/** Plant 0 taking its productivity from the productivity file alone. */
function productivityCase(table: ExampleTable, extra: ExampleFiles = {}): ExampleFiles {
  return { 'system/hydros.json': hydroRegistry(hydroPlant(0)), [PRODUCTIVITY]: table, ...extra };
}

/** The plant's all-stages row: 0.9 MW per m³/s at every stage. */
const DEFAULT_ROW: ProductivityRow = { hydro: 0, stage: null, equivalent: 0.9 };

function rows(...rest: ProductivityRow[]): ExampleFiles {
  return productivityCase(productivityRows(rest));
}

/** productivityRows([DEFAULT_ROW]) with one column changed (or removed, or one added) by `change`. */
function tableWith(change: (table: ExampleTable['table']) => ExampleTable['table']): ExampleFiles {
  return productivityCase({ table: change(productivityRows([DEFAULT_ROW]).table) });
}

export const productivityExamples: RuleExamples = {
  'PRD-002': {
    show: PRODUCTIVITY,
    why: 'The reference_outflow_m3s column was dropped because it held only nulls; all five columns are required, nullable or not.',
    failing: tableWith((table) => table.filter((c) => c.name !== 'reference_outflow_m3s')),
    passing: rows(DEFAULT_ROW),
  },
  'PRD-003': {
    show: PRODUCTIVITY,
    why: 'stage_id was written as Int64 (the pandas default); the loader reads it as Int32.',
    failing: tableWith((table) => table.map((c) => (c.name === 'stage_id' ? { ...c, type: 'Int64' as const } : c))),
    passing: rows(DEFAULT_ROW),
  },
  'PRD-004': {
    show: PRODUCTIVITY,
    why: 'The row has no hydro_id, so it overrides no plant.',
    failing: rows({ ...DEFAULT_ROW, hydro: null }),
    passing: rows(DEFAULT_ROW),
  },
  'PRD-005': {
    show: PRODUCTIVITY,
    why: 'The equivalent productivity is negative; it must be a finite number >= 0 (0 is a planned outage).',
    failing: rows({ ...DEFAULT_ROW, equivalent: -0.9 }),
    passing: rows(DEFAULT_ROW),
  },
  'PRD-006': {
    show: PRODUCTIVITY,
    why: 'The reference outflow is negative; it must be a finite number >= 0.',
    failing: rows({ ...DEFAULT_ROW, outflow: -120.0 }),
    passing: rows({ ...DEFAULT_ROW, outflow: 120.0 }),
  },
  'PRD-007': {
    show: PRODUCTIVITY,
    why: 'The specific productivity is negative; it must be a finite number >= 0.',
    failing: productivityCase(productivityRows([{ ...DEFAULT_ROW, specific: -0.0088 }]), { 'system/hydro_geometry.parquet': geometryTable(twoPointCurve(0)) }),
    // A specific productivity is checked against the plant's mean head, which its volume-height curve gives (XF-009).
    passing: productivityCase(productivityRows([{ ...DEFAULT_ROW, specific: 0.0088 }]), { 'system/hydro_geometry.parquet': geometryTable(twoPointCurve(0)) }),
  },
  'PRD-009': {
    show: PRODUCTIVITY,
    why: "Both rows are plant 0's all-stages row (null stage_id); the second was meant for stage 1.",
    failing: rows(DEFAULT_ROW, { hydro: 0, stage: null, equivalent: 0.85 }),
    passing: rows(DEFAULT_ROW, { hydro: 0, stage: 1, equivalent: 0.85 }),
  },
  'PRD-010': {
    show: PRODUCTIVITY,
    why: 'The table still carries the older reference_volume_hm3 column, which the loader ignores; the reference volume now lives in hydro_production_models.json.',
    failing: tableWith((table) => [...table, { name: 'reference_volume_hm3', type: 'Float64' as const, values: [150.0] }]),
    passing: rows(DEFAULT_ROW),
  },
  'PRD-011': {
    show: PRODUCTIVITY,
    why: 'hydro_id 1 names no plant: system/hydros.json declares only plant 0.',
    failing: rows({ ...DEFAULT_ROW, hydro: 1 }),
    passing: rows(DEFAULT_ROW),
  },
  'PRD-012': {
    show: PRODUCTIVITY,
    why: 'stage_id 3 names no study stage: the calendar has stages 0 to 2, so the row is never used.',
    failing: rows(DEFAULT_ROW, { hydro: 0, stage: 3, equivalent: 0.85 }),
    passing: rows(DEFAULT_ROW, { hydro: 0, stage: 2, equivalent: 0.85 }),
  },
};
