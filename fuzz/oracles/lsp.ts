// The language server's promises after a storm: the problems it shows are exactly those of a
// fresh `hydrocase validate` of every case on disk (and none for anything else), every shown
// diagnostic has a catalogue code and a real message.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LspDiagnostic, PublishedDiagnostics } from '../../test/support/lsp';
import { runValidate, type CliLimits } from '../runners/cliProcess';
import { checkDiagnostic } from './diagnostics';
import type { Failure } from './failure';

/** One diagnostic as both sides can state it: severity, code and 1-based start. */
type Key = string;

export interface DiskTruth {
  /** Expected keys per file URI (files without problems are absent). */
  expected: Map<string, Key[]>;
  /** Folders whose truth is unknown (the CLI timed out or crashed there): not compared. */
  unknownRoots: string[];
  /** Error count per case root, as the CLI counts them. */
  errors: Map<string, number>;
}

const SEVERITY = ['', 'error', 'warning', 'information', 'hint'];
/** The server caps a file's problems (hydrocase.maxProblemsPerFile, 1000 by default); the CLI does not. */
const SERVER_FILE_CAP = 1000;

export async function diskTruth(roots: string[], limits: CliLimits): Promise<DiskTruth> {
  const truth: DiskTruth = { expected: new Map(), unknownRoots: [], errors: new Map() };
  for (const root of roots) {
    const run = await runValidate(root, limits, ['--hints']);
    if (run.exitCode === 2) continue; // not a case (say, stages.json is a folder): nothing to show
    if (run.timedOut || run.overMemory || (run.exitCode !== 0 && run.exitCode !== 1)) {
      truth.unknownRoots.push(pathToFileURL(root).toString());
      continue;
    }
    const report = JSON.parse(run.stdout) as { summary: { errors: number }; diagnostics: Array<{ file: string; code: string; severity: string; line?: number; column?: number }> };
    truth.errors.set(root, report.summary.errors);
    for (const d of report.diagnostics) {
      const uri = pathToFileURL(join(root, d.file)).toString();
      const keys = truth.expected.get(uri) ?? [];
      keys.push(`${d.severity} ${d.code} ${d.line ?? 1}:${d.column ?? 1}`);
      truth.expected.set(uri, keys);
    }
  }
  return truth;
}

/** Differences between what the server shows under `wsUri` and the disk's truth; empty when they agree. */
export function staleDiagnostics(published: ReadonlyMap<string, PublishedDiagnostics>, truth: DiskTruth, wsUri: string): string[] {
  const shown = new Map<string, Key[]>();
  for (const [uri, publish] of published) {
    if (uri.startsWith(`${wsUri}/`) && publish.diagnostics.length) shown.set(uri, publish.diagnostics.map(keyOf));
  }
  const differences: string[] = [];
  for (const uri of new Set([...shown.keys(), ...truth.expected.keys()])) {
    if (truth.unknownRoots.some((root) => uri.startsWith(`${root}/`))) continue;
    const want = [...(truth.expected.get(uri) ?? [])].sort();
    const have = [...(shown.get(uri) ?? [])].sort();
    if (want.length > SERVER_FILE_CAP) continue;
    const missing = want.filter((k) => !have.includes(k));
    const extra = have.filter((k) => !want.includes(k));
    if (missing.length || extra.length) {
      const file = uri.slice(wsUri.length + 1);
      differences.push(
        `${file}: ${missing.length ? `missing [${missing.slice(0, 3).join(', ')}]` : ''}${extra.length ? ` shown but not on disk [${extra.slice(0, 3).join(', ')}]` : ''}${missing.length + extra.length > 6 ? ' ...' : ''}`,
      );
    }
  }
  return differences;
}

export function checkPublished(published: ReadonlyMap<string, PublishedDiagnostics>): Failure[] {
  const failures: Failure[] = [];
  for (const [uri, publish] of published) for (const d of publish.diagnostics) failures.push(...checkDiagnostic(uri, d.code, d.message));
  return failures;
}

function keyOf(d: LspDiagnostic): Key {
  return `${SEVERITY[d.severity ?? 1]} ${d.code} ${d.range.start.line + 1}:${d.range.start.character + 1}`;
}
