// Every LSP handler checks the shape of its params before it runs, so no message, however
// malformed, can throw inside the server (a TypeError in an async handler ends the process) or
// leave a request unanswered. A shape is a small checker that names the first thing wrong; a
// request failing its shape gets InvalidParams (-32602), a notification is logged once per method
// and ignored. Shapes describe only the fields the server reads: extra fields are always allowed.
import { ErrorCodes, ResponseError } from 'vscode-languageserver';

/** Undefined when `value` fits; otherwise what is wrong, at which path (`textDocument.uri: not a string`). */
export type Shape = (value: unknown, path: string) => string | undefined;

const at = (path: string, problem: string) => `${path || 'params'}: ${problem}`;
const typeName = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);

export const string: Shape = (value, path) => (typeof value === 'string' ? undefined : at(path, `a string expected, got ${typeName(value)}`));
export const boolean: Shape = (value, path) => (typeof value === 'boolean' ? undefined : at(path, `a boolean expected, got ${typeName(value)}`));
export const integer: Shape = (value, path) =>
  Number.isInteger(value) ? undefined : at(path, `an integer expected, got ${typeName(value) === 'number' ? value : typeName(value)}`);
export const anything: Shape = () => undefined;

export function optional(shape: Shape): Shape {
  return (value, path) => (value === undefined || value === null ? undefined : shape(value, path));
}

export function arrayOf(shape: Shape): Shape {
  return (value, path) => {
    if (!Array.isArray(value)) return at(path, `an array expected, got ${typeName(value)}`);
    for (let i = 0; i < value.length; i++) {
      const problem = shape(value[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  };
}

/** An object with (at least) these fields; a field whose shape is `optional` may be absent. */
export function object(fields: Readonly<Record<string, Shape>>): Shape {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return at(path, `an object expected, got ${typeName(value)}`);
    for (const [key, shape] of Object.entries(fields)) {
      const problem = shape((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (problem) return problem;
    }
    return undefined;
  };
}

// The shapes the server's handlers read (LSP 3.17 names).
export const POSITION = object({ line: integer, character: integer });
export const RANGE = object({ start: POSITION, end: POSITION });
export const TEXT_DOCUMENT_ID = object({ textDocument: object({ uri: string }) });
export const TEXT_DOCUMENT_POSITION = object({ textDocument: object({ uri: string }), position: POSITION });
export const WORKSPACE_FOLDER = object({ uri: string });

export type GuardLog = (message: string) => void;

/** Wraps handlers with their shape check; one instance per server, so each method is logged once. */
export class ParamGuard {
  private readonly logged = new Set<string>();

  constructor(private readonly log: GuardLog) {}

  /** A request handler that answers InvalidParams instead of running on params that do not fit. */
  request<P, R, Rest extends unknown[]>(method: string, shape: Shape, handler: (params: P, ...rest: Rest) => R): (params: P, ...rest: Rest) => R | ResponseError<never> {
    return (params, ...rest) => {
      const problem = shape(params, '');
      if (!problem) return handler(params, ...rest);
      this.logOnce(method, problem);
      return new ResponseError<never>(ErrorCodes.InvalidParams, `${method}: ${problem}`);
    };
  }

  /** A notification handler that ignores (and logs, once per method) params that do not fit. */
  notification<P, Rest extends unknown[]>(method: string, shape: Shape, handler: (params: P, ...rest: Rest) => void): (params: P, ...rest: Rest) => void {
    return (params, ...rest) => {
      const problem = shape(params, '');
      if (!problem) return handler(params, ...rest);
      this.logOnce(method, problem);
    };
  }

  private logOnce(method: string, problem: string): void {
    if (this.logged.has(method)) return;
    this.logged.add(method);
    this.log(`ignored a malformed ${method} (${problem.slice(0, 200)}); further ones are not logged`);
  }
}
