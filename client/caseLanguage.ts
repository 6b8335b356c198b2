// Gives the JSON files of a case the cobre-json language as they open (and JSON again when
// HydroCase is turned off), so only HydroCase speaks on them: one syntax error, one outline, no
// `$schema` download. Files that open before their case exists are looked at again when a
// stages.json appears. A case file switched to JSON by hand is switched back (the language
// change reopens it); hydrocase.enable off is the way to edit case files as plain JSON.
import * as vscode from 'vscode';
import { CASE_MARKER, caseLanguageChange, isCaseFileLanguage } from './caseFiles';
import { isCaseDocument } from './caseTrigger';

export function assignCaseLanguage(enabled: () => boolean): vscode.Disposable {
  const check = async (document: vscode.TextDocument) => {
    if (document.uri.scheme !== 'file' || !isCaseFileLanguage(document.languageId)) return;
    const language = caseLanguageChange(document.languageId, await isCaseDocument(document), enabled());
    // The document may have closed (or changed language) while its case was looked up.
    if (language && !document.isClosed) await vscode.languages.setTextDocumentLanguage(document, language).then(undefined, () => undefined);
  };
  const checkAll = () => vscode.workspace.textDocuments.forEach((document) => void check(document));
  const markers = vscode.workspace.createFileSystemWatcher(`**/${CASE_MARKER}`, false, true, false);
  checkAll();
  return vscode.Disposable.from(
    vscode.workspace.onDidOpenTextDocument((document) => void check(document)),
    markers,
    markers.onDidCreate(checkAll),
    markers.onDidDelete(checkAll),
    vscode.workspace.onDidChangeConfiguration((event) => event.affectsConfiguration('hydrocase.enable') && checkAll()),
  );
}
