// Stylesheets imported by a webview script: esbuild writes them beside the bundle (dist/*.css).
declare module '*.css';
