// Format Document and Format Selection for case JSON files (shared/services/formatting), which VS
// Code's JSON extension no longer formats once they carry the cobre-json language. Runs on the main
// thread: it needs only the open text, no rule. The user's `json.format.*` settings still apply.
import type { DocumentFormattingParams, DocumentRangeFormattingParams, FormattingOptions as LspFormattingOptions, Range, TextEdit } from 'vscode-languageserver';
import type { FeatureHost } from './host';
import { formatJson } from '../../shared/services/formatting';
import { RANGE, boolean, integer, object, string } from '../main/paramGuard';

const FORMATTING_OPTIONS = object({ tabSize: integer, insertSpaces: boolean });
const FORMATTING_PARAMS = object({ textDocument: object({ uri: string }), options: FORMATTING_OPTIONS });
const RANGE_FORMATTING_PARAMS = object({ textDocument: object({ uri: string }), options: FORMATTING_OPTIONS, range: RANGE });

interface JsonFormatSettings {
  enable: boolean;
  keepLines: boolean;
}

export function registerFormatting(host: FeatureHost): void {
  const { connection } = host;
  const formatting = async (uri: string, options: LspFormattingOptions, range?: Range): Promise<TextEdit[] | null> => {
    const document = await host.caseDocument(uri);
    if (!document) return null;
    const settings = await jsonFormatSettings(host, uri);
    if (!settings.enable) return null;
    const { tabSize, insertSpaces, insertFinalNewline } = options;
    const span = range && { offset: document.offsetAt(range.start), length: document.offsetAt(range.end) - document.offsetAt(range.start) };
    const edits = formatJson(
      document.getText(),
      { tabSize, insertSpaces, keepLines: settings.keepLines, ...(insertFinalNewline !== undefined ? { insertFinalNewline } : {}) },
      span,
    );
    return edits.map((edit) => ({ range: { start: document.positionAt(edit.offset), end: document.positionAt(edit.offset + edit.length) }, newText: edit.newText }));
  };
  connection.onDocumentFormatting(
    host.guard.request('textDocument/formatting', FORMATTING_PARAMS, ({ textDocument, options }: DocumentFormattingParams) => formatting(textDocument.uri, options)),
  );
  connection.onDocumentRangeFormatting(
    host.guard.request('textDocument/rangeFormatting', RANGE_FORMATTING_PARAMS, ({ textDocument, options, range }: DocumentRangeFormattingParams) =>
      formatting(textDocument.uri, options, range),
    ),
  );
}

/** VS Code's `json.format.enable` and `json.format.keepLines` for the file (their defaults when the editor has none). */
async function jsonFormatSettings(host: FeatureHost, uri: string): Promise<JsonFormatSettings> {
  const json = (await host.connection.workspace.getConfiguration({ scopeUri: uri, section: 'json' }).catch(() => undefined)) as
    { format?: Record<string, unknown> } | null | undefined;
  const format = json?.format;
  return {
    enable: typeof format?.enable === 'boolean' ? format.enable : true,
    keepLines: typeof format?.keepLines === 'boolean' ? format.keepLines : false,
  };
}
