// The written-down expectations for Cobre's real example cases (test/fixtures/cobre-examples.expected.json):
// one stable, diff-friendly line per diagnostic. Shared by the examples test and the script that
// regenerates the file after a deliberate change (`node --import tsx scripts/regenerateExampleExpectations.ts`).
import { join } from 'node:path';
import type { Diagnostic } from '../../shared/core/diagnostics';
import { repoRoot } from './cli';

export const expectationsPath = join(repoRoot, 'test', 'fixtures', 'cobre-examples.expected.json');

/** One line per diagnostic, stable and readable in a diff. */
export function describeForFixture(d: Diagnostic): string {
  const where = d.location.kind === 'json' ? d.location.path : d.location.kind === 'parquet' ? `row ${d.location.row ?? '-'} ${d.location.column ?? ''}`.trim() : '(file)';
  return `${d.code} ${d.severity} ${d.file} ${where}`;
}
