// Where validation time goes, for `npm run bench` and the editor's status item.

export interface Timings {
  /** Reading JSON text from disk (Parquet I/O is part of decode: it reads lazily). */
  readMs: number;
  /** jsonc-parser parse plus Parquet footer read and column decode. */
  decodeMs: number;
  /** Rules that look at one file. */
  singleFileMs: number;
  /** Rules that look at several files. */
  crossFileMs: number;
  totalMs: number;
}

export function emptyTimings(): Timings {
  return { readMs: 0, decodeMs: 0, singleFileMs: 0, crossFileMs: 0, totalMs: 0 };
}
