// Failing and passing examples for the constraints/ joins (REF-140..REF-146). The baseline case has
// study stages 0 to 2, one block each, and buses 0 and 1.
import type { ExampleFiles, ExampleTable, RuleExample } from '../../../rules/examples/types';
import { fullThermal, line, ncsSource } from '../../../rules/examples/systemBuilders';
import { LINES, NCS, THERMALS } from '../../../core/case/layout';
import { CASE_FILES } from '../../../core/case/layout';

type Cell = number | null;
const int = (name: string, values: Cell[]): ExampleTable['table'][number] => ({ name, type: 'Int32', values });
const float = (name: string, values: Cell[]): ExampleTable['table'][number] => ({ name, type: 'Float64', values });

const thermals = { [THERMALS]: { thermals: [fullThermal(0)] } };

function thermalBounds(thermalId: number, stageId: number): ExampleFiles {
  return { ...thermals, [CASE_FILES.thermalBounds]: { table: [int('thermal_id', [0, thermalId]), int('stage_id', [0, stageId]), float('max_generation_mw', [80, 70])] } };
}

function genericFiles(expression: string, blockId: Cell = null): ExampleFiles {
  return {
    ...thermals,
    [CASE_FILES.genericConstraints]: { constraints: [{ id: 0, name: 'cap', expression, sense: '<=', slack: { enabled: false } }] },
    [CASE_FILES.genericBounds]: { table: [int('constraint_id', [0]), int('stage_id', [1]), int('block_id', [blockId]), float('bound', [60])] },
  };
}

function exchange(lineId: number, stageId: number, blockId: number): ExampleFiles {
  return {
    [LINES]: { lines: [line(0)] },
    [CASE_FILES.exchangeFactors]: { exchange_factors: [{ line_id: lineId, stage_id: stageId, block_factors: [{ block_id: blockId, direct_factor: 0.9, reverse_factor: 0.8 }] }] },
  };
}

const ncsBounds = (stageId: number): ExampleFiles => ({
  [NCS]: { non_controllable_sources: [ncsSource(0)] },
  [CASE_FILES.ncsBounds]: { table: [int('ncs_id', [0]), int('stage_id', [stageId]), float('available_generation_mw', [20])] },
});

export const constraintReferenceExamples: Record<string, RuleExample> = {
  'REF-140': {
    show: CASE_FILES.thermalBounds,
    why: 'The second row names thermal 7; system/thermals.json declares only thermal 0.',
    failing: thermalBounds(7, 1),
    passing: thermalBounds(0, 1),
  },
  'REF-141': { show: CASE_FILES.thermalBounds, why: 'The second row is at stage 5; the study stages are 0 to 2.', failing: thermalBounds(0, 5), passing: thermalBounds(0, 2) },
  'REF-142': { show: CASE_FILES.ncsBounds, why: 'The row is at stage 9; the study stages are 0 to 2.', failing: ncsBounds(9), passing: ncsBounds(2) },
  'REF-143': {
    show: CASE_FILES.genericBounds,
    why: 'The bound is for block 1 of stage 1, which has one block (block 0).',
    failing: genericFiles('thermal_generation(0)', 1),
    passing: genericFiles('thermal_generation(0)', 0),
  },
  'REF-144': {
    show: CASE_FILES.genericConstraints,
    why: 'The second term names thermal 3; system/thermals.json declares only thermal 0.',
    failing: genericFiles('thermal_generation(0) + thermal_generation(3)'),
    passing: genericFiles('thermal_generation(0) + bus_excess(1)'),
  },
  'REF-145': {
    show: CASE_FILES.genericConstraints,
    why: 'The term names pumping station 0, and the case has no system/pumping_stations.json.',
    failing: genericFiles('thermal_generation(0) - pumping_power(0)'),
    passing: genericFiles('thermal_generation(0)'),
  },
  'REF-146': { show: CASE_FILES.exchangeFactors, why: 'The entry names line 4; system/lines.json declares only line 0.', failing: exchange(4, 1, 0), passing: exchange(0, 1, 0) },
};
