// What the webview-script tests share: the view's page made loadable outside VS Code (its policy
// dropped, its bundled script inlined after a stand-in for the webview API) and the machine's
// Chromium, headless.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { editorTools } from './tools';
import { repoRoot } from '../support/cli';

/** `html` without its Content-Security-Policy, its script tag replaced by `fake` then dist/<bundle>.js. */
export function loadableWebview(html: string, fake: string, bundle: string): string {
  const script = readFileSync(join(repoRoot, 'dist', `${bundle}.js`), 'utf8');
  return html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '').replace(/<script[^>]*><\/script>/, () => `<script>${fake}</script><script>${script}</script>`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: editorTools(['chromium']).chromium, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}
