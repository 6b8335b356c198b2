// Completion inside a generic constraint's expression (constraints/generic_constraints.json): after
// "variable(" the ids of the entities that variable reads, with their names (plants, thermals,
// lines, buses, stations, contracts, sources of the case's last validation); elsewhere, the 20
// variable names the loader knows, each inserted with its parenthesis.
import { CASE_FILES } from '../../core/case/layout';
import { pathOf } from '../../core/json/nodes';
import { normalizeFieldPath } from '../../fieldDocs/fields';
import { VARIABLES, VARIABLE_NAMES, type VariableKind } from '../../checks/genericConstraints/fields';
import { nodeAt, type ServiceContext } from '../context';
import type { CompletionEntry } from '../types';
import { toRange } from './span';

const EXPRESSION = 'constraints[].expression';

/** The completions when the cursor is inside an expression string; undefined anywhere else (the other completions then apply). */
export function expressionCompletions(context: ServiceContext, offset: number): CompletionEntry[] | undefined {
  if (context.file !== CASE_FILES.genericConstraints) return undefined;
  const node = nodeAt(context.doc, offset);
  if (node?.type !== 'string' || offset <= node.offset || offset >= node.offset + node.length) return undefined;
  if (normalizeFieldPath(pathOf(node)) !== EXPRESSION) return undefined;
  const raw = context.doc.rawText(node);
  if (raw.length !== (node.value as string).length + 2) return []; // escapes: positions in the value are not the file's
  const before = raw.slice(1, offset - node.offset);
  const argument = /([\p{Alphabetic}_][\p{Alphabetic}\p{N}_]*)\s*\(\s*(\d*)$/u.exec(before);
  if (argument) {
    const kind = Object.hasOwn(VARIABLES, argument[1]!) ? VARIABLES[argument[1]!] : undefined;
    if (!kind) return [];
    const range = toRange(context, { start: offset - argument[2]!.length, end: offset });
    return entityIds(context, kind).map((entity, order) => ({
      label: entity.name !== undefined ? `${entity.id} — ${entity.name}` : `${entity.id}`,
      kind: 'reference',
      detail: `${entity.noun} ${entity.id}`,
      insertText: `${entity.id}`,
      filterText: `${entity.id}`,
      range,
      sortText: String(order).padStart(5, '0'),
    }));
  }
  const word = /[\p{Alphabetic}_][\p{Alphabetic}\p{N}_]*$/u.exec(before)?.[0] ?? '';
  // Only where a variable may start: the start, or after an operator or '*'.
  if (!/(^|[+\-*])$/.test(before.slice(0, before.length - word.length).trimEnd())) return [];
  const range = toRange(context, { start: offset - word.length, end: offset });
  return VARIABLE_NAMES.map((name, order) => ({
    label: name,
    kind: 'value',
    detail: VARIABLES[name]!.stageOnly ? 'stage variable: (entity id)' : '(entity id) or (entity id, block id)',
    documentation: `${VARIABLES[name]!.meaning[0]!.toUpperCase()}${VARIABLES[name]!.meaning.slice(1)}.`,
    insertText: `${name}($1)`,
    snippet: true,
    filterText: name,
    range,
    sortText: String(order).padStart(5, '0'),
  }));
}

interface EntityChoice {
  id: number;
  name?: string;
  noun: string;
}

/** The declared entities a variable may name, by id, from the last validation. */
function entityIds(context: ServiceContext, kind: VariableKind): EntityChoice[] {
  const model = context.validation?.model;
  const listed = (noun: string, entities: Iterable<{ id?: number; name?: string }> | undefined): EntityChoice[] =>
    [...(entities ?? [])]
      .filter((entity): entity is { id: number; name?: string } => entity.id !== undefined)
      .sort((a, b) => a.id - b.id)
      .map((entity) => ({ id: entity.id, noun, ...(entity.name !== undefined ? { name: entity.name } : {}) }));
  switch (kind.registry) {
    case 'hydro':
      return listed('plant', model?.hydros?.plants.values());
    case 'thermal':
      return listed('thermal', model?.thermals?.thermals.values());
    case 'line':
      return listed('line', model?.lines?.byId.values());
    case 'bus':
      return listed('bus', model?.buses?.byId.values());
    case 'pumping':
      return listed('pumping station', model?.pumping?.byId.values());
    case 'contract':
      return listed('contract', model?.contracts?.byId.values());
    case 'ncs':
      return listed('source', model?.nonControllable?.byId.values());
  }
}
