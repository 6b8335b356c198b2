// Failing and passing examples for the rules in catalog.ts. The baseline case has buses 0 and 1 and study stages 0-2.
import { systemExample } from '../../../rules/examples/systemBuilders';
import type { RuleExamples } from '../../../rules/examples/types';
import { HYDROS, LINES, PUMPING, THERMALS } from '../../../core/case/layout';

export const systemReferenceExamples: RuleExamples = {
  'REF-001': systemExample(
    THERMALS,
    'The thermal injects into bus 9; system/buses.json declares buses 0 and 1.',
    ['thermals', 0],
    (f) => (f[THERMALS].thermals[0].bus_id = 9),
    (f) => (f[THERMALS].thermals[0].bus_id = 1),
  ),
  'REF-002': systemExample(LINES, 'The line ends at bus 5, which system/buses.json does not declare.', ['lines', 0], (f) => (f[LINES].lines[0].target_bus_id = 5)),
  'REF-003': systemExample(
    PUMPING,
    'The station pumps into plant 4; system/hydros.json declares plants 0 and 1.',
    ['pumping_stations', 0],
    (f) => (f[PUMPING].pumping_stations[0].destination_hydro_id = 4),
  ),
  'REF-004': systemExample(
    HYDROS,
    'The filling starts at stage 12; the study has stages 0 to 2.',
    ['hydros', 0],
    (f) => (f[HYDROS].hydros[0].filling = { start_stage_id: 12 }),
    (f) => (f[HYDROS].hydros[0].filling = { start_stage_id: 2 }),
  ),
};
