// The code base's imports, read from the source text: who imports what, and whether only its types.
// test/engine/importRules.test.ts checks the dependency rules over them; `serviceImportsOfChecks`
// counts what the editor services take from the check folders (docs/ARCHITECTURE.md, "Layers").
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { repoRoot } from './cli';

export interface ImportEdge {
  from: string;
  /** Repository-relative target for a relative import, else the package name. */
  to: string;
  typeOnly: boolean;
  /** The names imported (`{ a, type B }`, `* as c`, a default), as written; empty for `import '...'` and `export * from`. */
  names: string[];
}

/** `import ... from '...'`, `export ... from '...'` (type-only marked), `import '...'`, `import('...')` and `require('...')`. */
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?([^'";]*?)from\s+'([^']+)'|^\s*import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)|\brequire\(\s*'([^']+)'\s*\)/gm;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** A folder imported by its index names the index module, so every edge names a module. */
const moduleOf = (path: string) => (existsSync(join(repoRoot, `${path}.ts`)) || !existsSync(join(repoRoot, path, 'index.ts')) ? path : `${path}/index`);

/** `{ a, type B, c as d }` → ['a', 'type B', 'c']; `* as ns` → ['* as ns']; `def, { a }` → ['def', 'a']. */
function importedNames(clause: string): string[] {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1];
  const outside = clause
    .replace(/\{[^}]*\}/, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const inside = (braces ?? '')
    .split(',')
    .map((part) => part.trim().replace(/\s+as\s+\S+$/, ''))
    .filter(Boolean);
  return [...outside, ...inside];
}

export function importsOf(file: string): ImportEdge[] {
  const from = relative(repoRoot, file).replace(/\.ts$/, '');
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => {
    const specifier = match[3] ?? match[4] ?? match[5] ?? match[6]!;
    const to = specifier.startsWith('.') ? moduleOf(relative(repoRoot, resolve(dirname(file), specifier))) : specifier;
    return { from, to, typeOnly: match[1] !== undefined, names: match[2] === undefined ? [] : importedNames(match[2]) };
  });
}

/** Every import of the engine, the command line, the server and the client. */
export function codeBaseImports(): ImportEdge[] {
  return ['shared', 'cli', 'server', 'client'].flatMap((dir) => sourceFiles(join(repoRoot, dir))).flatMap(importsOf);
}

export const under = (path: string, ...folders: string[]) => folders.some((folder) => path === folder || path.startsWith(`${folder}/`));

/** The check folders: one per case file (shared/checks/) and the cross-file joins (shared/crossFile/checks/). */
export const CHECK_FOLDERS = ['shared/checks', 'shared/crossFile/checks'] as const;

/**
 * A value is imported when the statement is not `import type` and at least one name in it is not
 * `type X` (an `import { type A, type B }` loads the module under isolatedModules only for its side
 * effects, which none of ours has; it is counted as types).
 */
export const importsValues = (edge: ImportEdge) => !edge.typeOnly && (edge.names.length === 0 || edge.names.some((name) => !name.startsWith('type ')));

/** What shared/services/ imports from the check folders, each statement once. */
export function serviceImportsOfChecks(edges: readonly ImportEdge[] = codeBaseImports()): ImportEdge[] {
  return edges.filter((edge) => under(edge.from, 'shared/services') && under(edge.to, ...CHECK_FOLDERS));
}
