// Writes one Markdown page per rule (dist/rules/<ID>.md) from the engine's rule catalogue, plus an
// index and the JSON schema of hydrocase.json (its rule ids come from the catalogue). The language
// server links each diagnostic's code to its page; the pages ship inside the extension, so they
// read offline.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRule, ruleCatalog, type RuleInfo } from '../shared/rules';
import { ruleDocument } from '../shared/rules/ruleDocument';
import type { ExampleView, ShownFile } from '../shared/rules/exampleView';
import { configSchema } from '../shared/engine/config/caseConfig';

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function rulePage(rule: RuleInfo): string {
  const doc = ruleDocument(rule);
  const lines = [
    `# ${doc.id}: ${doc.title}`,
    '',
    linkRules(doc.description, rule.id),
    '',
    '| | |',
    '|---|---|',
    ...doc.facts.map((fact) => `| ${fact.label} | ${fact.ruleLink ? cell(fact.value).replace(fact.ruleLink, `[${fact.ruleLink}](${fact.ruleLink}.md)`) : cell(fact.value)} |`),
    '',
    ...(doc.example ? exampleSection(doc.example) : []),
    ...(doc.decisions.length ? ['## Where the spec is silent, HydroCase decided', '', ...doc.decisions.map((meaning) => `- ${meaning}.`), ''] : []),
    `All rules: [index](index.md). From a terminal: \`hydrocase rules ${rule.id}\`.`,
    '',
  ];
  return lines.join('\n');
}

/** Other rules a page names, each id a link to its page, its title on hover. */
function linkRules(text: string, self: string): string {
  return text.replace(/\b[A-Z]{2,4}-\d{3}\b/g, (id) => {
    const rule = findRule(id);
    return rule && id !== self ? `[${id}](${id}.md "${rule.title.replace(/"/g, "'")}")` : id;
  });
}

function exampleSection(example: ExampleView): string[] {
  return ['## Example', '', example.why, '', ...shownFile('Fails', example.file, example.failing), ...shownFile('Passes', example.file, example.passing)];
}

function shownFile(label: string, file: string, shown: ShownFile): string[] {
  switch (shown.kind) {
    case 'absent':
      return [`${label}: the case has no \`${file}\`.`, ''];
    case 'json':
      return [`${label}: \`${file}\`${shown.at ? `, at \`${shown.at}\`` : ''}`, '', ...fenced('json', shown.text)];
    case 'text':
      return [`${label}: \`${file}\``, '', ...fenced(file.endsWith('.json') ? 'json' : '', shown.text)];
    case 'table':
      return [
        `${label}: \`${file}\``,
        '',
        `| ${shown.columns.map((c) => `${cell(c.name)} (${c.type})`).join(' | ')} |`,
        `|${shown.columns.map(() => '---|').join('')}`,
        ...shown.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
        '',
      ];
  }
}

/** A code block whose fence no line of `text` can close early. */
function fenced(language: string, text: string): string[] {
  const longest = Math.max(2, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}${language}`, text.replace(/\n$/, ''), fence, ''];
}

export function indexPage(rules: readonly RuleInfo[]): string {
  return [
    '# HydroCase rules',
    '',
    '| Rule | Severity | What it checks |',
    '|---|---|---|',
    ...rules.map((r) => `| [${r.id}](${r.id}.md) | ${r.severity} | ${r.title.replace(/\|/g, '\\|')} |`),
    '',
  ].join('\n');
}

const outDir = process.argv[2];
if (outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const rule of ruleCatalog) writeFileSync(join(outDir, `${rule.id}.md`), rulePage(rule));
  writeFileSync(join(outDir, 'index.md'), indexPage(ruleCatalog));
  // The schema of hydrocase.json enumerates the configurable rule ids: it is catalogue-derived too.
  // A rule restated whole by cross-file rules is configured by their ids; one restated in part keeps its own.
  const configurable = ruleCatalog.filter((rule) => rule.severity !== 'semantics' && (!rule.reportedAs || rule.ownPart)).map((rule) => rule.id);
  writeFileSync(join(outDir, 'hydrocase.schema.json'), `${JSON.stringify(configSchema(configurable), null, 2)}\n`);
}
