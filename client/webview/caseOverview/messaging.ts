// The webview's side of the panel's messages (overviewMessages.ts): VS Code's webview API, the
// state kept for a reload, and the facts requests (asked once the selection rests; an answer to an
// older request is dropped).
import type { CaseOverview } from '../../../shared/views/caseOverview';
import type { FromOverviewWebview, OverviewState, ToOverviewWebview } from '../overviewMessages';
import type { FactsAnswer } from './factsPanel';

declare function acquireVsCodeApi(): { postMessage(message: FromOverviewWebview): void; getState(): unknown; setState(state: unknown): void };

/** How long the selection must rest before its facts are asked for. */
const FACTS_DELAY_MS = 120;

const vscode = acquireVsCodeApi();
let factsId = 0;
let factsTimer: ReturnType<typeof setTimeout> | undefined;

/** What the webview kept before a reload (or a restored window), if anything. */
export const savedState = vscode.getState() as OverviewState | undefined;

export function saveState(state: OverviewState): void {
  vscode.setState(state);
}

export function postToPanel(message: FromOverviewWebview): void {
  vscode.postMessage(message);
}

export function onPanelMessage(handlers: { overview(overview: CaseOverview, caseName: string): void; failed(message: string): void; facts(facts: FactsAnswer): void }): void {
  window.addEventListener('message', (event: MessageEvent<ToOverviewWebview>) => {
    const message = event.data;
    switch (message.type) {
      case 'overview':
        handlers.overview(message.overview, message.caseName);
        break;
      case 'failed':
        handlers.failed(message.message);
        break;
      case 'facts':
        if (message.id === factsId) handlers.facts(message.facts);
        break;
    }
  });
}

/** Drops a facts request still waiting for the selection to rest. */
export function cancelFactsRequest(): void {
  clearTimeout(factsTimer);
}

/** Asks for explain's facts of a study stage (and plant) once the selection has rested. */
export function requestFacts(stageId: number, hydroId: number | undefined): void {
  cancelFactsRequest();
  factsTimer = setTimeout(() => {
    factsId++;
    postToPanel({ type: 'facts', id: factsId, stageId, ...(hydroId !== undefined ? { hydroId } : {}) });
  }, FACTS_DELAY_MS);
}
