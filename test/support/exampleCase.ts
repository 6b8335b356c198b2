// A rule example's case: the baseline case with the example's files changed (a null removes one).
import { baselineCase } from '../../shared/rules/examples/baseline';
import { isExampleTable, isExampleText, type ExampleFiles } from '../../shared/rules/examples/types';
import type { CaseFiles } from './cases';
import { parquetBytes } from './parquet';

export function exampleCaseFiles(changes: ExampleFiles): CaseFiles {
  const files: CaseFiles = baselineCase();
  for (const [path, file] of Object.entries(changes)) {
    if (file === null) delete files[path];
    else if (isExampleTable(file)) files[path] = parquetBytes(file.table);
    else if (isExampleText(file)) files[path] = file.text;
    else files[path] = typeof file === 'object' ? file : JSON.stringify(file);
  }
  return files;
}
