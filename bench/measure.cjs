'use strict';
// Runs a Node script in this very process and reports its peak RSS, since /usr/bin/time may be
// absent. Usage: HYDROCASE_MEASURE_OUT=<file> node measure.cjs <script> [args...]
// The script runs as the main module, exactly as if started directly (`node <script> args...`):
// process.argv and `require.main === module` both hold, so guarded entry points run too.
// On exit, whichever way the script ends (return, process.exit, exitCode), this writes
// {"maxRssKb": ..., "cpuMs": ..., "exitCode": ..., "uptimeMs": ...} to the file named by
// HYDROCASE_MEASURE_OUT (cpuMs: user + system time of every thread of the process).
// The parent measures wall time around the whole process, so process start is included.
const { writeFileSync } = require('node:fs');
const Module = require('node:module');
const { resolve } = require('node:path');

const out = process.env.HYDROCASE_MEASURE_OUT;
const script = process.argv[2];
if (!script) {
  process.stderr.write('usage: HYDROCASE_MEASURE_OUT=<file> node measure.cjs <script> [args...]\n');
  process.exit(2);
}
const target = resolve(script);
process.argv = [process.argv[0], target, ...process.argv.slice(3)];

process.on('exit', (code) => {
  if (!out) return;
  const usage = process.resourceUsage();
  const report = { maxRssKb: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, exitCode: code, uptimeMs: process.uptime() * 1000 };
  writeFileSync(out, JSON.stringify(report));
});

// What `node <script>` itself does: load the file as the main module (the same call ts-node uses).
Module.runMain(target);
