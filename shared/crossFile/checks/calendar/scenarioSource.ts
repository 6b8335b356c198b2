// What config.json and the scenarios/ folder say about the scenario source, in the terms the sampling,
// season and policy-node rules ask about: is the opening tree supplied, which classes use a scheme,
// and where in config.json a related location should point.
import type { CaseModel } from '../../../checks/caseModel';
import type { JsonNode } from '../../../core/json/document';
import type { RelatedInformation } from '../../../core/diagnostics';
import { describeValue, getProperty } from '../../../core/json/nodes';
import { SCENARIO_FILES } from '../../../core/case/layout';
import { SCENARIO_CLASSES, type ScenarioClass, type ScenarioSource } from '../../../model/config';
import type { CrossFileReporter } from '../../reporter';
import { CONFIG } from '../common';

export interface OpeningTree {
  /** `training.scenario_source.openings.source` is "file" and scenarios/noise_openings.parquet exists. */
  supplied: boolean;
  /** For a generated tree: what is lacking, in a clause that completes "there is no supplied opening tree: ...". */
  why: string;
  /** The config.json place that decides it (the openings source, the scenario source, or the file). */
  related: RelatedInformation;
}

export function openingTree(model: CaseModel, report: CrossFileReporter): OpeningTree {
  const training = model.config?.training;
  const sourceNode = getProperty(getProperty(training?.node, 'openings'), 'source');
  const fromFile = training?.openingsSource === 'file';
  if (fromFile && model.scenarioFiles.has(SCENARIO_FILES.noiseOpenings)) {
    return { supplied: true, why: '', related: report.relatedJson(CONFIG, sourceNode!, 'the opening tree is read from scenarios/noise_openings.parquet') };
  }
  if (fromFile) {
    return {
      supplied: false,
      why: `training.scenario_source.openings.source is "file" but ${SCENARIO_FILES.noiseOpenings} is missing`,
      related: report.relatedJson(CONFIG, sourceNode!, `openings come from ${SCENARIO_FILES.noiseOpenings}, which is missing`),
    };
  }
  if (sourceNode) {
    return {
      supplied: false,
      why: `training.scenario_source.openings.source is ${describeValue(sourceNode)}, not "file"`,
      related: report.relatedJson(CONFIG, sourceNode, 'the opening tree is generated'),
    };
  }
  return {
    supplied: false,
    why: 'config.json does not set training.scenario_source.openings.source to "file"',
    related: scenarioSourceRelated(model, report, 'no openings source: the opening tree is generated'),
  };
}

/** The training scenario source object when config.json has one, else config.json as a whole. */
export function scenarioSourceRelated(model: CaseModel, report: CrossFileReporter, message: string): RelatedInformation {
  const node = model.config?.training.node;
  return node ? report.relatedObject(CONFIG, node, message) : report.relatedFile(CONFIG, message);
}

export type SourceName = 'training' | 'simulation';

export interface SchemeUse {
  source: SourceName;
  scenarioClass: ScenarioClass;
  scheme: string;
  /** The `scheme` value in config.json. */
  node: JsonNode;
}

/**
 * The classes whose `scheme` is `scheme` in the given sources. The simulation source counts only
 * when config.json declares one (otherwise it is training's, already looked at).
 */
export function classesWithScheme(model: CaseModel, scheme: string, sources: readonly SourceName[]): SchemeUse[] {
  return sources.flatMap((source) => declaredClasses(model, source)).filter((use) => use.scheme === scheme);
}

/** The classes a scenario source declares a (string) scheme for; absent classes are in_sample. */
export function declaredClasses(model: CaseModel, source: SourceName): SchemeUse[] {
  const config = model.config;
  if (!config || (source === 'simulation' && config.simulation === config.training)) return [];
  const scenarioSource: ScenarioSource = config[source];
  return SCENARIO_CLASSES.flatMap((scenarioClass) => {
    const scheme = scenarioSource.schemes[scenarioClass];
    const node = getProperty(getProperty(scenarioSource.node, scenarioClass), 'scheme');
    return scheme !== undefined && node ? [{ source, scenarioClass, scheme, node }] : [];
  });
}

/** `inflow`, `inflow and load`, `inflow, load and ncs` (with the source when it is not training). */
export function describeClasses(uses: readonly SchemeUse[]): string {
  const names = uses.map(({ source, scenarioClass }) => (source === 'training' ? scenarioClass : `${scenarioClass} (simulation)`));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function schemeRelated(report: CrossFileReporter, use: SchemeUse, message: string): RelatedInformation {
  const where = use.source === 'training' ? '' : ` in ${use.source}`;
  return report.relatedJson(CONFIG, use.node, `${use.scenarioClass} uses scheme "${use.scheme}"${where}: ${message}`);
}
