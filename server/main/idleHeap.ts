// The main thread's heap, collected once the server has been idle for a moment, as the validation
// thread's is (server/idleCollector.ts). Its garbage is the texts and replies of the last burst of
// edits and requests. Measured on the large bench case (bench:lsp (f), 10 s after the last of 40
// edits, five A/B runs against the build without it): 170-183 MB against 176-203 started plainly,
// 128-133 MB against 130-152 as VS Code starts it, lower in four runs of five either way.
import { heapSummary, IdleCollector } from '../idleCollector';

/** Longer than a typist's pause between keystrokes: the collection (a few tens of ms) must not land on one. */
const COLLECT_AFTER_IDLE_MS = 1500;

let collector: IdleCollector | undefined;

/** From now on the main thread's heap is collected after each idle spell; `log` gets its size then. */
export function collectMainHeapWhenIdle(log: (message: string) => void): void {
  collector = new IdleCollector(COLLECT_AFTER_IDLE_MS, { collected: () => log(`main thread idle: ${heapSummary()}`) });
}

/** The main thread handled something (a client's message, a validation's result): the idle spell starts again. */
export function mainThreadWorked(): void {
  collector?.started();
  collector?.ended();
}
