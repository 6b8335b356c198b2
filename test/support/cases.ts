// Builds case folders for engine tests: a valid baseline that each test bends in one place,
// written to a temporary folder so the real readers (fs, parquet-wasm) run.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';
import { validateCase, type ValidateOptions, type ValidationResult } from '../../shared/engine/validate';

export type CaseFiles = Record<string, string | Uint8Array | object>;

const created: string[] = [];
after(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (objects are JSON-stringified with 2-space indent) into a new temporary case folder. */
export function writeCase(files: CaseFiles): string {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-test-'));
  created.push(dir);
  for (const [relative, content] of Object.entries(files)) {
    const path = join(dir, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof content === 'string' || content instanceof Uint8Array ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

export async function validateFiles(files: CaseFiles, options: ValidateOptions = {}): Promise<ValidationResult> {
  return validateCase(writeCase(files), options);
}

/** A minimal valid stages.json: three monthly stages in the plain chain form. */
export function validStages(): any {
  return {
    policy_graph: {
      type: 'finite_horizon',
      annual_discount_rate: 0.1,
      transitions: [
        { source_id: 0, target_id: 1, probability: 1.0 },
        { source_id: 1, target_id: 2, probability: 1.0 },
      ],
    },
    stages: [
      { id: 0, start_date: '2024-01-01', end_date: '2024-02-01', blocks: [{ id: 0, name: 'SINGLE', hours: 744 }], num_openings: 10 },
      { id: 1, start_date: '2024-02-01', end_date: '2024-03-01', blocks: [{ id: 0, name: 'SINGLE', hours: 696 }], num_openings: 10 },
      { id: 2, start_date: '2024-03-01', end_date: '2024-04-01', blocks: [{ id: 0, name: 'SINGLE', hours: 744 }], num_openings: 10 },
    ],
  };
}

/** A valid penalties.json with every required field and no unknown key. */
export function validPenalties(): any {
  return {
    bus: { deficit_segments: [{ depth_mw: 500.0, cost: 1000.0 }, { depth_mw: null, cost: 5000.0 }], excess_cost: 100.0 },
    line: { exchange_cost: 2.0 },
    hydro: {
      spillage_cost: 0.01,
      turbined_cost: 0.05,
      diversion_cost: 0.1,
      storage_violation_below_cost: 10000.0,
      filling_target_violation_cost: 50000.0,
      turbined_violation_below_cost: 500.0,
      outflow_violation_below_cost: 500.0,
      outflow_violation_above_cost: 500.0,
      generation_violation_below_cost: 1000.0,
      evaporation_violation_cost: 5000.0,
      water_withdrawal_violation_cost: 1000.0,
    },
    non_controllable_source: { curtailment_cost: 0.005 },
  };
}

/**
 * The baseline case: valid stages and penalties, and empty plant registries and config (so the
 * cross-file checks can run and find nothing). Spread it and override one file.
 */
export function validCase(): CaseFiles {
  return {
    'stages.json': validStages(),
    'penalties.json': validPenalties(),
    'system/hydros.json': { hydros: [] },
    'system/thermals.json': { thermals: [] },
    'config.json': {},
  };
}
