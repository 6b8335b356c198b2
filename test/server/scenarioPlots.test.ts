// Protocol test of the scenario plots request against the real server: a plot built on the
// validation thread from the case's last validation (its marks from the problems), for the case
// named by its folder or any of its files; bad params are refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { withServer } from './fixture';
import { uriOf } from '../support/lsp';
import { NEGATIVE_INFLOW_STD_ROW, writeScenarioPlotsCase } from '../support/scenarioPlotsCase';
import { SCENARIO_PLOTS_COMMAND, SCENARIO_PLOTS_REQUEST, type ScenarioPlotsAnswer } from '../../server/protocol/scenarioPlotsProtocol';
import * as clientProtocol from '../../client/protocol';

test('the client and the server name the scenario plots request and command alike', () => {
  assert.equal(clientProtocol.SCENARIO_PLOTS_REQUEST, SCENARIO_PLOTS_REQUEST);
  assert.equal(clientProtocol.SCENARIO_PLOTS_COMMAND, SCENARIO_PLOTS_COMMAND);
});

test('scenario plots: each plot from the last validation, by case folder or file; bad params refused', async () => {
  const caseDir = await writeScenarioPlotsCase();
  await withServer([caseDir], {}, async (client) => {
    await client.waitForDiagnostics(join(caseDir, 'scenarios/inflow_seasonal_stats.parquet'), (d) => d.some((x) => x.code === 'SCN-004'));
    const stats = await client.request<ScenarioPlotsAnswer>(SCENARIO_PLOTS_REQUEST, { caseUri: uriOf(join(caseDir, 'stages.json')) });
    assert.equal(stats.caseUri, uriOf(caseDir));
    assert.ok(stats.kind === 'view' && stats.view.plot?.kind === 'inflowStats');
    assert.deepEqual(
      stats.view.plot.points.filter((p) => p.problems.length).map((p) => [p.row, p.problems.map((x) => x.code)]),
      [[NEGATIVE_INFLOW_STD_ROW, ['SCN-004']]],
    );
    const history = await client.request<ScenarioPlotsAnswer>(SCENARIO_PLOTS_REQUEST, { caseUri: uriOf(caseDir), kind: 'inflowHistory', entityId: 1 });
    assert.ok(history.kind === 'view' && history.view.plot?.kind === 'inflowHistory');
    assert.deepEqual([history.view.plot.hydroId, history.view.plot.days.length], [1, 360]);
    const correlation = await client.request<ScenarioPlotsAnswer>(SCENARIO_PLOTS_REQUEST, { caseUri: uriOf(caseDir), kind: 'correlation', profile: 'dry' });
    assert.ok(correlation.kind === 'view' && correlation.view.plot?.kind === 'correlation');
    assert.deepEqual([correlation.view.plot.profile, correlation.view.plot.scheduledStages], ['dry', [6, 7]]);

    await assert.rejects(client.request(SCENARIO_PLOTS_REQUEST, { caseUri: 'untitled:1' }), /caseUri must be a file URI/);
    await assert.rejects(
      client.request(SCENARIO_PLOTS_REQUEST, { caseUri: uriOf(caseDir), kind: 'pie' }),
      /kind: one of inflowStats, inflowHistory, loadStats, correlation expected, got "pie"/,
    );
    await assert.rejects(client.request(SCENARIO_PLOTS_REQUEST, { caseUri: uriOf(caseDir), entityId: 1.5 }), /entityId: an integer expected/);
  });
});
