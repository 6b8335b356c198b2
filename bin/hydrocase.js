#!/usr/bin/env node
// biome-ignore lint/suspicious/noRedundantUseStrict: CommonJS (the package has no "type": "module"), so it is not redundant
'use strict';
// The built CLI (dist/cli.js) is produced by `npm ci` / `npm run build`.
require('../dist/cli.js').main();
