// Typed field readers shared by every JSON rule module. Each reader looks a field up, reports the
// rule's diagnostic with a consistent message when the field is missing, mistyped or out of range,
// and returns the value only when it is valid, so rule modules read like the rule table.
import type { JsonNode } from './document';
import type { JsonReporter, ReportOptions } from '../reporter';
import { describeValue, elements, getProperty, hasProperty, keyNodeOf, keyOf, peekProperty } from './nodes';
import { ownValue } from '../lookup';
import { closestKey } from '../text';
import type { RuleId } from '../rules/define';

export interface FieldOptions {
  /** Absent is reported as "missing required field". */
  required?: boolean;
  /** `null` is accepted (and returns undefined). */
  nullable?: boolean;
  /** How the field is named in messages; defaults to the key. */
  label?: string;
  severity?: ReportOptions['severity'];
}

export interface NumberOptions extends FieldOptions {
  /** NaN and infinities (`1e400` reads as Infinity) are rejected. */
  finite?: boolean;
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
}

export interface StringOptions extends FieldOptions {
  oneOf?: readonly string[];
}

export interface DateValue {
  text: string;
  /** Days since 1970-01-01 (UTC). */
  day: number;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses a strict `YYYY-MM-DD` calendar date. */
export function parseIsoDate(text: string): DateValue | undefined {
  const match = datePattern.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const dayOfMonth = Number(match[3]);
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > daysInMonth(year, month)) return undefined;
  return { text, day: daysSinceEpoch(year, month, dayOfMonth) };
}

/** The proleptic Gregorian calendar's month lengths, as `Date` counts them (year 0 is a leap year). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Days from 1970-01-01 to a valid date, by arithmetic (H. Hinnant's days_from_civil): every stage
 * has two dates, and a `Date` per date was a tenth of the large case's stages rules.
 */
function daysSinceEpoch(year: number, month: number, dayOfMonth: number): number {
  const y = month <= 2 ? year - 1 : year; // the year counted from March, so the leap day ends it
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** A day count since 1970-01-01 as YYYY-MM-DD; a count beyond what a JavaScript Date holds (a Parquet Date32 reaches farther) as `day N`. */
export function formatDay(day: number): string {
  if (!Number.isFinite(day) || Math.abs(day) > 100_000_000) return `day ${day}`;
  return new Date(day * 86_400_000).toISOString().split('T')[0]!;
}

/** Renders the expectation of a numeric range: `finite and > 0`, `in (0, 1]`, `>= 1`. */
export function describeRange(options: NumberOptions): string {
  const parts: string[] = [];
  if (options.finite) parts.push('finite');
  const { min, max } = options;
  if (min !== undefined && max !== undefined) {
    parts.push(`in ${options.minExclusive ? '(' : '['}${min}, ${max}${options.maxExclusive ? ')' : ']'}`);
  } else if (min !== undefined) {
    parts.push(`${options.minExclusive ? '>' : '>='} ${min}`);
  } else if (max !== undefined) {
    parts.push(`${options.maxExclusive ? '<' : '<='} ${max}`);
  }
  return parts.join(' and ');
}

export class FieldReader {
  constructor(readonly report: JsonReporter) {}

  private raw(node: JsonNode): string {
    return this.report.doc.rawText(node);
  }

  /**
   * The document's root when it is an object. Any other root is reported under `code` as `the root of
   * <file name> must be an object, got …`; undefined then, and when the file has no root.
   */
  rootObject(code: RuleId): JsonNode | undefined {
    const root = this.report.doc.root;
    if (!root || root.type === 'object') return root;
    const name = this.report.file.slice(this.report.file.lastIndexOf('/') + 1);
    this.report.at(root, code, `the root of ${name} must be an object, got ${this.got(root)}`);
    return undefined;
  }

  /** `got 1.0`, `got "abc"`, `got an object` */
  got(node: JsonNode | undefined): string {
    return describeValue(node, node?.type === 'number' ? this.raw(node) : undefined);
  }

  /**
   * Looks the field up and handles absent / null; returns the node to check further, or undefined.
   * A literal's node is peeked (see `peekValueOf`): the readers return values, never these nodes,
   * and the reporter keeps only their place, so the literals read here stay unmade (memory, issue 9).
   */
  private present(parent: JsonNode, key: string, code: RuleId, options: FieldOptions): JsonNode | undefined {
    const node = peekProperty(parent, key);
    if (!node || node.type === 'property') {
      // A property whose value did not parse is a syntax error (JSON-001), not a missing field.
      if (options.required && !hasProperty(parent, key)) {
        // `missingKey` lets the editor offer to insert the field.
        this.report.onObject(parent, code, `missing required field "${key}"`, { ...this.opts(options), data: { missingKey: key } });
      }
      return undefined;
    }
    if (node.type === 'null' && options.nullable) return undefined;
    return node;
  }

  private opts(options: FieldOptions): ReportOptions {
    return options.severity ? { severity: options.severity } : {};
  }

  private typeError(node: JsonNode, code: RuleId, label: string, expected: string, options: FieldOptions): void {
    const orNull = options.nullable ? ' or null' : '';
    this.report.at(node, code, `${label} must be ${expected}${orNull}, got ${this.got(node)}`, this.opts(options));
  }

  /** The field's node when it holds a value of `type`; otherwise reports `<label> must be <expected>`. */
  private ofType(parent: JsonNode, key: string, code: RuleId, options: FieldOptions, type: 'object' | 'array' | 'boolean', expected: string): JsonNode | undefined {
    const node = this.present(parent, key, code, options);
    if (!node) return undefined;
    if (node.type !== type) {
      this.typeError(node, code, options.label ?? `"${key}"`, expected, options);
      return undefined;
    }
    return node;
  }

  object(parent: JsonNode, key: string, code: RuleId, options: FieldOptions = {}): JsonNode | undefined {
    return this.ofType(parent, key, code, options, 'object', 'an object');
  }

  array(parent: JsonNode, key: string, code: RuleId, options: FieldOptions = {}): JsonNode | undefined {
    return this.ofType(parent, key, code, options, 'array', 'an array');
  }

  boolean(parent: JsonNode, key: string, code: RuleId, options: FieldOptions = {}): boolean | undefined {
    return this.ofType(parent, key, code, options, 'boolean', 'true or false')?.value as boolean | undefined;
  }

  string(parent: JsonNode, key: string, code: RuleId, options: StringOptions = {}): string | undefined {
    const node = this.present(parent, key, code, options);
    if (!node) return undefined;
    const label = options.label ?? `"${key}"`;
    if (node.type !== 'string') {
      this.typeError(node, code, label, options.oneOf ? oneOfText(options.oneOf) : 'a string', options);
      return undefined;
    }
    const value = node.value as string;
    if (options.oneOf && !options.oneOf.includes(value)) {
      const suggestion = closestKey(value, options.oneOf);
      const hint = suggestion ? ` (did you mean "${suggestion}"?)` : '';
      this.report.at(node, code, `${label} must be ${oneOfText(options.oneOf)}, got ${this.got(node)}${hint}`, {
        ...this.opts(options),
        ...(suggestion ? { data: { replaceWith: suggestion } } : {}),
      });
      return undefined;
    }
    return value;
  }

  number(parent: JsonNode, key: string, code: RuleId, options: NumberOptions = {}): number | undefined {
    const node = this.present(parent, key, code, options);
    if (!node) return undefined;
    return this.checkNumber(node, code, options.label ?? `"${key}"`, options);
  }

  /** Checks a number node already in hand (an array element, say). */
  checkNumber(node: JsonNode, code: RuleId, label: string, options: NumberOptions = {}): number | undefined {
    if (node.type !== 'number') {
      this.typeError(node, code, label, 'a number', options);
      return undefined;
    }
    const value = node.value as number;
    if (!this.inRange(value, options)) {
      this.report.at(node, code, `${label} must be ${describeRange(options)}, got ${this.raw(node)}`, this.opts(options));
      return undefined;
    }
    return value;
  }

  integer(parent: JsonNode, key: string, code: RuleId, options: NumberOptions = {}): number | undefined {
    const node = this.present(parent, key, code, options);
    if (!node) return undefined;
    return this.checkInteger(node, code, options.label ?? `"${key}"`, options);
  }

  /** Integers are read strictly (decision D20): `1.0` and `1e2` are not integers. */
  checkInteger(node: JsonNode, code: RuleId, label: string, options: NumberOptions = {}): number | undefined {
    if (node.type !== 'number') {
      this.typeError(node, code, label, 'an integer', options);
      return undefined;
    }
    const raw = this.raw(node);
    if (!/^-?\d+$/.test(raw)) {
      this.report.at(node, code, `${label} must be an integer, got ${raw} (integers are read strictly: no fraction or exponent)`, this.opts(options));
      return undefined;
    }
    const value = node.value as number;
    if (!Number.isSafeInteger(value)) {
      this.report.at(node, code, `${label} is out of the integer range, got ${raw}`, this.opts(options));
      return undefined;
    }
    if (!this.inRange(value, options)) {
      this.report.at(node, code, `${label} must be ${describeRange(options)}, got ${raw}`, this.opts(options));
      return undefined;
    }
    return value;
  }

  /**
   * The object entries of a list (none when `list` is undefined), each with its position; any other
   * entry is reported under `code` as `<what> must be an object, got …` and skipped. `what` names the
   * entry, or is given its position when the message states it (`stage_ranges[1]`).
   */
  objectEntries(list: JsonNode | undefined, code: RuleId, what: string | ((index: number) => string)): Array<{ entry: JsonNode; index: number }> {
    const out: Array<{ entry: JsonNode; index: number }> = [];
    elements(list).forEach((entry, index) => {
      if (entry.type === 'object') out.push({ entry, index });
      else this.report.at(entry, code, `${typeof what === 'string' ? what : what(index)} must be an object, got ${this.got(entry)}`);
    });
    return out;
  }

  date(parent: JsonNode, key: string, code: RuleId, options: FieldOptions = {}): DateValue | undefined {
    const node = this.present(parent, key, code, options);
    if (!node) return undefined;
    const label = options.label ?? `"${key}"`;
    if (node.type !== 'string') {
      this.typeError(node, code, label, 'a date string "YYYY-MM-DD"', options);
      return undefined;
    }
    const parsed = parseIsoDate(node.value as string);
    if (!parsed) {
      this.report.at(node, code, `${label} must be a calendar date "YYYY-MM-DD", got ${this.got(node)}`, this.opts(options));
      return undefined;
    }
    return parsed;
  }

  /**
   * The required `start_date` and `end_date` of a dated entry (a stage, a pre-study stage); an end on
   * or before the start is reported on `end_date` under `endCode`, and both dates are still returned.
   */
  dateSpan(parent: JsonNode, startCode: RuleId, endCode: RuleId): { start?: DateValue; end?: DateValue } {
    const start = this.date(parent, 'start_date', startCode, { required: true });
    const end = this.date(parent, 'end_date', endCode, { required: true });
    if (start && end && end.day <= start.day) {
      this.report.at(getProperty(parent, 'end_date')!, endCode, `end_date ${end.text} must be after start_date ${start.text}`);
    }
    return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
  }

  /**
   * Reports every key of `object` not in `known`, with a "did you mean" suggestion (and the rename in
   * `data.rename`) when a known key is within edit distance 3. A key written again in the same object
   * is reported once, at its first place: the repeat is JSON-002's (one cause, one problem; a hostile
   * file repeating one key two million times cost seconds of suggestions).
   */
  unknownKeys(object: JsonNode, known: readonly string[], code: RuleId, options: { severity?: ReportOptions['severity']; renames?: Readonly<Record<string, string>> } = {}): void {
    let absent: string[] | undefined; // the known keys the object lacks: found once, not per unknown key
    // The properties are read directly, not through `properties()`: this runs on every object of a
    // file, and a pair object with its getters per property is garbage a large file can do without.
    // The key node is made only to report (see PropertyNode).
    if (object.type !== 'object') return;
    const reported = new Set<string>();
    for (const property of object.children ?? []) {
      const key = keyOf(property);
      if (typeof key !== 'string' || known.includes(key) || reported.has(key)) continue;
      reported.add(key);
      const suggestion = ownValue(options.renames, key) ?? closestKey(key, (absent ??= known.filter((k) => !hasProperty(object, k))));
      const message = suggestion ? `unknown key "${key}" (did you mean "${suggestion}"?)` : `unknown key "${key}"`;
      this.report.at(keyNodeOf(property)!, code, message, {
        ...(options.severity ? { severity: options.severity } : {}),
        data: suggestion ? { unknownKey: key, rename: suggestion } : { unknownKey: key },
      });
    }
  }

  private inRange(value: number, options: NumberOptions): boolean {
    if (options.finite && !Number.isFinite(value)) return false;
    if (options.min !== undefined && (options.minExclusive ? !(value > options.min) : !(value >= options.min))) return false;
    if (options.max !== undefined && (options.maxExclusive ? !(value < options.max) : !(value <= options.max))) return false;
    return true;
  }
}

function oneOfText(values: readonly string[]): string {
  const quoted = values.map((v) => `"${v}"`);
  return quoted.length <= 1 ? (quoted[0] ?? 'a string') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}
