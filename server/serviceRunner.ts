// Runs editor services on the validation thread: keeps each case's last validation (the resolved
// model the services read) and the parsed text of the documents being edited, by version, so a
// burst of hovers or completions on a large stages.json parses it once.
import type { ValidationResult } from '../shared/engine/validate';
import type { Diagnostic } from '../shared/engine/diagnostics';
import { JsonDocument } from '../shared/engine/json/document';
import type { ServiceContext } from '../shared/services/context';
import { runService, type ServiceEnvironment, type ServiceName } from './features/services';
import type { ValidationRequest } from './validationMessages';

type ServiceRequest = Extract<ValidationRequest, { type: 'service' }>;

export class ServiceRunner {
  private readonly validations = new Map<string, ValidationResult>();
  private readonly parsed = new Map<string, { version: number; doc: JsonDocument }>();

  constructor(private readonly env: ServiceEnvironment) {}

  remember(caseRoot: string, result: ValidationResult): void {
    // The hovers read a few plants' plans: they are rebuilt on demand rather than kept for all.
    result.resolved.dropCachedPlans();
    this.validations.set(caseRoot, result);
  }

  /** The diagnostics of the case's last validation (the table view marks them on their cells). */
  lastDiagnostics(caseRoot: string): readonly Diagnostic[] | undefined {
    return this.validations.get(caseRoot)?.diagnostics;
  }

  forget(caseRoot: string): void {
    this.validations.delete(caseRoot);
  }

  run(request: ServiceRequest): unknown {
    const validation = this.validations.get(request.caseRoot);
    const context: ServiceContext = { file: request.file, doc: this.document(request, validation), ...(validation ? { validation } : {}) };
    return runService(request.name as ServiceName, context, this.env, request.args as never);
  }

  /** The validated document when the text is the same, else this version's parse (cached). */
  private document(request: ServiceRequest, validation: ValidationResult | undefined): JsonDocument {
    const validated = validation?.model.documents.get(request.file);
    if (validated && validated.text === request.text) return validated;
    const cached = this.parsed.get(request.uri);
    if (cached && cached.version === request.version && cached.doc.text === request.text) return cached.doc;
    const doc = new JsonDocument(request.file, request.text);
    this.parsed.set(request.uri, { version: request.version, doc });
    return doc;
  }
}
