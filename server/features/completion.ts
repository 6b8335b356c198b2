// STUB: replaced by the completion feature.
import type { FeatureHost } from './host';

export function registerCompletion(_host: FeatureHost): void {}
