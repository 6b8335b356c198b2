// Mutations of a real example case (../shared/cases/cobre-examples), as data: each bends one JSON
// file in one place and names the problems the engine must then report in that file, by rule and
// JSON path. The file is given to the engine as an editor overlay, so the example is never written.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import type { RuleId } from '../../shared/rules';
import { expectDiagnostic } from './assertions';
import { examplesDir } from './cli';

export interface ExampleMutation {
  /** The case folder under the examples folder: `deterministic/d01-thermal-dispatch`. */
  example: string;
  what: string;
  /** Bends the parsed file in place (its return value is ignored unless `newRoot`). */
  edit: (json: any) => unknown;
  /** The edit's return value is the file's new root (a root of another type). */
  newRoot?: boolean;
  /** `CODE path` of every problem of the file after the edit (the path '' for the root). */
  expected: Array<`${RuleId} ${string}`>;
}

/** `CODE path` of each problem of `file`. */
export function problemsIn(result: ValidationResult, file: string): string[] {
  return result.diagnostics.filter((d) => d.file === file).map((d) => `${d.code} ${d.location.kind === 'json' ? d.location.path : ''}`);
}

/** One test per mutation: the example is clean in `file`, and after the edit has exactly the expected problems there. */
export function testExampleMutations(file: string, mutations: readonly ExampleMutation[]): void {
  for (const mutation of mutations) {
    test(`real example ${mutation.example}, ${mutation.what}: ${mutation.expected.join(', ')}`, async () => {
      const dir = join(examplesDir, mutation.example);
      const original = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      assert.deepEqual(problemsIn(await validateCase(dir), file), [], 'the example is clean before the mutation');
      const edited = mutation.edit(original);
      const text = JSON.stringify(mutation.newRoot ? edited : original, null, 2);
      const result = await validateCase(dir, { overlays: new Map([[file, text]]) });
      assert.deepEqual(problemsIn(result, file), mutation.expected);
      for (const expected of mutation.expected) {
        const [code, path] = expected.split(' ') as [RuleId, string];
        // A CASE-002 hint (checks skipped for the broken input, D28) is about the whole file: it has no path.
        expectDiagnostic(result, { code, file, ...(code === 'CASE-002' ? {} : { path }) }); // severity from the catalogue
      }
    });
  }
}
