// Every rule's quick fix, gathered from the check folders that register them (each folder's
// fixes.ts, by rule id: shared/checks/fixes/model.ts), as shared/rules/index.ts gathers their
// catalogues. A new folder with fixes adds one line here.
import type { RuleId } from '../../rules';
import type { FixFunction, FixRegistry, FixValidation } from '../../checks/fixes/model';
import type { FixAllKind, FixProposal } from '../../checks/fixes/model';
import type { CrossFileFixValidation } from '../../crossFile/context';
import { stagesFixes } from '../../checks/stages/fixes';
import { postStudyFixes } from '../../checks/postStudyStages/fixes';
import { hydrosFixes } from '../../checks/hydros/fixes';
import { thermalsFixes } from '../../checks/thermals/fixes';
import { pumpingFixes } from '../../checks/pumping/fixes';
import { contractsFixes } from '../../checks/contracts/fixes';
import { xfCalendarFixes } from '../../crossFile/checks/calendar/fixes';
import { xfPlantsFixes } from '../../crossFile/checks/plants/fixes';
import { systemReferenceFixes } from '../../crossFile/checks/system/fixes';

/** The registries of every folder. Exported for the test that no rule id is registered twice. */
export const FIX_REGISTRIES: readonly FixRegistry<CrossFileFixValidation>[] = [
  stagesFixes,
  postStudyFixes,
  hydrosFixes,
  thermalsFixes,
  pumpingFixes,
  contractsFixes,
  xfCalendarFixes,
  xfPlantsFixes,
  systemReferenceFixes,
];

/** A registered fix as the services run it: safe ones stamp their file-wide kind on each proposal. */
export interface RegisteredFix<V extends FixValidation> {
  propose: FixFunction<V>;
  /** Set when the fix is safe to apply file-wide (only these run over a whole file's diagnostics). */
  fileWide?: FixAllKind;
}

const byRule = new Map<RuleId, RegisteredFix<CrossFileFixValidation>>();
for (const registry of FIX_REGISTRIES) {
  for (const [id, entry] of Object.entries(registry) as Array<[RuleId, NonNullable<FixRegistry<CrossFileFixValidation>[RuleId]>]>) {
    if (typeof entry === 'function') byRule.set(id, { propose: entry });
    else {
      const stamp = (proposal: FixProposal): FixProposal => ({ ...proposal, fixAll: entry.fileWide });
      byRule.set(id, { propose: (input) => entry.propose(input).map(stamp), fileWide: entry.fileWide });
    }
  }
}

/** The fix registered for a rule, if any. */
export function registeredFix(code: RuleId): RegisteredFix<CrossFileFixValidation> | undefined {
  return byRule.get(code);
}
