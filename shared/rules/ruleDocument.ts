// One rule's documentation as plain data, so the rule pages (Markdown, shipped with the extension)
// and `hydrocase rules ID` (text) say the same thing. No decision id reaches the planner: a cited
// decision is said in words, and so is the solver phase.
import type { RuleInfo } from './index';
import { filesReadBy } from '../crossFile/checks';
import { decisionsCitedIn, decisionsInWords, specSectionsOnly } from './decisions';
import { ruleExamples } from './examples';
import { exampleView, type ExampleView } from './exampleView';

export interface RuleDocument {
  id: string;
  title: string;
  /** What is checked, why the loader cares and how to fix it, in a few sentences. */
  description: string;
  /** Label and value lines: file, severity, phase, spec, other files read, the rule it is reported as. */
  facts: Array<{ label: string; value: string; ruleLink?: string }>;
  /** What HydroCase decided where the spec is silent, for this rule, in words (no decision id). */
  decisions: string[];
  /** A failing and a passing case, each checked by the engine's tests; absent for rules never reported. */
  example?: ExampleView;
}

export function ruleDocument(rule: RuleInfo): RuleDocument {
  const facts: RuleDocument['facts'] = [
    { label: 'File', value: rule.file },
    { label: 'Severity', value: rule.severity === 'semantics' ? 'none (documents behaviour; never reported)' : rule.severity },
  ];
  if (rule.phase) facts.push({ label: 'When Cobre rejects it', value: PHASE_WORDS[rule.phase] ?? rule.phase });
  facts.push({ label: 'Specification', value: specSectionsOnly(rule.spec) || 'silent: see what HydroCase decided, below' });
  if (rule.loader) facts.push({ label: 'Cobre loader', value: loaderCitation(rule.loader) });
  const reads = filesReadBy(rule);
  if (reads?.length) facts.push({ label: 'Also reads', value: reads.join(', ') });
  if (rule.reportedAs) {
    const ids = rule.reportedAs.join(' or ');
    const restates = `the cross-file rule${rule.reportedAs.length > 1 ? 's' : ''} restating it (the diagnostic's data.fileRule names ${rule.id})`;
    facts.push(
      rule.ownPart
        ? { label: 'Cross-file part reported as', value: `${ids}, ${restates}; ${rule.ownPart} is reported as ${rule.id}`, ruleLink: rule.reportedAs[0]! }
        : { label: 'Reported as', value: `${ids}, ${restates}`, ruleLink: rule.reportedAs[0]! },
    );
  }
  const example = ruleExamples[rule.id];
  return {
    id: rule.id,
    title: rule.title,
    description: decisionsInWords(rule.description),
    facts,
    decisions: decisionsCitedIn(rule.spec, rule.description).map((d) => d.meaning),
    ...(example ? { example: exampleInWords(exampleView(example)) } : {}),
  };
}

/** `cobre-io config.rs validate_config (its test: test_missing_forward_passes)`: a function of crate cobre-io unless it names its crate. */
function loaderCitation(loader: NonNullable<RuleInfo['loader']>): string {
  const mirrors = /^(?:cobre-|crates\/)/.test(loader.mirrors) ? loader.mirrors : `cobre-io ${loader.mirrors}`;
  return loader.test ? `${mirrors} (its test: ${loader.test})` : mirrors;
}

/** The catalogue's phases (the solver step that would reject the case) as a planner reads them. */
const PHASE_WORDS: Readonly<Record<string, string>> = {
  load: 'when it loads the case',
  'load / none': 'when it loads the case, for part of the rule (the spec names no step for the rest)',
  none: 'the spec names no step; HydroCase finds it before any run',
  validate: 'when it validates the loaded case',
  'set-up': 'when a run is set up, before training',
  'case build': 'when it builds the case model',
};

function exampleInWords(example: ExampleView): ExampleView {
  return { ...example, why: decisionsInWords(example.why) };
}
