// Rule pages open as `hydrocase-rule:/STG-037.md` rather than as the shipped file: the Markdown
// preview then names the page by its rule (breadcrumb, tab, link tooltip), not by the folder the
// extension is installed in. The server links the shipped files (other editors open them as they
// are); the client rewrites those links. A hover cannot link a scheme of ours (VS Code strips
// links outside http, https, file, mailto and trusted commands), so its links call a command that
// opens the page. Pure (no `vscode` runtime import), so it is unit-tested.
import { basename, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OPEN_RULE_PAGE_COMMAND } from './contributions';

export const RULE_PAGE_SCHEME = 'hydrocase-rule';

/** A page file name of dist/rules: a rule id or `index`, then `.md` (nothing that could leave the folder). */
const PAGE_NAME = /^[A-Za-z0-9-]+\.md$/;

export interface RulePageLinks {
  /** The virtual address of a shipped page, by its file path; undefined for any other file. */
  virtualOf(filePath: string): string | undefined;
  /** `markdown` (a hover) with every link to a shipped page, as the server writes it, calling the command that opens it instead. */
  rewrite(markdown: string): string;
  /** The page file name a virtual address reads, or undefined when it names no page. */
  pageOf(virtualPath: string): string | undefined;
}

export function rulePageLinks(pagesDir: string): RulePageLinks {
  const prefix = `${pathToFileURL(pagesDir).toString().replace(/\/$/, '')}/`;
  const pageOf = (name: string) => (PAGE_NAME.test(name) ? name : undefined);
  const virtualOf = (filePath: string) => {
    if (dirname(resolve(filePath)) !== resolve(pagesDir)) return undefined;
    const name = pageOf(basename(filePath));
    return name && `${RULE_PAGE_SCHEME}:/${name}`;
  };
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const links = new RegExp(`${escaped}([A-Za-z0-9-]+\\.md)`, 'g');
  return {
    virtualOf,
    rewrite: (markdown) => markdown.replace(links, (_, name: string) => `command:${OPEN_RULE_PAGE_COMMAND}?${encodeURIComponent(JSON.stringify([name]))}`),
    pageOf: (virtualPath) => pageOf(virtualPath.replace(/^\//, '')),
  };
}
