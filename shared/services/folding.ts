// Folding ranges of a case JSON file, as VS Code's JSON extension computes them for JSON files
// (which case files no longer reach once they carry the cobre-json language): every object and
// array whose brackets are at least two lines apart folds up to the line before its closing
// bracket, so the bracket stays visible. Found from the brackets rather than the parse tree, so a
// file being typed (an unclosed bracket, a syntax error) still folds what is complete.
//
// One pass over the character codes, skipping strings and comments as jsonc-parser's scanner does.
// The editor asks again after every edit, on the server's main thread: on a large case's 380 KB
// stages.json the scanner took 5 ms warm and 40 ms cold (120 ms while the case's first validation
// ran beside it), this loop a fraction of that. One difference, on text that is not JSON anyway: a
// backslash before a line break inside a string ends the string there, where the scanner took the
// line break into the string and from then on counted one line less.

export interface FoldingRangeResult {
  /** 0-based line of the opening bracket. */
  startLine: number;
  /** 0-based last folded line (the line before the closing bracket). */
  endLine: number;
}

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const QUOTE = 0x22;
const STAR = 0x2a;
const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

export function foldingRanges(text: string): FoldingRangeResult[] {
  const ranges: FoldingRangeResult[] = [];
  /** The open brackets: their character and their line. */
  const openCodes: number[] = [];
  const openLines: number[] = [];
  /** The start line of the range added last: of two ranges starting on one line (`[{`), the inner one is kept. */
  let lastStart = -1;
  let line = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === LINE_FEED) {
      line++;
    } else if (code === CARRIAGE_RETURN) {
      if (text.charCodeAt(i + 1) !== LINE_FEED) line++; // a CR LF pair counts once, at its LF
    } else if (code === QUOTE) {
      i = stringEnd(text, i);
    } else if (code === SLASH && text.charCodeAt(i + 1) === SLASH) {
      while (i + 1 < length && !isLineBreak(text.charCodeAt(i + 1))) i++;
    } else if (code === SLASH && text.charCodeAt(i + 1) === STAR) {
      for (i += 2; i < length && !(text.charCodeAt(i) === STAR && text.charCodeAt(i + 1) === SLASH); i++) {
        const inside = text.charCodeAt(i);
        if (inside === LINE_FEED || (inside === CARRIAGE_RETURN && text.charCodeAt(i + 1) !== LINE_FEED)) line++;
      }
      i++; // onto the comment's closing slash (or past the end)
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      openCodes.push(code);
      openLines.push(line);
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      if (openCodes[openCodes.length - 1] !== (code === CLOSE_BRACE ? OPEN_BRACE : OPEN_BRACKET)) continue; // a stray bracket: leave the others as they are
      openCodes.pop();
      const startLine = openLines.pop()!;
      if (line > startLine + 1 && startLine !== lastStart) {
        ranges.push({ startLine, endLine: line - 1 });
        lastStart = startLine;
      }
    }
  }
  // The editor wants them in order of their start.
  return ranges.sort((a, b) => a.startLine - b.startLine);
}

/** The position of the quote closing the string opened at `open`; an unterminated string ends before its line break (or at the text's end). */
function stringEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) return i;
    if (isLineBreak(code)) return i - 1;
    if (code === BACKSLASH && !isLineBreak(text.charCodeAt(i + 1))) i++; // an escaped character, a quote included
  }
  return text.length;
}

function isLineBreak(code: number): boolean {
  return code === LINE_FEED || code === CARRIAGE_RETURN;
}
