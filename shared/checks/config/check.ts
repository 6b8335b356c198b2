// config.json as the Cobre loader reads it (decision D31): every setting's type from the settings
// table (fields.ts), the values the loader or the run's set-up refuse, and the combinations it
// checks before a run starts (scenario sources, cut selection). Returns the scenario sources the
// cross-file rules read (shared/model/config.ts is the one reader of those).
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { elements, getProperty, hasProperty, keyNodeOf, propertyNode } from '../../core/json/nodes';
import { relatedAt } from '../../core/reporter';
import { ownValue } from '../../core/lookup';
import type { RuleId } from '../../rules';
import { documentedKeys, keyUnder } from '../../core/fieldDocs';
import { readConfig, SCENARIO_CLASSES, type CobreConfig } from '../../model/config';
import { integerAt, objectAt, stringAt } from '../../core/json/valueAt';
import { CONFIG_SETTINGS, STOPPING_RULE_MEMBERS, configFieldDocs, type Setting } from './fields';
import { INT32_RANGE, UINT32_RANGE } from '../../core/loaderIntegers';

const STOPPING_RULES = 'training.stopping_rules';
const SCENARIO_SOURCES = ['training', 'simulation'] as const;
const CUT_METHODS = ['level1', 'lml1', 'domination'] as const;

/** Settings whose value the loader (or the run set-up) refuses outside its enumeration. */
const ENUMERATED: Readonly<Record<string, RuleId>> = {
  'policy.mode': 'CFG-005',
  'estimation.order_selection': 'CFG-005',
  [`${STOPPING_RULES}[].type`]: 'CFG-004',
  ...Object.fromEntries(SCENARIO_SOURCES.flatMap((source) => SCENARIO_CLASSES.map((name) => [`${source}.scenario_source.${name}.scheme`, 'CFG-006'] as const))),
};

/** The settings directly under each object path, with their keys. */
const childrenOf = new Map<string, Array<{ key: string; path: string; setting: Setting }>>();
for (const [path, setting] of CONFIG_SETTINGS) {
  const parent = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : '';
  const key = keyUnder(path, parent);
  if (key === undefined) continue;
  childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), { key, path, setting }]);
}
const knownKeys = new Map([...childrenOf.keys()].map((parent) => [parent, documentedKeys(configFieldDocs, parent)]));

export function checkConfigFile(context: JsonFileContext): CobreConfig {
  const root = context.fields.rootObject('CFG-001');
  if (root) {
    checkObject(context, root, '');
    for (const source of SCENARIO_SOURCES) checkScenarioSource(context, objectAt(objectAt(root, source), 'scenario_source'));
    checkCutSelection(context, root);
    checkDeprecated(context, root);
  }
  return readConfig(context);
}

/** The rule a setting's missing or mistyped value falls under. */
function ruleOf(path: string, problem: 'missing' | 'type'): RuleId {
  if (path.startsWith(`${STOPPING_RULES}[]`)) return 'CFG-004';
  if (path.includes('.historical_years.')) return 'CFG-010';
  if (path.endsWith('.scheme')) return 'CFG-006';
  return problem === 'missing' ? 'CFG-002' : 'CFG-003';
}

/** An object's unknown keys and each of its settings, by kind; objects are walked down. */
function checkObject(context: JsonFileContext, object: JsonNode, path: string): void {
  // A scenario class is the one object the loader closes: any other key there stops the load.
  const closed = /\.scenario_source\.(inflow|load|ncs)$/.test(path);
  context.fields.unknownKeys(object, knownKeys.get(path) ?? [], closed ? 'CFG-006' : 'CFG-090');
  for (const child of childrenOf.get(path) ?? []) checkSetting(context, object, child.key, child.path, child.setting);
}

function checkSetting(context: JsonFileContext, parent: JsonNode, key: string, path: string, setting: Setting): void {
  const { fields, report } = context;
  const present = getProperty(parent, key);
  if (setting.required && (!hasProperty(parent, key) || present?.type === 'null')) {
    if (present?.type === 'null') report.at(present, ruleOf(path, 'missing'), `"${key}" is required; null does not set it`);
    else if (!hasProperty(parent, key)) report.onObject(parent, ruleOf(path, 'missing'), `missing required field "${key}"`, { data: { missingKey: key } });
    return;
  }
  const code = ruleOf(path, 'type');
  const options = { nullable: setting.nullable ?? false };
  switch (setting.kind) {
    case 'count':
      fields.integer(parent, key, code, { ...options, ...UINT32_RANGE });
      return;
    case 'integer':
      fields.integer(parent, key, code, path.includes('.historical_years.') ? { ...options, ...INT32_RANGE } : options);
      return;
    case 'number':
      fields.number(parent, key, code, { ...options, finite: true });
      return;
    case 'boolean':
      fields.boolean(parent, key, code, options);
      return;
    case 'string': {
      const enumCode = ENUMERATED[path];
      fields.string(parent, key, enumCode ?? code, enumCode ? { ...options, oneOf: setting.values ?? [] } : options);
      return;
    }
    case 'object': {
      const object = fields.object(parent, key, code, options);
      if (object) checkObject(context, object, path);
      return;
    }
    case 'array': {
      const list = fields.array(parent, key, code, options);
      if (list && path === STOPPING_RULES) for (const { entry } of fields.objectEntries(list, 'CFG-004', 'a stopping rule')) checkStoppingRule(context, entry);
      return;
    }
    case 'years':
      checkHistoricalYears(context, parent, key, path);
      return;
  }
}

/** One stopping rule: its type decides the members it needs; the members of other types are not read. */
function checkStoppingRule(context: JsonFileContext, rule: JsonNode): void {
  const entryPath = `${STOPPING_RULES}[]`;
  const typeSetting = CONFIG_SETTINGS.get(`${entryPath}.type`)!;
  checkSetting(context, rule, 'type', `${entryPath}.type`, typeSetting);
  const type = stringAt(rule, 'type');
  const members = type !== undefined ? ownValue(STOPPING_RULE_MEMBERS, type) : undefined; // user text keys the table: `constructor` finds nothing
  if (!members) return; // no type, or one the loader does not know: already reported
  context.fields.unknownKeys(rule, ['type', ...members], 'CFG-090');
  for (const member of members) checkSetting(context, rule, member, `${entryPath}.${member}`, { ...CONFIG_SETTINGS.get(`${entryPath}.${member}`)!, required: true });
}

/** historical_years: a list of years, or { from, to }; null is "not set". */
function checkHistoricalYears(context: JsonFileContext, parent: JsonNode, key: string, path: string): void {
  const node = getProperty(parent, key);
  if (!node || node.type === 'property' || node.type === 'null') return;
  if (node.type === 'array') {
    elements(node).forEach((year, index) => context.fields.checkInteger(year, 'CFG-010', `"${key}[${index}]"`, INT32_RANGE));
  } else if (node.type === 'object') {
    checkObject(context, node, path);
  } else {
    context.report.at(node, 'CFG-010', `"${key}" must be a list of years or an object { "from": year, "to": year }, got ${context.fields.got(node)}`);
  }
}

/** What the run set-up asks of a scenario source's classes, seed and years (validate_scenario_source_cfg). */
function checkScenarioSource(context: JsonFileContext, source: JsonNode | undefined): void {
  if (!source) return;
  const { report } = context;
  const schemes = SCENARIO_CLASSES.map((name) => ({ name, node: getProperty(objectAt(source, name), 'scheme'), scheme: stringAt(objectAt(source, name), 'scheme') }));
  const known = schemes.filter(({ scheme }) => scheme === undefined || ['in_sample', 'out_of_sample', 'external', 'historical'].includes(scheme));
  for (const { name, node, scheme } of schemes) {
    if (scheme === 'historical' && name !== 'inflow') report.at(node!, 'CFG-008', `the ${name} class cannot use the historical scheme: only inflows replay history`);
  }
  const years = getProperty(source, 'historical_years');
  if (years && years.type !== 'null' && years.type !== 'property' && !schemes.some(({ scheme }) => scheme === 'historical')) {
    report.at(
      keyNodeOf(propertyNode(source, 'historical_years')!) ?? years,
      'CFG-009',
      'historical_years is given but no class of this scenario source uses the historical scheme',
    );
  }
  const from = integerAt(years, 'from');
  const to = integerAt(years, 'to');
  if (from !== undefined && to !== undefined && from > to)
    report.at(getProperty(years, 'from')!, 'CFG-010', `the range of historical_years runs backwards: from ${from} is after to ${to}`);
  // An unknown scheme is CFG-006 already; the seed rule speaks only of the schemes it knows.
  const drawing = known.length === schemes.length ? schemes.filter(({ scheme }) => scheme !== undefined && scheme !== 'in_sample') : [];
  const seed = getProperty(source, 'seed');
  if (drawing.length > 0 && (!seed || seed.type === 'null')) {
    const which = drawing.map(({ name, scheme }) => `${name} is ${scheme}`).join(', ');
    const message = `this scenario source needs a seed: ${which}`;
    if (seed) report.at(seed, 'CFG-007', message);
    else report.onObject(source, 'CFG-007', message, { data: { missingKey: 'seed' } });
  }
}

/** What the run set-up refuses or warns about in training.cut_selection (parse_cut_selection_config, StudyParams::from_config). */
function checkCutSelection(context: JsonFileContext, root: JsonNode): void {
  const { report } = context;
  const training = objectAt(root, 'training');
  const selection = objectAt(training, 'cut_selection');
  if (!selection) return;
  if (getProperty(selection, 'enabled')?.value === true) {
    const method = getProperty(selection, 'method');
    if (!method || method.type === 'null') {
      report.onObject(selection, 'CFG-011', 'cut selection is enabled but has no method: set "method" to level1, lml1 or domination', { data: { missingKey: 'method' } });
    } else if (method.type === 'string' && !(CUT_METHODS as readonly string[]).includes(method.value as string)) {
      report.at(method, 'CFG-011', `cut selection is enabled with the unknown method ${context.fields.got(method)}: use level1, lml1 or domination`);
    }
    if (countAt(context, selection, 'check_frequency') === 0)
      report.at(getProperty(selection, 'check_frequency')!, 'CFG-011', 'cut selection is enabled with check_frequency 0: it must be above 0');
  }
  const window = countAt(context, selection, 'basis_activity_window');
  if (window !== undefined && (window < 1 || window > 31)) {
    report.at(getProperty(selection, 'basis_activity_window')!, 'CFG-012', `basis_activity_window must be in 1..31, got ${window}`);
  }
  const cap = countAt(context, selection, 'max_active_per_stage');
  const passes = countAt(context, training, 'forward_passes');
  if (cap !== undefined && passes !== undefined && cap < passes) {
    report.at(getProperty(selection, 'max_active_per_stage')!, 'CFG-013', `max_active_per_stage ${cap} is below forward_passes ${passes}: every iteration evicts all older cuts`, {
      related: [relatedAt(context.doc, getProperty(training, 'forward_passes')!, `forward_passes is ${passes}`)],
    });
  }
}

/** Settings the loader still reads with a deprecation warning. */
function checkDeprecated(context: JsonFileContext, root: JsonNode): void {
  const threshold = getProperty(objectAt(objectAt(root, 'training'), 'cut_selection'), 'threshold');
  if (countOf(context, threshold) !== undefined) {
    context.report.at(threshold!, 'CFG-014', 'cut_selection.threshold is deprecated: use memory_window for lml1 or domination_epsilon for domination');
  }
  const order = getProperty(objectAt(root, 'estimation'), 'order_selection');
  if (order?.type === 'string' && order.value === 'fixed') {
    context.report.at(order, 'CFG-014', 'order_selection "fixed" is deprecated and read as "pacf": write "pacf"', { data: { replaceWith: 'pacf' } });
  }
}

/** A whole number from 0 to 2^32 − 1 written as one (a value CFG-003 accepts), else undefined. */
function countAt(context: JsonFileContext, object: JsonNode | undefined, key: string): number | undefined {
  return countOf(context, getProperty(object, key));
}

function countOf(context: JsonFileContext, node: JsonNode | undefined): number | undefined {
  if (node?.type !== 'number' || !/^\d+$/.test(context.doc.rawText(node))) return undefined;
  const value = node.value as number;
  return value <= UINT32_RANGE.max ? value : undefined;
}
