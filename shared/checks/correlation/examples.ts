// Failing and passing examples for the rules in catalog.ts.
import { scenarioExample } from '../../rules/examples/scenarioBuilders';
import type { RuleExample } from '../../rules/examples/types';
import { CORRELATION } from '../../core/case/layout';

const group = ['profiles', 'default', 'correlation_groups', 0];
const set = (change: (file: any) => void) => (f: Record<string, any>) => change(f[CORRELATION]);
const firstGroup = (change: (group: any) => void) => set((c) => change(c.profiles.default.correlation_groups[0]));

export const correlationExamples: Record<string, RuleExample> = {
  'SCN-060': scenarioExample(
    CORRELATION,
    'The profiles are written as a list; the loader reads an object keyed by profile name.',
    undefined,
    set((c) => (c.profiles = [c.profiles.default])),
  ),
  'SCN-061': scenarioExample(
    CORRELATION,
    'The method is an empty string.',
    ['method'],
    set((c) => (c.method = '')),
  ),
  'SCN-062': scenarioExample(
    CORRELATION,
    '"spectal" is a misspelt "spectral".',
    ['method'],
    set((c) => (c.method = 'spectal')),
    set((c) => (c.method = 'cholesky')),
  ),
  'SCN-063': scenarioExample(
    CORRELATION,
    'No profile is defined.',
    undefined,
    set((c) => ((c.profiles = {}), delete c.schedule)),
  ),
  'SCN-064': scenarioExample(
    CORRELATION,
    'A matrix row is written as a number instead of a list.',
    group,
    firstGroup((g) => (g.matrix[1] = 1.0)),
  ),
  'SCN-065': scenarioExample(
    CORRELATION,
    'An entity id is written as a string.',
    group,
    firstGroup((g) => (g.entities[1].id = '1')),
  ),
  'SCN-066': scenarioExample(
    CORRELATION,
    '"inflows" is not an entity type.',
    group,
    firstGroup((g) => g.entities.forEach((e: any) => (e.type = 'inflows'))),
  ),
  'SCN-067': scenarioExample(
    CORRELATION,
    'Two entities but a 3×3 matrix.',
    group,
    firstGroup(
      (g) =>
        (g.matrix = [
          [1.0, 0.5, 0.2],
          [0.5, 1.0, 0.1],
          [0.2, 0.1, 1.0],
        ]),
    ),
  ),
  'SCN-068': scenarioExample(
    CORRELATION,
    'A correlation of 1.2.',
    group,
    firstGroup(
      (g) =>
        (g.matrix = [
          [1.0, 1.2],
          [1.2, 1.0],
        ]),
    ),
  ),
  'SCN-069': scenarioExample(
    CORRELATION,
    'A diagonal value of 0.9.',
    group,
    firstGroup((g) => (g.matrix[0][0] = 0.9)),
  ),
  'SCN-070': scenarioExample(
    CORRELATION,
    'm[0][1] is 0.6 but m[1][0] is 0.5.',
    group,
    firstGroup((g) => (g.matrix[1][0] = 0.5)),
  ),
  'SCN-071': scenarioExample(
    CORRELATION,
    'A group mixes a plant inflow with a bus load.',
    group,
    firstGroup((g) => (g.entities[1] = { type: 'load', id: 1 })),
  ),
  'SCN-072': scenarioExample(
    CORRELATION,
    'Plant 1 is in two groups of the default profile.',
    ['profiles', 'default'],
    set((c) => c.profiles.default.correlation_groups.push({ name: 'again', entities: [{ type: 'inflow', id: 1 }], matrix: [[1.0]] })),
  ),
  'SCN-073': scenarioExample(
    CORRELATION,
    'A group with no entities.',
    ['profiles', 'default'],
    set((c) => c.profiles.default.correlation_groups.push({ name: 'empty', entities: [], matrix: [] })),
  ),
  'SCN-074': scenarioExample(
    CORRELATION,
    'Two profiles, "wet" and "dry", and none named "default".',
    ['profiles'],
    set((c) => ((c.profiles = { wet: c.profiles.default, dry: structuredClone(c.profiles.default) }), (c.schedule = [{ stage_id: 1, profile_name: 'wet' }]))),
    set((c) => (c.profiles.wet = structuredClone(c.profiles.default))),
  ),
  'SCN-075': scenarioExample(CORRELATION, 'Three plants each strongly tied to the next yet opposed end to end: no real series correlate like that.', group, (f) => {
    f['system/hydros.json'].hydros.push({ ...f['system/hydros.json'].hydros[0], id: 2, name: 'H2' });
    f[CORRELATION].profiles.default.correlation_groups[0] = {
      name: 'cascade',
      entities: [0, 1, 2].map((id) => ({ type: 'inflow', id })),
      matrix: [
        [1.0, 0.9, -0.9],
        [0.9, 1.0, 0.9],
        [-0.9, 0.9, 1.0],
      ],
    };
  }),
  'SCN-076': scenarioExample(
    CORRELATION,
    'A schedule entry without its profile_name.',
    ['schedule', 0],
    set((c) => delete c.schedule[0].profile_name),
  ),
  'SCN-077': scenarioExample(
    CORRELATION,
    'The schedule names profile "wet", which is not defined.',
    ['schedule', 0],
    set((c) => (c.schedule[0].profile_name = 'wet')),
  ),
  'SCN-078': scenarioExample(
    CORRELATION,
    'Stage 1 is scheduled twice.',
    ['schedule'],
    set((c) => c.schedule.push({ stage_id: 1, profile_name: 'default' })),
  ),
  'SCN-079': scenarioExample(
    CORRELATION,
    '"shedule" is a misspelt "schedule"; the loader would not read it.',
    undefined,
    set((c) => ((c.shedule = c.schedule), delete c.schedule)),
  ),
};
