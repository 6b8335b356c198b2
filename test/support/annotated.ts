// Rule tests written as data, the way rust-analyzer writes its diagnostics tests: a case file's
// text with each expected diagnostic marked under the line it sits on.
//
//     {
//       "bus": { "deficit_segments": [ { "cost": "cheap" } ], "excess_cost": 100 },
//                                                ^^^^^^^ PEN-011 must be a number
//     }
//
// The marker syntax:
// - A marker line is a line whose first non-blank character is `^`. It can never be JSON (no JSON
//   line starts with `^`, and it is not a comment either, so a test may still feed comments to the
//   JSON reader). It marks the nearest line above it that is not a marker line; several marker
//   lines in a row mark several diagnostics on that one line.
// - The carets cover the diagnostic's range: the first caret under its first character, one caret
//   per character (UTF-16 code unit, as the ranges count). A range that goes on past the end of the
//   line is drawn to the line's end and followed by `...` (`^^^^...`): its start is checked, and
//   that it ends on a later line.
// - After the carets: the rule id, then optionally a severity (`error`, `warning`, `hint`) when the
//   finding's differs from the catalogue's, then optionally a fragment the message must contain.
// - A diagnostic about the whole file (no range: a CASE-002 "checks did not run" hint, say) is
//   marked `^file CASE-002 ...` on a marker line above the first line of text.
//
// `expectAnnotated` strips the marker lines (and the common indentation of the template), writes
// the text as `file` into the baseline case (test/support/cases.ts; every other file valid), runs
// the engine and asserts that the diagnostics of that file are exactly the marked ones: a missing or
// an extra diagnostic fails, and the failure shows the text with the markers redrawn where the
// engine put them beside the text as written. A zero-length range cannot be marked: test it with
// expectDiagnostic.
import assert from 'node:assert/strict';
import type { Diagnostic, Severity } from '../../shared/core/diagnostics';
import type { ValidationResult } from '../../shared/engine/validate';
import { findRule, ruleSeverity, type RuleId } from '../../shared/rules';
import { validCase, validateFiles, type CaseFiles } from './cases';

const SEVERITIES: readonly Severity[] = ['error', 'warning', 'hint'];
const MARKER = /^(\s*)(\^+)(\.\.\.|file)?(?:\s+(\S+))?(?:\s+(.*?))?\s*$/;

/** One marked diagnostic: where its carets sit and what it must say. */
export interface Annotation {
  /** 0-based line of the (stripped) text the marker sits under; -1 for a whole-file marker (`^file`). */
  line: number;
  /** 0-based column of the first caret. */
  start: number;
  /** 0-based column after the last caret. */
  end: number;
  /** The range goes on past the end of its line (`^^^...`). */
  continues: boolean;
  code: RuleId;
  severity: Severity;
  /** Set when the marker names the severity (a per-finding override); else the catalogue's. */
  severityGiven: boolean;
  messageFragment?: string;
  /** The marker line as written (after dedent), so a matched marker is redrawn identically. */
  source: string;
}

export interface AnnotatedText {
  /** The file's text, marker lines removed. */
  text: string;
  annotations: Annotation[];
}

/** The template's lines without its first and last blank lines and without their common indentation. */
function dedentedLines(template: string): string[] {
  const lines = template.split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)![0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common));
}

function isMarkerLine(line: string): boolean {
  return line.trimStart().startsWith('^');
}

/** Splits an annotated template into the file's text and its markers; a malformed marker throws. */
export function parseAnnotated(template: string): AnnotatedText {
  const textLines: string[] = [];
  const annotations: Annotation[] = [];
  for (const line of dedentedLines(template)) {
    if (!isMarkerLine(line)) {
      textLines.push(line);
      continue;
    }
    const match = MARKER.exec(line);
    const [, indent = '', carets = '', suffix, code, rest] = match ?? [];
    if (!match || code === undefined) throw new Error(`marker without a rule id: ${JSON.stringify(line)}`);
    const wholeFile = suffix === 'file';
    if (wholeFile !== (textLines.length === 0))
      throw new Error(`${wholeFile ? 'a ^file marker goes above' : 'a range marker goes below'} the first line of text: ${JSON.stringify(line)}`);
    if (!findRule(code) || findRule(code)!.id !== code) throw new Error(`marker names no catalogued rule: ${code}`);
    const words = rest?.split(/\s+/) ?? [];
    const severityGiven = SEVERITIES.includes(words[0] as Severity);
    const fragment = (severityGiven ? words.slice(1) : words).join(' ');
    annotations.push({
      line: textLines.length - 1,
      start: indent.length,
      end: indent.length + carets.length,
      continues: suffix === '...',
      code: code as RuleId,
      severity: severityGiven ? (words[0] as Severity) : ruleSeverity(code as RuleId),
      severityGiven,
      ...(fragment ? { messageFragment: fragment } : {}),
      source: line.trimEnd(),
    });
  }
  return { text: textLines.join('\n'), annotations };
}

function jsonRange(diagnostic: Diagnostic) {
  return diagnostic.location.kind === 'json' ? diagnostic.location.range : undefined;
}

/** Whether the engine's diagnostic is the one the marker describes (the text's lines give a long range's line end). */
function fits(annotation: Annotation, diagnostic: Diagnostic, lines: readonly string[]): boolean {
  if (diagnostic.code !== annotation.code || diagnostic.severity !== annotation.severity) return false;
  if (annotation.messageFragment !== undefined && !diagnostic.message.includes(annotation.messageFragment)) return false;
  if (annotation.line < 0) return diagnostic.location.kind === 'file';
  const range = jsonRange(diagnostic);
  if (!range) return false;
  if (range.start.line !== annotation.line || range.start.character !== annotation.start) return false;
  if (annotation.continues) return range.end.line > range.start.line && annotation.end === Math.max(lines[annotation.line]!.length, annotation.start + 1);
  return range.end.line === range.start.line && range.end.character === annotation.end;
}

/** The marker line that draws an engine diagnostic nobody marked: severity and whole message spelled out. */
function markerOf(diagnostic: Diagnostic, lines: readonly string[]): string {
  const range = jsonRange(diagnostic);
  if (!range) return `^file ${diagnostic.code} ${diagnostic.severity} ${diagnostic.message}`;
  const { start, end } = range;
  const continues = end.line > start.line;
  const lastColumn = continues ? Math.max(lines[start.line]?.length ?? 0, start.character + 1) : Math.max(end.character, start.character + 1);
  return `${' '.repeat(start.character)}${'^'.repeat(lastColumn - start.character)}${continues ? '...' : ''} ${diagnostic.code} ${diagnostic.severity} ${diagnostic.message}`;
}

/** The text with marker lines inserted under their lines (`markers[i]`: the markers of line i; -1: the whole-file markers, on top). */
function drawn(lines: readonly string[], markers: ReadonlyMap<number, string[]>): string {
  return [...(markers.get(-1) ?? []), ...lines.flatMap((line, index) => [line, ...(markers.get(index) ?? [])])].join('\n');
}

export interface AnnotatedComparison {
  /** The text with the markers as written. */
  expected: string;
  /** The text with a marker for each diagnostic the engine reported: a matched one as written, the rest in full. */
  actual: string;
  /** Each marker's matched diagnostic (in marker order), undefined where none fits. */
  matched: Array<Diagnostic | undefined>;
}

/** Pairs the markers with the file's diagnostics and draws both sides. Diagnostics not in `file` are ignored. */
export function compareAnnotated(annotated: AnnotatedText, diagnostics: readonly Diagnostic[]): AnnotatedComparison {
  const lines = annotated.text.split('\n');
  const unmatched = [...diagnostics];
  const matched = annotated.annotations.map((annotation) => {
    const index = unmatched.findIndex((diagnostic) => fits(annotation, diagnostic, lines));
    return index < 0 ? undefined : unmatched.splice(index, 1)[0];
  });
  const expectedMarkers = new Map<number, string[]>();
  const actualMarkers = new Map<number, string[]>();
  const push = (map: Map<number, string[]>, line: number, marker: string) => map.set(line, [...(map.get(line) ?? []), marker]);
  annotated.annotations.forEach((annotation, k) => {
    push(expectedMarkers, annotation.line, annotation.source);
    if (matched[k]) push(actualMarkers, annotation.line, annotation.source);
  });
  const position = (d: Diagnostic) => jsonRange(d)?.start ?? { line: -1, character: 0 };
  unmatched.sort((a, b) => position(a).line - position(b).line || position(a).character - position(b).character);
  for (const diagnostic of unmatched) push(actualMarkers, Math.min(position(diagnostic).line, lines.length - 1), markerOf(diagnostic, lines));
  return { expected: drawn(lines, expectedMarkers), actual: drawn(lines, actualMarkers), matched };
}

export interface AnnotatedOptions {
  /** The case the file is written into (default: the baseline case, every file valid). */
  files?: CaseFiles;
}

export interface AnnotatedResult {
  result: ValidationResult;
  /** The diagnostic each marker matched, in marker order. */
  diagnostics: Diagnostic[];
}

/**
 * Runs the engine on `file` written from the annotated template and asserts its diagnostics are
 * exactly the marked ones. Returns the matched diagnostics so a test can look at their data too.
 */
export async function expectAnnotated(file: string, template: string, options: AnnotatedOptions = {}): Promise<AnnotatedResult> {
  const annotated = parseAnnotated(template);
  const result = await validateFiles({ ...(options.files ?? validCase()), [file]: annotated.text });
  const comparison = compareAnnotated(
    annotated,
    result.diagnostics.filter((d) => d.file === file),
  );
  assert.equal(comparison.actual, comparison.expected, `the diagnostics of ${file} differ from its markers (actual: where the engine put them)`);
  return { result, diagnostics: comparison.matched as Diagnostic[] };
}
