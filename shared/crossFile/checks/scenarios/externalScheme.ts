// config.json's scenario sources against the external scenario tables: a class with scheme
// "external" needs its table, with rows (REF-131, the loader's check_external_scheme_has_files).
// The simulation source is judged apart only when config.json gives one (otherwise it is the
// training source, already judged).
import { CASE_FILES } from '../../../core/case/layout';
import { getProperty } from '../../../core/json/nodes';
import { SCENARIO_CLASSES, type ScenarioSource } from '../../../model/config';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { CONFIG, reportAt } from '../common';

const TABLES = { inflow: 'externalInflow', load: 'externalLoad', ncs: 'externalNcs' } as const;

const externalSchemeHasTable: CrossFileRule = {
  ids: ['REF-131'],
  needs: ['config', 'externalInflow', 'externalLoad', 'externalNcs'],
  run(context) {
    const config = context.model.config;
    if (!config) return;
    check(context, 'training', config.training);
    if (config.simulation !== config.training) check(context, 'simulation', config.simulation);
  },
};

function check(context: CrossFileContext, section: string, source: ScenarioSource): void {
  for (const name of SCENARIO_CLASSES) {
    if (source.schemes[name] !== 'external') continue;
    const kind = TABLES[name];
    if ((context.model[kind]?.rowCount ?? 0) > 0) continue;
    const file = CASE_FILES[kind];
    const present = context.model.fileStates.get(file) === 'ok';
    const scheme = getProperty(getProperty(source.node, name), 'scheme');
    if (!scheme) continue;
    reportAt(
      context,
      CONFIG,
      scheme,
      'REF-131',
      `${section}.scenario_source.${name} uses the external scheme but ${file} ${present ? 'holds no row' : 'is absent'}: the external scheme reads its scenarios from that table`,
      present ? { related: [context.report.relatedFile(file, 'no row here')] } : {},
    );
  }
}

export const externalSchemeRules: CrossFileRule[] = [externalSchemeHasTable];
