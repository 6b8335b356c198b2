// STUB: replaced by the navigation feature.
import type { FeatureHost } from './host';

export function registerNavigation(_host: FeatureHost): void {}
