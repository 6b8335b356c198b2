// Failing and passing examples for the rules in catalog.ts.
import {
  SUPPLIED_OPENINGS,
  thermalsWithAnticipated,
  inflowHistoryTable,
  monthlySeasons,
  noiseOpeningsTable,
  postStudyWith,
  scenarioSourceConfig,
  stagesWith,
  useNodes,
} from '../../../rules/examples/calendarBuilders';
import { constantProductivityEntry, geometryTable, hydroPlant, hydroRegistry, productionModels, reservoirCurve } from '../../../rules/examples/plantBuilders';
import { GEOMETRY, HYDROS, MODELS } from '../../../core/case/layout';
import type { RuleExample, RuleExamples } from '../../../rules/examples/types';

const STAGES = 'stages.json';
const POST_STUDY = 'post_study_stages.json';
const THERMALS = 'system/thermals.json';
const CONFIG = 'config.json';
const HISTORY = 'scenarios/inflow_history.parquet';
const NOISE = 'scenarios/noise_openings.parquet';

const withSeasonMap = () => stagesWith((s) => (s.season_definitions = monthlySeasons()));

/** XF-023, also the example of STG-085 (the stages.json rule it restates). */
export const historyEstimationWithoutSeasonMap: RuleExample = {
  show: STAGES,
  why: 'The inflow model is estimated from the inflow history (no fitted statistics are supplied), and with no season_definitions the history cannot be grouped into seasons.',
  failing: { [STAGES]: stagesWith(() => {}), [HISTORY]: inflowHistoryTable() },
  passing: { [STAGES]: withSeasonMap(), [HISTORY]: inflowHistoryTable() },
};

/** XF-024, also the example of STG-086. */
export const historicalSchemeWithoutSeasons: RuleExample = {
  show: STAGES,
  why: 'config.json replays historical inflows, which maps every study stage to a season, and these stages have no season_id and no season map to derive one from.',
  failing: { [STAGES]: stagesWith(() => {}), [CONFIG]: scenarioSourceConfig({ inflow: 'historical' }) },
  passing: { [STAGES]: withSeasonMap(), [CONFIG]: scenarioSourceConfig({ inflow: 'historical' }) },
};

/** Study stages under policy_graph.nodes whose openings all come from the external scenario library. */
function externalNodeStages(change: (stages: any) => void = () => {}): any {
  return stagesWith((s) => {
    useNodes(s);
    for (const stage of s.stages) delete stage.num_openings;
    change(s);
  });
}

const selectiveStages = () => stagesWith((s) => (s.stages[0].sampling_method = 'selective'));

export const xfCalendarExamples: RuleExamples = {
  'XF-016': {
    show: POST_STUDY,
    why: 'GT-A decides its dispatch 2 stages ahead, so the decisions of the last two study stages deliver after the horizon, and there is no post_study_stages.json to bound and price them.',
    failing: { [THERMALS]: thermalsWithAnticipated(2), [POST_STUDY]: null },
    passing: { [THERMALS]: thermalsWithAnticipated(2), [POST_STUDY]: postStudyWith() },
  },
  'XF-017': {
    show: POST_STUDY,
    excerpt: ['stages'],
    why: 'The study ends on 2024-04-01 (end dates are exclusive), but the post-study calendar starts a day later, on 2024-04-02.',
    failing: { [THERMALS]: thermalsWithAnticipated(2), [POST_STUDY]: postStudyWith((p) => (p.stages[0] = { start_date: '2024-04-02', duration_hours: 696 })) },
    passing: { [THERMALS]: thermalsWithAnticipated(2), [POST_STUDY]: postStudyWith() },
  },
  'XF-018': {
    show: POST_STUDY,
    excerpt: ['thermal_bounds'],
    why: 'The second bound names thermal 4 (GT-B), which declares no anticipated_config; the anticipated plant is thermal 3.',
    failing: { [THERMALS]: thermalsWithAnticipated(2), [POST_STUDY]: postStudyWith((p) => (p.thermal_bounds[1].thermal_id = 4)) },
    passing: { [THERMALS]: thermalsWithAnticipated(2), [POST_STUDY]: postStudyWith() },
  },
  'XF-019': {
    show: POST_STUDY,
    excerpt: ['thermal_bounds'],
    why: "GT-A's lead of 2 reaches post-study stages 0 and 1, but thermal_bounds has a row for stage 0 only.",
    failing: { [THERMALS]: thermalsWithAnticipated(2), [POST_STUDY]: postStudyWith((p) => p.thermal_bounds.pop()) },
    passing: { [THERMALS]: thermalsWithAnticipated(2), [POST_STUDY]: postStudyWith() },
  },
  'XF-020': {
    show: CONFIG,
    why: 'Stage 0 uses sampling_method "selective", which picks openings from a supplied tree, but config.json sets no openings source "file" and there is no scenarios/noise_openings.parquet.',
    failing: { [STAGES]: selectiveStages(), [CONFIG]: scenarioSourceConfig({}) },
    passing: { [STAGES]: selectiveStages(), [CONFIG]: scenarioSourceConfig({}, SUPPLIED_OPENINGS), [NOISE]: noiseOpeningsTable() },
  },
  'XF-021': {
    show: STAGES,
    why: 'Stage 2 draws historical residuals from a generated opening tree, which needs a season on every study stage, and the stages have neither season_id nor a season map.',
    failing: { [STAGES]: stagesWith((s) => (s.stages[2].sampling_method = 'historical_residuals')), [HISTORY]: inflowHistoryTable() },
    passing: {
      [STAGES]: stagesWith((s) => {
        s.season_definitions = monthlySeasons();
        s.stages[2].sampling_method = 'historical_residuals';
      }),
      [HISTORY]: inflowHistoryTable(),
    },
  },
  'XF-022': {
    show: CONFIG,
    why: 'The inflow class is out_of_sample in training, so its forward pass draws plain Monte Carlo noise and stage 0\'s "selective" sampling does not apply to it there.',
    failing: { [STAGES]: selectiveStages(), [CONFIG]: scenarioSourceConfig({ inflow: 'out_of_sample' }, SUPPLIED_OPENINGS), [NOISE]: noiseOpeningsTable() },
    passing: { [STAGES]: selectiveStages(), [CONFIG]: scenarioSourceConfig({ inflow: 'in_sample' }, SUPPLIED_OPENINGS), [NOISE]: noiseOpeningsTable() },
  },
  'XF-023': historyEstimationWithoutSeasonMap,
  'XF-024': historicalSchemeWithoutSeasons,
  'XF-025': {
    show: STAGES,
    excerpt: ['policy_graph', 'nodes'],
    why: 'The inflow class is external, so each policy-graph node must say which column of the external scenario library it uses; the nodes have no scenario_id.',
    failing: { [STAGES]: externalNodeStages(), [CONFIG]: scenarioSourceConfig({ inflow: 'external' }) },
    passing: {
      [STAGES]: externalNodeStages((s) => s.policy_graph.nodes.forEach((node: any, k: number) => (node.scenario_id = k))),
      [CONFIG]: scenarioSourceConfig({ inflow: 'external' }),
    },
  },
  'XF-026': {
    show: STAGES,
    excerpt: ['stages', 1],
    why: 'Under policy_graph.nodes, stage 1 generates its openings (no class is external) but does not say how many.',
    failing: {
      [STAGES]: stagesWith((s) => {
        useNodes(s);
        delete s.stages[1].num_openings;
      }),
    },
    passing: { [STAGES]: stagesWith(useNodes) },
  },
  'XF-030': {
    show: THERMALS,
    excerpt: ['thermals', 0],
    why: 'GT-A\'s lead_stages is the string "2"; the lead is an integer number of stages.',
    failing: { [THERMALS]: thermalsWithAnticipated('2'), [POST_STUDY]: postStudyWith() },
    passing: { [THERMALS]: thermalsWithAnticipated(2), [POST_STUDY]: postStudyWith() },
  },
  'XF-031': {
    show: HYDROS,
    excerpt: ['hydros', 0],
    why: "The specific productivity is 0.0085 on the plant and 0.009 inside generation; the plant's value wins and the other is silently ignored.",
    failing: {
      [HYDROS]: hydroRegistry(hydroPlant(0, { specific_productivity_mw_per_m3s_per_m: 0.009 }, { specific_productivity_mw_per_m3s_per_m: 0.0085 })),
      [MODELS]: productionModels(constantProductivityEntry(0)),
      [GEOMETRY]: geometryTable(reservoirCurve(0)),
    },
    passing: {
      [HYDROS]: hydroRegistry(hydroPlant(0, {}, { specific_productivity_mw_per_m3s_per_m: 0.0085 })),
      [MODELS]: productionModels(constantProductivityEntry(0)),
      [GEOMETRY]: geometryTable(reservoirCurve(0)),
    },
  },
  'XF-032': {
    show: HYDROS,
    excerpt: ['hydros'],
    why: 'H1 was copied from H0 and kept its id 0, so "hydro 0" could mean either plant.',
    failing: {
      [HYDROS]: hydroRegistry(hydroPlant(0), { ...hydroPlant(0), name: 'H1' }),
      [MODELS]: productionModels(constantProductivityEntry(0)),
    },
    passing: {
      [HYDROS]: hydroRegistry(hydroPlant(0), hydroPlant(1)),
      [MODELS]: productionModels(constantProductivityEntry(0), constantProductivityEntry(1)),
    },
  },
  'XF-033': {
    show: THERMALS,
    excerpt: ['thermals'],
    why: 'GT-B was copied from GT-A and kept its id 3, so the post-study bounds of thermal 3 could mean either.',
    failing: { [THERMALS]: { thermals: [...thermalsWithAnticipated().thermals.slice(0, 1), { id: 3, name: 'GT-B' }] }, [POST_STUDY]: postStudyWith() },
    passing: { [THERMALS]: thermalsWithAnticipated(), [POST_STUDY]: postStudyWith() },
  },
};
