// Which rules only a whole-case run can report: the quick check of one file leaves them out, and the
// language server's main thread keeps the files they were reported on. A module of its own, apart
// from the quick check, so the main thread asks it without loading the orchestrator (the import
// rules' main-thread test).
import { ruleCatalog, type RuleId } from '../rules';
import { crossFileRules } from '../crossFile/checks/catalog';
import { filesReadBy } from '../crossFile/checks';

const crossFileIds: ReadonlySet<RuleId> = new Set(crossFileRules.map((rule) => rule.id));

/**
 * Rules whose findings depend on other files, so only a whole-case run can report them: the rules
 * about the case folder, the cross-file (XF) rules (XF-030 and XF-031 too: the whole-case run
 * reports them while reading the registries), and file rules that read other files (`filesReadBy`).
 */
const otherFileRules: ReadonlySet<RuleId> = new Set(
  ruleCatalog.filter((rule) => rule.file === 'case' || crossFileIds.has(rule.id) || Boolean(filesReadBy(rule)?.length)).map((rule) => rule.id),
);

export function needsOtherFiles(code: RuleId): boolean {
  return otherFileRules.has(code);
}
