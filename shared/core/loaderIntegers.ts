// The integer ranges of the Rust types the Cobre loader reads fields into (decision D31): a value
// outside its type's range stops the load, like a value of the wrong type.

/** i32: ids such as hydro_id, and years. */
export const INT32_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** u32: counts (forward_passes, limits, windows) and season ids. */
export const UINT32_RANGE = { min: 0, max: 4_294_967_295 } as const;
