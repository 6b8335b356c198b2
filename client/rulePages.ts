// The rule pages as virtual read-only documents (`hydrocase-rule:/STG-037.md`, served from the
// shipped dist/rules/), which package.json's editor association opens in the Markdown preview, and
// the language client middleware that points diagnostics' rule links and hover links at them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { Middleware } from 'vscode-languageclient/node';
import { OPEN_RULE_PAGE_COMMAND } from './contributions';
import { RULE_PAGE_SCHEME, rulePageLinks, type RulePageLinks } from './rulePageLinks';

export function registerRulePages(pagesDir: string): { disposable: vscode.Disposable; middleware: Middleware } {
  const links = rulePageLinks(pagesDir);
  const provider: vscode.TextDocumentContentProvider = {
    async provideTextDocumentContent(uri) {
      const page = links.pageOf(uri.path);
      if (!page) return `# No such rule page\n\n\`${uri.path}\` is not a HydroCase rule page. All rules: [index](index.md).\n`;
      return readFile(join(pagesDir, page), 'utf8').catch(() => `# ${page.replace(/\.md$/, '')}\n\nNo page ships for this rule. All rules: [index](index.md).\n`);
    },
  };
  // vscode.open, not markdown.showPreview: the editor association picks the preview, in the same tab kind as the Problems panel's link.
  const open = (page: unknown) => {
    const name = typeof page === 'string' ? links.pageOf(page) : undefined;
    if (name) return vscode.commands.executeCommand('vscode.open', vscode.Uri.from({ scheme: RULE_PAGE_SCHEME, path: `/${name}` }));
    return undefined;
  };
  const disposable = vscode.Disposable.from(
    vscode.workspace.registerTextDocumentContentProvider(RULE_PAGE_SCHEME, provider),
    vscode.commands.registerCommand(OPEN_RULE_PAGE_COMMAND, open),
  );
  return { disposable, middleware: linkMiddleware(links) };
}

function linkMiddleware(links: RulePageLinks): Middleware {
  const virtual = (target: vscode.Uri) => {
    const address = target.scheme === 'file' ? links.virtualOf(target.fsPath) : undefined;
    return address ? vscode.Uri.parse(address) : target;
  };
  return {
    handleDiagnostics(uri, diagnostics, next) {
      for (const diagnostic of diagnostics) {
        if (typeof diagnostic.code === 'object' && diagnostic.code.target) diagnostic.code = { value: diagnostic.code.value, target: virtual(diagnostic.code.target) };
      }
      next(uri, diagnostics);
    },
    async provideHover(document, position, token, next) {
      const hover = await next(document, position, token);
      if (!hover) return hover;
      const contents = hover.contents.map((part) => {
        if (!(part instanceof vscode.MarkdownString)) return part;
        const value = links.rewrite(part.value);
        if (value === part.value) return part;
        const rewritten = new vscode.MarkdownString(value, part.supportThemeIcons);
        rewritten.isTrusted = { enabledCommands: [OPEN_RULE_PAGE_COMMAND] };
        rewritten.supportHtml = part.supportHtml;
        rewritten.baseUri = part.baseUri;
        return rewritten;
      });
      return new vscode.Hover(contents, hover.range);
    },
  };
}
