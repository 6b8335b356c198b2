// Writing VS Code snippet text: numbered tabstops, placeholders and choices, with the escapes the
// snippet grammar needs ($, } and \ in text; also , and | in choices). One writer per inserted
// text, so tabstops run 1..n across everything it writes.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export class SnippetWriter {
  private next = 1;

  /** `${n:text}`; `text` is taken literally. */
  placeholder(text: string): string {
    return `\${${this.next++}:${escapeSnippetText(text)}}`;
  }

  /** `${n|a,b|}`: the first option is what the snippet inserts by default. */
  choice(options: readonly string[]): string {
    const unique = [...new Set(options)];
    return `\${${this.next++}|${unique.map((option) => option.replace(/[\\,|$}]/g, (ch) => `\\${ch}`)).join(',')}|}`;
  }

  /** `$n`: an empty stop. */
  tabstop(): string {
    return `$${this.next++}`;
  }
}

/** Literal text in a snippet. */
export function escapeSnippetText(text: string): string {
  return text.replace(/[\\$}]/g, (ch) => `\\${ch}`);
}

/** The JSON text of a value, for a snippet (escaped) or for plain display. */
export function jsonText(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(jsonText).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, child]) => `${JSON.stringify(key)}: ${jsonText(child)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}
