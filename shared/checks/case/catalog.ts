import { defineRules } from '../../core/rules/define';

/** Rules about the case folder and file syntax, common to every file. */
export const caseRules = defineRules([
  {
    id: 'CASE-001',
    file: 'case',
    severity: 'error',
    title: 'a required case file is missing or not a readable file',
    description:
      'A case folder must hold the eight files the loader requires: config.json, penalties.json, stages.json and initial_conditions.json at its root, and system/buses.json, system/lines.json, system/hydros.json and system/thermals.json. The loader stops at once when one is missing (its structural check, validate_structure in cobre-io validation/structural.rs; its tests test_structural_missing_required_hydros and test_structural_multiple_missing_required). A folder, a named pipe, a device or a link loop where the file should be, or a file over the size limit, cannot be read either; the message says which: "required file penalties.json is missing", "stages.json is a folder, not a file", "stages.json cannot be read: it is a FIFO (named pipe), not a regular file".',
    spec: '§1; the whole case (decision D31)',
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
