// How hover sections are written: a titled list of resolved facts, text escaped so that engine
// wording (paths with brackets, `*` in formulas) never turns into markup by accident.
import type { Fact } from '../../crossFile/explain';

export type { Fact };

/** Resolved facts about one thing at the hovered spot (a stage, a plant, a post-study stage). */
export interface FactSection {
  title: string;
  facts: Fact[];
}

/** Markdown for text that must read literally. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*<>]/g, (c) => `\\${c}`);
}

export function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

export function renderSection(section: FactSection): string {
  const lines = section.facts.map((fact) => `- ${escapeMarkdown(fact.label)}: ${escapeMarkdown(fact.value)}`);
  return [`**${escapeMarkdown(section.title)}**`, '', ...lines].join('\n');
}
