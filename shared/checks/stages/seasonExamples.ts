// Failing and passing examples for the rules in seasonCatalog.ts.
import { monthlySeasons, monthsAndQuartersSeasons, preStudyStage, quarterSeasons, setStudyStages, stagesWith, studyStage } from '../../rules/examples/calendarBuilders';
import { historicalSchemeWithoutSeasons, historyEstimationWithoutSeasonMap } from '../../crossFile/checks/calendar/examples';
import type { RuleExamples } from '../../rules/examples/types';

const STAGES = 'stages.json';

/** stages.json with the monthly season map, after `change` to it and the stages. */
function withMonthlyMap(change: (stages: any) => void = () => {}): any {
  return stagesWith((s) => {
    s.season_definitions = monthlySeasons();
    change(s);
  });
}

/** stages.json with the four-quarter custom map after `change` to its seasons. */
function withQuarters(change: (seasons: any[]) => void = () => {}): any {
  return stagesWith((s) => {
    s.season_definitions = quarterSeasons();
    change(s.season_definitions.seasons);
  });
}

/** stages.json with the given pre-study stages. */
function withPreStudy(...preStudy: any[]): any {
  return stagesWith((s) => (s.pre_study_stages = preStudy));
}

/** The months-and-quarters map over January to March and a second-quarter stage naming `quarterSeason`. */
function monthsThenQuarter(quarterSeason: number): any {
  return stagesWith((s) => {
    s.season_definitions = monthsAndQuartersSeasons();
    setStudyStages(s, [
      studyStage(0, '2024-01-01', '2024-02-01', { season_id: 0 }),
      studyStage(1, '2024-02-01', '2024-03-01', { season_id: 1 }),
      studyStage(2, '2024-03-01', '2024-04-01', { season_id: 2 }),
      studyStage(3, '2024-04-01', '2024-07-01', { season_id: quarterSeason }),
    ]);
  });
}

export const seasonsExamples: RuleExamples = {
  'STG-004': {
    show: STAGES,
    excerpt: ['season_definitions'],
    why: 'season_definitions names the cycle as a bare string; the map is an object with cycle_type and seasons.',
    failing: { [STAGES]: stagesWith((s) => (s.season_definitions = 'monthly')) },
    passing: { [STAGES]: withMonthlyMap() },
  },
  'STG-005': {
    show: STAGES,
    excerpt: ['pre_study_stages'],
    why: 'The single pre-study stage is written as an object; pre_study_stages is an array of stages even when it holds one.',
    failing: { [STAGES]: stagesWith((s) => (s.pre_study_stages = preStudyStage(-1))) },
    passing: { [STAGES]: withPreStudy(preStudyStage(-1)) },
  },
  'STG-060': {
    show: STAGES,
    excerpt: ['pre_study_stages'],
    why: 'The December pre-study stage has id 3, counting on from the study stages; pre-study ids are negative.',
    failing: { [STAGES]: withPreStudy(preStudyStage(3)) },
    passing: { [STAGES]: withPreStudy(preStudyStage(-1)) },
  },
  'STG-061': {
    show: STAGES,
    excerpt: ['pre_study_stages'],
    why: 'November and December are both pre-study stage -1; counting back from the study, November is -2.',
    failing: { [STAGES]: withPreStudy(preStudyStage(-1, '2023-11-01', '2023-12-01'), preStudyStage(-1)) },
    passing: { [STAGES]: withPreStudy(preStudyStage(-2, '2023-11-01', '2023-12-01'), preStudyStage(-1)) },
  },
  'STG-062': {
    show: STAGES,
    why: 'December 2023 is listed both in stages[] (as id -1) and in pre_study_stages; a pre-study period belongs in pre_study_stages only.',
    failing: {
      [STAGES]: stagesWith((s) => {
        s.stages.unshift({ id: -1, start_date: '2023-12-01', end_date: '2024-01-01', blocks: [{ id: 0, name: 'SINGLE', hours: 744 }] });
        s.pre_study_stages = [preStudyStage(-1)];
      }),
    },
    passing: { [STAGES]: withPreStudy(preStudyStage(-1)) },
  },
  'STG-063': {
    show: STAGES,
    excerpt: ['pre_study_stages'],
    why: 'The start date 2023-12-1 has a one-digit day; dates are written YYYY-MM-DD.',
    failing: { [STAGES]: withPreStudy(preStudyStage(-1, '2023-12-1')) },
    passing: { [STAGES]: withPreStudy(preStudyStage(-1, '2023-12-01')) },
  },
  'STG-064': {
    show: STAGES,
    excerpt: ['pre_study_stages'],
    why: "The end date equals the start date, so the pre-study stage lasts no time; its end is the next stage's start.",
    failing: { [STAGES]: withPreStudy(preStudyStage(-1, '2023-12-01', '2023-12-01')) },
    passing: { [STAGES]: withPreStudy(preStudyStage(-1, '2023-12-01', '2024-01-01')) },
  },
  'STG-065': {
    show: STAGES,
    excerpt: ['pre_study_stages'],
    why: 'The December pre-study stage names season 12, the month number; on this map December is season 11.',
    failing: { [STAGES]: withMonthlyMap((s) => (s.pre_study_stages = [preStudyStage(-1, '2023-12-01', '2024-01-01', { season_id: 12 })])) },
    passing: { [STAGES]: withMonthlyMap((s) => (s.pre_study_stages = [preStudyStage(-1, '2023-12-01', '2024-01-01', { season_id: 11 })])) },
  },
  'STG-070': {
    show: STAGES,
    excerpt: ['season_definitions'],
    why: 'cycle_type "quarterly" is not one of monthly, weekly or custom; seasons with their own day ranges, such as quarters, make a custom map.',
    failing: { [STAGES]: stagesWith((s) => (s.season_definitions = { ...quarterSeasons(), cycle_type: 'quarterly' })) },
    passing: { [STAGES]: withQuarters() },
  },
  'STG-071': {
    show: STAGES,
    excerpt: ['season_definitions'],
    why: 'The season list is under "season"; the map reads it from "seasons".',
    failing: { [STAGES]: stagesWith((s) => (s.season_definitions = { cycle_type: 'custom', season: quarterSeasons().seasons })) },
    passing: { [STAGES]: withQuarters() },
  },
  'STG-072': {
    show: STAGES,
    excerpt: ['season_definitions', 'seasons'],
    why: 'Q2 repeats id 0 of Q1; season ids are unique.',
    failing: { [STAGES]: withQuarters((seasons) => (seasons[1].id = 0)) },
    passing: { [STAGES]: withQuarters() },
  },
  'STG-073': {
    show: STAGES,
    excerpt: ['season_definitions', 'seasons', 2],
    why: 'Q3 has no label; every season needs one.',
    failing: { [STAGES]: withQuarters((seasons) => delete seasons[2].label) },
    passing: { [STAGES]: withQuarters() },
  },
  'STG-074': {
    show: STAGES,
    excerpt: ['season_definitions', 'seasons', 0],
    why: 'Q1 starts in month 0, counting months from zero; months run 1 (January) to 12.',
    failing: { [STAGES]: withQuarters((seasons) => (seasons[0].month_start = 0)) },
    passing: { [STAGES]: withQuarters() },
  },
  'STG-075': {
    show: STAGES,
    excerpt: ['season_definitions', 'seasons', 1],
    why: 'Q2 starts on day 0 of April; days of the month run from 1.',
    failing: { [STAGES]: withQuarters((seasons) => (seasons[1].day_start = 0)) },
    passing: { [STAGES]: withQuarters() },
  },
  'STG-076': {
    show: STAGES,
    excerpt: ['season_definitions', 'seasons', 3],
    why: 'Q4 ends in month 13; a season that ends with the year ends in month 12.',
    failing: { [STAGES]: withQuarters((seasons) => (seasons[3].month_end = 13)) },
    passing: { [STAGES]: withQuarters() },
  },
  'STG-077': {
    show: STAGES,
    excerpt: ['season_definitions', 'seasons', 0],
    why: 'Q1 ends on day "last"; day_end is a day number, and 31 ends the season with its end month.',
    failing: { [STAGES]: withQuarters((seasons) => (seasons[0].day_end = 'last')) },
    passing: { [STAGES]: withQuarters() },
  },
  'STG-078': {
    show: STAGES,
    excerpt: ['season_definitions'],
    why: 'The monthly map stops at November, so no December stage can take a season from it.',
    failing: { [STAGES]: withMonthlyMap((s) => s.season_definitions.seasons.pop()) },
    passing: { [STAGES]: withMonthlyMap() },
  },
  'STG-082': {
    show: STAGES,
    excerpt: ['stages'],
    why: 'Months and quarters overlap on this map, so January belongs to season 0 and to Q1 (season 12); the study stages must say which.',
    failing: { [STAGES]: stagesWith((s) => (s.season_definitions = monthsAndQuartersSeasons())) },
    passing: {
      [STAGES]: stagesWith((s) => {
        s.season_definitions = monthsAndQuartersSeasons();
        s.stages.forEach((stage: any, month: number) => (stage.season_id = month));
      }),
    },
  },
  'STG-083': {
    show: STAGES,
    excerpt: ['season_definitions', 'seasons'],
    why: 'Q1 ends on April 1 and Q2 starts on April 1; day_end is inclusive, so both claim that day.',
    failing: {
      [STAGES]: withQuarters((seasons) => {
        seasons[0].month_end = 4;
        seasons[0].day_end = 1;
      }),
    },
    passing: { [STAGES]: withQuarters() },
  },
  'STG-084': {
    show: STAGES,
    excerpt: ['stages'],
    why: 'The April-June stage repeats season 2 (March) from the stage before it, so a 91-day stage shares a season with a 31-day one; the quarter is season 13 (Q2).',
    failing: { [STAGES]: monthsThenQuarter(2) },
    passing: { [STAGES]: monthsThenQuarter(13) },
  },
  'STG-085': historyEstimationWithoutSeasonMap,
  'STG-086': historicalSchemeWithoutSeasons,
};
