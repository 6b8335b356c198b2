// The Arrow types the loader reads its Parquet columns as, and how a file's schema names them: the
// table rules check a column's type with it, and the plots read a column through the rules' column
// path only when it has the loader's type.

export type ColumnType = 'Int32' | 'Float64' | 'UInt32' | 'Date32';

/** How apache-arrow names each type in a file's schema (`ParquetColumnInfo.type`). */
const ARROW_TYPE_NAMES: Readonly<Record<ColumnType, string>> = { Int32: 'Int32', Float64: 'Float64', UInt32: 'Uint32', Date32: 'Date32<DAY>' };

/** True when a column of Arrow type `arrowType` (as the schema prints it) has the expected type. */
export function hasColumnType(arrowType: string, expected: ColumnType): boolean {
  return arrowType === ARROW_TYPE_NAMES[expected];
}
