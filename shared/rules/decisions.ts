// The decisions HydroCase takes where the format's spec is silent (the rule catalogue's "Decisions"),
// in words a planner can read: a hover, a rule page or `hydrocase rules` that cites "D14" also says
// what D14 decides, since users do not have the catalogue's source.

export const DECISIONS: Readonly<Record<string, string>> = {
  D1: 'the older key num_scenarios is one problem (STG-039 on that key, with a rename to num_openings), not an unknown key besides',
  D2: 'the older penalty key fpha_turbined_cost is one problem (PEN-020 on that key, with a rename to turbined_cost), not an unknown key besides',
  D3: 'a non-fpha plant stage with no productivity source is a warning (XF-029); only two sources at once are rejected',
  D4: 'a season_id with no season map is a warning, since it can never resolve; with a map, a season_id naming no season is an error',
  D5: 'unknown keys are errors where the spec rejects them (penalties.json, fpha_plane_reduction) and warnings elsewhere, with a rename when a known key is close; an extra Parquet column is a hint (reference_volume_hm3 in the productivity table is a warning)',
  D6: 'a slot-occupying external class is a class whose scheme is external in training.scenario_source',
  D7: 'an anticipated thermal decided at study stage t with lead L delivers at t + L, so it reaches post-study stages 0 to L−1',
  D8: 'the specific productivity may sit on the plant or inside generation; both are read, and two different values are a warning',
  D9: 'the case-wide default reference fraction lives outside the case files, so no rule checks it',
  D10: 'geometry values within a relative 1e-9 of each other count as equal',
  D11: 'an FPHA plant is one whose model is fpha, on the plant or in any production-model entry (likewise linearized_head)',
  D12: 'turbine capacity means generation.max_turbined_m3s > 0',
  D13: 'custom seasons are grouped into resolutions by their span in a 365-day year, 7 days apart at most',
  D14: 'the study horizon ends at the latest end_date among study stages',
  D15: 'stage ids in the productivity and hyperplane tables, and stage range bounds, that name no study stage are never used: a warning',
  D16: 'policy_graph.nodes: [] counts as no nodes (the plain stage chain)',
  D17: "chain transitions out of one stage with different discount-rate overrides are a warning; the stage's own override still wins",
  D18: 'a Parquet column declared nullable that holds no null is accepted; only actual nulls in a required column are errors',
  D19: 'post-study contiguity is checked in whole hours from UTC midnights: start + duration_hours must land on the next start_date',
  D20: 'integer fields written with a fraction or exponent (1.0, 1e2) are errors, and non-finite numbers (1e400) are errors where the spec says finite',
  D21: 'a monthly map without 12 seasons or a weekly map without 52 is a warning; two monthly seasons starting in the same month are an error',
  D22: 'a plant with a specific productivity and no geometry rows has a table that cannot be built: an error',
  D23: 'the mean equivalent head is the mean forebay height over the useful storage range, less the tailrace level at full turbined flow and the hydraulic losses; it must be > 0',
  D24: 'a key repeated in one JSON object is an error, naming both places',
  D25: 'case JSON files are plain UTF-8 read strictly: a byte order mark, invalid UTF-8 or nesting deeper than 128 levels is a syntax error, and only regular files are read',
  D26: 'study stages that overlap are a warning; a gap between them, or block hours that differ from the calendar hours, is a hint',
  D27: 'a rule failing on many rows of one Parquet column is one problem at the first row, giving the count, the row ranges and the range of values',
  D28: 'a broken input never causes a false error elsewhere: a cross-file check whose input is broken is skipped, and a CASE-002 hint says so',
  D31: 'for the files the spec does not cover, the Cobre loader is the authority: what it rejects is an error, what it accepts with a logged warning is a warning, and a key it does not read is an unknown-key warning',
};

const CITATION = /\b(?:rules\.md )?(?:decisions? )?(D\d{1,2}(?:(?:, | and )D\d{1,2})*)\b/g;

/** The decisions a text cites, in order of first citation. */
export function decisionsCitedIn(...texts: readonly string[]): Array<{ id: string; meaning: string }> {
  const ids = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/\bD(\d{1,2})\b/g)) if (DECISIONS[`D${match[1]}`]) ids.add(`D${match[1]}`);
  return [...ids].map((id) => ({ id, meaning: DECISIONS[id]! }));
}

/**
 * "rules.md D8", "decisions D1, D5" or a bare "(D8)" as a user reads it: "decision D8", "decisions
 * D1, D5"; any other mention of rules.md (the catalogue's source, which users do not have) names
 * the rule catalogue, whose text the rule pages and `hydrocase rules` carry.
 */
export function citeDecisions(text: string): string {
  return text.replace(CITATION, (_whole, list: string) => `${/,| and /.test(list) ? 'decisions' : 'decision'} ${list}`).replace(/\brules\.md\b/g, 'the HydroCase rule catalogue');
}
