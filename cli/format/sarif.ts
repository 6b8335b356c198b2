// SARIF 2.1.0 for GitHub code scanning: rule metadata from the catalogue, one result per problem.
// A file inside the working folder is a relative URI reference against `%SRCROOT%` (the working
// folder), so results land on the repository's files when the CLI runs from the repository root;
// a file outside it is an absolute `file:` URI. Either way each path segment is percent-encoded
// (RFC 3986), so spaces, `#`, `%`, `?` and non-ASCII names stay one valid URI.
import { isAbsolute, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { visibleDiagnostics, type ReportInput } from './report';
import { ruleCatalog, type RuleInfo } from '../../shared/rules';
import type { Diagnostic, Location, Severity } from '../../shared/core/diagnostics';
import { VERSION } from '../version';

const levels: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', hint: 'note' };

/** The run's base: relative artifact URIs resolve against it (SARIF 2.1.0 §3.14.14). */
const SRCROOT = '%SRCROOT%';

/** One run for every case checked: each result's URI names its case's file. */
export function formatSarif(inputs: readonly ReportInput[], workingDir: string = process.cwd()): string {
  const perCase = inputs.map((input) => ({ input, diagnostics: visibleDiagnostics(input) }));
  const usedIds = new Set<string>(perCase.flatMap(({ diagnostics }) => diagnostics.map((d) => d.code)));
  const rules = ruleCatalog.filter((rule) => usedIds.has(rule.id));
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const results = perCase.flatMap(({ input, diagnostics }) => {
    const uriOf = (file: string) => artifactLocation(join(input.result.caseDir, file), workingDir);
    return diagnostics.map((d) => result(d, ruleIndex.get(d.code), uriOf));
  });

  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'HydroCase',
            version: VERSION,
            informationUri: 'https://github.com/hydrocase/hydrocase',
            rules: rules.map(ruleDescriptor),
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: directoryUri(workingDir) } },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

function ruleDescriptor(rule: RuleInfo): Record<string, unknown> {
  return {
    id: rule.id,
    name: rule.id.replace('-', ''),
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.description },
    help: { text: `${rule.description} (spec ${rule.spec})` },
    defaultConfiguration: { level: rule.severity === 'semantics' ? 'none' : levels[rule.severity] },
    properties: { tags: [rule.file], ...(rule.phase ? { phase: rule.phase } : {}) },
  };
}

type ArtifactLocation = { uri: string; uriBaseId?: string };

/** Relative to the working folder when inside it, else an absolute `file:` URI; always percent-encoded. */
export function artifactLocation(absolutePath: string, workingDir: string): ArtifactLocation {
  const path = relative(workingDir, absolutePath);
  if (path === '' || path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) return { uri: pathToFileURL(absolutePath).href };
  return { uri: path.split(sep).map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

function directoryUri(dir: string): string {
  const href = pathToFileURL(dir).href;
  return href.endsWith('/') ? href : `${href}/`;
}

function result(d: Diagnostic, ruleIndex: number | undefined, uriOf: (file: string) => ArtifactLocation): Record<string, unknown> {
  return {
    ruleId: d.code,
    ...(ruleIndex !== undefined ? { ruleIndex } : {}),
    level: levels[d.severity],
    message: { text: d.message },
    locations: [location(uriOf(d.file), d.location)],
    ...(d.location.kind === 'parquet' && d.location.rows ? { properties: { rows: d.location.rows, count: d.location.count } } : {}),
    ...(d.related?.length ? { relatedLocations: d.related.map((r, id) => ({ id, ...location(uriOf(r.file), r.location), message: { text: r.message } })) } : {}),
  };
}

function location(artifactLocation: ArtifactLocation, where: Location): Record<string, unknown> {
  if (where.kind === 'json') {
    const { start, end } = where.range;
    return {
      physicalLocation: {
        artifactLocation,
        region: { startLine: start.line + 1, startColumn: start.character + 1, endLine: end.line + 1, endColumn: end.character + 1 },
      },
      ...(where.path ? { logicalLocations: [{ fullyQualifiedName: where.path, kind: 'member' }] } : {}),
    };
  }
  // Parquet rows and whole files have no text region; the row and column travel as a logical location.
  const logical = where.kind === 'parquet' ? [where.row !== undefined ? `row ${where.row}` : '', where.column ? `column ${where.column}` : ''].filter(Boolean).join(', ') : '';
  return {
    physicalLocation: { artifactLocation },
    ...(logical ? { logicalLocations: [{ fullyQualifiedName: logical, kind: 'element' }] } : {}),
  };
}
