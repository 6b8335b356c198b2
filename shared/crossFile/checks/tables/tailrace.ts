// XF-027: backwater families (a non-null downstream_reference_level_m) are interpolated at the
// downstream plant's level, so a plant with such families but no downstream plant is suspicious.
import { getProperty } from '../../../core/json/nodes';
import type { CrossFileRule } from '../../context';
import { TAILRACE } from '../common';
import { HYDROS } from '../../../core/case/layout';
import { plural } from '../../../core/text';

const LEVEL = 'downstream_reference_level_m';

const backwaterNeedsDownstreamPlant: CrossFileRule = {
  ids: ['XF-027'],
  needs: ['tailrace', 'hydros', 'hydroIds'],
  run({ model, report }) {
    for (const curves of model.tailrace?.plants ?? []) {
      const plant = model.hydros?.plants.get(curves.hydroId);
      if (!plant) continue;
      const downstream = getProperty(plant.node, 'downstream_id');
      // A downstream_id of another type is not ours to judge: only absent or null means "no downstream plant".
      if (downstream && downstream.type !== 'null') continue;
      const keyed = curves.families.filter((family) => family.downstreamReferenceLevel !== null);
      const first = keyed[0];
      if (!first) continue;
      const levels = keyed.map((family) => family.downstreamReferenceLevel).join(', ');
      const noDownstream = `no downstream plant (downstream_id is ${downstream ? 'null' : 'absent'})`;
      // The message depends on the plant's family count: several families need a downstream level
      // to choose between them; a single family has no backwater dependency without one.
      const message =
        curves.families.length > 1
          ? `hydro ${plant.id} has ${plural(keyed.length, 'backwater family', 'backwater families')} keyed by ${LEVEL} (${levels} m) but ${noDownstream}: no downstream level can select between them`
          : `hydro ${plant.id} has a single tailrace family, keyed by ${LEVEL} (${levels} m), and ${noDownstream}: without a downstream plant there is no backwater dependency, so its level should be null`;
      report.parquet(TAILRACE, first.firstRow, LEVEL, 'XF-027', message, {
        related: [
          downstream
            ? report.relatedJson(HYDROS, downstream, `hydro ${plant.id} has no downstream plant`)
            : report.relatedObject(HYDROS, plant.node, `hydro ${plant.id} declares no downstream_id`),
        ],
        data: { hydroId: plant.id, families: keyed.map((family) => family.familyId) },
      });
    }
  },
};

export const tailraceJoins: CrossFileRule[] = [backwaterNeedsDownstreamPlant];
