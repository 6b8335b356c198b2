// The small part of the VS Code snippet grammar the field table uses: tabstops `$1` / `${1}`,
// placeholders `${1:default}` (which may nest), choices `${1|a,b|}` and the escapes `\$`, `\}`,
// `\\`. Parsing a body yields the plain text a snippet inserts when every placeholder keeps its
// default, which is also what an editor without snippet support should insert.

export type SnippetParse = { ok: true; text: string; tabstops: readonly number[] } | { ok: false; error: string };

/** Parses a snippet body; never throws. */
export function parseSnippet(body: string): SnippetParse {
  const parser = new SnippetParser(body);
  try {
    const text = parser.sequence(false);
    return { ok: true, text, tabstops: parser.tabstops };
  } catch (error) {
    if (error instanceof SnippetSyntaxError) return { ok: false, error: error.message };
    throw error;
  }
}

/** The text the snippet inserts with every placeholder at its default (first choice), or undefined when malformed. */
export function snippetDefaultText(body: string): string | undefined {
  const parsed = parseSnippet(body);
  return parsed.ok ? parsed.text : undefined;
}

class SnippetSyntaxError extends Error {}

class SnippetParser {
  private at = 0;
  readonly tabstops: number[] = [];

  constructor(private readonly body: string) {}

  /** Text up to the end of the body, or (inside a placeholder) up to its unescaped `}`, which is left unread. */
  sequence(insidePlaceholder: boolean): string {
    let text = '';
    while (this.at < this.body.length) {
      const ch = this.body[this.at]!;
      if (ch === '\\') text += this.escape(['$', '}', '\\']);
      else if (ch === '$') text += this.dollar();
      else if (ch === '}' && insidePlaceholder) return text;
      else {
        text += ch;
        this.at += 1;
      }
    }
    if (insidePlaceholder) this.fail('a placeholder "${" is never closed by "}"');
    return text;
  }

  /** A backslash escapes the listed characters; before anything else it is a literal backslash. */
  private escape(escapable: readonly string[]): string {
    const next = this.body[this.at + 1];
    if (next !== undefined && escapable.includes(next)) {
      this.at += 2;
      return next;
    }
    this.at += 1;
    return '\\';
  }

  private dollar(): string {
    const next = this.body[this.at + 1] ?? '';
    if (/[0-9]/.test(next)) {
      this.at += 1;
      this.tabstops.push(this.number());
      return '';
    }
    if (/[A-Za-z_]/.test(next)) this.fail(`"$${next}..." is a snippet variable; write "\\$" for a literal dollar sign`);
    if (next !== '{') {
      this.at += 1;
      return '$';
    }
    this.at += 2;
    if (!/[0-9]/.test(this.body[this.at] ?? '')) this.fail('"${" must be followed by a tabstop number');
    this.tabstops.push(this.number());
    const kind = this.body[this.at];
    this.at += 1;
    if (kind === '}') return '';
    if (kind === ':') {
      const text = this.sequence(true);
      this.at += 1; // the closing brace
      return text;
    }
    if (kind === '|') return this.choice();
    return this.fail(`unexpected ${kind === undefined ? 'end of snippet' : `"${kind}"`} after a tabstop number`);
  }

  private number(): number {
    const digits = /^[0-9]+/.exec(this.body.slice(this.at))![0];
    this.at += digits.length;
    return Number(digits);
  }

  /** `a,b|}` after `${n|`: the first option is the default. */
  private choice(): string {
    const options: string[] = [''];
    while (this.at < this.body.length) {
      const ch = this.body[this.at]!;
      if (ch === '\\') options[options.length - 1] += this.escape([',', '|', '\\', '$', '}']);
      else if (ch === ',') {
        options.push('');
        this.at += 1;
      } else if (ch === '|') {
        if (this.body[this.at + 1] !== '}') this.fail('a choice "${n|...|" must end with "|}"');
        this.at += 2;
        if (options.some((option) => option === '')) this.fail('a choice has an empty option');
        return options[0]!;
      } else {
        options[options.length - 1] += ch;
        this.at += 1;
      }
    }
    return this.fail('a choice "${n|" is never closed by "|}"');
  }

  private fail(message: string): never {
    throw new SnippetSyntaxError(`${message} (at offset ${this.at})`);
  }
}
