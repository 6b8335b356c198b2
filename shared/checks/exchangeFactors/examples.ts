// Failing and passing examples for the exchange factor rules (CON-030..CON-035): line 0 derated to
// 90 % in its one block at study stage 1.
import type { ExampleFiles, RuleExample } from '../../rules/examples/types';
import { line } from '../../rules/examples/systemBuilders';
import { LINES } from '../../core/case/layout';
import { EXCHANGE_FACTORS } from './fields';

function factorsFile(): any {
  return { exchange_factors: [{ line_id: 0, stage_id: 1, block_factors: [{ block_id: 0, direct_factor: 0.9, reverse_factor: 0.9 }] }] };
}

const files = (file: any): ExampleFiles => ({ [LINES]: { lines: [line(0)] }, [EXCHANGE_FACTORS]: file });

function example(
  why: string,
  failing: (file: any) => void,
  passing: (file: any) => void = () => {},
  excerpt: RuleExample['excerpt'] | null = ['exchange_factors', 0],
): RuleExample {
  const bad = factorsFile();
  failing(bad);
  const good = factorsFile();
  passing(good);
  return { show: EXCHANGE_FACTORS, ...(excerpt ? { excerpt } : {}), why, failing: files(bad), passing: files(good) };
}

const entry = (change: (entry: any) => void) => (file: any) => change(file.exchange_factors[0]);

export const exchangeFactorsExamples: Record<string, RuleExample> = {
  'CON-030': example('The root is the list itself.', (file) => (file.exchange_factors = { line_id: 0 }), undefined, null),
  'CON-031': example(
    'stage_id is missing.',
    entry((e) => delete e.stage_id),
  ),
  'CON-032': example(
    'block_id is a string.',
    entry((e) => (e.block_factors[0].block_id = '0')),
    entry((e) => (e.block_factors = [])),
  ),
  'CON-033': example(
    'The reverse factor is 0: the loader rejects it.',
    entry((e) => (e.block_factors[0].reverse_factor = 0)),
    entry((e) => (e.block_factors[0].reverse_factor = 0.01)),
  ),
  'CON-034': example(
    'Line 0 at stage 1 has two entries.',
    (file) => file.exchange_factors.push(factorsFile().exchange_factors[0]),
    (file) => file.exchange_factors.push({ ...factorsFile().exchange_factors[0], stage_id: 2 }),
    null,
  ),
  'CON-035': example(
    '"direct" is not read; the loader reads direct_factor, which is then missing.',
    entry((e) => ((e.block_factors[0].direct = 0.9), delete e.block_factors[0].direct_factor)),
  ),
};
