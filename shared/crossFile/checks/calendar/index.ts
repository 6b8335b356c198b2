// Cross-file rules joining stages, post-study stages, thermals and config (XF-016..XF-026).
import type { CrossFileRule } from '../../context';
import { postStudyChecks } from './postStudy';
import { samplingChecks } from './sampling';
import { policyNodeChecks } from './policyNodes';

export const calendarRules: CrossFileRule[] = [...postStudyChecks, ...samplingChecks, ...policyNodeChecks];
