// How locations read in CLI output: 1-based `line:column` for JSON, `row N, column C` for Parquet.
import type { Location } from '../../shared/core/diagnostics';

export function describeLocation(file: string, location: Location): string {
  switch (location.kind) {
    case 'json':
      return `${file}:${location.range.start.line + 1}:${location.range.start.character + 1}`;
    case 'parquet': {
      const parts = [location.row !== undefined ? `row ${location.row}` : undefined, location.column !== undefined ? `column ${location.column}` : undefined].filter(Boolean);
      return parts.length ? `${file}  ${parts.join(', ')}` : file;
    }
    case 'file':
      return file;
  }
}

/**
 * The location fields of the JSON report: 1-based `line`/`column` for JSON; the 0-based `row` and the
 * column as `field` for Parquet, with `rows` (inclusive [first, last] ranges) and `count` when the
 * rule failed on several rows of the column (D27); for JSON, `paths` when one cause was found at
 * several places (an older key, D1), as `rows` for a table.
 */
export function lineColumnFields(location: Location): Record<string, unknown> {
  if (location.kind === 'json') {
    return {
      line: location.range.start.line + 1,
      column: location.range.start.character + 1,
      endLine: location.range.end.line + 1,
      endColumn: location.range.end.character + 1,
      path: location.path,
      ...(location.paths ? { paths: location.paths } : {}),
    };
  }
  if (location.kind === 'parquet') {
    return {
      ...(location.row !== undefined ? { row: location.row } : {}),
      ...(location.column !== undefined ? { field: location.column } : {}),
      ...(location.rows ? { rows: location.rows, count: location.count } : {}),
    };
  }
  return {};
}
