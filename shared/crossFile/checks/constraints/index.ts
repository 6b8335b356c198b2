// Cross-file rules of constraints/ (REF-140 on): its tables and JSON files against the registries and the calendar.
import type { CrossFileRule } from '../../context';
import { constraintTableReferences } from './tables';
import { constraintJsonReferences } from './expressions';

export const constraintReferences: CrossFileRule[] = [...constraintTableReferences, ...constraintJsonReferences];
