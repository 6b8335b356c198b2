// The page every HydroCase webview is built on: a strict Content-Security-Policy (nothing remote,
// nothing inline but the nonce'd script and style; linked stylesheets only from the extension's own
// resources), VS Code's theme colours through its CSS variables in the view's style, and its
// bundled script. Each view supplies its style and body.

export interface WebviewPageOptions {
  cspSource: string;
  nonce: string;
  title: string;
  scriptUri: string;
  /** The view's CSS, inlined under the nonce. */
  style: string;
  /** The page's markup between <body> and the script. */
  body: string;
  /** A stylesheet bundled beside the script (uPlot's), linked from the extension's resources. */
  stylesheetUri?: string;
  /** Attributes of <body>, already escaped (e.g. a data-* attribute). */
  bodyAttributes?: string;
}

/** What each view's page builder is given: the page's policy source, nonce, title and script. */
export type WebviewPageBasics = Pick<WebviewPageOptions, 'cspSource' | 'nonce' | 'title' | 'scriptUri'>;

export function webviewPage(options: WebviewPageOptions): string {
  const { cspSource, nonce, title, scriptUri, style, body, stylesheetUri, bodyAttributes } = options;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${webviewCsp(cspSource, nonce, stylesheetUri !== undefined)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${escapeHtml(title)}</title>
${stylesheetUri !== undefined ? `<link rel="stylesheet" href="${escapeHtml(stylesheetUri)}">\n` : ''}<style nonce="${nonce}">${style}</style>
</head>
<body${bodyAttributes ? ` ${bodyAttributes}` : ''}>
${body}
<script nonce="${nonce}" src="${escapeHtml(scriptUri)}"></script>
</body>
</html>`;
}

/** The webviews' policy: nothing remote, nothing inline but the nonce'd script and style. */
export function webviewCsp(cspSource: string, nonce: string, linkedStylesheets = false): string {
  const styles = linkedStylesheets ? `${cspSource} 'nonce-${nonce}'` : `'nonce-${nonce}'`;
  return `default-src 'none'; img-src ${cspSource}; style-src ${styles}; script-src 'nonce-${nonce}';`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
