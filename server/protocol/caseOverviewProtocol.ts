// The case overview's requests, named once for the client (client/protocol.ts re-exports them) and
// the server (server/caseOverviewRequest.ts).
import type { CaseOverview } from '../../shared/views/caseOverview';
import type { StageFacts } from '../../shared/crossFile/explain';

/** The overview of the case of `uri` (a case file or the case folder), from its last validation. */
export const CASE_OVERVIEW_REQUEST = 'hydrocase/caseOverview';
/** explain's facts for one stage, and one plant at it: the overview's detail of a cell. */
export const CASE_OVERVIEW_FACTS_REQUEST = 'hydrocase/caseOverviewFacts';

export interface CaseOverviewParams {
  uri: string;
}

/** The case folder's URI and its overview; `message` (and no overview) when the URI names no case. */
export interface CaseOverviewAnswer {
  caseUri?: string;
  overview?: CaseOverview;
  message?: string;
}

export interface CaseOverviewFactsParams {
  uri: string;
  stageId: number;
  hydroId?: number;
}

export type CaseOverviewFacts = StageFacts | { error: string };

export type { CaseOverview, OverviewLink, OverviewProblem, TimelineStage, PlantRow } from '../../shared/views/caseOverview';
