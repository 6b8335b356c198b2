// The parts of config.json that the cross-file rules read (rules.md, "Fields of other case files
// that the cross-file rules read"). The file holds much more; only what the validator reads is
// documented, so completion there is partial. system/hydros.json and system/thermals.json have
// their own complete tables (../hydros/fields.ts, ../thermals/fields.ts).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../fieldDocs/model';

export const CONFIG = 'config.json';

const OTHER_FILES = 'rules.md (other case files)';

const SCHEMES = ['in_sample', 'out_of_sample', 'external', 'historical'] as const;
const SCHEME_DOCS = {
  in_sample: 'the forward pass samples the same openings as the backward pass (the default)',
  out_of_sample: 'the forward pass draws its own noise; selective and historical_residuals stages then draw plain Monte Carlo noise (warning)',
  external: 'realisations come from an external scenario library; nodes address them by scenario_id (D6)',
  historical: 'realisations replay the history; for inflow every study stage then needs a season',
} as const;

/** The scenario classes a scenario source may configure, each with its scheme. */
function scenarioClasses(source: 'training' | 'simulation'): FieldEntry[] {
  const rules = source === 'training' ? ['XF-022', 'XF-024', 'XF-025', 'XF-026'] : ['XF-022', 'XF-024'];
  return (['inflow', 'load', 'ncs'] as const).flatMap((name): FieldEntry[] => [
    {
      key: name,
      meaning: `How the ${name === 'ncs' ? 'non-controllable source' : name} scenarios of the ${source} are produced. Absent means in_sample.`,
      type: 'object',
      required: 'no',
      default: 'scheme in_sample',
      spec: '§2.1',
      rules,
    },
    {
      key: `${name}.scheme`,
      meaning: `The scenario scheme of the ${name} class.`,
      type: 'string',
      required: 'yes',
      values: SCHEMES,
      valueDocs: SCHEME_DOCS,
      spec: '§2.1; rules.md D6',
      rules: name === 'inflow' ? rules : rules.filter((id) => id !== 'XF-024'),
    },
  ]);
}

const configRoot: FieldEntry[] = [
  {
    key: 'training',
    meaning: 'The training settings; the validator reads only scenario_source.',
    type: 'object',
    required: 'no',
    spec: OTHER_FILES,
    rules: [],
  },
  {
    key: 'training.scenario_source',
    meaning: 'Where the scenarios of each class come from during training. Absent means every class is in_sample.',
    type: 'object',
    required: 'no',
    default: 'every class in_sample',
    spec: '§2.1',
    rules: ['XF-022', 'XF-025', 'XF-026'],
  },
  {
    key: 'training.scenario_source.openings',
    meaning: 'Where the opening tree comes from.',
    type: 'object',
    required: 'no',
    default: 'a generated opening tree',
    spec: '§2.1',
    rules: ['XF-020', 'XF-021', 'XF-024'],
  },
  {
    key: 'training.scenario_source.openings.source',
    meaning:
      'The value "file" means a supplied opening tree, read from scenarios/noise_openings.parquet (which selective sampling needs); anything else means the tree is generated.',
    type: 'string',
    required: 'no',
    spec: '§2.1',
    rules: ['XF-020', 'XF-021', 'XF-024'],
  },
  {
    key: 'simulation',
    meaning: 'The simulation settings; the validator reads only scenario_source.',
    type: 'object',
    required: 'no',
    spec: OTHER_FILES,
    rules: [],
  },
  {
    key: 'simulation.scenario_source',
    meaning: 'Where the scenarios of each class come from in simulation. Same shape as training.scenario_source, whose value it takes when absent.',
    type: 'object',
    required: 'no',
    default: 'training.scenario_source',
    spec: '§2.1',
    rules: ['XF-022', 'XF-024'],
  },
];

export const otherFilesFieldDocs: readonly FieldDoc[] = [
  ...fieldsUnder(CONFIG, '', configRoot),
  ...fieldsUnder(CONFIG, 'training.scenario_source', scenarioClasses('training')),
  ...fieldsUnder(CONFIG, 'simulation.scenario_source', scenarioClasses('simulation')),
];
