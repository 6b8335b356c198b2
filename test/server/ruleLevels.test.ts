// Protocol tests: the editor applies rule levels as the command line does, from the nearest
// hydrocase.json (picked up when it changes on disk) and from the `hydrocase.rules` setting over it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { announce, hasCode, path, WATCH_MODES, withServer, writeSmallCase } from './fixture';
import { caseRuleLevels } from '../../server/ruleLevels';

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

test('a hydrocase.json with mistakes is not applied and is logged once until it changes, not at every validation', () => {
  const caseDir = writeSmallCase();
  const config = join(caseDir, 'hydrocase.json');
  writeFileSync(config, JSON.stringify({ rules: { 'STG-999': 'off' } }));
  const logged: string[] = [];
  const reported = new Map<string, string>();
  const levels = () => caseRuleLevels(caseDir, new Map([['STG-090', 'error']]), (m) => logged.push(m), reported);
  assert.deepEqual([...levels()], [['STG-090', 'error']], 'only the setting applies');
  levels();
  assert.equal(logged.length, 1);
  assert.match(logged[0]!, /rules\.STG-999: unknown rule id/);
  writeFileSync(config, JSON.stringify({ rules: { 'STG-998': 'off' } }));
  levels();
  assert.equal(logged.length, 2, 'a changed mistake is said again');
});
