// Offsets → the plain Range of the service types.
import type { ServiceContext } from '../context';
import type { Range } from '../types';
import type { Span } from './cursor';

export function toRange(context: ServiceContext, span: Span): Range {
  return { start: context.doc.positionAt(span.start), end: context.doc.positionAt(span.end) };
}
