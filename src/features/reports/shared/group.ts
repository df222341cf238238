import type { Result, ResultAttitude } from '../../../queries/reports';

/**
 * Where a group's figures come from: a report's configuration. Its filters aside, this is what
 * sentiment and the dataset download take.
 */
export interface GroupSource {
  reportId: string;
  configurationId: string;
  configurationName: string;
}

/**
 * A group of respondents as the result views show it: a report, a configuration and filters, with
 * its result. The report page shows one group; compare mode two, A and B.
 */
export interface Group extends GroupSource {
  label: 'A' | 'B';
  reportName: string;
  /** The filters applied on the configuration, in words (its own saved ones are in its name). */
  filters: string[];
  result: Result;
  /** Its figures are there to show. */
  ready: boolean;
  /** Respondents, once ready; null while withheld or not computed. */
  population: number | null;
  /** A few words for a file name: its filter values, or its configuration's name. */
  short: string;
}

/** What a result view needs of a group: its letter and its figures, once they are there. */
export type ResultGroup = Pick<Group, 'label' | 'result' | 'ready' | 'population'>;

/** The report page's one group: the result in view. */
export function resultGroup(result: Result): ResultGroup {
  const ready = result.state.status === 'ready';
  return { label: 'A', result, ready, population: ready ? result.population_size : null };
}

/** What the attitudes table needs of a group: its letter and the attitudes it lists. */
export interface TableGroup extends Pick<Group, 'label'> {
  attitudes: readonly ResultAttitude[];
}
