// Protocol tests: the editor applies rule levels as the command line does, from the nearest
// hydrocase.json (picked up when it changes on disk) and from the `hydrocase.rules` setting over it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { announce, hasCode, path, WATCH_MODES, withServer, writeSmallCase } from './fixture';
import { caseRuleLevels } from '../../server/main/ruleLevels';

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

test('a hydrocase.json with a mistake is a problem on that file, at the key, with no rule id, and a note on the status until it is fixed', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  const withUnknownKey = JSON.parse(readFileSync(stages, 'utf8'));
  withUnknownKey.stages[0].colour = 'blue';
  writeFileSync(stages, JSON.stringify(withUnknownKey, null, 2));
  const config = join(caseDir, 'hydrocase.json');
  const text = '{\n  "rules": { "STG-090": "off", "STG-999": "off" }\n}\n';
  writeFileSync(config, text);
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    const [problem] = await client.waitForDiagnostics(config, (d) => d.length === 1, { what: 'the mistake in hydrocase.json' });
    assert.equal(problem!.code, undefined, "the tool's own settings have no rule id");
    assert.equal(problem!.source, 'hydrocase');
    assert.equal(problem!.severity, 1, 'an error: the command line refuses the file');
    const keyAt = text.indexOf('"STG-999"');
    assert.deepEqual(problem!.range, {
      start: { line: 1, character: keyAt - text.indexOf('\n') - 1 },
      end: { line: 1, character: keyAt - text.indexOf('\n') - 1 + '"STG-999"'.length },
    });
    assert.match(problem!.message, /rules\.STG-999: unknown rule id "STG-999"/);
    await client.waitForDiagnostics(stages, hasCode('STG-090'), { what: "none of the file's levels applied" });
    const status = await client.waitForStatus(caseDir);
    assert.match(status.settingsProblem, /^hydrocase\.json not applied: rules\.STG-999: unknown rule id/);

    const before = client.statuses.length;
    writeFileSync(config, '{ "rules": { "STG-090": "off" } }\n');
    announce(client, true, config, 2);
    await client.waitForDiagnostics(config, (d) => d.length === 0, { what: 'the fixed hydrocase.json cleared' });
    await client.waitForDiagnostics(stages, (d) => !d.some((x) => x.code === 'STG-090'), { what: 'the fixed file applied' });
    const fixed = await client.waitForStatus(caseDir, before);
    assert.equal(fixed.settingsProblem, undefined);
  });
});

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
