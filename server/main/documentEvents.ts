// What an editor buffer's life does to validation: its text is the truth while it is open, so
// opening, typing (or saving, when validation on type is off) and closing revalidate its case.
import type { OpenDocuments } from './documentSync';
import type { CaseValidators } from './caseValidators';
import type { Settings } from './settings';
import type { Workspace } from './workspace';
import { pathOf } from './uris';

/**
 * Quiet time after a keystroke before the typed file's quick answer: none beyond the messages
 * already read from the editor (server/quietWait.ts), so the change notifications an editor sends
 * together still get one answer. A 5 ms timer, firing late besides, was a third of the answer on the
 * large bench case. The whole-case run follows at once: a newer keystroke cancels it between files
 * and between cross-file rules (see CaseValidator).
 */
export const TYPING_WAIT_MS = 0;

/**
 * `textChanged` hands a typed case file's new text to the engine's thread as soon as it changes,
 * after the validation is scheduled, so the thread takes it in while this thread finishes the
 * keystroke's messages. Only when the check follows at once: a file slower to check than typing
 * waits for a pause, and taking in every keystroke's text meanwhile would copy a multi-megabyte
 * text per keystroke for nothing.
 */
export function followDocuments(
  documents: OpenDocuments,
  workspace: Workspace,
  validators: CaseValidators,
  settings: () => Settings,
  textChanged: (uri: string, text: string) => void,
): void {
  /** An editor buffer of a case file: its text is the truth while it is open. Returns the validation's wait (undefined: none). */
  const onDocument = (uri: string, delayMs: number, typed = false) => {
    const path = pathOf(uri);
    workspace.documentTouched(path);
    const owner = workspace.cases.caseOf(path);
    return owner && validators.revalidate(owner.root, delayMs, typed && owner.file.endsWith('.json') ? owner.file : undefined);
  };

  documents.onDidOpen(({ document }) => onDocument(document.uri, 0));
  documents.onDidChangeContent(({ document }) => {
    if (!settings().validateOnType) return;
    if (onDocument(document.uri, TYPING_WAIT_MS, true) === TYPING_WAIT_MS) textChanged(document.uri, document.getText());
  });
  documents.onDidSave(({ document }) => {
    if (!settings().validateOnType) onDocument(document.uri, 0);
  });
  // Closing a buffer discards its unsaved text: the disk is the truth again.
  documents.onDidClose(({ document }) => onDocument(document.uri, 0));
}
