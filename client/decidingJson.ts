// Shows the JSON that decides a case overview's cell, beside the overview, without ever exposing the
// file to the keys the planner types in the overview: the editor opens without the focus, with a
// bare cursor at the range's start (a selected value would be replaced by the next key typed in
// the editor), and the range is highlighted for a moment instead. A second request for the same
// file reuses the editor already showing it rather than opening another group.
import * as vscode from 'vscode';

interface LinkRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

const HIGHLIGHT_MS = 2500;
let highlight: vscode.TextEditorDecorationType | undefined;

export async function showDecidingJson(file: vscode.Uri, link: LinkRange): Promise<void> {
  const range = new vscode.Range(link.start.line, link.start.character, link.end.line, link.end.character);
  const document = await vscode.workspace.openTextDocument(file);
  const shown = vscode.window.visibleTextEditors.find((editor) => editor.document.uri.toString() === document.uri.toString());
  const editor = await vscode.window.showTextDocument(document, {
    viewColumn: shown?.viewColumn ?? vscode.ViewColumn.Beside,
    preserveFocus: true,
    selection: new vscode.Range(range.start, range.start),
  });
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  highlight ??= vscode.window.createTextEditorDecorationType({ backgroundColor: new vscode.ThemeColor('editor.rangeHighlightBackground') });
  const decoration = highlight;
  editor.setDecorations(decoration, [range]);
  setTimeout(() => editor.setDecorations(decoration, []), HIGHLIGHT_MS);
}
