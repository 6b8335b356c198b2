// What the broken fixture case holds and what every editor must report for it. Pure data and
// text helpers only: the extension-host suite bundles this file, so no fs, engine or Parquet here.

/** stages.json: the second stage's only block has negative hours. */
export const STAGES_FILE = 'stages.json';
export const STAGES_RULE = 'STG-037';
export const BAD_HOURS = -5;
export const STAGES_MESSAGE = `block hours must be finite and > 0, got ${BAD_HOURS}`;

/** system/hydro_geometry.parquet: one negative height, at this 0-based row. */
export const GEOMETRY_FILE = 'system/hydro_geometry.parquet';
export const GEOMETRY_RULE = 'GEO-004';
export const GEOMETRY_BAD_ROW = 2;
export const GEOMETRY_BAD_HEIGHT = -3;
/** The server puts a Parquet row's place in front of the engine's message. */
export const GEOMETRY_MESSAGE_PREFIX = `row ${GEOMETRY_BAD_ROW}, column height_m:`;

export interface TextRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

/** Where the bad hours value sits in the fixture's stages.json text (the diagnostic's range). */
export function badHoursRange(stagesText: string): TextRange {
  const marker = `"hours": ${BAD_HOURS}`;
  const offset = stagesText.indexOf(marker);
  if (offset < 0 || stagesText.indexOf(marker, offset + 1) >= 0) throw new Error(`fixture stages.json must hold exactly one ${marker}`);
  const valueOffset = offset + marker.length - String(BAD_HOURS).length;
  const before = stagesText.slice(0, valueOffset).split('\n');
  const line = before.length - 1;
  const character = before[line]!.length;
  return { start: { line, character }, end: { line, character: character + String(BAD_HOURS).length } };
}

/**
 * stages.json of the extension-host fixture only: this stage names num_openings by its older name.
 * That is one problem (decision D1): STG-039 on the older key, cured by its rename.
 */
export const OLDER_KEY_STAGE = 2;
export const OLDER_KEY = 'num_scenarios';
export const CURRENT_KEY = 'num_openings';
export const OLDER_KEY_RULES: readonly string[] = ['STG-039'];

/**
 * The extension-host fixture only: a copy of a Cobre example case nested in the workspace (its
 * JSON files carry `$schema` lines that VS Code's JSON extension would act on), and a JSON file
 * named like a case file in a folder that is no case (it stays JSON, with the same `$schema`).
 */
export const EXAMPLE_DIR = 'cobre-example';
export const EXAMPLE_SOURCE = '1dtoy';
export const PLAIN_JSON_FILE = 'notes/config.json';

/** Stages in the long study's stages.json (writeLongStudyCase): 1,199 outline entries, past the outline's 1,000. */
export const LONG_STUDY_STAGES = 200;
