// Runs editor services on the validation thread: keeps each case's last validation (the resolved
// model the services read) and the parsed text of the documents being edited, by version, so a
// burst of hovers or completions on a large stages.json parses it once. A hover on a large text
// that has not been parsed yet is answered from the last parse of that file (a few keystrokes
// old), the position mapped past the spot being typed: parsing megabytes per keystroke is what
// made hovers wait seconds while typing. Only a hover inside the changed region parses the new text.
import type { JsonFileCache, ValidationResult } from '../../shared/engine/validate';
import type { Diagnostic } from '../../shared/core/diagnostics';
import { JsonDocument } from '../../shared/core/json/document';
import { caseOverview, type CaseOverview } from '../../shared/views/caseOverview';
import { explainStage, type StageFacts } from '../../shared/crossFile/explain';
import type { ServiceContext } from '../../shared/services/context';
import { runService, type ServiceEnvironment, type ServiceName, type ServiceResult } from './services';
import type { ServiceJob } from '../threadProtocol/validationMessages';
import type { HoverResult } from '../../shared/services/types';
import { textDelta } from '../../shared/core/textDelta';
import { PositionMap } from './textDelta';

/** Above this many characters a parse costs tens to hundreds of ms, more than a hover may wait. */
export const LARGE_TEXT_CHARS = 500_000;
type ServiceShortcuts = { [N in ServiceName]?: (request: ServiceRequest<N>, validation: ValidationResult | undefined) => { result: ServiceResult<N> } | undefined };

/** Parses kept for documents being hovered: the ones in view, not every file ever opened. */
const KEPT_PARSES = 4;

/** A service request with its document's whole text (a patch resolved by the thread's TextMirror). */
export type ServiceRequest<N extends ServiceName = ServiceName> = ServiceJob<N> & { text: string };

/** The document a service request is about. */
type ServiceDocument = Pick<ServiceRequest, 'caseRoot' | 'file' | 'uri' | 'version' | 'text'>;

export class ServiceRunner {
  private readonly validations = new Map<string, ValidationResult>();
  /** The latest parse per document being edited; only the most recent few documents are kept. */
  private readonly parsed = new Map<string, { version: number; doc: JsonDocument }>();

  /**
   * `jsonCacheOf` gives a case's JSON cache, shared with its validations: a service then reads the
   * parse a running validation has just checked, and a validation checks the parse a service has
   * just made, instead of each parsing the same text (on a large case's opening, both at once).
   */
  constructor(
    private readonly env: ServiceEnvironment,
    private readonly jsonCacheOf?: (caseRoot: string) => JsonFileCache,
  ) {}

  remember(caseRoot: string, result: ValidationResult): void {
    // The hovers read a few plants' plans: they are rebuilt on demand rather than kept for all.
    result.resolved.dropCachedPlans();
    this.validations.set(caseRoot, result);
  }

  /** The diagnostics of the case's last validation (the table view marks them on their cells). */
  lastDiagnostics(caseRoot: string): readonly Diagnostic[] | undefined {
    return this.validations.get(caseRoot)?.diagnostics;
  }

  /** The case overview of the last validation; undefined before the first. */
  caseOverview(caseRoot: string): CaseOverview | undefined {
    const validation = this.validations.get(caseRoot);
    if (!validation) return undefined;
    try {
      return caseOverview(validation);
    } finally {
      validation.resolved.dropCachedPlans(); // the overview read every plant's plan: not worth keeping
    }
  }

  /** explain's facts for a stage (and a plant at it), as `hydrocase explain` prints them. */
  caseOverviewFacts(caseRoot: string, stageId: number, hydroId?: number): StageFacts | { error: string } | undefined {
    const validation = this.validations.get(caseRoot);
    return validation && explainStage(validation.resolved, stageId, hydroId);
  }

  /** The case's last validation (the plant curves view reads its resolved model). */
  lastValidation(caseRoot: string): ValidationResult | undefined {
    return this.validations.get(caseRoot);
  }

  forget(caseRoot: string): void {
    this.validations.delete(caseRoot);
  }

  /** Lets go of the parses kept for documents being edited (the next request parses again). */
  forgetParses(): void {
    this.parsed.clear();
  }

  /**
   * Services answered another way in some cases, per name (a mapped type, so each takes its own
   * request and gives its own result): a hover on a large text, from an earlier parse.
   */
  private readonly shortcuts: ServiceShortcuts = {
    hover: (request, validation) => (request.text.length > LARGE_TEXT_CHARS ? this.hoverFromEarlierParse(request, validation) : undefined),
  };

  run<N extends ServiceName>(request: ServiceRequest<N>): ServiceResult<N> {
    const validation = this.validations.get(request.caseRoot);
    const shortcut = this.shortcuts[request.name]?.(request, validation);
    if (shortcut) return shortcut.result;
    const context: ServiceContext = { file: request.file, doc: this.document(request, validation), ...(validation ? { validation } : {}) };
    return runService<N>(request, context, this.env);
  }

  /**
   * A hover answered on the most recent parse of the file, when the text changed elsewhere than at
   * the hovered spot; undefined when the exact text is parsed already or the spot itself changed.
   */
  private hoverFromEarlierParse(request: ServiceRequest<'hover'>, validation: ValidationResult | undefined): { result: HoverResult | undefined } | undefined {
    const candidates = [validation?.model.documents.get(request.file), this.parsed.get(request.uri)?.doc].filter((doc): doc is JsonDocument => doc !== undefined);
    if (candidates.some((doc) => doc.text === request.text)) return undefined; // the exact parse exists
    let best: { doc: JsonDocument; delta: ReturnType<typeof textDelta> } | undefined;
    for (const doc of candidates) {
      const delta = textDelta(doc.text, request.text);
      if (!best || delta.newerEnd - delta.start + (delta.olderEnd - delta.start) < best.delta.newerEnd - best.delta.start + (best.delta.olderEnd - best.delta.start))
        best = { doc, delta };
    }
    if (!best) return undefined;
    const positions = new PositionMap(best.doc, request.text, best.delta);
    const older = positions.toOlder(request.args[0]);
    if (older === undefined) return undefined;
    const context: ServiceContext = { file: request.file, doc: best.doc, ...(validation ? { validation } : {}) };
    const result = runService({ name: 'hover', args: [older] }, context, this.env);
    if (!result?.range) return { result };
    return { result: { ...result, range: { start: positions.toNewer(result.range.start), end: positions.toNewer(result.range.end) } } };
  }

  /** The validated document when the text is the same, else this version's parse (cached). */
  private document(request: ServiceDocument, validation: ValidationResult | undefined): JsonDocument {
    const validated = validation?.model.documents.get(request.file);
    if (validated && validated.text === request.text) {
      this.parsed.delete(request.uri); // an older parse of a large file would only hold memory
      return validated;
    }
    const cached = this.parsed.get(request.uri);
    if (cached && cached.version === request.version && cached.doc.text === request.text) return cached.doc;
    const jsonCache = this.jsonCacheOf?.(request.caseRoot);
    const shared = jsonCache?.document(request.file, request.text);
    if (shared) return shared;
    const doc = new JsonDocument(request.file, request.text);
    jsonCache?.offer(request.file, doc);
    this.parsed.delete(request.uri); // re-inserted last: the map's order is recency
    this.parsed.set(request.uri, { version: request.version, doc });
    for (const uri of [...this.parsed.keys()].slice(0, -KEPT_PARSES)) this.parsed.delete(uri);
    return doc;
  }
}
