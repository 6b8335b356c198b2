// A valid penalties.json: every required field, no unknown key. Kept apart from cases.ts (which
// registers test hooks) so the benchmark's generator can use it too. The baseline lives with the
// rule examples, which are built over the same case.
export { baselinePenalties as validPenalties } from '../../shared/rules/examples/baseline';
