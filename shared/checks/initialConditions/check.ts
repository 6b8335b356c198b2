// initial_conditions.json as the Cobre loader reads it (decision D31): the starting storage of the
// plants in operation and of those filling, the inflows before the study, and recent dated
// observations. Like the loader, it does not match plants against system/hydros.json.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import type { DateValue } from '../../core/json/fields';
import { elements, getProperty } from '../../core/json/nodes';
import { relatedAt } from '../../core/reporter';
import { documentedKeys } from '../../core/fieldDocs';
import { initialConditionsFieldDocs } from './fields';
import { INT32_RANGE, UINT32_RANGE } from '../../core/loaderIntegers';

const ROOT_KEYS = documentedKeys(initialConditionsFieldDocs, '');
const STORAGE_KEYS = documentedKeys(initialConditionsFieldDocs, 'storage[]');
const PAST_INFLOW_KEYS = documentedKeys(initialConditionsFieldDocs, 'past_inflows[]');
const OBSERVATION_KEYS = documentedKeys(initialConditionsFieldDocs, 'recent_observations[]');

export interface InitialStorage {
  hydroId: number;
  /** hm³; undefined when invalid (reported). */
  valueHm3?: number;
  /** The entry, for hovers and links. */
  node: JsonNode;
}

/** A plant's first past_inflows entry, for the rules that need the inflow model's AR order (REF-117..REF-130). */
export interface PastInflowEntry {
  hydroId: number;
  /** How many values_m3s it gives (0 when values_m3s is not a list). */
  count: number;
  node: JsonNode;
  /** Its season_ids that read as integers, each with its node. */
  seasonIds: Array<{ id: number; node: JsonNode }>;
}

export interface InitialConditionsModel {
  /** Plants in operation, first entry of each plant. */
  storage: InitialStorage[];
  /** Reservoirs being filled, first entry of each plant. */
  fillingStorage: InitialStorage[];
  /** hydro_id -> how many past inflow values the plant has. */
  pastInflowCounts: Map<number, number>;
  /** The first past_inflows entry of each plant. */
  pastInflows: PastInflowEntry[];
  /** The past_inflows list itself, when it is one. */
  pastInflowsNode?: JsonNode;
}

export function checkInitialConditionsFile(context: JsonFileContext): InitialConditionsModel {
  const model: InitialConditionsModel = { storage: [], fillingStorage: [], pastInflowCounts: new Map(), pastInflows: [] };
  const root = context.fields.rootObject('INI-001');
  if (!root) return model;
  context.fields.unknownKeys(root, ROOT_KEYS, 'INI-090');
  model.storage = checkStorageList(context, root, 'storage');
  model.fillingStorage = checkStorageList(context, root, 'filling_storage');
  checkMutualExclusion(context, model);
  model.pastInflows = checkPastInflows(context, root);
  model.pastInflowCounts = new Map(model.pastInflows.map((entry) => [entry.hydroId, entry.count]));
  const pastInflowsNode = getProperty(root, 'past_inflows');
  if (pastInflowsNode?.type === 'array') model.pastInflowsNode = pastInflowsNode;
  checkRecentObservations(context, root);
  return model;
}

/** The entries of an optional or required list of objects; a non-object entry is INI-002. */
function entriesOf(context: JsonFileContext, root: JsonNode, key: string, required: boolean): Array<{ entry: JsonNode; index: number }> {
  const list = context.fields.array(root, key, 'INI-001', { required });
  return context.fields.objectEntries(list, 'INI-002', (index) => `${key}[${index}]`);
}

/** A list's hydro_id values, each plant's first entry kept; a later repeat is INI-004 with a link to the first. */
class FirstOfEachPlant {
  private readonly first = new Map<number, JsonNode>();

  constructor(
    private readonly context: JsonFileContext,
    private readonly list: string,
  ) {}

  /** True when this is the plant's first entry in the list. */
  admit(hydroId: number, entry: JsonNode): boolean {
    const earlier = this.first.get(hydroId);
    if (!earlier) {
      this.first.set(hydroId, entry);
      return true;
    }
    const idNode = getProperty(entry, 'hydro_id')!;
    this.context.report.at(idNode, 'INI-004', `hydro_id ${hydroId} appears twice in ${this.list}: each plant has one entry`, {
      related: [relatedAt(this.context.doc, getProperty(earlier, 'hydro_id')!, `first entry of hydro_id ${hydroId}`)],
    });
    return false;
  }
}

function checkStorageList(context: JsonFileContext, root: JsonNode, list: 'storage' | 'filling_storage'): InitialStorage[] {
  const { fields } = context;
  const plants = new FirstOfEachPlant(context, list);
  const out: InitialStorage[] = [];
  for (const { entry } of entriesOf(context, root, list, true)) {
    fields.unknownKeys(entry, STORAGE_KEYS, 'INI-090');
    const hydroId = fields.integer(entry, 'hydro_id', 'INI-002', { required: true, ...INT32_RANGE });
    let valueHm3 = fields.number(entry, 'value_hm3', 'INI-002', { required: true, finite: true });
    if (valueHm3 !== undefined && valueHm3 < 0) {
      context.report.at(getProperty(entry, 'value_hm3')!, 'INI-003', `value_hm3 must be >= 0, got ${context.doc.rawText(getProperty(entry, 'value_hm3')!)}`);
      valueHm3 = undefined;
    }
    if (hydroId !== undefined && plants.admit(hydroId, entry)) out.push({ hydroId, ...(valueHm3 !== undefined ? { valueHm3 } : {}), node: entry });
  }
  return out;
}

function checkMutualExclusion(context: JsonFileContext, model: InitialConditionsModel): void {
  const inOperation = new Map(model.storage.map((plant) => [plant.hydroId, plant.node]));
  for (const filling of model.fillingStorage) {
    const operating = inOperation.get(filling.hydroId);
    if (!operating) continue;
    context.report.at(getProperty(filling.node, 'hydro_id')!, 'INI-005', `hydro_id ${filling.hydroId} is in both storage and filling_storage: a plant is in one of the two`, {
      related: [relatedAt(context.doc, getProperty(operating, 'hydro_id')!, `hydro_id ${filling.hydroId} in storage`)],
    });
  }
}

function checkPastInflows(context: JsonFileContext, root: JsonNode): PastInflowEntry[] {
  const { fields } = context;
  const plants = new FirstOfEachPlant(context, 'past_inflows');
  const entries: PastInflowEntry[] = [];
  for (const { entry, index } of entriesOf(context, root, 'past_inflows', false)) {
    fields.unknownKeys(entry, PAST_INFLOW_KEYS, 'INI-090');
    const hydroId = fields.integer(entry, 'hydro_id', 'INI-002', { required: true, ...INT32_RANGE });
    const values = fields.array(entry, 'values_m3s', 'INI-002', { required: true });
    elements(values).forEach((value, j) => fields.checkNumber(value, 'INI-002', `past_inflows[${index}].values_m3s[${j}]`, { finite: true }));
    const seasons = fields.array(entry, 'season_ids', 'INI-002', { nullable: true });
    const seasonIds: PastInflowEntry['seasonIds'] = [];
    elements(seasons).forEach((season, j) => {
      const id = fields.checkInteger(season, 'INI-002', `past_inflows[${index}].season_ids[${j}]`, UINT32_RANGE);
      if (id !== undefined) seasonIds.push({ id, node: season });
    });
    if (values && seasons && elements(seasons).length !== elements(values).length) {
      context.report.at(seasons, 'INI-006', `season_ids has ${elements(seasons).length} entries but values_m3s has ${elements(values).length}: one season per value`);
    }
    if (hydroId !== undefined && plants.admit(hydroId, entry)) entries.push({ hydroId, count: values ? elements(values).length : 0, node: entry, seasonIds });
  }
  return entries;
}

interface Observation {
  entry: JsonNode;
  start: DateValue;
  end: DateValue;
}

function checkRecentObservations(context: JsonFileContext, root: JsonNode): void {
  const { fields, report } = context;
  const byPlant = new Map<number, Observation[]>();
  for (const { entry } of entriesOf(context, root, 'recent_observations', false)) {
    fields.unknownKeys(entry, OBSERVATION_KEYS, 'INI-090');
    const hydroId = fields.integer(entry, 'hydro_id', 'INI-002', { required: true, ...INT32_RANGE });
    const start = observationDate(context, entry, 'start_date');
    const end = observationDate(context, entry, 'end_date');
    if (start && end && end.day <= start.day) report.at(getProperty(entry, 'end_date')!, 'INI-007', `end_date ${end.text} must be after start_date ${start.text}`);
    const value = fields.number(entry, 'value_m3s', 'INI-002', { required: true, finite: true });
    if (value !== undefined && value < 0)
      report.at(getProperty(entry, 'value_m3s')!, 'INI-008', `value_m3s must be >= 0, got ${context.doc.rawText(getProperty(entry, 'value_m3s')!)}`);
    if (hydroId !== undefined && start && end && end.day > start.day) byPlant.set(hydroId, [...(byPlant.get(hydroId) ?? []), { entry, start, end }]);
  }
  for (const [hydroId, observations] of byPlant) {
    const sorted = observations.sort((a, b) => a.start.day - b.start.day);
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1]!;
      const current = sorted[i]!;
      if (current.start.day >= previous.end.day) continue;
      report.at(
        getProperty(current.entry, 'start_date')!,
        'INI-009',
        `observations of hydro_id ${hydroId} overlap: this one starts on ${current.start.text}, before the one ending on ${previous.end.text}`,
        {
          related: [relatedAt(context.doc, getProperty(previous.entry, 'end_date')!, `the observation of hydro_id ${hydroId} that ends on ${previous.end.text}`)],
        },
      );
    }
  }
}

/** A required date string of a recent observation: another type is INI-002, another form INI-007. */
function observationDate(context: JsonFileContext, entry: JsonNode, key: 'start_date' | 'end_date'): DateValue | undefined {
  const node = getProperty(entry, key);
  if (node?.type !== 'string') {
    context.fields.string(entry, key, 'INI-002', { required: true });
    return undefined;
  }
  return context.fields.date(entry, key, 'INI-007');
}
