// Failing and passing examples for the rules in catalog.ts.
import { baselineConfig, baselinePenalties } from '../../rules/examples/baseline';
import { tailraceCase } from '../tailrace/examples';
import type { RuleExamples } from '../../rules/examples/types';

export const caseExamples: RuleExamples = {
  'CASE-001': {
    show: 'penalties.json',
    why: 'The case folder has no penalties.json.',
    failing: { 'penalties.json': null },
    passing: { 'penalties.json': baselinePenalties() },
  },
  'CASE-002': {
    show: 'config.json',
    why: 'config.json does not parse (a trailing comma), so the checks that read it (sampling methods against the scenario sources, for one) cannot run.',
    failing: { 'config.json': { text: '{\n  "training": {},\n}\n' } },
    passing: { 'config.json': baselineConfig() },
  },
  'JSON-001': {
    show: 'system/thermals.json',
    why: 'A trailing comma after the last member: strict JSON does not allow it.',
    failing: { 'system/thermals.json': { text: '{\n  "thermals": [],\n}\n' } },
    passing: { 'system/thermals.json': { text: '{\n  "thermals": []\n}\n' } },
  },
  'JSON-002': {
    show: 'config.json',
    why: 'training sets forward_passes twice; the loader rejects a repeated key rather than pick one.',
    failing: {
      'config.json': {
        text: '{\n  "training": {\n    "forward_passes": 1,\n    "forward_passes": 10,\n    "stopping_rules": [{ "type": "iteration_limit", "limit": 10 }]\n  }\n}\n',
      },
    },
    passing: { 'config.json': { text: '{\n  "training": {\n    "forward_passes": 10,\n    "stopping_rules": [{ "type": "iteration_limit", "limit": 10 }]\n  }\n}\n' } },
  },
  'PQ-001': {
    show: 'system/tailrace_curves.parquet',
    why: 'A CSV export saved under the .parquet name: the file does not start with the PAR1 magic bytes.',
    failing: tailraceCase({
      text: 'hydro_id,family_id,downstream_reference_level_m,segment_id,outflow_min_m3s,outflow_max_m3s,coefficient_0,coefficient_1,coefficient_2,coefficient_3,coefficient_4\n2,0,,0,0,8000,300,0.01,-1e-6,0,0\n',
    }),
    passing: tailraceCase(),
  },
};
