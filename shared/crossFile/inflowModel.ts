// A plant's inflow model at one study stage, in words, for `hydrocase explain --stage S --hydro H`:
// the stage's season, the seasonal mean and standard deviation (scenarios/inflow_seasonal_stats.parquet),
// the AR order and coefficients (scenarios/inflow_ar_coefficients.parquet, the order being the row
// count, as the loader's assemble_inflow_models counts it) and the past inflows initial_conditions.json
// gives as the first lags. The summaries keep only the tables' keys, so `readInflowModelRows` reads
// the plant's rows (display reader); `describeInflowModel` is pure.
import { join } from 'node:path';
import type { ResolvedCase } from './resolved';
import type { Fact } from './explain';
import { integerOf, numberOf, readColumns } from '../core/parquet/displayColumns';
import { elements, getProperty } from '../core/json/nodes';
import { formatQuantity } from './meanHead';
import { stageSeason } from './stageSeason';
import { CASE_FILES, SCENARIO_FILES } from '../core/case/layout';
import { regularFileStatus } from '../core/case/regularFile';

const STATS_FILE = SCENARIO_FILES.inflowSeasonalStats;
const AR_FILE = SCENARIO_FILES.inflowArCoefficients;
const HISTORY_FILE = SCENARIO_FILES.inflowHistory;

export interface InflowModelRows {
  /** Whether each table is in the case. */
  statsPresent: boolean;
  arPresent: boolean;
  historyPresent: boolean;
  /** The plant's statistics rows keyed to the stage (more than one: a duplicate the rules report). */
  stats: Array<{ row: number; mean: number | null; std: number | null }>;
  /** The plant's AR rows of the stage, in file order. */
  ar: Array<{ row: number; lag: number | null; coefficient: number | null; residualStdRatio: number | null }>;
  /** Why a table could not be read. */
  unreadable: string[];
}

export async function readInflowModelRows(caseRoot: string, hydroId: number, stageId: number): Promise<InflowModelRows> {
  const rows: InflowModelRows = {
    statsPresent: await isFile(join(caseRoot, STATS_FILE)),
    arPresent: await isFile(join(caseRoot, AR_FILE)),
    historyPresent: await isFile(join(caseRoot, HISTORY_FILE)),
    stats: [],
    ar: [],
    unreadable: [],
  };
  const ours = (cells: unknown[][], k: number) => integerOf(cells[0]![k]) === hydroId && integerOf(cells[1]![k]) === stageId;
  if (rows.statsPresent) {
    try {
      const read = await readColumns(join(caseRoot, STATS_FILE), ['hydro_id', 'stage_id', 'mean_m3s', 'std_m3s']);
      read.rows.forEach((row, k) => ours(read.columns, k) && rows.stats.push({ row, mean: numberOf(read.columns[2]![k]), std: numberOf(read.columns[3]![k]) }));
    } catch (error) {
      rows.unreadable.push(`${STATS_FILE}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (rows.arPresent) {
    try {
      const read = await readColumns(join(caseRoot, AR_FILE), ['hydro_id', 'stage_id', 'lag', 'coefficient', 'residual_std_ratio']);
      read.rows.forEach(
        (row, k) =>
          ours(read.columns, k) &&
          rows.ar.push({ row, lag: integerOf(read.columns[2]![k]), coefficient: numberOf(read.columns[3]![k]), residualStdRatio: numberOf(read.columns[4]![k]) }),
      );
    } catch (error) {
      rows.unreadable.push(`${AR_FILE}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return rows;
}

/** The inflow model's facts (the stage must be a study stage of the case). */
export function describeInflowModel(resolved: ResolvedCase, stageId: number, hydroId: number, rows: InflowModelRows): Fact[] {
  const facts: Fact[] = [];
  const { season } = stageSeason(resolved, stageId);
  facts.push({ label: 'inflow season', value: season ?? 'none: the statistics are keyed by stage only' });
  facts.push({ label: 'inflow statistics', value: describeStats(rows) });
  const order = rows.ar.length;
  facts.push({ label: 'AR order', value: describeOrder(rows, order) });
  if (order > 0) {
    const byLag = [...rows.ar].sort((a, b) => (a.lag ?? Infinity) - (b.lag ?? Infinity));
    facts.push({ label: 'AR coefficients', value: byLag.map((r) => `lag ${r.lag ?? '?'}: ${quantity(r.coefficient)}`).join(', ') });
    const ratios = [...new Set(rows.ar.map((r) => quantity(r.residualStdRatio)))];
    facts.push({ label: 'residual std ratio', value: ratios.join(', ') + (ratios.length > 1 ? ' (differs between the rows)' : '') });
  }
  facts.push({ label: 'past inflows (lags)', value: describePastInflows(resolved, hydroId, order, rows.arPresent) });
  for (const problem of rows.unreadable) facts.push({ label: 'not read', value: problem });
  return facts;
}

function describeStats(rows: InflowModelRows): string {
  if (!rows.statsPresent)
    return rows.historyPresent ? `no ${STATS_FILE}: the loader estimates the statistics from ${HISTORY_FILE}` : `none: the case has no ${STATS_FILE} (nor ${HISTORY_FILE})`;
  const [first, ...more] = rows.stats;
  if (!first) return `no row for this plant and stage in ${STATS_FILE}`;
  const again = more.length ? `; ${more.length} more row(s) for the same plant and stage (rows ${more.map((r) => r.row).join(', ')})` : '';
  return `mean ${quantity(first.mean)} m³/s, standard deviation ${quantity(first.std)} m³/s (${STATS_FILE} row ${first.row})${again}`;
}

function describeOrder(rows: InflowModelRows, order: number): string {
  if (!rows.arPresent) return `0: the case has no ${AR_FILE}${rows.historyPresent ? ` (the loader may estimate the order from ${HISTORY_FILE})` : ''}`;
  if (order === 0) return `0: no row for this plant and stage in ${AR_FILE}`;
  const list = rows.ar.map((r) => r.row);
  const span =
    list.length > 1 && list[list.length - 1]! - list[0]! === list.length - 1 ? `rows ${list[0]}–${list[list.length - 1]}` : `row${list.length > 1 ? 's' : ''} ${list.join(', ')}`;
  return `${order} (${AR_FILE} ${span})`;
}

/** initial_conditions.json's past_inflows for the plant: values_m3s[k] is lag k + 1 (most recent first). */
function describePastInflows(resolved: ResolvedCase, hydroId: number, order: number, arPresent: boolean): string {
  const doc = resolved.model.documents.get(CASE_FILES.initialConditions);
  const entry = elements(getProperty(doc?.root, 'past_inflows')).find((e) => getProperty(e, 'hydro_id')?.value === hydroId);
  if (!entry) return order > 0 ? `none for this plant in ${CASE_FILES.initialConditions} (the ${order} lag(s) start from the model's own values)` : 'none given, none needed';
  const values = elements(getProperty(entry, 'values_m3s')).map((v) => (v.type === 'number' ? Number(v.value) : null));
  const seasons = elements(getProperty(entry, 'season_ids')).map((v) => (v.type === 'number' ? Number(v.value) : null));
  const used = order > 0 ? values.slice(0, order) : values;
  const listed = used.map((v, k) => `lag ${k + 1}: ${quantity(v)} m³/s${seasons[k] !== undefined && seasons[k] !== null ? ` (season ${seasons[k]})` : ''}`).join(', ');
  const short = order > values.length ? `; only ${values.length} of the ${order} lags given` : '';
  const unused = order > 0 && values.length > order ? `; ${values.length - order} older value(s) beyond the order are not used` : '';
  const none = order === 0 && arPresent && values.length ? '; the AR order here is 0: none is used' : '';
  return `${listed || 'an empty list'} (${CASE_FILES.initialConditions})${short}${unused}${none}`;
}

function quantity(value: number | null): string {
  return value === null ? 'null' : Number.isFinite(value) ? formatQuantity(value) : String(value);
}

async function isFile(path: string): Promise<boolean> {
  return (await regularFileStatus(path)).kind === 'file';
}
