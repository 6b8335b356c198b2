import { defineRules } from '../../rules/define';

/** Rules about the case folder and file syntax, common to every file. */
export const caseRules = defineRules([
  {
    id: 'CASE-001',
    file: 'case',
    severity: 'error',
    title: 'a required case file is missing or not a readable file',
    description:
      'A case folder must hold stages.json and penalties.json at its root. The loader stops at once when either is missing or is not a readable file: a folder, a FIFO, a device, a socket or a link loop stands where the file should be, or the file is over the size limit. The message says which: "required file penalties.json is missing", "stages.json is a folder, not a file", "stages.json cannot be read: it is a FIFO (named pipe), not a regular file".',
    spec: '§1',
    phase: 'load',
  },
  {
    id: 'CASE-002',
    file: 'case',
    severity: 'hint',
    title: 'some cross-file checks did not run because a file they read is missing or broken',
    description:
      'Cross-file checks read system/hydros.json, system/thermals.json, config.json and the other case files together. When one of those files is missing, does not parse, or holds broken inputs for a check (duplicate ids, unreadable dates, a Parquet table lacking a column the check needs), the checks that depend on it are skipped rather than guessed, so a broken input never causes a false error elsewhere, and this hint lists them. Fix the named file to get the full set of checks (decision D28).',
    spec: 'decision D28; "Fields of other case files" in the rule catalogue',
  },
  {
    id: 'JSON-001',
    file: 'any JSON file',
    severity: 'error',
    title: 'the file is not valid JSON (syntax error)',
    description:
      'Case files are strict JSON: no comments, no trailing commas, no byte order mark. The position of the first syntax error is reported; the rules still check whatever parsed around it, so one typo does not hide every other problem.',
    spec: '§1',
    phase: 'load',
  },
  {
    id: 'JSON-002',
    file: 'any JSON file',
    severity: 'error',
    title: 'the same key appears twice in one object',
    description: 'The loader reads JSON strictly and rejects an object that repeats a key (decision D24). The diagnostic sits on the second occurrence and names the first.',
    spec: 'decision D24',
    phase: 'load',
  },
  {
    id: 'PQ-001',
    file: 'any Parquet file',
    severity: 'error',
    title: 'the file is not a readable Parquet file',
    description:
      'The Parquet table could not be opened or decoded: it is truncated, does not start and end with the PAR1 magic bytes, uses an unsupported encoding, or is a folder. The message gives the reason; no other rule runs on that file.',
    spec: '§1',
    phase: 'load',
  },
]);
