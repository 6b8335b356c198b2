// Completion in a case file: the keys valid at the cursor (required first, prefilled), whole new
// entries of arrays, enum values, true/false/null, and ids from the other files. The cursor is
// located on the editor's current parse tree; facts about other files come from the case's last
// validation, so a request costs what the one node it is about costs, never a whole-case pass.
import type { ServiceContext } from './context';
import type { CompletionEntry, Position } from './types';
import { locateCursor, type CursorSite } from './completion/cursor';
import { keyCompletions } from './completion/keys';
import { valueCompletions } from './completion/values';
import { documentCompletions, entryCompletions, entryInEmptyObject } from './completion/entries';
import { expressionCompletions } from './completion/expression';

/**
 * The completions at `position`. With `triggerCharacter` (typed `"`, `:` or space), only what that
 * character calls for: after `"`, the key or value it opens; after `:` or a space, the value of
 * the property, so indenting with spaces does not pop a list up.
 */
export function completionsAt(context: ServiceContext, position: Position, triggerCharacter?: string): CompletionEntry[] {
  if (!context.file.endsWith('.json')) return [];
  const offset = context.doc.offsetAt(position);
  // Inside a generic constraint's expression: its variables and the ids they name (a quote or colon typed there asks for nothing).
  const inExpression = expressionCompletions(context, offset);
  if (inExpression) return triggerCharacter === '"' || triggerCharacter === ':' ? [] : inExpression;
  const site = locateCursor(context.doc, offset);
  if (!site || !wantedByTrigger(context, site, offset, triggerCharacter)) return [];
  switch (site.kind) {
    case 'key':
      return [...keyCompletions(context, site), ...entryInEmptyObject(context, site)];
    case 'value':
      return valueCompletions(context, site);
    case 'element':
      return entryCompletions(context, site);
    case 'document':
      return documentCompletions(context, site);
  }
}

function wantedByTrigger(context: ServiceContext, site: CursorSite, offset: number, trigger: string | undefined): boolean {
  switch (trigger) {
    case undefined:
      return true;
    case '"':
      // The quote must open the string at the cursor (a closing quote asks for nothing).
      return (site.kind === 'key' || site.kind === 'value') && site.quoted && site.span.start === offset - 1;
    case ':':
    case ' ':
      return site.kind === 'value' && site.valueNode === undefined && /:\s*$/.test(context.doc.text.slice(Math.max(0, offset - 20), offset));
    default:
      return true;
  }
}
