// STUB: replaced by the codeActions feature.
import type { FeatureHost } from './host';

export function registerCodeActions(_host: FeatureHost): void {}
