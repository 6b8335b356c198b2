#!/usr/bin/env node
'use strict';
// The built CLI (dist/cli.js) is produced by `npm ci` / `npm run build`.
require('../dist/cli.js').main();
