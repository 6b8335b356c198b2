// initial_conditions.json's past inflows against the inflow model, as the loader's semantic layer
// asks once a study stage carries inflow lags and the AR order is above 0 (REF-117..REF-119), and
// the season of each past inflow against the season map (REF-130). A plant's AR order is its
// highest lag in inflow_ar_coefficients.parquet, over every stage.
import { AR_COEFFICIENTS, CASE_FILES, HYDROS } from '../../../core/case/layout';
import { getProperty } from '../../../core/json/nodes';
import { forEachRecord } from '../../../model/plantStageRecords';
import type { ArCoefficientsSummary } from '../../../checks/arCoefficients/check';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { STAGES, reportAt, relatedTopLevel } from '../common';
import { describeIds } from '../../../core/text';
import { perObject } from '../../../core/perObject';

const INITIAL = CASE_FILES.initialConditions;

/** Each plant's AR order in a table, by hydro id (plants with order 0 left out), made once per table. */
const ordersOfTable = perObject((table: ArCoefficientsSummary): ReadonlyMap<number, number> => {
  const orders = new Map<number, number>();
  forEachRecord(table.groups, (hydroId, _stageId, _firstRow, index) => {
    const lag = table.maxLag[index]!;
    if (lag > (orders.get(hydroId) ?? 0)) orders.set(hydroId, lag);
  });
  return orders;
});

function arOrders(context: CrossFileContext): ReadonlyMap<number, number> {
  const table = context.model.arCoefficients;
  return table ? ordersOfTable(table) : new Map();
}

/** True when some study stage (id >= 0) sets state_variables.inflow_lags to true. */
function lagsEnabled(context: CrossFileContext): boolean {
  return (context.model.stages?.stages ?? []).some((stage) => {
    if (stage.id === undefined || stage.id < 0) return false;
    const lags = getProperty(getProperty(stage.node, 'state_variables'), 'inflow_lags');
    return lags?.type === 'boolean' && lags.value === true;
  });
}

/** The lag-stage whose inflow_lags is on, for a related place. */
function firstLagStage(context: CrossFileContext) {
  return (context.model.stages?.stages ?? []).find((stage) => getProperty(getProperty(stage.node, 'state_variables'), 'inflow_lags')?.value === true);
}

/** What the lag rules need once lags are on and some AR order is above 0, or undefined when they do not apply. */
function lagInputs(context: CrossFileContext) {
  const initial = context.model.initialConditions;
  const root = context.model.documents.get(INITIAL)?.root;
  if (!initial || !root || !lagsEnabled(context)) return undefined;
  const orders = arOrders(context);
  if (orders.size === 0) return undefined;
  const list = getProperty(root, 'past_inflows');
  // A past_inflows that is not a list is INI-001's; judging its coverage would only repeat it.
  if (list && list.type !== 'array') return undefined;
  const empty = initial.pastInflows.length === 0 && (!list || list.children?.length === 0);
  return { initial, root, orders, list, empty };
}

/** REF-117, REF-118: with lags on and an AR order above 0, past_inflows covers every plant's order. */
const pastInflowsCoverLags: CrossFileRule = {
  ids: ['REF-117', 'REF-118'],
  needs: ['stages', 'initialConditions', 'pastInflowEntries', 'arCoefficients', 'arCoefficientKeys'],
  run(context) {
    const inputs = lagInputs(context);
    if (!inputs) return;
    const { initial, root, orders, list } = inputs;
    const stage = firstLagStage(context);
    const lagsRelated = stage ? [context.report.relatedObject(STAGES, stage.node, `stage ${stage.id} carries inflow lags`)] : [];
    const maxOrder = Math.max(...orders.values());
    if (inputs.empty) {
      reportAt(
        context,
        INITIAL,
        list ?? root,
        'REF-117',
        `inflow lags are on and the inflow model has an AR order up to ${maxOrder}, but past_inflows ${list ? 'is empty' : 'is absent'}: the first stage's lags need the inflows before the study`,
        { related: [...lagsRelated, context.report.relatedFile(AR_COEFFICIENTS, `AR orders up to ${maxOrder}`)] },
      );
      return;
    }
    const entries = new Map(initial.pastInflows.map((entry) => [entry.hydroId, entry]));
    // Coefficients of a plant hydros.json lacks are REF-103's: one cause, one problem.
    const plants = context.model.hydros?.plants;
    for (const [hydroId, order] of [...orders].sort(([a], [b]) => a - b)) {
      if (plants && !plants.has(hydroId)) continue;
      const entry = entries.get(hydroId);
      const provided = entry?.count ?? 0;
      if (provided >= order) continue;
      const at = entry ? (getProperty(entry.node, 'values_m3s') ?? entry.node) : (list ?? root);
      reportAt(
        context,
        INITIAL,
        at,
        'REF-118',
        `hydro ${hydroId} has AR order ${order} but past_inflows gives ${entry ? `only ${provided} value${provided === 1 ? '' : 's'}` : 'no entry'} for it: lag initialization needs at least ${order}`,
        { related: lagsRelated, data: { hydroId } },
      );
    }
  },
};

/** REF-119: with lags on and an AR order above 0, every past_inflows entry names a plant. */
const pastInflowsNamePlants: CrossFileRule = {
  ids: ['REF-119'],
  needs: ['stages', 'initialConditions', 'pastInflowEntries', 'arCoefficients', 'arCoefficientKeys', 'hydros', 'everyHydroId'],
  run(context) {
    const inputs = lagInputs(context);
    const plants = context.model.hydros?.plants;
    if (!inputs || inputs.empty || !plants) return;
    for (const entry of inputs.initial.pastInflows) {
      if (plants.has(entry.hydroId)) continue;
      reportAt(
        context,
        INITIAL,
        getProperty(entry.node, 'hydro_id') ?? entry.node,
        'REF-119',
        `past_inflows names hydro ${entry.hydroId}, which is no plant of ${HYDROS}: remove the entry or fix the id`,
        {
          related: [relatedTopLevel(context, HYDROS, 'hydros', 'the plants are declared here')],
          data: { hydroId: entry.hydroId },
        },
      );
    }
  },
};

/** REF-130: with a season map, each season id of a past inflow of a plant with AR order above 0 names a season. */
const pastInflowSeasonsExist: CrossFileRule = {
  ids: ['REF-130'],
  needs: ['stages', 'seasonMap', 'initialConditions', 'pastInflowEntries', 'arCoefficients', 'arCoefficientKeys'],
  run(context) {
    const initial = context.model.initialConditions;
    const map = context.model.stages?.seasonMap;
    if (!initial || !map) return;
    const orders = arOrders(context);
    const valid = new Set(map.seasons.map((season) => season.id));
    const validText = valid.size === 0 ? 'none' : describeIds(valid, 'id');
    for (const entry of initial.pastInflows) {
      if ((orders.get(entry.hydroId) ?? 0) === 0) continue;
      for (const season of entry.seasonIds) {
        if (valid.has(season.id)) continue;
        context.report.json(
          INITIAL,
          season.node,
          'REF-130',
          `season_id ${season.id} of hydro ${entry.hydroId}'s past inflows names no season of season_definitions (seasons: ${validText})`,
          {
            related: [context.report.relatedJson(STAGES, map.node, 'the seasons are declared here')],
            data: { hydroId: entry.hydroId, seasonId: season.id },
          },
        );
      }
    }
  },
};

export const pastInflowRules: CrossFileRule[] = [pastInflowsCoverLags, pastInflowsNamePlants, pastInflowSeasonsExist];
