// Folding ranges of a case JSON file, as VS Code's JSON extension computes them for JSON files
// (which case files no longer reach once they carry the cobre-json language): every object and
// array whose brackets are at least two lines apart folds up to the line before its closing
// bracket, so the bracket stays visible. Found with the scanner rather than the parse tree, so a
// file being typed (an unclosed bracket, a syntax error) still folds what is complete.
import { createScanner, type SyntaxKind } from 'jsonc-parser';

/** jsonc-parser's token kinds: a `const enum` in its types, which isolated modules cannot read. */
const OPEN_BRACE = 1 as SyntaxKind;
const CLOSE_BRACE = 2 as SyntaxKind;
const OPEN_BRACKET = 3 as SyntaxKind;
const CLOSE_BRACKET = 4 as SyntaxKind;
const EOF = 17 as SyntaxKind;

export interface FoldingRangeResult {
  /** 0-based line of the opening bracket. */
  startLine: number;
  /** 0-based last folded line (the line before the closing bracket). */
  endLine: number;
}

export function foldingRanges(text: string): FoldingRangeResult[] {
  const ranges: FoldingRangeResult[] = [];
  const open: Array<{ kind: SyntaxKind; line: number }> = [];
  const scanner = createScanner(text, false);
  /** The start line of the range added last: of two ranges starting on one line (`[{`), the inner one is kept. */
  let lastStart = -1;
  for (let token = scanner.scan(); token !== EOF; token = scanner.scan()) {
    if (token === OPEN_BRACE || token === OPEN_BRACKET) {
      open.push({ kind: token, line: scanner.getTokenStartLine() });
    } else if (token === CLOSE_BRACE || token === CLOSE_BRACKET) {
      const opener = token === CLOSE_BRACE ? OPEN_BRACE : OPEN_BRACKET;
      if (open.at(-1)?.kind !== opener) continue; // a stray bracket: leave the others as they are
      const { line: startLine } = open.pop()!;
      const closeLine = scanner.getTokenStartLine();
      if (closeLine > startLine + 1 && startLine !== lastStart) {
        ranges.push({ startLine, endLine: closeLine - 1 });
        lastStart = startLine;
      }
    }
  }
  // The editor wants them in order of their start.
  return ranges.sort((a, b) => a.startLine - b.startLine);
}
