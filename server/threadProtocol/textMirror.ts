// The large texts of open documents as the validation thread last received them, so a check or a
// service request sends only what changed since: posting a 3-8 MB text for every hover cost a copy on each
// side and 8 MB of garbage per request (major collections of a 500 MB heap, 100 ms and more). The
// main thread's `TextSender` mirrors what the thread's `TextMirror` holds: a patch is sent only
// for a document whose whole text this thread instance received, and both forget together.
import { textDelta } from '../../shared/core/textDelta';

/**
 * Texts this long and longer are mirrored; shorter ones are as cheap to send whole. Measured
 * (a string posted to a thread, until the thread holds it): 0.1-0.4 ms up to 128 KB, 1.1 ms at
 * 256 KB and 1.6-2.0 ms at 380 KB (past V8's regular object size, a string is a large object).
 * The large bench case's stages.json is 380 KB: each keystroke's check paid that before starting.
 */
export const MIRRORED_TEXT_CHARS = 100_000;
/** Documents mirrored at once (the ones being checked and hovered); the oldest is forgotten first. */
const MIRRORED_DOCUMENTS = 4;

/** What replaced [start, end) of the text the thread holds, and the new text's length (a check). */
export interface TextPatch {
  start: number;
  end: number;
  insert: string;
  length: number;
}

/**
 * Main thread: turns a document's text into what to post (whole, or a patch) for one thread
 * instance. The documents it stops mirroring are told to the thread after the job being built
 * (`takeEvicted`): told at once, the thread would forget a document before the very job that
 * patched it, or keep one that job sent whole after being told to forget it.
 */
export class TextSender {
  private readonly sent = new Map<string, string>();
  private evicted: string[] = [];

  /** The text to post for `uri`; records it as what the thread will hold. */
  next(uri: string, text: string): string | TextPatch {
    const held = this.sent.get(uri);
    this.sent.delete(uri); // re-inserted last: the map's order is recency
    if (text.length < MIRRORED_TEXT_CHARS) return text;
    this.sent.set(uri, text);
    for (const old of [...this.sent.keys()].slice(0, -MIRRORED_DOCUMENTS)) {
      this.sent.delete(old);
      this.evicted.push(old);
    }
    if (held === undefined) return text;
    if (held === text) return { start: 0, end: 0, insert: '', length: text.length }; // sent already (see ValidationThread.syncText)
    const delta = textDelta(held, text);
    return { start: delta.start, end: delta.olderEnd, insert: text.slice(delta.start, delta.newerEnd), length: text.length };
  }

  /** The documents no longer mirrored since the last call: the thread is to forget them, once the job carrying their texts is posted. */
  takeEvicted(): string[] {
    const evicted = this.evicted;
    this.evicted = [];
    return evicted;
  }

  /** The thread lost what it held (a new thread, or a request it could not resolve). */
  reset(uri?: string): void {
    if (uri === undefined) {
      this.sent.clear();
      this.evicted = [];
    } else this.sent.delete(uri);
  }
}

/** Validation thread: the texts received, by URI. */
export class TextMirror {
  private readonly texts = new Map<string, string>();

  /** The document's text after this message; undefined for a patch that does not fit the text held. */
  receive(uri: string, text: string | TextPatch): string | undefined {
    if (typeof text === 'string') {
      if (text.length >= MIRRORED_TEXT_CHARS) this.texts.set(uri, text);
      else this.texts.delete(uri);
      return text;
    }
    const held = this.texts.get(uri);
    this.texts.delete(uri);
    if (held === undefined || text.end > held.length || held.length - (text.end - text.start) + text.insert.length !== text.length) return undefined;
    const next = text.start === text.end && text.insert === '' ? held : flat(held.slice(0, text.start) + text.insert + held.slice(text.end));
    this.texts.set(uri, next);
    return next;
  }

  forget(uri: string): void {
    this.texts.delete(uri);
  }
}

/**
 * `text` made one flat string now. A concatenation is stored as its parts until a character is
 * read, and then copied whole: for a text past 128 KB that copy is a large-object allocation,
 * 1.7 ms for 380 KB on the 2-core bench machine (fresh pages). Made here, on a text that arrived
 * ahead of its check (ValidationThread.syncText), the copy is done before the check.
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}
