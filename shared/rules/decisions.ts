// The decisions HydroCase takes where the format's spec is silent (the rule catalogue's "Decisions"),
// in words a planner can read. Their ids (D14) are the catalogue's internal references: the texts
// that cite them (catalogue descriptions, field docs) are written for the catalogue's authors, so
// every text a planner sees goes through `decisionsInWords`, which takes the ids out, and lists
// what each cited decision decides, in words, without its id.

export const DECISIONS: Readonly<Record<string, string>> = {
  D1: 'the older key num_scenarios is one problem per file (STG-039 on its first occurrence, counting the stages, with one fix renaming them all to num_openings), not an unknown key besides',
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
  D25: 'case JSON files are plain UTF-8 read strictly: a byte order mark, invalid UTF-8 or nesting of 128 levels or more is a syntax error (a too-deep value is skipped and the rest of the file checked), only regular files are read, and a folder holding stages.json, or config.json and a system/ folder, is a case',
  D26: 'study stages that overlap, a gap between them, or block hours that differ from the calendar hours are hints stated as facts; whole calendar months at 730 hours a month follow the average-month convention and are not reported',
  D27: 'a rule failing on many rows of one Parquet column is one problem at the first row, giving the count, the row ranges and the range of values; a finding about a group of rows (a plant, a key, a plane group) is one problem per group',
  D28: 'a broken input never causes a false error elsewhere: a cross-file check whose input is broken is skipped, and a CASE-002 hint says so',
  D29: 'NaN fails every bound the spec requires of a Parquet value (gamma_v >= 0, gamma_s <= 0, gamma_q >= 0, kappa in (0, 1]), and a NaN gamma_q is not a plane with gamma_q > 0',
  D30: 'a hydro or thermal id declared twice is an error on the later id, naming the first; the checks that join on those ids wait until it is fixed',
  D31: 'files and fields the spec does not define are checked as the Cobre loader reads them: what it rejects is an error, what it accepts with a logged warning is a warning, and a key it does not read is an unknown-key warning',
  D32: 'the older key productivity_override is one problem per file (with one fix renaming it to productivity_mw_per_m3s), and the stages it covers are not reported as lacking a productivity',
  D33: 'a missing policy_graph has no nodes, so every study stage still needs num_openings',
  D34: 'a custom season map whose every season ends on the day the next starts (exclusive ends) is one problem, with a fix that moves every end back one day',
};

const ID = String.raw`D\d{1,2}`;
const ID_LIST = String.raw`${ID}(?:(?:, | and )${ID})*`;
const NAMED = String.raw`(?:rules\.md )?(?:[Dd]ecisions? )?${ID_LIST}`;

/** The decisions a text cites, in order of first citation: what each decides, in words (the id only as a key). */
export function decisionsCitedIn(...texts: readonly string[]): Array<{ id: string; meaning: string }> {
  const ids = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(/\bD(\d{1,2})\b/g)) if (DECISIONS[`D${match[1]}`]) ids.add(`D${match[1]}`);
  return [...ids].map((id) => ({ id, meaning: DECISIONS[id]! }));
}

/** What the decisions of a list ("D22, D23", "D22 and D23") decide, joined. */
function meaningsOf(list: string): string {
  return [...list.matchAll(/D\d{1,2}/g)]
    .map(([id]) => DECISIONS[id])
    .filter(Boolean)
    .join('; ');
}

/**
 * A catalogue text as a planner reads it, with no decision id in it: a citation in parentheses
 * goes ("(decision D14)", "(XF-010, decision D12)", "(D8)"), a cited decision that explains
 * itself keeps its explanation ("(decision D7: post-study indices ...)", "Decision D6: a stage
 * ..."), and a decision named in the running text is replaced by what it decides. The rule page,
 * `hydrocase rules` and the hover list the cited decisions' meanings besides. Any other mention of
 * rules.md (the catalogue's source, which planners do not have) names the HydroCase rule catalogue.
 */
export function decisionsInWords(text: string): string {
  return text
    .replace(new RegExp(String.raw`\s*\(${NAMED}\)`, 'g'), '')
    .replace(new RegExp(String.raw`(?:, |; )(?:(?:rules\.md )?[Dd]ecisions? ${ID_LIST}(?=[);,])|${ID_LIST}(?=\)))`, 'g'), '')
    .replace(new RegExp(String.raw`\(${NAMED}(?::|;|,) `, 'g'), '(')
    .replace(new RegExp(String.raw`\b${NAMED}(?:, for [^:]*)?: `, 'g'), '')
    .replace(new RegExp(String.raw`\b(?:rules\.md )?[Dd]ecisions? (${ID_LIST})\b`, 'g'), (_whole, list: string) => `HydroCase's reading of the spec (${meaningsOf(list)})`)
    .replace(/\brules\.md\b/g, 'the HydroCase rule catalogue');
}

/** A rule's spec sections without the decisions it also cites ("§2.1, decision D4" is "§2.1"): the page lists those in words. */
export function specSectionsOnly(spec: string): string {
  const sections = spec
    .replace(new RegExp(String.raw`(?:^|,\s*|;\s*)${NAMED}`, 'g'), '')
    .replace(/^[,;]\s*/, '')
    .trim();
  return decisionsInWords(sections);
}
