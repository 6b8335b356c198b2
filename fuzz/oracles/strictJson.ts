// What the loader's strict parser (serde_json) would say of a JSON file's bytes (rules.md D25):
// a reason to reject it, or undefined. The engine must then report an error on that file.

/** serde_json's default recursion limit. */
export const MAX_JSON_DEPTH = 128;

export function strictJsonProblem(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    // ignoreBOM keeps a byte order mark in the text, where JSON.parse rejects it as the loader does.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return 'it is not valid UTF-8';
  }
  if (text.startsWith('\uFEFF')) return 'it starts with a byte order mark';
  try {
    JSON.parse(text);
  } catch (error) {
    return `it is not strict JSON (${(error as Error).message})`;
  }
  const depth = nestingDepth(text);
  return depth > MAX_JSON_DEPTH ? `it nests ${depth} levels deep` : undefined;
}

/** Deepest nesting of arrays and objects, skipping string contents. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return deepest;
}
