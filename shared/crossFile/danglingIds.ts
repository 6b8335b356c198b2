// One typo, one problem. A production-model entry whose hydro_id names no plant (XF-002) is the
// cause of what follows from it: the entry's own plant checks fail for an id no plant has (a
// computed source without geometry rows: XF-005, say), and the plant it was meant for, when only
// one plant lacks an entry, looks entry-less (XF-001, XF-011 ...). Those are folded into the
// XF-002's related information, the way a broken input skips the checks that read it, rather than
// reported as separate errors; fixing the id (its quick fix) clears them all.
import type { Diagnostic } from '../core/diagnostics';
import { CASE_FILES } from '../core/case/layout';

/** The plant rules that judge a plant through its production-model entry: what a wrong hydro_id there sets off. */
const FOLLOWS_FROM_ENTRY: ReadonlySet<string> = new Set(['XF-001', 'XF-003', 'XF-004', 'XF-005', 'XF-007', 'XF-008', 'XF-010', 'XF-011', 'XF-012', 'XF-014', 'XF-029']);

/** The diagnostics with each dangling entry id's consequences folded into it (the input order kept). */
export function foldDanglingEntryIds(diagnostics: Diagnostic[]): Diagnostic[] {
  const causes = diagnostics.filter((d) => d.code === 'XF-002' && d.file === CASE_FILES.productionModels && d.data?.hydroId !== undefined);
  if (causes.length === 0) return diagnostics;
  const consequences = new Map<Diagnostic, Diagnostic[]>();
  const folded = new Set<Diagnostic>();
  for (const cause of causes) {
    const suggestions = cause.data!.plantSuggestions ?? [];
    // The meant plant is only certain when it is the one plant without an entry.
    const ids = new Set([cause.data!.hydroId!, ...(suggestions.length === 1 ? suggestions : [])]);
    const mine = diagnostics.filter((d) => !folded.has(d) && FOLLOWS_FROM_ENTRY.has(d.code) && d.data?.hydroId !== undefined && ids.has(d.data.hydroId));
    for (const d of mine) folded.add(d);
    if (mine.length) consequences.set(cause, mine);
  }
  return diagnostics.filter((d) => !folded.has(d)).map((d) => (consequences.has(d) ? withConsequences(d, consequences.get(d)!) : d));
}

function withConsequences(cause: Diagnostic, following: readonly Diagnostic[]): Diagnostic {
  const codes = [...new Set(following.map((d) => d.code))] as Array<Diagnostic['code']>;
  const count = following.length === 1 ? '1 more problem follows' : `${following.length} more problems follow`;
  return {
    ...cause,
    message: `${cause.message} (${count} from it: ${codes.join(', ')}, listed below)`,
    related: [...(cause.related ?? []), ...following.map((d) => ({ file: d.file, location: d.location, message: `follows from this hydro_id: ${d.code} ${d.message}` }))],
    data: { ...cause.data, folded: codes },
  };
}
