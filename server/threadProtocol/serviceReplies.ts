// How a service's result crosses from the validation thread to the main thread. A large file's
// outline is a tree of thousands of small objects (the large bench case's stages.json: 2,700
// symbols, 600 KB): the main thread deserialises a structured clone of it in about twice the time
// it parses the same tree as JSON text (23 vs 12-16 ms, medians, loaded 2-core machine), and
// writing either costs the thread alike. Such results cross as JSON text; the others, small and
// free to hold values JSON cannot (undefined fields, non-finite numbers), stay structured clones.
import type { ServiceName, ServiceResult } from '../services/services';

/** Services whose results are plain trees (strings, integers, arrays) that can grow with the file. */
const AS_JSON_TEXT: ReadonlySet<ServiceName> = new Set(['symbols']);

/** A result as the validation thread posts it: JSON text, or the value itself (structured clone). */
export type PackedServiceResult<N extends ServiceName = ServiceName> = { json: string } | { value: ServiceResult<N> };

/** A result as the validation thread posts it. */
export function packServiceResult<N extends ServiceName>(name: N, result: ServiceResult<N>): PackedServiceResult<N> {
  return AS_JSON_TEXT.has(name) && result !== undefined ? { json: JSON.stringify(result) } : { value: result };
}

/** A posted result as the service returned it (JSON text is parsed back into the tree it was written from). */
export function unpackServiceResult<N extends ServiceName>(posted: PackedServiceResult<N>): ServiceResult<N> {
  return 'json' in posted ? JSON.parse(posted.json) : posted.value;
}
