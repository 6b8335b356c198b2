// Valid scenarios/ JSON files in the loader's format (decision D31), over the baseline case (buses
// 0 and 1, study stages 0-2 with one block each), for the examples and tests of their rules: each
// call returns fresh objects, safe to mutate.
import { exampleOver, fullHydro, ncsSource } from './systemBuilders';
import { CORRELATION, HYDROS, LOAD_FACTORS, NCS, NCS_FACTORS } from '../../core/case/layout';

/** A correlation file over plants 0 and 1: one "default" profile with one 2×2 group, stage 1 scheduled. */
export function correlationFile(): any {
  return {
    method: 'spectral',
    profiles: {
      default: {
        correlation_groups: [
          {
            name: 'cascade',
            entities: [
              { type: 'inflow', id: 0 },
              { type: 'inflow', id: 1 },
            ],
            matrix: [
              [1.0, 0.6],
              [0.6, 1.0],
            ],
          },
        ],
      },
    },
    schedule: [{ stage_id: 1, profile_name: 'default' }],
  };
}

export function loadFactorsFile(): any {
  return {
    load_factors: [
      { bus_id: 0, stage_id: 0, block_factors: [{ block_id: 0, factor: 0.9 }] },
      { bus_id: 1, stage_id: 0, block_factors: [{ block_id: 0, factor: 1.1 }] },
    ],
  };
}

export function ncsFactorsFile(): any {
  return {
    non_controllable_factors: [
      { ncs_id: 0, stage_id: 0, block_factors: [{ block_id: 0, factor: 0.6 }] },
      { ncs_id: 0, stage_id: 1, block_factors: [{ block_id: 0, factor: 0.8 }] },
    ],
  };
}

/** The files each scenario file's examples start from: the file and what it names. */
export function scenarioFiles(file: string): Record<string, any> {
  switch (file) {
    case CORRELATION:
      return { [CORRELATION]: correlationFile(), [HYDROS]: { hydros: [fullHydro(0), fullHydro(1)] } };
    case LOAD_FACTORS:
      return { [LOAD_FACTORS]: loadFactorsFile() };
    case NCS_FACTORS:
      return { [NCS_FACTORS]: ncsFactorsFile(), [NCS]: { non_controllable_sources: [ncsSource(0)] } };
    default:
      throw new Error(`no scenario builder for ${file}`);
  }
}

/** An example on one scenarios/ file, as systemExample is for the registries. */
export const scenarioExample = exampleOver(scenarioFiles);
