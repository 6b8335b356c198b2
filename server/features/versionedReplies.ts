// Whole-document replies (the outline, the folding ranges) kept for the document version they
// answer. Clients ask for them more than once per version (Neovim's outline and breadcrumb plugins
// each ask; the benchmark of the first requests asks every 60 ms), and on a large stages.json each
// answer is tens of ms of this thread: 2,708 symbols built, then 640 KB of JSON. A reply that reads
// the case's last validation (the outline's derived seasons) is also keyed on the validations
// landed so far, counted before it is computed: one that lands meanwhile leaves it stale, so it is
// computed again next time, never the reverse. Kept per open document object: a closed document's
// replies go with it, and a reopened one (versions start again) has none.
import type { TextDocument } from 'vscode-languageserver-textdocument';

export class VersionedReplies<T> {
  private readonly kept = new WeakMap<TextDocument, { version: number; validations: number | undefined; reply: T }>();

  /**
   * The reply kept for this version of `document` (and `validations`, for a reply that reads the
   * last validation), else `compute`'s, kept under the version it was asked at: a keystroke while it
   * is computed moves the document past that version for good. A withdrawn request (undefined) is
   * not kept.
   */
  async answer(document: TextDocument, validations: number | undefined, compute: () => Promise<T | undefined>): Promise<T | undefined> {
    const version = document.version;
    const kept = this.kept.get(document);
    if (kept && kept.version === version && kept.validations === validations) return kept.reply;
    const reply = await compute();
    if (reply !== undefined) this.kept.set(document, { version, validations, reply });
    return reply;
  }
}
