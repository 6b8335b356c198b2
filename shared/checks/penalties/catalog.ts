import { defineRules } from '../../core/rules/define';

const FILE = 'penalties.json';

/** penalties.json: the default penalty costs of buses, lines, hydro plants and non-controllable sources. */
export const penaltiesRules = defineRules([
  {
    id: 'PEN-001',
    file: FILE,
    severity: 'error',
    title: 'unknown key in penalties.json (no additional properties at any level)',
    description:
      'penalties.json is a closed format: the root, bus, each deficit segment, line, hydro and non_controllable_source accept only the keys the spec lists, and the loader rejects anything else. This catches typos as well as keys of older format revisions such as the root "version" and hydro "fpha_turbined_cost" (now "turbined_cost"). Remove the key or rename it as suggested.',
    spec: '§2.8, §7',
    phase: 'none',
  },
  {
    id: 'PEN-002',
    file: FILE,
    severity: 'error',
    title: 'the root is not an object or lacks bus, line, hydro or non_controllable_source',
    description:
      'The file must be a JSON object holding the four sections bus, line, hydro and non_controllable_source, each an object. The loader stops when one is missing. Add the missing section with its required costs.',
    spec: '§2.8, §7',
    phase: 'load',
  },
  {
    id: 'PEN-003',
    file: FILE,
    severity: 'semantics',
    title: '$schema is informational and never validated',
    description: 'The optional root key "$schema" (a string or null) lets editors find a JSON schema. The loader ignores its value, so it is never reported.',
    spec: '§2.8, §9',
    phase: 'none',
  },
  {
    id: 'PEN-010',
    file: FILE,
    severity: 'error',
    title: 'bus.deficit_segments is missing or not an array of objects',
    description:
      'The bus deficit cost is piecewise linear: deficit_segments lists the segments, each an object with a cost and an optional depth. The loader needs the array to read the deficit curve.',
    spec: '§2.8',
    phase: 'load',
  },
  {
    id: 'PEN-011',
    file: FILE,
    severity: 'error',
    title: 'a deficit segment cost is missing or not a number',
    description: 'Every deficit segment needs a numeric cost, in $/MWh of deficit within that segment. Add the cost or fix its type.',
    spec: '§2.8',
    phase: 'load',
  },
  {
    id: 'PEN-012',
    file: FILE,
    severity: 'error',
    title: 'a deficit segment depth_mw is neither a number nor null',
    description:
      'depth_mw is the size of a segment in MW; null (or absent) means the segment is unbounded, as the last one usually is. Only the type is checked: the spec states no rule for the order of segments or a bounded last segment.',
    spec: '§2.8',
    phase: 'load',
  },
  {
    id: 'PEN-013',
    file: FILE,
    severity: 'error',
    title: 'bus.excess_cost is missing or not a number',
    description: 'The cost of excess generation at a bus, in $/MWh, is required. Add it or fix its type.',
    spec: '§2.8',
    phase: 'load',
  },
  {
    id: 'PEN-014',
    file: FILE,
    severity: 'error',
    title: 'line.exchange_cost is missing or not a number',
    description: 'The exchange cost of transmission lines, in $/MWh, is required. Add it or fix its type.',
    spec: '§2.8',
    phase: 'load',
  },
  {
    id: 'PEN-015',
    file: FILE,
    severity: 'error',
    title: 'non_controllable_source.curtailment_cost is missing or not a number',
    description: 'The curtailment cost of non-controllable sources, in $/MWh, is required. Add it or fix its type.',
    spec: '§2.8',
    phase: 'load',
  },
  {
    id: 'PEN-020',
    file: FILE,
    severity: 'error',
    title: 'a required hydro penalty cost is missing or not a number',
    description:
      'Eleven hydro costs are required: spillage, turbined, diversion, storage below minimum, filling target, turbined below minimum, outflow below and above limits, generation below minimum, and the symmetric evaporation and withdrawal violation costs. The loader rejects the file when one is absent or not a number. Older cases name turbined_cost "fpha_turbined_cost": this error then sits on that key, as the one problem it causes (not also PEN-001), and its quick fix renames it (decision D2).',
    spec: '§2.8',
    phase: 'load',
  },
  {
    id: 'PEN-021',
    file: FILE,
    severity: 'error',
    title: 'a directional evaporation cost is neither a number nor null',
    description:
      'evaporation_violation_pos_cost (over-evaporation) and evaporation_violation_neg_cost (under-evaporation) are optional. When absent or null each takes the value of evaporation_violation_cost; any other value must be a number.',
    spec: '§2.8',
    phase: 'load',
  },
  {
    id: 'PEN-022',
    file: FILE,
    severity: 'error',
    title: 'a directional water withdrawal cost is neither a number nor null',
    description:
      'water_withdrawal_violation_pos_cost and water_withdrawal_violation_neg_cost are optional. When absent or null each takes the value of water_withdrawal_violation_cost; any other value must be a number.',
    spec: '§2.8',
    phase: 'load',
  },
  {
    id: 'PEN-023',
    file: FILE,
    severity: 'error',
    title: 'hydro.inflow_nonnegativity_cost is neither a number nor null',
    description: 'The penalty that keeps inflows non-negative is optional and defaults to 1000.0 $/(m³/s·h) when absent or null. Any other value must be a number.',
    spec: '§2.8, §8',
    phase: 'load',
  },
  {
    id: 'PEN-024',
    file: FILE,
    severity: 'hint',
    title: 'a penalty cost is not a finite number',
    description:
      'The spec sets no sign or range for penalty costs, so any finite number is accepted. A literal too large for a double (such as 1e400) reads as infinity, which no solver can price; this hint points it out. Use a large finite value instead.',
    spec: '§2.8',
    phase: 'none',
  },
]);
