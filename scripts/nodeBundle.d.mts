import type { BuildOptions } from 'esbuild';

export declare const nodeBundleOptions: BuildOptions;
