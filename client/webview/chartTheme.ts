// The chart colours of the plot webviews (plant curves, scenario plots), read from VS Code's theme
// variables so both themes stay legible, and the colour arithmetic they need. Read again on every
// draw: the theme can change while a panel is open.

export interface Colours {
  foreground: string;
  muted: string;
  grid: string;
  series: string[];
  error: string;
  /** The shade of a band a curve must stay within. */
  band: string;
  background: string;
  /** The page's font (a canvas cannot read a CSS variable). */
  font: string;
}

export function themeColours(): Colours {
  const style = getComputedStyle(document.body);
  const css = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    foreground: css('--vscode-editor-foreground', '#888'),
    muted: css('--vscode-descriptionForeground', '#888'),
    // The theme's chart line colour is meant for axes; grid lines behind curves want it fainter.
    grid: withAlpha(css('--vscode-charts-lines', '#808080'), 0.3),
    series: ['--vscode-charts-blue', '--vscode-charts-orange', '--vscode-charts-green', '--vscode-charts-purple', '--vscode-charts-yellow'].map((name, k) =>
      css(name, ['#3794ff', '#d18616', '#89d185', '#b180d7', '#cca700'][k]!),
    ),
    error: css('--vscode-charts-red', css('--vscode-editorError-foreground', '#f14c4c')),
    band: css('--vscode-charts-green', '#89d185'),
    background: css('--vscode-editor-background', '#1e1e1e'),
    font: style.fontFamily || 'sans-serif',
  };
}

/** A CSS colour (any form the theme gives) with the given opacity, as rgba(). */
export function withAlpha(colour: string, alpha: number): string {
  const rgb = parseColour(colour);
  if (!rgb) return colour;
  // A theme colour already translucent keeps its own opacity, scaled.
  const own = /^rgba\(\d+, \d+, \d+, ([\d.]+)\)$/.exec(normalise(colour) ?? '');
  return `rgba(${rgb[0]}, ${rgb[1]}, ${rgb[2]}, ${own ? Number(own[1]) * alpha : alpha})`;
}

/** A CSS colour's red, green and blue, as the canvas normalises it (#rrggbb or rgba(r, g, b, a)). */
export function parseColour(colour: string): [number, number, number] | undefined {
  const normalised = normalise(colour);
  if (normalised === undefined) return undefined;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(normalised);
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
  const rgba = /^rgba?\((\d+), (\d+), (\d+)/.exec(normalised);
  return rgba ? [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])] : undefined;
}

/** The colour as the canvas normalises it: #rrggbb, or rgba(r, g, b, a) when translucent. */
function normalise(colour: string): string | undefined {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  context.fillStyle = colour;
  return String(context.fillStyle);
}
