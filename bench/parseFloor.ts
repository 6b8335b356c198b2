// (g)'s floor in `npm run bench:lsp`: the least a language server must do before it can answer the
// first request that needs the opened file's tree, which is one parse of the text keeping offsets,
// cold (a fresh process: nothing compiled, nothing warm), with no other thread running. It reads
// the file (not timed), parses it once and prints the parse's time. The parser is HydroCase's own
// (`hydrocase`, the fastest positioned parse there is here) or jsonc-parser's `parseTree`
// (`jsonc`, for comparison: VS Code's JSON language service builds its parser on jsonc-parser's
// scanner).
// Usage: node parseFloor.cjs <file> hydrocase|jsonc
import { readFileSync } from 'node:fs';
import { parseTree } from 'jsonc-parser';
import { JsonDocument } from '../shared/core/json/document';

const PARSERS: Record<string, (text: string) => unknown> = {
  hydrocase: (text) => new JsonDocument('stages.json', text).root,
  jsonc: (text) => parseTree(text),
};

const [file, parserName] = process.argv.slice(2);
const parse = parserName === undefined ? undefined : PARSERS[parserName];
if (!file || !parse) {
  process.stderr.write('usage: parseFloor <file> hydrocase|jsonc\n');
  process.exitCode = 2;
} else {
  const text = readFileSync(file, 'utf8');
  const started = performance.now();
  const root = parse(text);
  const ms = performance.now() - started;
  if (root === undefined) throw new Error(`${file} did not parse`);
  process.stdout.write(`${JSON.stringify({ ms })}\n`);
}
