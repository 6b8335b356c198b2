// Protocol tests: the editor applies rule levels as the command line does, from the nearest
// hydrocase.json (picked up when it changes on disk) and from the `hydrocase.rules` setting over it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { announce, hasCode, path, WATCH_MODES, withServer, writeSmallCase } from './fixture';

const CREATED = 1;
const DELETED = 3;

for (const mode of WATCH_MODES) {
  describe(`rule levels (${mode.name})`, () => {
    test('hydrocase.json turns a warning off and back on; the setting raises it to an error', async () => {
      const caseDir = writeSmallCase();
      const stages = path(caseDir, 'stages');
      const withUnknownKey = JSON.parse(readFileSync(stages, 'utf8'));
      withUnknownKey.stages[0].colour = 'blue';
      writeFileSync(stages, JSON.stringify(withUnknownKey, null, 2));
      const config = join(caseDir, 'hydrocase.json');
      await withServer([caseDir], { watchFiles: mode.watchFiles }, async (client) => {
        const warned = await client.waitForDiagnostics(stages, hasCode('STG-090'));
        assert.equal(warned.find((d) => d.code === 'STG-090')!.severity, 2);

        writeFileSync(config, JSON.stringify({ rules: { 'STG-090': 'off' } }));
        announce(client, mode.watchFiles, config, CREATED);
        await client.waitForDiagnostics(stages, (d) => !d.some((x) => x.code === 'STG-090'), { what: 'STG-090 turned off by hydrocase.json' });

        client.changeSettings({ rules: { 'STG-090': 'error' } });
        const raised = await client.waitForDiagnostics(stages, (d) => d.some((x) => x.code === 'STG-090' && x.severity === 1), { what: 'STG-090 raised by the setting' });
        assert.ok(raised.length > 0);

        client.changeSettings({});
        rmSync(config);
        announce(client, mode.watchFiles, config, DELETED);
        await client.waitForDiagnostics(stages, (d) => d.some((x) => x.code === 'STG-090' && x.severity === 2), { what: 'STG-090 back at its default' });
      });
    });
  });
}
