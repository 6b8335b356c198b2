// Writes one Markdown page per rule (dist/rules/<ID>.md) from the engine's rule catalogue, plus an
// index and the JSON schema of hydrocase.json (its rule ids come from the catalogue). The language
// server links each diagnostic's code to its page; the pages ship inside the extension, so they
// read offline.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleCatalog, type RuleInfo } from '../shared/rules';
import { ruleDocument } from '../shared/rules/ruleDocument';
import { configSchema } from '../shared/engine/config/caseConfig';

export function rulePage(rule: RuleInfo): string {
  const doc = ruleDocument(rule);
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = [
    `# ${doc.id}: ${doc.title}`,
    '',
    doc.description,
    '',
    '| | |',
    '|---|---|',
    ...doc.facts.map((fact) => `| ${fact.label} | ${fact.ruleLink ? cell(fact.value).replace(fact.ruleLink, `[${fact.ruleLink}](${fact.ruleLink}.md)`) : cell(fact.value)} |`),
    '',
    ...(doc.decisions.length ? ['## Decisions behind it', '', ...doc.decisions.map((d) => `- **${d.id}**: ${d.meaning}.`), ''] : []),
    `All rules: [index](index.md). From a terminal: \`hydrocase rules ${rule.id}\`.`,
    '',
  ];
  return lines.join('\n');
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
  const configurable = ruleCatalog.filter((rule) => rule.severity !== 'semantics' && !rule.reportedAs).map((rule) => rule.id);
  writeFileSync(join(outDir, 'hydrocase.schema.json'), `${JSON.stringify(configSchema(configurable), null, 2)}\n`);
}
