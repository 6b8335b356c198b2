// Editor services for a case the validation thread has not validated yet, answered on the main
// thread. Until a case's first validation finishes, the thread holds nothing for it that this
// thread lacks (the services' facts come from that validation), yet it is still starting or busy
// with that very validation, in cold stretches of tens of ms a request waits behind: as the large
// bench case opened, a hover sent with didOpen waited 100-120 ms, and the outline ~90 ms. Here
// the answer is the one the thread would give, from the text alone, without the wait. A text over
// LARGE_TEXT_CHARS still goes to the thread: parsing it here would hold up every keystroke queued
// behind it. The parses kept here are let go once a case is validated (the thread answers then).
import { LARGE_TEXT_CHARS, ServiceRunner, type ServiceRequest } from '../services/serviceRunner';
import type { ServiceEnvironment, ServiceName, ServiceResult } from '../services/services';

export class EarlyServices {
  private readonly runner: ServiceRunner;

  constructor(
    env: ServiceEnvironment,
    /** Whether the validation thread holds a finished validation of the case. */
    private readonly validated: (caseRoot: string) => boolean,
    private readonly log: (message: string) => void,
  ) {
    this.runner = new ServiceRunner(env);
  }

  /** The service's result when this thread answers it; undefined when the validation thread must. */
  answer<N extends ServiceName>(request: ServiceRequest<N>): { result: ServiceResult<N> | undefined } | undefined {
    if (this.validated(request.caseRoot) || request.text.length > LARGE_TEXT_CHARS) return undefined;
    try {
      return { result: this.runner.run(request) };
    } catch (error) {
      this.log(`${request.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      return { result: undefined };
    }
  }

  /** A case's validation finished: the thread answers its requests now, and the parses kept here would only hold memory. */
  release(): void {
    this.runner.forgetParses();
  }
}
