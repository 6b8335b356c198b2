// The overview's colours, read from VS Code's theme variables (with fallbacks for a page outside
// VS Code); `rereadPalette` after a theme change.
import type { Severity } from '../../../shared/core/diagnostics';
import type { TimelineStage } from '../../../shared/views/caseOverview';

export interface Palette {
  background: string;
  foreground: string;
  muted: string;
  border: string;
  focus: string;
  header: string;
  models: string[];
  kinds: Record<TimelineStage['kind'], string>;
  severity: Record<Severity, string>;
  highContrast: boolean;
}

export let palette = readPalette();

export function rereadPalette(): void {
  palette = readPalette();
}

function readPalette(): Palette {
  const style = getComputedStyle(document.body);
  const css = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const foreground = css('--vscode-editor-foreground', '#333');
  return {
    background: css('--vscode-editor-background', '#fff'),
    foreground,
    muted: css('--vscode-descriptionForeground', foreground),
    border: css('--vscode-contrastBorder', '') || css('--vscode-editorWidget-border', 'rgba(128,128,128,0.35)'),
    focus: css('--vscode-focusBorder', '#0078d4'),
    header: css('--vscode-editorGroupHeader-tabsBackground', css('--vscode-sideBar-background', 'transparent')),
    // By MODEL code: no model, constant_productivity, linearized_head, fpha, invalid.
    models: [
      'transparent',
      css('--vscode-charts-blue', '#3794ff'),
      css('--vscode-charts-green', '#388a34'),
      css('--vscode-charts-purple', '#b180d7'),
      css('--vscode-charts-yellow', '#cca700'),
    ],
    kinds: { 'pre-study': css('--vscode-charts-orange', '#d18616'), study: css('--vscode-charts-blue', '#3794ff'), 'post-study': css('--vscode-charts-purple', '#b180d7') },
    severity: {
      error: css('--vscode-editorError-foreground', '#e51400'),
      warning: css('--vscode-editorWarning-foreground', '#bf8803'),
      hint: css('--vscode-editorInfo-foreground', '#1a85ff'),
    },
    highContrast: document.body.classList.contains('vscode-high-contrast') || document.body.classList.contains('vscode-high-contrast-light'),
  };
}
