// REF-102 from the plant's side: in system/hydros.json, on a plant that has no inflow statistics,
// "add the missing rows copying plant Y's" (the problem itself sits on the Parquet table, which has
// no text to put a light bulb in). Parquet is not text, so the action carries no edit but a command:
// the editor asks the planner to confirm, then the server rewrites the table (coverageFix.ts).
import { CASE_FILES } from '../../core/case/layout';
import { elements, getProperty } from '../../core/json/nodes';
import { COVERAGE_RULE, coverageRowsFix, coverageRowsTitle, type CoverageRowsFix } from '../../crossFile/checks/scenarios/coverageFix';
import type { ServiceContext } from '../context';
import type { CodeActionResult, Range } from '../types';
import { nodeAtPath } from '../../core/json/edits';
import { COVERAGE_ROWS_COMMAND } from './commandIds';

/** The REF-102 fixes of the case's last validation, one per plant. */
export function coverageFixes(context: ServiceContext): CoverageRowsFix[] {
  return (context.validation?.diagnostics ?? []).flatMap((diagnostic) => {
    const fix = coverageRowsFix(diagnostic.code, diagnostic.data);
    return fix ? [fix] : [];
  });
}

/** The coverage fix of the plant whose entry in hydros.json holds the range, as a command action. */
export function coverageRowActions(context: ServiceContext, range: Range): CodeActionResult[] {
  if (context.file !== CASE_FILES.hydros) return [];
  const fixes = coverageFixes(context);
  if (fixes.length === 0) return [];
  const start = context.doc.offsetAt(range.start);
  const plant = elements(nodeAtPath(context.doc, ['hydros'])).find((node) => node.offset <= start && start <= node.offset + node.length);
  const id = getProperty(plant, 'id')?.value;
  const fix = fixes.find((candidate) => candidate.hydroId === id);
  if (!fix) return [];
  return [{ title: `${coverageRowsTitle(fix)}…`, kind: 'quickfix', fixes: [COVERAGE_RULE], edits: [], command: { command: COVERAGE_ROWS_COMMAND, arguments: [fix] } }];
}
