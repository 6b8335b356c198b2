// Inputs that trigger failures already filed (issue 9, issue 15) and being fixed elsewhere. By
// default a campaign keeps them; `--avoid-known` leaves them out so a run can explore past them
// (a server that dies on message 3 hides whatever message 40 would have found).
import type { Mutation } from './mutation';
import { WS_URI, type Step } from './lsp/steps';

interface Known<T> {
  issue: string;
  matches: (input: T) => boolean;
}

const hangingFile = (kind: string) => kind === 'fifo' || kind === 'dev-zero';

export const KNOWN_CLI: Array<Known<Mutation>> = [
  { issue: '#9 a FIFO or a link to /dev/zero hangs the reader', matches: (m) => m.op === 'special' && hangingFile(m.kind) },
  { issue: '#9 BOM / invalid UTF-8 pass silently', matches: (m) => /byte order mark|invalid UTF-8/.test(m.why) },
  { issue: '#9 deep nesting overflows the stack', matches: (m) => /nesting \d+ levels/.test(m.why) },
  { issue: '#9 damaged Parquet bytes panic parquet-wasm', matches: (m) => m.file.endsWith('.parquet') && (m.op === 'xor' || m.op === 'truncate' || m.op === 'splice') },
  { issue: '#15 huge arrays take superlinear time', matches: (m) => /array of \d+/.test(m.why) },
  { issue: '#15 __proto__ keys and columns', matches: (m) => /__proto__|constructor/.test(m.why) },
];

export const KNOWN_LSP: Array<Known<Step>> = [
  { issue: '#9 didOpen with a numeric uri kills the server', matches: (s) => s.kind === 'notify' && s.method === 'textDocument/didOpen' && typeof docOf(s)?.uri !== 'string' },
  { issue: '#9 didOpen with a non-string text', matches: (s) => s.kind === 'notify' && s.method === 'textDocument/didOpen' && typeof docOf(s)?.text !== 'string' },
  {
    issue: '#9 didChangeWorkspaceFolders with an odd event kills the server',
    matches: (s) => s.kind === 'notify' && s.method === 'workspace/didChangeWorkspaceFolders' && !(Array.isArray(eventOf(s)?.added) && Array.isArray(eventOf(s)?.removed)),
  },
  { issue: '#9/#15 an impossible edit range desynchronises the document', matches: (s) => s.kind === 'notify' && s.method === 'textDocument/didChange' && !wellFormedChanges(s) },
  { issue: '#9 a FIFO or a link to /dev/zero hangs the reader', matches: (s) => s.kind === 'fs' && s.fs.op === 'special' && hangingFile(s.fs.special) },
  {
    issue: 'new (this fuzzer): a workspace folder added inside another leaves hydrocase/validateCase unanswered',
    matches: (s) => s.kind === 'notify' && s.method === 'workspace/didChangeWorkspaceFolders' && JSON.stringify(eventOf(s)?.added ?? []).includes(`${WS_URI}/`),
  },
];

export function isKnownCli(mutations: readonly Mutation[]): boolean {
  return mutations.some((m) => KNOWN_CLI.some((k) => k.matches(m)));
}

export function withoutKnownLsp(steps: readonly Step[]): Step[] {
  return steps.filter((s) => !KNOWN_LSP.some((k) => k.matches(s)));
}

function docOf(step: Step): Record<string, unknown> | undefined {
  return ((step as { params?: any }).params?.textDocument ?? undefined) as Record<string, unknown> | undefined;
}

function eventOf(step: Step): Record<string, unknown> | undefined {
  return (step as { params?: any }).params?.event ?? undefined;
}

/** Every change either a whole text, or a range inside line 0..1e5 with start before end. */
function wellFormedChanges(step: Step): boolean {
  const changes = (step as { params?: any }).params?.contentChanges;
  if (!Array.isArray(changes)) return false;
  return changes.every((c) => {
    if (typeof c?.text !== 'string') return false;
    if (!('range' in c)) return true;
    const r = c.range;
    const ok = (p: any) => Number.isInteger(p?.line) && Number.isInteger(p?.character) && p.line >= 0 && p.character >= 0 && p.line < 100_000 && p.character < 100_000;
    return ok(r?.start) && ok(r?.end) && (r.start.line < r.end.line || (r.start.line === r.end.line && r.start.character <= r.end.character));
  });
}
