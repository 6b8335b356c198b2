// STUB: replaced by the inlayHints feature.
import type { FeatureHost } from './host';

export function registerInlayHints(_host: FeatureHost): void {}
