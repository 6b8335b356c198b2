// `hydrocase.json`: a team's configuration, found upward from each case folder (the nearest file
// wins whole, as ESLint's flat config and ruff do; files are not merged). It holds rule overrides
// ("off" or another severity), folders to leave out of case discovery, and the per-rule cap. The
// command line and the language server read it alike; a mistake in it is a problem on that file,
// naming the key, never a silent default.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import type { Range, Severity } from '../../core/diagnostics';
import { JsonDocument, type JsonNode } from '../../core/json/document';
import { elements, properties } from '../../core/json/nodes';
import { findRule, type RuleId } from '../../rules';

export const HYDROCASE_CONFIG_FILE = 'hydrocase.json';
export const RULE_LEVELS = ['off', 'hint', 'warning', 'error'] as const;
export type RuleLevel = (typeof RULE_LEVELS)[number];

export interface CaseConfig {
  /** Absolute path of the hydrocase.json that applies. */
  path: string;
  /** Rule id (upper case) to its level; a Map, so any user text is a safe key. */
  rules: Map<RuleId, RuleLevel>;
  /** Globs, relative to the file's folder, of folders that hold no case to check. */
  exclude: string[];
  maxPerRule?: number;
}

export interface ConfigProblem {
  path: string;
  /** The key or value at fault (`rules.STG-999`), for messages and editors. */
  key: string;
  message: string;
  range?: Range;
}

export interface LoadedConfig {
  config?: CaseConfig;
  problems: ConfigProblem[];
}

/** The nearest hydrocase.json at or above `caseDir`, if any. */
export function findConfigFile(caseDir: string): string | undefined {
  let dir = caseDir;
  const { root } = parse(caseDir);
  for (;;) {
    const candidate = join(dir, HYDROCASE_CONFIG_FILE);
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    if (dir === root) return undefined;
    dir = dirname(dir);
  }
}

/** Reads and checks a hydrocase.json; problems name the key and say what is expected. */
export function loadConfigFile(path: string, text: string = readFileSync(path, 'utf8')): LoadedConfig {
  const doc = new JsonDocument(HYDROCASE_CONFIG_FILE, text);
  const problems: ConfigProblem[] = [];
  const report = (key: string, message: string, node?: JsonNode) =>
    problems.push({ path, key, message, ...(node ? { range: { start: doc.positionAt(node.offset), end: doc.positionAt(node.offset + node.length) } } : {}) });

  if (doc.syntaxError) report('(file)', `not valid JSON: ${doc.syntaxError.message}`);
  const root = doc.root;
  if (root?.type !== 'object') {
    if (!doc.syntaxError) report('(root)', 'must be a JSON object', root);
    return { problems };
  }
  const config: CaseConfig = { path, rules: new Map(), exclude: [] };
  for (const { key, keyNode, value } of properties(root)) {
    if (key === '$schema') continue;
    if (key === 'rules') readRules(value, config, report);
    else if (key === 'exclude') readExclude(value, config, report);
    else if (key === 'maxPerRule') {
      if (value?.type === 'number' && Number.isInteger(value.value) && (value.value as number) >= 1) config.maxPerRule = value.value as number;
      else report('maxPerRule', 'maxPerRule must be a whole number >= 1', value);
    } else report(key, `unknown key "${key}" (expected rules, exclude or maxPerRule)`, keyNode);
  }
  return { config, problems };
}

type Report = (key: string, message: string, node?: JsonNode) => void;

function readRules(value: JsonNode | undefined, config: CaseConfig, report: Report): void {
  if (value?.type !== 'object') {
    report('rules', 'rules must be an object of rule ids to "off", "hint", "warning" or "error"', value);
    return;
  }
  for (const { key, keyNode, value: level } of properties(value)) {
    const rule = findRule(key);
    if (!rule) report(`rules.${key}`, `unknown rule id "${key}" (run \`hydrocase rules\` for the list)`, keyNode);
    else if (rule.severity === 'semantics') report(`rules.${key}`, `${rule.id} documents behaviour and is never reported, so it cannot be configured`, keyNode);
    else if (rule.reportedAs && !rule.ownPart)
      report(`rules.${key}`, `${rule.id} is reported as ${rule.reportedAs.join(' or ')}: configure ${rule.reportedAs.join(' and ')}`, keyNode);
    else if (level?.type !== 'string' || !(RULE_LEVELS as readonly string[]).includes(level.value as string)) {
      report(`rules.${key}`, `the level of ${rule.id} must be "off", "hint", "warning" or "error"`, level ?? keyNode);
    } else config.rules.set(rule.id, level.value as RuleLevel);
  }
}

function readExclude(value: JsonNode | undefined, config: CaseConfig, report: Report): void {
  if (value?.type !== 'array') {
    report('exclude', 'exclude must be an array of glob patterns', value);
    return;
  }
  elements(value).forEach((entry, index) => {
    if (entry.type === 'string' && (entry.value as string).length > 0) config.exclude.push(entry.value as string);
    else report(`exclude[${index}]`, 'each exclude entry must be a non-empty glob pattern string', entry);
  });
}

/** The diagnostics as the configuration wants them: "off" rules dropped, levels replaced. */
export function applyRuleLevels<D extends { code: RuleId; severity: Severity }>(diagnostics: readonly D[], rules: ReadonlyMap<RuleId, RuleLevel>): D[] {
  if (rules.size === 0) return [...diagnostics];
  const out: D[] = [];
  for (const diagnostic of diagnostics) {
    const level = rules.get(diagnostic.code);
    if (level === 'off') continue;
    out.push(level && level !== diagnostic.severity ? { ...diagnostic, severity: level } : diagnostic);
  }
  return out;
}

/** Which file's settings apply, where it is, and its contents, as `--print-config` shows them. */
export function describeConfig(caseDir: string, loaded: LoadedConfig | undefined): string {
  if (!loaded) return `${caseDir}: no ${HYDROCASE_CONFIG_FILE} at or above it; every rule at its default level\n`;
  const config = loaded.config;
  const lines = [`${caseDir}: ${config?.path ?? loaded.problems[0]?.path} applies`];
  if (config) {
    lines.push(config.rules.size ? '  rules:' : '  rules: every rule at its default level');
    for (const [id, level] of [...config.rules].sort()) lines.push(`    ${id}: ${level} (default ${findRule(id)!.severity})`);
    lines.push(`  exclude: ${config.exclude.length ? config.exclude.join(', ') : '(none)'}`);
    lines.push(`  maxPerRule: ${config.maxPerRule ?? 'default'}`);
  }
  for (const problem of loaded.problems) lines.push(`  problem at ${problem.key}: ${problem.message}`);
  return `${lines.join('\n')}\n`;
}

/**
 * A JSON schema for hydrocase.json, so editors complete keys, rule ids and levels (built into
 * dist/). It offers and never judges (no `additionalProperties: false`, levels as `examples`, not
 * an `enum`): the language server reports the file's mistakes itself, with the messages the
 * command line prints, so the planner reads one voice, not the schema's beside it.
 */
export function configSchema(ruleIds: readonly RuleId[]): Record<string, unknown> {
  const level = { examples: [...RULE_LEVELS], description: '"off" drops the rule; another level replaces its severity.' };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'HydroCase configuration',
    description: 'Settings for the Cobre cases at or below this folder; the nearest hydrocase.json above a case applies, whole.',
    properties: {
      $schema: {},
      rules: { description: 'Rule overrides by rule id.', properties: Object.fromEntries(ruleIds.map((id) => [id, level])) },
      exclude: { description: 'Glob patterns, relative to this file, of folders not searched for cases.', defaultSnippets: [{ body: ['$1'] }] },
      maxPerRule: { examples: [100], description: 'The most problems one rule reports in one file before summarising the rest.' },
    },
  };
}
