// The parse of a case JSON file into jsonc-parser's node tree, built here rather than by
// `parseTree` for two reasons:
// - Depth (decision D25): the loader's parser refuses nesting of 128 levels or more, and
//   jsonc-parser recurses once per level, so a few thousand `[` overflowed the stack. A value that
//   opens past the limit is skipped to its closing bracket (it becomes an empty container over the
//   same span) and the rest of the file is parsed, so the rules check every field after it. Every
//   later walk of a tree (rules, the duplicate-key check, hover, symbols) is therefore at most 127
//   levels deep.
// - Memory: a large file is millions of nodes (a 50 MB stages.json, five million). Children
//   arrays are built at their exact size (jsonc-parser's `push` leaves room for 17 entries in
//   every 2-entry property), every node of a kind is an instance of one class (the type on its
//   prototype), repeated keys share one string, and a property holds its key text and its value
//   directly: its key node and its `children` pair are only made when something asks for them
//   (`PropertyNode`). The helpers of nodes.ts read the key and the value without making either.
import { visit, type ParseError } from 'jsonc-parser';
import type { JsonNode } from './document';
import { scanStrictJson, type TreeSink } from './strictScan';
import type { TextDelta } from '../textDelta';

/**
 * The deepest nesting accepted, the root value being level 1 (D25): serde_json's counter starts at
 * 128 and fails when an opening bracket takes it to 0, so 127 levels load and the 128th opening
 * bracket is the error.
 */
export const MAX_NESTING = 127;

export interface ParsedTree {
  root: JsonNode | undefined;
  /** jsonc-parser's syntax errors, in source order (none inside a skipped too-deep value). */
  errors: ParseError[];
  /** Offset of the first `[` or `{` nested deeper than `MAX_NESTING`; its value was skipped to its closing bracket. */
  tooDeepAt?: number;
}

/** A node while the builder fills it in (jsonc-parser's `Node` is read-only to its users). */
type Building = { -readonly [K in keyof JsonNode]: JsonNode[K] };

class TooDeep {
  constructor(readonly offset: number) {}
}

/**
 * Strict JSON (no comments, no trailing commas), as the loader reads it. Valid JSON takes the fast
 * scanner of strictScan.ts; anything else is parsed again by jsonc-parser, which reports the errors.
 */
export function parseJsonTree(text: string): ParsedTree {
  if (!referenceParse && isStrictJson(text)) {
    const fast = new TreeBuilder();
    if (scanStrictJson(text, fast, MAX_NESTING)) return fast.result();
  }
  return parseJsonTreeWithJsonc(text);
}

/**
 * `JSON.parse` as the gate of the fast route: native, it costs a tenth of a tree build, and it keeps
 * text with an error (an editor's text is often broken for a keystroke) from being half built by
 * the fast route and then built again by jsonc-parser, which cost twice the reference route.
 */
function isStrictJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

let referenceParse = false;

/** Switches this thread to the reference route, jsonc-parser for every text (tests and the benchmark's cross-check). */
export function useReferenceJsonParse(on: boolean): void {
  referenceParse = on;
}

/** The reference route: the tree built from jsonc-parser's `visit`, errors and all (exported for the tests that compare the routes). */
export function parseJsonTreeWithJsonc(text: string): ParsedTree {
  const parsed = new TreeBuilder().parse(text);
  if (parsed.tooDeepAt === undefined) return parsed;
  // The loader's limit stops jsonc-parser at the first too-deep value (it would overflow the stack
  // otherwise). Parse again with every too-deep value blanked to an empty container of the same
  // span: the offsets stay, and the fields after it are read (D25). Should the blanking and
  // jsonc-parser ever disagree on a bracket, the stopped parse stands.
  const skipped = new TreeBuilder(MAX_NESTING + 1).parse(blankTooDeepValues(text));
  return skipped.tooDeepAt === undefined ? { ...skipped, tooDeepAt: parsed.tooDeepAt } : parsed;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS: ReadonlyMap<number, string> = new Map([
  [0x5b, ']'],
  [0x7b, '}'],
]);
const CLOSERS: ReadonlySet<number> = new Set([0x5d, 0x7d]);

/**
 * `text` with every value that opens past `MAX_NESTING` replaced by an empty container of the same
 * length: its opening bracket, spaces, and the matching closing bracket where the value's own was
 * (an unterminated value is blanked to the end of the text). Brackets inside strings do not count.
 */
export function blankTooDeepValues(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE) i = stringEnd(text, i);
    else if (CLOSERS.has(ch)) depth = Math.max(0, depth - 1);
    else if (OPENERS.has(ch)) {
      if (depth < MAX_NESTING) {
        depth++;
        continue;
      }
      const close = matchingClose(text, i);
      const closer = close < text.length ? OPENERS.get(ch)! : '';
      parts.push(text.slice(copied, i + 1), ' '.repeat(close - i - 1), closer);
      copied = Math.min(close + 1, text.length);
      i = close;
    }
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/** The offset of the bracket closing the container opened at `open`, or the text's length when none does. */
function matchingClose(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE) i = stringEnd(text, i);
    else if (OPENERS.has(ch)) depth++;
    else if (CLOSERS.has(ch) && --depth === 0) return i;
  }
  return text.length;
}

/** The offset of the quote closing the string opened at `open` (or where jsonc-parser ends an unterminated one: a line break, the text's end). */
function stringEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === BACKSLASH) i++;
    else if (ch === QUOTE || ch === 0x0a || ch === 0x0d) return i;
  }
  return text.length;
}

class TreeBuilder implements TreeSink {
  /** `deepest`: the deepest level opened; one past the limit once the too-deep values are blanked to empty containers. */
  constructor(private readonly deepest = MAX_NESTING) {}

  private readonly errors: ParseError[] = [];
  /** Stands for the document: its one child is the root value. */
  private readonly top: Building = new ArrayNode(-1, undefined, []);
  private current: Building = this.top;
  /** Where `current` starts in the text, and where each node open around it starts: nodes hold offsets relative to their parent's. */
  private currentOffset = -1;
  private readonly openOffsets: number[] = [];
  /** The children of every open object and array, innermost last, and where each one's start. */
  private readonly pending: JsonNode[] = [];
  private readonly pendingStarts: number[] = [0];
  /** One copy of each key and short string value. */
  private readonly keys = new Map<string, string>();

  parse(text: string): ParsedTree {
    let tooDeepAt: number | undefined;
    try {
      visit(
        text,
        {
          onObjectBegin: (offset) => this.open('object', offset),
          onObjectProperty: (name, offset, length) => this.property(name, offset, length),
          onObjectEnd: (offset, length) => this.close(offset + length),
          onArrayBegin: (offset) => this.open('array', offset),
          onArrayEnd: (offset, length) => this.close(offset + length),
          onLiteralValue: (value, offset, length) => this.literal(value, offset, length),
          onSeparator: (separator, offset) => this.separator(separator, offset),
          onError: (error, offset, length) => {
            this.errors.push({ error, offset, length });
          },
        },
        { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
      );
    } catch (error) {
      if (!(error instanceof TooDeep)) throw error;
      tooDeepAt = error.offset;
      while (this.current !== this.top) this.close(error.offset);
    }
    return this.result(tooDeepAt);
  }

  /** The tree, once the whole text went through the builder. */
  result(tooDeepAt?: number): ParsedTree {
    this.finish(this.top);
    const root = this.top.children![0];
    if (root) {
      const offset = root.offset;
      (root as Building).parent = undefined;
      setRelativeOffset(root, offset); // relative to the text now, not to the holder
    }
    return { root, errors: this.errors, ...(tooDeepAt !== undefined ? { tooDeepAt } : {}) };
  }

  open(type: 'object' | 'array', offset: number): void {
    // One open container per level of nesting: the top holder is not one.
    if (this.pendingStarts.length > this.deepest) throw new TooDeep(offset);
    const node: Building = new (type === 'object' ? ObjectNode : ArrayNode)(offset - this.currentOffset, this.current, EMPTY);
    this.add(node);
    this.enter(node, offset);
    this.pendingStarts.push(this.pending.length);
  }

  property(name: string, offset: number, length: number): void {
    let key = this.keys.get(name);
    if (key === undefined) this.keys.set(name, (key = name));
    const property = new PropertyNode(offset - this.currentOffset, this.current, key, length);
    this.add(property);
    this.enter(property as Building, offset);
  }

  private enter(node: Building, offset: number): void {
    this.openOffsets.push(this.currentOffset);
    this.current = node;
    this.currentOffset = offset;
  }

  private leave(): void {
    this.current = this.current.parent as Building;
    this.currentOffset = this.openOffsets.pop()!;
  }

  literal(value: unknown, offset: number, length: number): void {
    // Short strings repeat (dates, enum values, names): one copy each, like the keys.
    if (typeof value === 'string' && value.length <= 24) {
      const shared = this.keys.get(value);
      if (shared === undefined) this.keys.set(value, value);
      else value = shared;
    }
    const parent = this.current;
    // A property's literal value is held by the property, not as a node of its own (see PropertyNode).
    if (parent instanceof PropertyNode) parent.holdLiteral(value as LiteralValue, offset - this.currentOffset, length);
    else this.pending.push(makeLiteral(value as LiteralValue, offset - this.currentOffset, length, parent));
    this.completeProperty(offset + length);
  }

  /** `colonOffset` is not kept: nothing reads it, and it cost a field on every property. */
  private separator(separator: string, offset: number): void {
    if (separator === ',' && this.current.type === 'property') this.completeProperty(offset);
  }

  /** Closes the innermost open object or array (and a property left without a value inside it). */
  close(end: number): void {
    this.completeProperty(end);
    const node = this.current;
    node.length = end - this.currentOffset;
    this.finish(node);
    this.leave();
    this.completeProperty(end);
  }

  private finish(container: Building): void {
    const start = this.pendingStarts.pop()!;
    container.children = this.pending.slice(start);
    this.pending.length = start;
  }

  private add(node: JsonNode): void {
    const parent = this.current;
    if (parent instanceof PropertyNode) parent.holdNode(node);
    else this.pending.push(node);
  }

  private completeProperty(end: number): void {
    const property = this.current;
    if (!(property instanceof PropertyNode)) return;
    property.complete(end - this.currentOffset);
    this.leave();
  }
}

/** Placeholder children of a node still being built (replaced when it closes). */
const EMPTY: JsonNode[] = [];

/** An object or an array; like a literal's, its `type` lives on the prototype of its class. */
abstract class ContainerNode implements JsonNode {
  abstract readonly type: 'object' | 'array';
  /** Set by the builder when the container closes. */
  length = -1;
  constructor(
    /** From the parent's start (the root's: from the text's), see `shiftTree`. */
    public relativeOffset: number,
    readonly parent: JsonNode | undefined,
    public children: JsonNode[],
  ) {}

  get offset(): number {
    return offsetFrom(this.parent, this.relativeOffset);
  }
}
class ObjectNode extends ContainerNode {
  declare readonly type: 'object';
}
class ArrayNode extends ContainerNode {
  declare readonly type: 'array';
}
Object.defineProperty(ObjectNode.prototype, 'type', { value: 'object', enumerable: true });
Object.defineProperty(ArrayNode.prototype, 'type', { value: 'array', enumerable: true });

/** What a JSON literal reads as. */
export type LiteralValue = string | number | boolean | null;

/**
 * A property node that holds its key as text and its value directly. jsonc-parser's shape (a
 * `children` pair of key node and value node) is still there for every reader, made on demand;
 * the key node is made once, so it keeps its identity.
 *
 * A literal value (a third of a large file's nodes) is held as the value itself plus where it
 * starts (packed with the property's offset, see `place`), and its node is made the first time something asks for it (`valueNode`, `children`), then kept
 * in its place: a node, once handed out, is the only one there is for that value, so identity
 * holds for every reader. Readers that only look (the field readers, the duplicate-key walk) use
 * `peekValue`, which makes a throwaway node and keeps nothing, so the literals the rules merely
 * read never become nodes (issue 9: a compact 50 MB stages.json under 800 MB).
 */
export class PropertyNode implements JsonNode {
  declare readonly type: 'property';
  /** The value's node, or a literal value not yet made a node, or undefined (no value parsed). */
  private held: JsonNode | LiteralValue | undefined = undefined;
  /**
   * The property's offset from its parent's (see `shiftTree`) times 8, plus where a held literal
   * starts: 0 while the value is a node or absent, else 1 + the gap between the key's end and the
   * literal (`:` is 1, `: ` is 2); 7 when the gap is wider (kept aside). One small integer instead
   * of two fields on every property.
   */
  private place: number;

  constructor(
    relativeOffset: number,
    readonly parent: JsonNode | undefined,
    /** The key's text (the key node's `value`); the key starts where the property does. */
    readonly key: string,
    keyLength: number,
  ) {
    this.place = relativeOffset * 8;
    // The key's length in the text is its own length plus the quotes unless it holds escapes.
    if (keyLength !== key.length + 2) rareLengths.set(this, { key: keyLength, end: -1 });
  }

  get offset(): number {
    return offsetFrom(this.parent, this.relativeOffset);
  }

  get relativeOffset(): number {
    return Math.floor(this.place / 8);
  }

  /** Moves the property (and so everything in it) by `delta` characters. */
  moveBy(delta: number): void {
    this.place += delta * 8;
  }

  /** Called by the builder with the value's node (the first value only). */
  holdNode(node: JsonNode): void {
    if (this.held === undefined && !this.holdsLiteral()) this.held = node;
  }

  /** Called by the builder with a literal value (the first value only), `start` characters after the property's. */
  holdLiteral(value: LiteralValue, start: number, length: number): void {
    if (this.held !== undefined || this.holdsLiteral()) return;
    this.held = value;
    const gap = start - this.keyLength();
    if (gap >= 0 && gap < 6) this.place += gap + 1;
    else {
      this.place += 7;
      wideGaps.set(this, gap);
    }
    if (length !== derivedLength(value)) heldLiteralLengths.set(this, length);
  }

  /** The value's node, made (once, then kept) when the value is a held literal. */
  get valueNode(): JsonNode | undefined {
    if (!this.holdsLiteral()) return this.held as JsonNode | undefined;
    const node = this.makeLiteralNode();
    this.held = node;
    this.place -= this.place % 8;
    return node;
  }

  /**
   * The value's node to read now (type, value, offset, length, path) but not to keep: a held literal
   * gets a throwaway node, so do not store it, compare it with another node, or hand it to code
   * that might. Anything else is the node `valueNode` returns.
   */
  peekValue(): JsonNode | undefined {
    return this.holdsLiteral() ? this.makeLiteralNode() : (this.held as JsonNode | undefined);
  }

  /** The value's node if it is one already (an object, an array, a literal made a node); a held literal gives undefined and stays unmade. */
  madeValue(): JsonNode | undefined {
    return this.holdsLiteral() ? undefined : (this.held as JsonNode | undefined);
  }

  /** Up to the end of the value; a property without a value keeps the end it was closed at. */
  get length(): number {
    const end = rareLengths.get(this)?.end ?? -1;
    return end >= 0 ? end : this.valueEnd();
  }

  /** Called once by the builder where the property ends (`end` characters after its start). */
  complete(end: number): void {
    if (this.valueEnd() === end) return;
    const rare = rareLengths.get(this);
    if (rare) rare.end = end;
    else rareLengths.set(this, { key: this.key.length + 2, end });
  }

  get keyNode(): JsonNode {
    let keyNode = keyNodes.get(this);
    if (!keyNode) keyNodes.set(this, (keyNode = new StringNode(0, this.keyLength(), this, this.key)));
    return keyNode;
  }

  get children(): JsonNode[] {
    const value = this.valueNode;
    return value ? [this.keyNode, value] : [this.keyNode];
  }

  /** Where the value ends, from the property's start; -1 without a value. */
  private valueEnd(): number {
    if (this.holdsLiteral()) return this.literalStart() + this.heldLiteralLength();
    const node = this.held as JsonNode | undefined;
    return node ? relativeOffsetOf(node) + node.length : -1;
  }

  private holdsLiteral(): boolean {
    return this.place % 8 !== 0;
  }

  /** The key's length in the text: its own length plus the quotes, unless it holds escapes. */
  private keyLength(): number {
    return rareLengths.get(this)?.key ?? this.key.length + 2;
  }

  /** Where a held literal starts, from the property's start. */
  private literalStart(): number {
    const code = this.place % 8;
    const gap = code === 7 ? wideGaps.get(this)! : code - 1;
    return this.keyLength() + gap;
  }

  private heldLiteralLength(): number {
    return heldLiteralLengths.get(this) ?? derivedLength(this.held);
  }

  /**
   * Fits the property, which starts at `start` (before the edit's end) and ends after the edit's
   * start, to an edit inside it (see `shiftTree`); a held literal stays unmade. The key cannot
   * change: an edit is never inside a key, so its node (at the property's start) stays put.
   */
  shiftInside(start: number, edit: TextDelta): void {
    const delta = edit.newerEnd - edit.olderEnd;
    const rare = rareLengths.get(this);
    if (rare && rare.end >= 0 && start + rare.end > edit.start) rare.end += delta;
    if (this.holdsLiteral()) {
      const literalStart = this.literalStart();
      // Whitespace between the key and the literal widens or narrows the gap; the key stays put.
      if (start + literalStart >= edit.olderEnd) this.setGap(literalStart + delta - this.keyLength());
    } else if (this.held !== undefined) {
      const held = this.held as JsonNode;
      shiftNode(held, start + relativeOffsetOf(held), edit);
    }
  }

  private setGap(gap: number): void {
    this.place -= this.place % 8;
    wideGaps.delete(this);
    if (gap >= 0 && gap < 6) this.place += gap + 1;
    else {
      this.place += 7;
      wideGaps.set(this, gap);
    }
  }

  /** The held literal's span, when this property holds one not yet made a node. */
  heldLiteralSpan(): { offset: number; length: number; value: LiteralValue } | undefined {
    return this.holdsLiteral() ? { offset: this.offset + this.literalStart(), length: this.heldLiteralLength(), value: this.held as LiteralValue } : undefined;
  }

  /** Replaces the held literal by a value written in `length` characters (see `literalSpanning`). */
  replaceHeldLiteral(value: LiteralValue, length: number): void {
    this.held = value;
    if (length === derivedLength(value)) heldLiteralLengths.delete(this);
    else heldLiteralLengths.set(this, length);
  }

  /** Made on every peek: the length is passed only when kept aside, so the node derives it rather than printing the value twice. */
  private makeLiteralNode(): JsonNode {
    return makeLiteral(this.held as LiteralValue, this.literalStart(), heldLiteralLengths.get(this), this);
  }
}
Object.defineProperty(PropertyNode.prototype, 'type', { value: 'property', enumerable: true });

/**
 * The lengths a property cannot derive (a key written with escapes, a property left without a
 * value by a syntax error): rare, so kept aside rather than as two fields of every property.
 * `end` is the property's length when set (its end from its start), else -1.
 */
const rareLengths = new WeakMap<PropertyNode, { key: number; end: number }>();

/** The lengths of held literals that `derivedLength` does not give (escapes, `1.0`), by property. */
const heldLiteralLengths = new WeakMap<PropertyNode, number>();

/** The gaps between a key and its held literal wider than `PropertyNode.place` holds (rare: odd spacing). */
const wideGaps = new WeakMap<PropertyNode, number>();

/** The key nodes made so far (few: those a diagnostic or an editor service asked for), by property. */
const keyNodes = new WeakMap<PropertyNode, JsonNode>();

/**
 * A literal value; its `type` lives on the prototype of its class, and its `length` is derived from
 * its value (`"abc"` is 5 characters, `168` is 3): two fields less per value. The few values whose
 * text is longer than that (a string with escapes, `1.0`, `1e2`) keep their length aside.
 */
abstract class LiteralNode implements JsonNode {
  abstract readonly type: 'string' | 'number' | 'boolean' | 'null';
  /** `length` undefined: the derived one (the caller knows, and spares printing the value). */
  constructor(
    /** From the parent's start (a root literal's: from the text's), see `shiftTree`. */
    public relativeOffset: number,
    length: number | undefined,
    readonly parent: JsonNode | undefined,
    readonly value: unknown,
  ) {
    // Not `this.length`: a new node has nothing aside yet, and the getter's map lookup ran per literal.
    if (length !== undefined && length !== derivedLength(value)) literalLengths.set(this, length);
  }

  get offset(): number {
    return offsetFrom(this.parent, this.relativeOffset);
  }

  get length(): number {
    return literalLengths.get(this) ?? derivedLength(this.value);
  }
}

/** The lengths `derivedLength` does not give (rare: escapes, numbers not written the shortest way). */
const literalLengths = new WeakMap<LiteralNode, number>();

/** The length of a literal written the plain way: a string without escapes, a number as `String` prints it. */
function derivedLength(value: unknown): number {
  return typeof value === 'string' ? value.length + 2 : String(value).length;
}

class StringNode extends LiteralNode {
  declare readonly type: 'string';
}
class NumberNode extends LiteralNode {
  declare readonly type: 'number';
}
class BooleanNode extends LiteralNode {
  declare readonly type: 'boolean';
}
class NullNode extends LiteralNode {
  declare readonly type: 'null';
}
for (const [Literal, type] of [
  [StringNode, 'string'],
  [NumberNode, 'number'],
  [BooleanNode, 'boolean'],
  [NullNode, 'null'],
] as const) {
  Object.defineProperty(Literal.prototype, 'type', { value: type, enumerable: true });
}

/** The node of a literal value, of the class of its type, `relativeOffset` characters after its parent's start. */
function makeLiteral(value: LiteralValue, relativeOffset: number, length: number | undefined, parent: JsonNode | undefined): JsonNode {
  const Literal = typeof value === 'string' ? StringNode : typeof value === 'number' ? NumberNode : typeof value === 'boolean' ? BooleanNode : NullNode;
  return new Literal(relativeOffset, length, parent, value);
}

/** The offset in the text of a node `relativeOffset` characters after its parent's start. */
function offsetFrom(parent: JsonNode | undefined, relativeOffset: number): number {
  let offset = relativeOffset;
  for (let node = parent; node !== undefined; node = node.parent) offset += relativeOffsetOf(node);
  return offset;
}

/** A node of this module's tree: its offset from its parent's start. */
function relativeOffsetOf(node: JsonNode): number {
  return (node as ContainerNode | PropertyNode | LiteralNode).relativeOffset;
}

function setRelativeOffset(node: JsonNode, relativeOffset: number): void {
  if (node instanceof PropertyNode) node.moveBy(relativeOffset - node.relativeOffset);
  else (node as ContainerNode | LiteralNode).relativeOffset = relativeOffset;
}

/**
 * Moves a tree in place past an edit that replaced whitespace at [edit.start, edit.olderEnd) by
 * whitespace ending at edit.newerEnd (no token starts, ends or changes there): a node starting at
 * or after the replaced run moves with the text, one that ends after its start grows or shrinks
 * with it. In place because the models a file's rules extracted hold these very nodes.
 *
 * A node holds its offset from its parent's start, so a node that moves takes everything in it
 * along: only the nodes around the edit and their later siblings change, not every node after it
 * (a letter typed early in a 380 KB stages.json moved some 50,000 nodes one by one).
 */
export function shiftTree(root: JsonNode, edit: TextDelta): void {
  shiftNode(root, root.offset, edit);
}

/** `shiftTree` for a node that starts at `start` (before the edit). */
function shiftNode(node: JsonNode, start: number, edit: TextDelta): void {
  if (start + node.length <= edit.start) return; // wholly before the edit: nothing in it moves
  const delta = edit.newerEnd - edit.olderEnd;
  if (start >= edit.olderEnd) {
    setRelativeOffset(node, relativeOffsetOf(node) + delta);
    return;
  }
  if (node instanceof PropertyNode) node.shiftInside(start, edit);
  else if (node instanceof ContainerNode) {
    node.length += delta;
    for (const child of node.children) shiftNode(child, start + relativeOffsetOf(child), edit);
  }
  // A literal around the edit: patchLiteral gave it its new length already.
}

/** Whether `offset` lies strictly inside a token (a key, a string, a number, a literal) of the tree. */
export function insideToken(node: JsonNode, offset: number): boolean {
  if (offset <= node.offset || offset >= node.offset + node.length) return false;
  if (node instanceof ContainerNode) return node.children.some((child) => insideToken(child, offset));
  if (node instanceof PropertyNode) {
    const keyLength = rareLengths.get(node)?.key ?? node.key.length + 2;
    const value = node.peekValue(); // a held literal stays unmade
    return offset < node.offset + keyLength || (value !== undefined && insideToken(value, offset));
  }
  return true; // a literal
}

/** A literal value of the tree (a property's held literal or a literal node) that can be replaced in place. */
export interface LiteralSlot {
  offset: number;
  length: number;
  value: LiteralValue;
  /** Gives the literal a new value written in `length` characters; no other node moves (see `shiftTree`). */
  replace(value: LiteralValue, length: number): void;
}

/**
 * The literal value whose text spans [from, to), when one does: not a key, not punctuation, not
 * two tokens. A held literal stays unmade. In place for the reason `shiftTree` gives.
 */
export function literalSpanning(root: JsonNode, from: number, to: number): LiteralSlot | undefined {
  const spans = (node: { offset: number; length: number }) => node.offset <= from && to <= node.offset + node.length;
  let node: JsonNode | undefined = root;
  while (node && spans(node)) {
    if (node instanceof PropertyNode) {
      const held = node.heldLiteralSpan();
      if (!held) {
        node = node.valueNode;
        continue;
      }
      const property = node;
      return spans(held) ? { ...held, replace: (value, length) => property.replaceHeldLiteral(value, length) } : undefined;
    }
    if (node instanceof ContainerNode) {
      node = node.children.find(spans);
      continue;
    }
    if (!(node instanceof LiteralNode)) return undefined;
    const literal = node;
    return {
      offset: literal.offset,
      length: literal.length,
      value: literal.value as LiteralValue,
      replace(value, length) {
        (literal as { value: unknown }).value = value;
        if (length === derivedLength(value)) literalLengths.delete(literal);
        else literalLengths.set(literal, length);
      },
    };
  }
  return undefined;
}
