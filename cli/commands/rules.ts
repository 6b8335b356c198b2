// `hydrocase rules` lists the catalogue; `hydrocase rules STG-037` explains one rule.
import { findRule, ruleCatalog, type RuleInfo } from '../../shared/rules';
import { ruleDocument } from '../../shared/rules/ruleDocument';
import type { ExampleView, ShownFile } from '../../shared/rules/exampleView';
import { commandHelp, parseCommandArgs, usageLines, UsageError } from '../args';
import type { CommandOutput } from './validate';
import { wrap } from '../format/wrap';
import { rulesSpec } from './specs';

export function rulesCommand(argv: readonly string[]): CommandOutput {
  const args = parseCommandArgs(argv, rulesSpec);
  if (args === 'help') return { stdout: commandHelp(rulesSpec), exitCode: 0 };
  const [id, ...extra] = args.positionals;
  if (extra.length > 0) throw new UsageError(usageLines(rulesSpec));
  if (id === undefined) return { stdout: listRules(ruleCatalog), exitCode: 0 };
  const rule = findRule(id);
  if (!rule) throw new UsageError(`unknown rule "${id}" (run \`hydrocase rules\` for the list)`);
  return { stdout: explainRule(rule), exitCode: 0 };
}

export function listRules(rules: readonly RuleInfo[]): string {
  const idWidth = Math.max(...rules.map((r) => r.id.length));
  return `${rules.map((r) => `${r.id.padEnd(idWidth)}  ${r.severity.padEnd(9)}  ${r.title}`).join('\n')}\n`;
}

export function explainRule(rule: RuleInfo): string {
  const doc = ruleDocument(rule);
  const width = Math.max(...doc.facts.map((fact) => fact.label.length)) + 1;
  const lines = [
    `${doc.id}: ${doc.title}`,
    '',
    ...doc.facts.map((fact) => `  ${`${fact.label}:`.padEnd(width)}  ${fact.value}`),
    '',
    ...wrap(doc.description, 78).map((line) => `  ${line}`),
    ...(doc.example ? exampleLines(doc.example) : []),
    ...(doc.decisions.length
      ? ['', '  Where the spec is silent, HydroCase decided:', ...doc.decisions.flatMap((meaning) => wrap(`${meaning}.`, 74).map((line, i) => `  ${i === 0 ? '- ' : '  '}${line}`))]
      : []),
  ];
  return `${lines.join('\n')}\n`;
}

function exampleLines(example: ExampleView): string[] {
  return [
    '',
    '  Example:',
    ...wrap(example.why, 76).map((line) => `    ${line}`),
    ...shownFile('Fails', example.file, example.failing),
    ...shownFile('Passes', example.file, example.passing),
  ];
}

function shownFile(label: string, file: string, shown: ShownFile): string[] {
  const indent = (text: string) =>
    text
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => `      ${line}`);
  switch (shown.kind) {
    case 'absent':
      return ['', `    ${label}: the case has no ${file}.`];
    case 'json':
      return ['', `    ${label}: ${file}${shown.at ? `, at ${shown.at}` : ''}`, ...indent(shown.text)];
    case 'text':
      return ['', `    ${label}: ${file}`, ...indent(shown.text)];
    case 'table':
      return [
        '',
        `    ${label}: ${file}`,
        ...indent(
          tableText(
            shown.columns.map((c) => `${c.name} (${c.type})`),
            shown.rows,
          ),
        ),
      ];
  }
}

/** Aligned columns; a table too wide for a terminal is turned on its side, one line per column. */
function tableText(header: string[], rows: string[][]): string {
  const wide = header.reduce((width, name) => width + name.length + 2, 0) > 72;
  const lines = wide ? header.map((name, i) => [name, ...rows.map((row) => row[i]!)]) : [header, ...rows];
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
  return lines
    .map((cells) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
