// Checks every diagnostic has a catalogue code and a real message; shared by the CLI and LSP oracles.
import { findRule } from '../../shared/rules';
import type { Failure } from './failure';

const BROKEN_TEXT = /\[object Object\]|\bundefined\b/;

export function checkDiagnostic(where: string, code: unknown, message: unknown): Failure[] {
  const failures: Failure[] = [];
  if (typeof code !== 'string' || !findRule(code))
    failures.push({ oracle: 'unknown-code', detail: `${where}: code ${JSON.stringify(code)} is not in the rule catalogue (message: ${JSON.stringify(message)})` });
  if (typeof message !== 'string' || !message.trim()) failures.push({ oracle: 'bad-message', detail: `${where}: ${String(code)} has no message` });
  else if (BROKEN_TEXT.test(message)) failures.push({ oracle: 'bad-message', detail: `${where}: ${String(code)} message "${message.slice(0, 200)}"` });
  return failures;
}
