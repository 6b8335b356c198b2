// Complete, valid entities of the system/ registries in the loader's format (decision D31), for the
// examples and tests of their rules: each call returns fresh objects, safe to mutate.
import type { ExampleFiles, ExampleJson, RuleExample } from './types';
import { hydroPlant } from './plantBuilders';
import { BUSES, CONTRACTS, HYDROS, LINES, NCS, PUMPING, THERMALS } from '../../core/case/layout';

/** The baseline network: buses 0 and 1, no line. */
export function baselineBuses(): any {
  return {
    buses: [
      { id: 0, name: 'B0' },
      { id: 1, name: 'B1' },
    ],
  };
}

export function line(id: number, extra: Record<string, unknown> = {}): any {
  return { id, name: `L${id}`, source_bus_id: 0, target_bus_id: 1, capacity: { direct_mw: 100.0, reverse_mw: 80.0 }, ...extra };
}

/** A plant as the loader's own examples write it: with its productivity in generation. */
export function fullHydro(id: number, extra: Record<string, ExampleJson> = {}): any {
  return hydroPlant(id, { productivity_mw_per_m3s: 0.9 }, extra);
}

export function fullThermal(id: number, extra: Record<string, unknown> = {}): any {
  return { id, name: `T${id}`, bus_id: 0, cost_per_mwh: 50.0, generation: { min_mw: 0.0, max_mw: 100.0 }, ...extra };
}

export function ncsSource(id: number, extra: Record<string, unknown> = {}): any {
  return { id, name: `N${id}`, bus_id: 0, max_generation_mw: 30.0, ...extra };
}

export function pumpingStation(id: number, extra: Record<string, unknown> = {}): any {
  return { id, name: `P${id}`, bus_id: 0, source_hydro_id: 0, destination_hydro_id: 1, consumption_mw_per_m3s: 0.5, flow: { min_m3s: 0.0, max_m3s: 20.0 }, ...extra };
}

export function contract(id: number, extra: Record<string, unknown> = {}): any {
  return { id, name: `C${id}`, bus_id: 0, type: 'import', price_per_mwh: 80.0, limits: { min_mw: 0.0, max_mw: 50.0 }, ...extra };
}

/** The files each registry's examples start from: the registry with its one or two entities, and what they name. */
export function systemFiles(file: string): Record<string, any> {
  switch (file) {
    case BUSES:
      return { [BUSES]: baselineBuses() };
    case LINES:
      return { [LINES]: { lines: [line(0)] } };
    case HYDROS:
      return { [HYDROS]: { hydros: [fullHydro(0, { downstream_id: 1 }), fullHydro(1)] } };
    case THERMALS:
      return { [THERMALS]: { thermals: [fullThermal(0)] } };
    case NCS:
      return { [NCS]: { non_controllable_sources: [ncsSource(0)] } };
    case PUMPING:
      return { [PUMPING]: { pumping_stations: [pumpingStation(0)] }, [HYDROS]: { hydros: [fullHydro(0), fullHydro(1)] } };
    case CONTRACTS:
      return { [CONTRACTS]: { contracts: [contract(0)] } };
    default:
      throw new Error(`no system builder for ${file}`);
  }
}

/**
 * Examples over the files `start` gives for a file: the failing case bends them in one place, the
 * passing one leaves them as they are or bends them the right way. Each receives the files by path.
 */
export function exampleOver(start: (file: string) => Record<string, any>) {
  return (
    file: string,
    why: string,
    excerpt: RuleExample['excerpt'],
    failing: (files: Record<string, any>) => void,
    passing: (files: Record<string, any>) => void = () => {},
  ): RuleExample => {
    const build = (change: (files: Record<string, any>) => void): ExampleFiles => {
      const files = start(file);
      change(files);
      return files;
    };
    return { show: file, ...(excerpt ? { excerpt } : {}), why, failing: build(failing), passing: build(passing) };
  };
}

/** An example on one system/ file, over the registry with its one or two entities. */
export const systemExample = exampleOver(systemFiles);
