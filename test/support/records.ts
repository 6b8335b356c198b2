// Whole Parquet record tables as arrays of objects, for assertions (the engine keeps them as columns).
import { productivityOverride, type ProductivityOverride, type ProductivityOverrides } from '../../shared/model/productivity';
import { hyperplaneGroup, type HyperplaneGroup, type HyperplaneGroups } from '../../shared/model/hyperplanes';

export function productivityOverrides(overrides: ProductivityOverrides | undefined): ProductivityOverride[] {
  return Array.from({ length: overrides?.count ?? 0 }, (_, index) => productivityOverride(overrides!, index));
}

export function hyperplaneGroups(groups: HyperplaneGroups | undefined): HyperplaneGroup[] {
  return Array.from({ length: groups?.count ?? 0 }, (_, index) => hyperplaneGroup(groups!, index));
}
