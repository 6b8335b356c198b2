// The editor services by name. They run on the validation thread, next to the case's last
// validation (the resolved model stays there, as the Parquet summaries do); the main thread's
// handlers ask for a service by name and convert the plain result to LSP.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { ServiceContext } from '../../shared/services/context';
import type { Position, Range } from '../../shared/services/types';
import { hoverAt } from '../../shared/services/hover';
import { inlayHints } from '../../shared/services/inlayHints';
import { completionsAt } from '../../shared/services/completion';
import { codeActions, type CodeActionRequest } from '../../shared/services/codeActions';
import { definitionAt, referencesAt } from '../../shared/services/navigation';
import { documentSymbols } from '../../shared/services/symbols';
import { plantLenses } from '../../shared/services/plantLenses';

export interface ServiceEnvironment {
  /** Folder of the generated rule pages, linked from hovers. */
  rulePagesDir?: string;
}

/** Each service as written: its own parameters after the context and the environment. */
const SERVICE_TABLE = {
  hover: (context: ServiceContext, env: ServiceEnvironment, position: Position) =>
    hoverAt(context, position, env.rulePagesDir ? { rulePage: (id: string) => pathToFileURL(join(env.rulePagesDir!, `${id}.md`)).toString() } : {}),
  inlayHints: (context: ServiceContext, _env: ServiceEnvironment, range?: Range) => inlayHints(context, range),
  completion: (context: ServiceContext, _env: ServiceEnvironment, position: Position, triggerCharacter?: string) => completionsAt(context, position, triggerCharacter),
  codeActions: (context: ServiceContext, _env: ServiceEnvironment, request: CodeActionRequest) => codeActions(context, request),
  definition: (context: ServiceContext, _env: ServiceEnvironment, position: Position) => definitionAt(context, position),
  references: (context: ServiceContext, _env: ServiceEnvironment, position: Position, includeDeclaration: boolean) => referencesAt(context, position, includeDeclaration),
  symbols: (context: ServiceContext) => documentSymbols(context),
  plantLenses: (context: ServiceContext) => plantLenses(context),
};

export type ServiceName = keyof typeof SERVICE_TABLE;
type Rest<T> = T extends (context: ServiceContext, env: ServiceEnvironment, ...args: infer A) => unknown ? A : T extends (context: ServiceContext) => unknown ? [] : never;
export type ServiceArgs<N extends ServiceName> = Rest<(typeof SERVICE_TABLE)[N]>;
export type ServiceResult<N extends ServiceName> = ReturnType<(typeof SERVICE_TABLE)[N]>;

/**
 * The same table seen as one signature per name (a mapped type over the names): indexing it with
 * a name `N` gives a function of `ServiceArgs<N>` returning `ServiceResult<N>`, so `runService`
 * calls it with no cast (TypeScript's correlated-union pattern).
 */
const SERVICES: { [N in ServiceName]: (context: ServiceContext, env: ServiceEnvironment, ...args: ServiceArgs<N>) => ServiceResult<N> } = SERVICE_TABLE;

/** One service call: its name and its arguments, which agree (a union over the names). */
export type ServiceCall<N extends ServiceName = ServiceName> = { [K in N]: { name: K; args: ServiceArgs<K> } }[N];

export function runService<N extends ServiceName>(call: ServiceCall<N>, context: ServiceContext, env: ServiceEnvironment): ServiceResult<N> {
  return SERVICES[call.name](context, env, ...call.args);
}
