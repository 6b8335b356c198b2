// A value derived from an object, computed on first use and kept as long as the object lives: a
// table's index (the language server keeps a table's summary while its file is unchanged), a season
// map's ids, what a validation's rules share. Undefined is kept like any other value.

/** `derive`, computed once per argument object. */
export function perObject<Key extends object, Value>(derive: (key: Key) => Value): (key: Key) => Value {
  const derived = new WeakMap<Key, Value>();
  return (key) => {
    if (derived.has(key)) return derived.get(key) as Value;
    const value = derive(key);
    derived.set(key, value);
    return value;
  };
}
