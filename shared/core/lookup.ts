// Lookups keyed by user text (JSON keys, Parquet column names, file names) in plain objects: a key
// such as `__proto__`, `constructor` or `toString` must find nothing rather than what every object
// inherits. (Maps need no such care; prefer them for tables built at run time.)

/** `record[key]` when `key` is the record's own entry, else undefined. */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Items grouped by key, groups and items in first-seen order. */
export function groupBy<K, V>(items: Iterable<V>, keyOf: (item: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
