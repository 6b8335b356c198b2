// Resolved facts at a spot of the files the Cobre loader defines (decision D31): in config.json,
// the scenario source a phase really uses (simulation falls back to training, an absent class is
// in_sample); in initial_conditions.json, the plant a storage entry names and its reservoir band
// from system/hydros.json (the loader does not match them, so this only informs).
import type { ValidationResult } from '../../engine/validate';
import { elements, getProperty } from '../../core/json/nodes';
import { SCENARIO_CLASSES, type ScenarioSource } from '../../model/config';
import { integerAt, numberAt, objectAt } from '../../core/json/valueAt';
import type { Fact, FactSection } from './markdown';
import type { HoverSpot } from './spot';

export function configFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [phase, section] = spot.segments;
  const config = validation.model.config;
  if ((phase !== 'training' && phase !== 'simulation') || section !== 'scenario_source' || !config) return [];
  const fallsBack = phase === 'simulation' && !objectAt(objectAt(spot.doc.root, 'simulation'), 'scenario_source');
  return [{ title: fallsBack ? 'Scenario source used in simulation (training’s: none is declared here)' : `Scenario source used in ${phase}`, facts: schemeFacts(config[phase]) }];
}

function schemeFacts(source: ScenarioSource): Fact[] {
  return [
    ...SCENARIO_CLASSES.map((name) => ({ label: name, value: source.schemes[name] ? `${source.schemes[name]} (declared)` : 'in_sample (absent: the default)' })),
    { label: 'opening tree', value: source.openingsSource === 'file' ? 'supplied (scenarios/noise_openings.parquet)' : 'generated' },
  ];
}

export function initialConditionsFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [list, index] = spot.segments;
  if ((list !== 'storage' && list !== 'filling_storage') || typeof index !== 'number') return [];
  const entry = elements(getProperty(spot.doc.root, list))[index];
  const hydroId = integerAt(entry, 'hydro_id');
  if (hydroId === undefined) return [];
  const plant = validation.model.hydros?.plants.get(hydroId);
  if (!plant) return [{ title: `Hydro ${hydroId}`, facts: [{ label: 'system/hydros.json', value: 'lists no plant with this id (the loader does not check it here)' }] }];
  const { minStorage: min, maxStorage: max } = plant;
  const facts: Fact[] = [{ label: 'reservoir band', value: min !== undefined && max !== undefined ? `${min} to ${max} hm³` : 'unknown' }];
  const value = numberAt(entry, 'value_hm3');
  if (value !== undefined && min !== undefined && max !== undefined) {
    facts.push({ label: 'initial storage', value: `${value} hm³, ${value < min ? 'below the band' : value > max ? 'above the band' : 'within the band'}` });
  }
  return [{ title: plant.name ? `Hydro ${plant.id} (${plant.name})` : `Hydro ${plant.id}`, facts }];
}
