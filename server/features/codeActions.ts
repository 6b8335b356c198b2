// Code actions: quick fixes for HydroCase diagnostics and a file-wide fix-all
// (shared/services/codeActions). The client sends back the diagnostics at the cursor with the
// `code` and `data` (rule data plus JSON path) that convert.ts gave them; the edits come back as
// case-relative files, mapped here to the URIs of the same case.
import {
  CodeActionKind,
  DiagnosticSeverity,
  type CancellationToken,
  type CodeAction,
  type CodeActionParams,
  type Diagnostic as LspDiagnostic,
  type TextEdit as LspTextEdit,
} from 'vscode-languageserver';
import type { Severity } from '../../shared/core/diagnostics';
import type { CodeActionKind as ServiceKind, FixableDiagnostic } from '../../shared/services/codeActions';
import type { CodeActionResult } from '../../shared/services/types';
import { isRuleId } from '../../shared/rules';
import type { FeatureHost } from './host';
import { anything, arrayOf, object, optional, RANGE, string, TEXT_DOCUMENT_ID } from '../main/paramGuard';

/** What lspCodeActions reads; the echoed diagnostics are filtered there, one by one. */
const CODE_ACTION_PARAMS = (value: unknown, path: string) =>
  TEXT_DOCUMENT_ID(value, path) ?? object({ range: RANGE, context: optional(object({ only: optional(arrayOf(string)), diagnostics: optional(anything) })) })(value, path);

/** Our fix-all kind: under source.fixAll, so `editor.codeActionsOnSave: { "source.fixAll": ... }` runs it. */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.hydrocase`;

const LSP_KINDS: Readonly<Record<ServiceKind, string>> = { quickfix: CodeActionKind.QuickFix, 'source.fixAll': FIX_ALL_KIND };

export function registerCodeActions(host: FeatureHost): void {
  host.connection.onCodeAction(
    host.guard.request('textDocument/codeAction', CODE_ACTION_PARAMS, (params: CodeActionParams, token: CancellationToken) => lspCodeActions(host, params, token)),
  );
}

export async function lspCodeActions(host: FeatureHost, params: CodeActionParams, token?: CancellationToken): Promise<CodeAction[]> {
  const uri = params.textDocument.uri;
  const only = requestedKinds(params.context?.only);
  if (only.length === 0) return [];
  // The client echoes our diagnostics back; anything else (or a malformed list) is not ours to fix.
  const echoed: unknown = params.context?.diagnostics;
  const sent = (Array.isArray(echoed) ? echoed : []).filter(
    (d): d is LspDiagnostic => typeof d === 'object' && d !== null && d.source === 'hydrocase' && typeof d.code === 'string',
  );
  const diagnostics = sent.flatMap((d) => toFixable(d) ?? []);
  const results = (await host.service(uri, token, 'codeActions', { range: params.range, diagnostics, only })) ?? [];
  return results.flatMap((result) => {
    const action = toLspAction(host, uri, result, sent);
    return action ? [action] : [];
  });
}

/** Which of our kinds an LSP `only` admits: a requested kind admits itself and every kind below it. */
function requestedKinds(only: readonly string[] | undefined): ServiceKind[] {
  const kinds = Object.keys(LSP_KINDS) as ServiceKind[];
  if (!only) return ['quickfix'];
  return kinds.filter((kind) => only.some((wanted) => LSP_KINDS[kind] === wanted || LSP_KINDS[kind].startsWith(`${wanted}.`)));
}

/** The echoed diagnostic, its code parsed into a rule id once (undefined for a code the catalogue lacks). */
function toFixable(diagnostic: LspDiagnostic): FixableDiagnostic | undefined {
  const severity = severityOf(diagnostic.severity);
  if (!isRuleId(diagnostic.code)) return undefined;
  return {
    code: diagnostic.code,
    range: diagnostic.range,
    ...(severity ? { severity } : {}),
    ...(diagnostic.data && typeof diagnostic.data === 'object' ? { data: diagnostic.data as Record<string, unknown> } : {}),
  };
}

function severityOf(severity: DiagnosticSeverity | undefined): Severity | undefined {
  if (severity === DiagnosticSeverity.Error) return 'error';
  if (severity === DiagnosticSeverity.Warning) return 'warning';
  return severity === undefined ? undefined : 'hint';
}

/** Undefined when an edit targets a file outside the case (the host cannot name it). */
function toLspAction(host: FeatureHost, uri: string, result: CodeActionResult, sent: readonly LspDiagnostic[]): CodeAction | undefined {
  const changes: Record<string, LspTextEdit[]> = {};
  for (const edit of result.edits) {
    const target = host.uriInCase(uri, edit.file);
    if (!target) return undefined;
    (changes[target] ??= []).push({ range: edit.range, newText: edit.newText });
  }
  const fixed = result.kind === 'quickfix' ? sent.filter((d) => isRuleId(d.code) && result.fixes.includes(d.code)) : [];
  // A command's first argument is the document it was offered in, which names the case.
  const command = result.command ? { command: { title: result.title, command: result.command.command, arguments: [uri, ...result.command.arguments] } } : {};
  return {
    title: result.title,
    kind: LSP_KINDS[result.kind],
    ...(result.edits.length > 0 || !result.command ? { edit: { changes } } : {}),
    ...command,
    ...(fixed.length ? { diagnostics: fixed } : {}),
    ...(result.isPreferred ? { isPreferred: true } : {}),
  };
}
