// The environment the language server process starts with, wherever it is launched from: the VS
// Code client, the protocol tests and the LSP benchmark (so they measure what VS Code runs).
//
// glibc's malloc serves a block above its mmap threshold from a mapping of its own, returned to the
// OS when freed; but each time such a block is freed it raises the threshold to that block's size
// (up to 32 MB). After the first large Parquet buffer, the buffers of every later table then come
// from the heap arenas, fragment them, and stay resident once freed: ~45 MB of the idle server after
// the large bench case (validation thread and Parquet worker included). Setting the threshold pins
// it at glibc's own starting value. The variable is read once, when the process starts, so it
// cannot be set from inside the server; other C libraries ignore it.
export const SERVER_ENVIRONMENT: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };
