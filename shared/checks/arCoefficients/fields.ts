// The columns of scenarios/inflow_ar_coefficients.parquet, as the loader reads them (decision D31:
// the spec does not cover the file). A column's doc has the column name as its path.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';

const AR_COEFFICIENTS = 'scenarios/inflow_ar_coefficients.parquet';

const arCoefficients: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant whose inflow model the coefficient belongs to.',
    type: 'Int32',
    required: 'yes',
    range: 'a plant of system/hydros.json',
    spec: 'rules.md D31',
    rules: ['SCN-010', 'SCN-011', 'REF-103'],
  },
  {
    key: 'stage_id',
    meaning: 'The stage of the model. Once inflow_seasonal_stats.parquet holds any row, the (hydro_id, stage_id) needs its statistics row there.',
    type: 'Int32',
    required: 'yes',
    range: 'a stage id with a row in inflow_seasonal_stats.parquet',
    spec: 'rules.md D31',
    rules: ['SCN-010', 'SCN-011', 'REF-104'],
  },
  {
    key: 'lag',
    meaning: "Which past stage the coefficient weighs (1 is the previous stage). A (hydro_id, stage_id)'s rows give lags 1 to p, p being its AR order.",
    type: 'Int32',
    required: 'yes',
    range: '>= 1; 1, 2, ..., p within a plant and stage',
    spec: 'rules.md D31',
    rules: ['SCN-010', 'SCN-011', 'SCN-012', 'SCN-016'],
  },
  {
    key: 'coefficient',
    meaning: 'The autoregressive coefficient of the standardized inflow at this lag.',
    type: 'Float64',
    required: 'yes',
    range: 'finite',
    spec: 'rules.md D31',
    rules: ['SCN-010', 'SCN-011', 'SCN-014'],
  },
  {
    key: 'residual_std_ratio',
    meaning: "The share of the stage's standard deviation left unexplained by the lags; the same on every lag row of a plant and stage.",
    type: 'Float64',
    required: 'yes',
    range: '(0, 1]',
    spec: 'rules.md D31',
    rules: ['SCN-010', 'SCN-011', 'SCN-013', 'SCN-015'],
  },
];

export const arCoefficientsFieldDocs: readonly FieldDoc[] = fieldsUnder(AR_COEFFICIENTS, '', arCoefficients);
