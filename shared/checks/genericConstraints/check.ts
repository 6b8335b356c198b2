// constraints/generic_constraints.json: every field the loader's parse_generic_constraints reads,
// and each expression parsed as the loader parses it (./expression). The model keeps each
// constraint's terms with their places in the file, for the cross-file rules (a term naming no
// entity) and the editor (hover, completion, go to definition).
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { getProperty } from '../../core/json/nodes';
import { documentedKeys } from '../../core/fieldDocs';
import { I32, readRootList } from '../system/entities';
import { genericConstraintsFieldDocs } from './fields';
import { parseExpression, spanInString, type Term } from '../../model/genericConstraints/expression';

const ROOT_KEYS = documentedKeys(genericConstraintsFieldDocs, '');
const CONSTRAINT_KEYS = documentedKeys(genericConstraintsFieldDocs, 'constraints[]');
const SLACK_KEYS = documentedKeys(genericConstraintsFieldDocs, 'constraints[].slack');
const SENSES = ['<=', '>=', '=='] as const;

export interface GenericConstraint {
  index: number;
  id?: number;
  name?: string;
  node: JsonNode;
  /** The expression string's node, when it is a string. */
  expression?: JsonNode;
  /** The parsed terms; undefined when the expression is absent or does not parse. */
  terms?: Term[];
}

export interface GenericConstraintsModel {
  constraints: GenericConstraint[];
  /** The constraints with a valid id, the first of each id. */
  byId: Map<number, GenericConstraint>;
}

export function checkGenericConstraintsFile(context: JsonFileContext): GenericConstraintsModel | undefined {
  const { fields, report, doc } = context;
  const list = readRootList(context, 'constraints', { list: 'CON-020', unknown: 'CON-029' }, ROOT_KEYS);
  if (!list) return undefined;
  const constraints: GenericConstraint[] = [];
  const byId = new Map<number, GenericConstraint>();
  for (const { entry, index } of fields.objectEntries(list, 'CON-020', 'a constraint entry')) {
    fields.unknownKeys(entry, CONSTRAINT_KEYS, 'CON-029');
    const id = fields.integer(entry, 'id', 'CON-021', { required: true, ...I32, label: 'constraint id' });
    const name = fields.string(entry, 'name', 'CON-023', { required: true, label: 'constraint name' });
    fields.string(entry, 'description', 'CON-023', { nullable: true });
    const constraint: GenericConstraint = { index, node: entry, ...(id !== undefined ? { id } : {}), ...(name !== undefined ? { name } : {}) };
    if (id !== undefined) {
      const first = byId.get(id);
      if (first) report.at(getProperty(entry, 'id')!, 'CON-022', `duplicate constraint id ${id} (first declared at constraints[${first.index}])`);
      else byId.set(id, constraint);
    }
    const expression = fields.string(entry, 'expression', 'CON-024', { required: true });
    if (expression !== undefined) {
      const node = getProperty(entry, 'expression')!;
      constraint.expression = node;
      const parsed = parseExpression(expression);
      if (parsed.ok) constraint.terms = parsed.terms;
      else {
        const span = spanInString(doc, node, parsed.span);
        report.atSpan(`constraints[${index}].expression`, span.offset, span.length, 'CON-025', `the expression does not parse: ${parsed.message}`);
      }
    }
    checkSense(context, entry);
    checkSlack(context, entry);
    constraints.push(constraint);
  }
  return { constraints, byId };
}

/** The sense the loader reads; a reversed or single operator ("=<", "=>", "=") is offered its intended form. */
const MEANT_SENSE: Readonly<Record<string, string>> = { '=<': '<=', '=>': '>=', '=': '==', '<': '<=', '>': '>=' };

function checkSense({ fields, report }: JsonFileContext, entry: JsonNode): void {
  const sense = fields.string(entry, 'sense', 'CON-026', { required: true, label: '"sense"' });
  if (sense === undefined || (SENSES as readonly string[]).includes(sense)) return;
  const meant = Object.hasOwn(MEANT_SENSE, sense) ? MEANT_SENSE[sense] : undefined;
  report.at(
    getProperty(entry, 'sense')!,
    'CON-026',
    `"sense" must be "<=", ">=" or "==", got "${sense}"${meant ? ` (did you mean "${meant}"?)` : ''}`,
    meant ? { data: { replaceWith: meant } } : {},
  );
}

/** `slack`: { enabled: bool, penalty?: number | null }; enabled needs a penalty > 0. */
function checkSlack({ fields, report }: JsonFileContext, entry: JsonNode): void {
  const slack = fields.object(entry, 'slack', 'CON-027', { required: true });
  if (!slack) return;
  fields.unknownKeys(slack, SLACK_KEYS, 'CON-029');
  const enabled = fields.boolean(slack, 'enabled', 'CON-027', { required: true });
  const penaltyNode = getProperty(slack, 'penalty');
  const penalty = fields.number(slack, 'penalty', 'CON-027', { nullable: true, finite: true });
  if (enabled !== true) return;
  if (!penaltyNode || penaltyNode.type === 'null') {
    report.at(
      getProperty(slack, 'enabled')!,
      'CON-028',
      'slack.enabled is true but slack.penalty is not given: give the cost per unit of violation (> 0), or set enabled to false',
    );
  } else if (penalty !== undefined && penalty <= 0) {
    report.at(penaltyNode, 'CON-028', `slack.penalty must be > 0 when the slack is enabled, got ${penalty}`);
  }
}
