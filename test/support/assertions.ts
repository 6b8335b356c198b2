// Assertions on engine diagnostics: a rule fires with the right code, severity and location,
// or stays silent. Failures print every diagnostic so the cause is visible at once.
import assert from 'node:assert/strict';
import type { Diagnostic, RowRange, Severity } from '../../shared/core/diagnostics';
import type { ValidationResult } from '../../shared/engine/validate';
import { ruleSeverity, type RuleId } from '../../shared/rules';

export interface Expected {
  code: RuleId;
  file?: string;
  /**
   * Only for a finding whose severity differs from its rule's (a per-finding override): by default
   * the diagnostic must carry the catalogue's severity, so tests never restate it.
   */
  severity?: Severity;
  /** JSON path of the diagnostic (exact). */
  path?: string;
  /** 0-based line of a JSON diagnostic's start. */
  line?: number;
  /** Parquet row (exact; `null` means a table-level diagnostic with no row). */
  row?: number | null;
  column?: string;
  /** Every failing row of an aggregated Parquet diagnostic (D27), exact; `null`: a single-row diagnostic without `rows`. */
  rows?: RowRange[] | null;
  /** The aggregated row count (D27). */
  count?: number;
  message?: string | RegExp;
}

function render(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const where =
        d.location.kind === 'json'
          ? `${d.location.path || '(root)'} @${d.location.range.start.line + 1}:${d.location.range.start.character + 1}`
          : d.location.kind === 'parquet'
            ? `row ${d.location.row ?? '-'} col ${d.location.column ?? '-'}${d.location.rows ? ` rows ${JSON.stringify(d.location.rows)}` : ''}`
            : 'file';
      return `  ${d.code} ${d.severity} ${d.file} ${where}: ${d.message}`;
    })
    .join('\n');
}

function matches(d: Diagnostic, expected: Expected): boolean {
  if (d.code !== expected.code) return false;
  if (expected.file !== undefined && d.file !== expected.file) return false;
  if (d.severity !== (expected.severity ?? ruleSeverity(expected.code))) return false;
  if (expected.path !== undefined && (d.location.kind !== 'json' || d.location.path !== expected.path)) return false;
  if (expected.line !== undefined && (d.location.kind !== 'json' || d.location.range.start.line !== expected.line)) return false;
  if (expected.row !== undefined) {
    if (d.location.kind !== 'parquet') return false;
    if ((d.location.row ?? null) !== expected.row) return false;
  }
  if (expected.column !== undefined && (d.location.kind !== 'parquet' || d.location.column !== expected.column)) return false;
  if (expected.rows !== undefined && (d.location.kind !== 'parquet' || JSON.stringify(d.location.rows ?? null) !== JSON.stringify(expected.rows))) return false;
  if (expected.count !== undefined && (d.location.kind !== 'parquet' || d.location.count !== expected.count)) return false;
  if (expected.message !== undefined) {
    if (typeof expected.message === 'string' ? !d.message.includes(expected.message) : !expected.message.test(d.message)) return false;
  }
  return true;
}

/** Asserts a matching diagnostic exists and returns it. */
export function expectDiagnostic(result: ValidationResult | readonly Diagnostic[], expected: Expected): Diagnostic {
  const diagnostics = 'diagnostics' in result ? result.diagnostics : result;
  const found = diagnostics.find((d) => matches(d, expected));
  assert.ok(found, `expected ${JSON.stringify({ severity: ruleSeverity(expected.code), ...expected })}\nbut got:\n${render(diagnostics) || '  (no diagnostics)'}`);
  return found;
}

/** Asserts no diagnostic with this code (optionally in this file) exists. */
export function expectNoDiagnostic(result: ValidationResult | readonly Diagnostic[], code: RuleId, file?: string): void {
  const diagnostics = 'diagnostics' in result ? result.diagnostics : result;
  const found = diagnostics.filter((d) => d.code === code && (file === undefined || d.file === file));
  assert.equal(found.length, 0, `expected no ${code}${file ? ` in ${file}` : ''} but got:\n${render(found)}`);
}

/** Asserts the case has no diagnostics at all (of the given severities, default every severity). */
export function expectClean(result: ValidationResult | readonly Diagnostic[], severities: Severity[] = ['error', 'warning', 'hint']): void {
  const diagnostics = ('diagnostics' in result ? result.diagnostics : result).filter((d) => severities.includes(d.severity));
  assert.equal(diagnostics.length, 0, `expected no diagnostics but got:\n${render(diagnostics)}`);
}

export { render as renderDiagnostics };

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
