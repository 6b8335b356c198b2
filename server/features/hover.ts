// STUB: replaced by the hover feature.
import type { FeatureHost } from './host';

export function registerHover(_host: FeatureHost): void {}
