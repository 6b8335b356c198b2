// The expression of a generic constraint, parsed as the Cobre loader parses it (cobre-io
// constraints/generic.rs: tokenize, parse_terms, parse_single_term, parse_variable_ref,
// build_variable_ref), with each token's place in the string so that a problem, a hover or a jump to
// an entity lands on the very characters:
//
//   expression ::= ['+' | '-'] term (('+' | '-') term)*
//   term       ::= number '*' variable | variable
//   variable   ::= name '(' entity_id [',' block_id] ')'
//
// The grammar comment of the loader also lists a bare number as a term, but its parser rejects one
// ("expected '*' after coefficient"); this module follows the parser.
import type { JsonDocument, JsonNode } from '../../core/json/document';
import { VARIABLES, VARIABLE_NAMES, type VariableKind } from '../../checks/genericConstraints/fields';

/** A span of the expression string: offset and length in characters (UTF-16 units) of the decoded value. */
export interface ExpressionSpan {
  offset: number;
  length: number;
}

export interface Term {
  coefficient: number;
  variable: string;
  kind: VariableKind;
  entityId: number;
  blockId?: number;
  /** The variable's name. */
  nameSpan: ExpressionSpan;
  /** The entity id's digits. */
  entitySpan: ExpressionSpan;
}

export type ParsedExpression = { ok: true; terms: Term[] } | { ok: false; message: string; span: ExpressionSpan };

type TokenType = '+' | '-' | '*' | '(' | ')' | ',' | 'number' | 'ident';

interface Token {
  type: TokenType;
  offset: number;
  length: number;
  text: string;
  value?: number;
}

class ExpressionError extends Error {
  constructor(
    message: string,
    readonly span: ExpressionSpan,
  ) {
    super(message);
  }
}

const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const isDigit = (c: string) => c >= '0' && c <= '9';
const isIdentStart = (c: string) => /\p{Alphabetic}/u.test(c) || c === '_';
const isIdentPart = (c: string) => /[\p{Alphabetic}\p{Nd}\p{Nl}\p{No}]/u.test(c) || c === '_';

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f') {
      i++;
      continue;
    }
    if ('+-*(),'.includes(c)) {
      tokens.push({ type: c as TokenType, offset: i, length: 1, text: c });
      i++;
      continue;
    }
    if (isDigit(c) || c === '.') {
      const start = i;
      while (i < input.length) {
        const d = input[i]!;
        const exponentSign = (d === '+' || d === '-') && i > start && (input[i - 1] === 'e' || input[i - 1] === 'E');
        if (isDigit(d) || d === '.' || d === 'e' || d === 'E' || exponentSign) i++;
        else break;
      }
      const text = input.slice(start, i);
      if (!NUMBER.test(text)) throw new ExpressionError(`"${text}" is not a number`, { offset: start, length: i - start });
      tokens.push({ type: 'number', offset: start, length: i - start, text, value: Number(text) });
      continue;
    }
    const codePoint = String.fromCodePoint(input.codePointAt(i)!);
    if (isIdentStart(codePoint)) {
      const start = i;
      while (i < input.length) {
        const part = String.fromCodePoint(input.codePointAt(i)!);
        if (!isIdentPart(part)) break;
        i += part.length;
      }
      tokens.push({ type: 'ident', offset: start, length: i - start, text: input.slice(start, i) });
      continue;
    }
    throw new ExpressionError(`unexpected character '${codePoint}'`, { offset: i, length: codePoint.length });
  }
  return tokens;
}

const describe = (token: Token | undefined) => (token ? `"${token.text}"` : 'the end of the expression');

/** Parses `input` as the loader does; a failure carries the loader's reason and the span it is about. */
export function parseExpression(input: string): ParsedExpression {
  try {
    return { ok: true, terms: parseTerms(tokenize(input), input.length) };
  } catch (error) {
    if (error instanceof ExpressionError) return { ok: false, message: error.message, span: error.span };
    throw error;
  }
}

function parseTerms(tokens: Token[], end: number): Term[] {
  if (tokens.length === 0) throw new ExpressionError('the expression is empty: it needs at least one term such as "thermal_generation(0)"', { offset: 0, length: end });
  // A token missing at the end is reported on the last token, the one it should follow.
  const at = (pos: number): ExpressionSpan => {
    const token = tokens[Math.min(pos, tokens.length - 1)]!;
    return { offset: token.offset, length: token.length };
  };
  const terms: Term[] = [];
  let pos = 0;
  let sign = 1;
  if (tokens[0]!.type === '+') pos++;
  else if (tokens[0]!.type === '-') {
    sign = -1;
    pos++;
  }
  for (;;) {
    const token = tokens[pos];
    let coefficient = sign;
    if (token?.type === 'number') {
      coefficient = token.value! * sign;
      if (tokens[pos + 1]?.type !== '*') throw new ExpressionError(`expected '*' after the coefficient ${token.text}, got ${describe(tokens[pos + 1])}`, at(pos + 1));
      pos += 2;
    } else if (token?.type !== 'ident') {
      throw new ExpressionError(`expected a coefficient or a variable name, got ${describe(token)}`, at(pos));
    }
    pos = parseVariable(tokens, pos, coefficient, terms, at);
    if (pos >= tokens.length) return terms;
    const operator = tokens[pos]!;
    if (operator.type !== '+' && operator.type !== '-') throw new ExpressionError(`expected '+' or '-' between terms, got ${describe(operator)}`, at(pos));
    sign = operator.type === '+' ? 1 : -1;
    pos++;
  }
}

/** `name(entity[, block])` at `pos`: pushes the term and returns the position after it. */
function parseVariable(tokens: Token[], pos: number, coefficient: number, terms: Term[], at: (pos: number) => ExpressionSpan): number {
  const name = tokens[pos];
  if (name?.type !== 'ident') throw new ExpressionError(`expected a variable name, got ${describe(name)}`, at(pos));
  if (tokens[pos + 1]?.type !== '(') throw new ExpressionError(`expected '(' after the variable name "${name.text}", got ${describe(tokens[pos + 1])}`, at(pos + 1));
  const entity = tokens[pos + 2];
  if (entity?.type !== 'number') throw new ExpressionError(`expected an integer entity id in "${name.text}(...)", got ${describe(entity)}`, at(pos + 2));
  const entityId = entity.value!;
  if (!(entityId >= 0 && entityId <= 2_147_483_647 && Number.isInteger(entityId)))
    throw new ExpressionError(`the entity id in "${name.text}(...)" must be a non-negative integer, got ${entity.text}`, at(pos + 2));
  let cursor = pos + 3;
  let blockId: number | undefined;
  const next = tokens[cursor];
  if (next?.type === ',') {
    const block = tokens[++cursor];
    if (block?.type !== 'number') throw new ExpressionError(`expected an integer block id after the comma in "${name.text}(...)", got ${describe(block)}`, at(cursor));
    if (!(block.value! >= 0 && Number.isInteger(block.value!)))
      throw new ExpressionError(`the block id in "${name.text}(...)" must be a non-negative integer, got ${block.text}`, at(cursor));
    blockId = block.value!;
    cursor++;
  } else if (next?.type !== ')') {
    throw new ExpressionError(`expected ',' or ')' after the entity id in "${name.text}(...)", got ${describe(next)}`, at(cursor));
  }
  if (tokens[cursor]?.type !== ')') throw new ExpressionError(`expected ')' to close "${name.text}(...)", got ${describe(tokens[cursor])}`, at(cursor));
  const kind = Object.hasOwn(VARIABLES, name.text) ? VARIABLES[name.text]! : undefined;
  if (!kind) throw new ExpressionError(`unknown variable "${name.text}": not one of the ${VARIABLE_NAMES.length} variables a generic constraint may use`, at(pos));
  if (kind.stageOnly && blockId !== undefined) {
    const first = tokens[pos + 3]!;
    throw new ExpressionError(`"${name.text}" is a stage variable and takes no block argument`, {
      offset: first.offset,
      length: tokens[cursor - 1]!.offset + tokens[cursor - 1]!.length - first.offset,
    });
  }
  terms.push({
    coefficient,
    variable: name.text,
    kind,
    entityId,
    ...(blockId !== undefined ? { blockId } : {}),
    nameSpan: { offset: name.offset, length: name.length },
    entitySpan: { offset: entity.offset, length: entity.length },
  });
  return cursor + 1;
}

/**
 * Where a span of a string's value lies in the file: exact when the string has no escape (its
 * characters are the file's), else the whole string.
 */
export function spanInString(doc: JsonDocument, node: JsonNode, span: ExpressionSpan): ExpressionSpan {
  const raw = doc.rawText(node);
  if (raw.length === (node.value as string).length + 2) return { offset: node.offset + 1 + span.offset, length: span.length };
  return { offset: node.offset, length: node.length };
}
