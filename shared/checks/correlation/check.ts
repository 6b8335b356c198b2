// scenarios/correlation.json: every field parse_correlation reads, the matrix checks of its
// validate_matrix and of the semantic layer, and what the run's set-up (cobre-stochastic
// DecomposedCorrelation::build) rejects or warns about. The references to plants, buses and
// sources, and the schedule's stages, are REF rules (shared/crossFile/checks/scenarioJson/).
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { elements, getProperty, hasProperty, properties } from '../../core/json/nodes';
import { closestKey } from '../../core/text';
import { documentedKeys } from '../../core/fieldDocs';
import { I32 } from '../system/entities';
import { correlationFieldDocs, ENTITY_TYPES, METHODS } from './fields';
import { negativeEigenvalue } from './semidefinite';

const ROOT_KEYS = documentedKeys(correlationFieldDocs, '');
const PROFILE_KEYS = documentedKeys(correlationFieldDocs, 'profiles.*');
const GROUP_KEYS = documentedKeys(correlationFieldDocs, 'profiles.*.correlation_groups[]');
const ENTITY_KEYS = documentedKeys(correlationFieldDocs, 'profiles.*.correlation_groups[].entities[]');
const SCHEDULE_KEYS = documentedKeys(correlationFieldDocs, 'schedule[]');

/** parse_correlation's diagonal test: |m[i][i] - 1| <= f64::EPSILON. */
const DIAGONAL_TOLERANCE = Number.EPSILON;
/** validate_matrix's symmetry test: |m[i][j] - m[j][i]| <= 1e-10. */
const SYMMETRY_TOLERANCE = 1e-10;
/**
 * The largest group whose matrix is tested for semidefiniteness: the test costs n³/3 steps (a
 * 600-entity group, some 72 million, is a fraction of a second), and a larger group is said to be
 * untested rather than hold the editor for seconds on every keystroke.
 */
export const SEMIDEFINITE_MAX_ENTITIES = 600;

export interface CorrelationEntity {
  /** The entity object. */
  node: JsonNode;
  type?: string;
  id?: number;
}

export interface CorrelationGroup {
  profile: string;
  index: number;
  name?: string;
  node: JsonNode;
  entities: CorrelationEntity[];
}

export interface ScheduleEntry {
  node: JsonNode;
  stageId?: number;
  profileName?: string;
}

export interface CorrelationModel {
  /** The profile names, in file order. */
  profiles: string[];
  groups: CorrelationGroup[];
  schedule: ScheduleEntry[];
}

export function checkCorrelationFile(context: JsonFileContext): CorrelationModel | undefined {
  const { fields, report } = context;
  const root = fields.rootObject('SCN-060');
  if (!root) return undefined;
  fields.unknownKeys(root, ROOT_KEYS, 'SCN-079');
  fields.string(root, '$schema', 'SCN-060', { nullable: true });
  checkMethod(context, root);
  const model: CorrelationModel = { profiles: [], groups: [], schedule: [] };
  const profiles = fields.object(root, 'profiles', 'SCN-060', { required: true });
  if (profiles) {
    const named = properties(profiles);
    if (named.length === 0) report.at(profiles, 'SCN-063', 'profiles must define at least one correlation profile');
    for (const { key, value } of named) {
      if (!value) continue;
      model.profiles.push(key);
      if (value.type !== 'object') {
        report.at(value, 'SCN-064', `profile "${key}" must be an object, got ${fields.got(value)}`);
        continue;
      }
      model.groups.push(...checkProfile(context, key, value));
    }
    if (named.length > 1 && !hasProperty(profiles, 'default')) {
      report.at(profiles, 'SCN-074', `${named.length} profiles and none named "default": a stage the schedule does not name has no profile to use`);
    }
  }
  model.schedule = checkSchedule(context, root, profiles);
  return model;
}

function checkMethod(context: JsonFileContext, root: JsonNode): void {
  const method = context.fields.string(root, 'method', 'SCN-060', { required: true });
  if (method === undefined || (METHODS as readonly string[]).includes(method)) return;
  const node = getProperty(root, 'method')!;
  if (method === '') {
    context.report.at(node, 'SCN-061', 'method must not be empty: write "spectral" or "cholesky"');
    return;
  }
  const suggestion = closestKey(method, METHODS);
  context.report.at(
    node,
    'SCN-062',
    `method "${method}" is neither "spectral" nor "cholesky": the run decomposes spectrally and logs a warning${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
    {
      ...(suggestion ? { data: { replaceWith: suggestion } } : {}),
    },
  );
}

function checkProfile(context: JsonFileContext, profile: string, node: JsonNode): CorrelationGroup[] {
  const { fields, report } = context;
  fields.unknownKeys(node, PROFILE_KEYS, 'SCN-079');
  const list = fields.array(node, 'correlation_groups', 'SCN-064', { required: true, label: `correlation_groups of profile "${profile}"` });
  const groups = fields
    .objectEntries(list, 'SCN-064', (index) => `correlation_groups[${index}] of profile "${profile}"`)
    .map(({ entry, index }) => checkGroup(context, profile, entry, index));
  // The run rejects an id met twice in one profile, in one group or two, whatever its type.
  const first = new Map<number, { group: CorrelationGroup; position: number }>();
  for (const group of groups) {
    group.entities.forEach((entity, position) => {
      if (entity.id === undefined) return;
      const earlier = first.get(entity.id);
      if (!earlier) {
        first.set(entity.id, { group, position });
        return;
      }
      const where =
        earlier.group === group ? `earlier in this group (entities[${earlier.position}])` : `in group ${groupName(earlier.group)} (correlation_groups[${earlier.group.index}])`;
      report.at(getProperty(entity.node, 'id')!, 'SCN-072', `id ${entity.id} is already ${where} of profile "${profile}": an id appears once in a profile`);
    });
  }
  return groups;
}

function groupName(group: CorrelationGroup): string {
  return group.name !== undefined ? `"${group.name}"` : `${group.index}`;
}

function checkGroup(context: JsonFileContext, profile: string, node: JsonNode, index: number): CorrelationGroup {
  const { fields, report } = context;
  fields.unknownKeys(node, GROUP_KEYS, 'SCN-079');
  const name = fields.string(node, 'name', 'SCN-064', { required: true, label: 'group name' });
  const group: CorrelationGroup = { profile, index, node, entities: [], ...(name !== undefined ? { name } : {}) };
  const label = `group ${groupName(group)} of profile "${profile}"`;
  const entityList = fields.array(node, 'entities', 'SCN-064', { required: true, label: `entities of ${label}` });
  if (entityList) {
    group.entities = fields.objectEntries(entityList, 'SCN-065', (i) => `entities[${i}]`).map(({ entry }) => checkEntity(context, entry));
    if (!entityList.children?.length) report.at(entityList, 'SCN-073', `${label} has no entities: the run cannot tell its type`);
    checkSameType(context, group, label);
  }
  const matrix = readMatrix(context, node, label);
  if (matrix && entityList) checkMatrix(context, matrix, elements(entityList).length, label);
  return group;
}

function checkEntity(context: JsonFileContext, node: JsonNode): CorrelationEntity {
  const { fields, report } = context;
  fields.unknownKeys(node, ENTITY_KEYS, 'SCN-079');
  const type = fields.string(node, 'type', 'SCN-065', { required: true, label: 'entity type' });
  if (type !== undefined && !(ENTITY_TYPES as readonly string[]).includes(type)) {
    const suggestion = closestKey(type, ENTITY_TYPES);
    report.at(getProperty(node, 'type')!, 'SCN-066', `entity type "${type}" must be "inflow", "load" or "ncs"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`, {
      ...(suggestion ? { data: { replaceWith: suggestion } } : {}),
    });
  }
  const id = fields.integer(node, 'id', 'SCN-065', { required: true, ...I32, label: 'entity id' });
  return { node, ...(type !== undefined ? { type } : {}), ...(id !== undefined ? { id } : {}) };
}

/** The first entity's type is the group's: each entity of another type is reported on its type. */
function checkSameType(context: JsonFileContext, group: CorrelationGroup, label: string): void {
  const first = group.entities[0];
  if (first?.type === undefined) return;
  for (const entity of group.entities.slice(1)) {
    if (entity.type === undefined || entity.type === first.type) continue;
    context.report.at(
      getProperty(entity.node, 'type')!,
      'SCN-071',
      `entity type "${entity.type}" differs from the group's first entity ("${first.type}"): ${label} must hold one type`,
    );
  }
}

/** The matrix's cells: a row that is not an array, or a cell that is not a number, is reported and left undefined. */
interface Matrix {
  node: JsonNode;
  rows: Array<{ node: JsonNode; cells: Array<{ node: JsonNode; value?: number }> } | undefined>;
}

function readMatrix(context: JsonFileContext, group: JsonNode, label: string): Matrix | undefined {
  const { fields, report } = context;
  const node = fields.array(group, 'matrix', 'SCN-064', { required: true, label: `matrix of ${label}` });
  if (!node) return undefined;
  const rows = elements(node).map((row, r) => {
    if (row.type !== 'array') {
      report.at(row, 'SCN-064', `matrix[${r}] must be an array of numbers, got ${fields.got(row)}`);
      return undefined;
    }
    return {
      node: row,
      // A number is taken as it is (a 160-entity matrix has 25,600 of them); only another value is reported.
      cells: elements(row).map((cell, c) => {
        const value = cell.type === 'number' ? (cell.value as number) : fields.checkNumber(cell, 'SCN-064', `matrix[${r}][${c}]`);
        return { node: cell, ...(value !== undefined ? { value } : {}) };
      }),
    };
  });
  return { node, rows };
}

function checkMatrix(context: JsonFileContext, matrix: Matrix, n: number, label: string): void {
  const { report } = context;
  let square = matrix.rows.length === n;
  if (!square) report.at(matrix.node, 'SCN-067', `the matrix of ${label} has ${matrix.rows.length} rows but the group has ${n} entities`);
  else
    matrix.rows.forEach((row, r) => {
      if (!row || row.cells.length === n) return;
      square = false;
      report.at(row.node, 'SCN-067', `matrix row ${r} of ${label} has ${row.cells.length} values but the group has ${n} entities`);
    });
  let valid = square && matrix.rows.every((row) => row !== undefined);
  matrix.rows.forEach((row, r) =>
    row?.cells.forEach(({ node, value }, c) => {
      if (value === undefined) {
        valid = false;
        return;
      }
      if (!(value >= -1 && value <= 1)) {
        valid = false;
        report.at(node, 'SCN-068', `correlation value matrix[${r}][${c}] = ${context.doc.rawText(node)} is outside [-1, 1]`);
      } else if (r === c && Math.abs(value - 1) > DIAGONAL_TOLERANCE) {
        valid = false;
        report.at(node, 'SCN-069', `diagonal value matrix[${r}][${r}] = ${context.doc.rawText(node)} must be 1.0`);
      }
    }),
  );
  if (!square) return;
  const value = (r: number, c: number) => matrix.rows[r]?.cells[c]?.value;
  for (let r = 0; r < n; r++) {
    for (let c = r + 1; c < n; c++) {
      const upper = value(r, c);
      const lower = value(c, r);
      if (upper === undefined || lower === undefined || !(Math.abs(upper - lower) > SYMMETRY_TOLERANCE)) continue;
      valid = false;
      report.at(matrix.rows[r]!.cells[c]!.node, 'SCN-070', `the matrix of ${label} is not symmetric: matrix[${r}][${c}] = ${upper} but matrix[${c}][${r}] = ${lower}`);
    }
  }
  if (!valid) return;
  if (n > SEMIDEFINITE_MAX_ENTITIES) {
    report.at(
      matrix.node,
      'SCN-075',
      `the matrix of ${label} was not tested for semidefiniteness: it has ${n} entities, more than the ${SEMIDEFINITE_MAX_ENTITIES} HydroCase tests`,
      {
        severity: 'hint',
      },
    );
    return;
  }
  const smallest = negativeEigenvalue(matrix.rows.map((row) => row!.cells.map((cell) => cell.value!)));
  if (smallest !== undefined) {
    report.at(
      matrix.node,
      'SCN-075',
      `the matrix of ${label} is not positive semidefinite (smallest eigenvalue ${smallest.toPrecision(3)}): the run clips its negative eigenvalues to 0, so the correlations sampled differ from these`,
    );
  }
}

function checkSchedule(context: JsonFileContext, root: JsonNode, profiles: JsonNode | undefined): ScheduleEntry[] {
  const { fields, report } = context;
  const list = fields.array(root, 'schedule', 'SCN-060', { nullable: true });
  const names = properties(profiles).map(({ key }) => key);
  const firstOfStage = new Map<number, number>();
  return fields
    .objectEntries(list, 'SCN-076', (index) => `schedule[${index}]`)
    .map(({ entry, index }): ScheduleEntry => {
      fields.unknownKeys(entry, SCHEDULE_KEYS, 'SCN-079');
      const stageId = fields.integer(entry, 'stage_id', 'SCN-076', { required: true, ...I32 });
      const profileName = fields.string(entry, 'profile_name', 'SCN-076', { required: true });
      if (profileName !== undefined && profiles && !names.includes(profileName)) {
        const suggestion = closestKey(profileName, names);
        report.at(
          getProperty(entry, 'profile_name')!,
          'SCN-077',
          `profile_name "${profileName}" is not a profile of this file${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`,
          {
            ...(suggestion ? { data: { replaceWith: suggestion } } : {}),
          },
        );
      }
      if (stageId !== undefined) {
        const earlier = firstOfStage.get(stageId);
        if (earlier === undefined) firstOfStage.set(stageId, index);
        else report.at(getProperty(entry, 'stage_id')!, 'SCN-078', `stage ${stageId} is already scheduled at schedule[${earlier}]: the run uses this later entry`);
      }
      return { node: entry, ...(stageId !== undefined ? { stageId } : {}), ...(profileName !== undefined ? { profileName } : {}) };
    });
}
