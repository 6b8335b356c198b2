// The XF-002 fix on a Parquet table: every row whose hydro_id names no plant gets the id of a plant
// it may have meant (one without rows in that table, so no key is doubled). Parquet is not text,
// so the table view offers it as a button that asks the planner before the table is rewritten
// (replaceTableId.ts writes it). The pure half: what the fix is and its title.

/** Rewrite `column` from `from` to `to` in every row of `file`. */
export interface TableIdFix {
  file: string;
  column: 'hydro_id';
  from: number;
  to: number;
}

/** The fixes an XF-002 diagnostic on a table offers, one per plant it may have meant (the rule ranks them). */
export function tableIdFixes(code: string, file: string, data: unknown): TableIdFix[] {
  if (code !== 'XF-002' || !file.endsWith('.parquet') || typeof data !== 'object' || data === null) return [];
  const { hydroId, plantSuggestions } = data as Record<string, unknown>;
  if (!Number.isInteger(hydroId) || !Array.isArray(plantSuggestions)) return [];
  return plantSuggestions.filter((id): id is number => Number.isInteger(id)).map((to) => ({ file, column: 'hydro_id', from: hydroId as number, to }));
}

export function tableIdTitle(fix: TableIdFix): string {
  return `Change hydro_id ${fix.from} to ${fix.to} in every row (rewrites ${fix.file})`;
}
