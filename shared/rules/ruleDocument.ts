// One rule's documentation as plain data, so the rule pages (Markdown, shipped with the extension)
// and `hydrocase rules ID` (text) say the same thing. Decision ids are cited in words.
import type { RuleInfo } from './index';
import { citeDecisions, decisionsCitedIn } from './decisions';
import { ruleExamples } from './examples';
import { exampleView, type ExampleView } from './exampleView';

export interface RuleDocument {
  id: string;
  title: string;
  /** What is checked, why the loader cares and how to fix it, in a few sentences. */
  description: string;
  /** Label and value lines: file, severity, phase, spec, other files read, the rule it is reported as. */
  facts: Array<{ label: string; value: string; ruleLink?: string }>;
  /** The decisions the rule rests on, each with what it decides. */
  decisions: Array<{ id: string; meaning: string }>;
  /** A failing and a passing case, each checked by the engine's tests; absent for rules never reported. */
  example?: ExampleView;
}

export function ruleDocument(rule: RuleInfo): RuleDocument {
  const facts: RuleDocument['facts'] = [
    { label: 'File', value: rule.file },
    { label: 'Severity', value: rule.severity === 'semantics' ? 'none (documents behaviour; never reported)' : rule.severity },
  ];
  if (rule.phase) facts.push({ label: 'Solver phase', value: rule.phase === 'none' ? 'none (found by a static check, not by a solver phase)' : rule.phase });
  facts.push({ label: 'Specification', value: citeDecisions(rule.spec) });
  if (rule.loader) facts.push({ label: 'Cobre loader', value: rule.loader.test ? `${rule.loader.function} (its test: ${rule.loader.test})` : rule.loader.function });
  if (rule.needs?.length) facts.push({ label: 'Also reads', value: rule.needs.join(', ') });
  if (rule.reportedAs)
    facts.push({ label: 'Reported as', value: `${rule.reportedAs}, the cross-file rule it restates (the diagnostic's data.fileRule names ${rule.id})`, ruleLink: rule.reportedAs });
  const example = ruleExamples[rule.id];
  return {
    id: rule.id,
    title: rule.title,
    description: citeDecisions(rule.description),
    facts,
    decisions: decisionsCitedIn(rule.spec, rule.description),
    ...(example ? { example: exampleView(example) } : {}),
  };
}
