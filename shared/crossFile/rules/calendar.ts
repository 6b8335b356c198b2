// Cross-file rules joining stages, post-study stages, thermals and config: see ./calendar/.
export { calendarRules } from '../checks/calendar/index';
