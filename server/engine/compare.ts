import type { components } from '../../src/api/schema.gen';
import { computeGroup, type Group } from './compute';
import type { ConfigurationMeta, FilterInput } from './configuration';
import type { DatasetData } from './dataset';
import type { Selection } from './selection';
import { sampleOf, testSamples } from './significance';

type Result = components['schemas']['Result'];
type Significance = components['schemas']['Significance'];

export interface GroupRequest {
  meta: ConfigurationMeta;
  data: DatasetData;
  filters: FilterInput[];
}

export interface Comparison {
  a: Result;
  b: Result;
  /** B tested against A, or null when no test is valid (see `reason`). */
  significance: Significance | null;
  reason?: 'overlapping_groups' | 'insufficient_data';
}

/** Whether two selections of one dataset share a respondent (a null mask selects everyone). */
function overlap(a: Selection, b: Selection): boolean {
  if (!a.mask || !b.mask) return true;
  for (let i = 0; i < a.mask.length; i++) if (a.mask[i]! & b.mask[i]!) return true;
  return false;
}

/**
 * Group B against group A, each computed as its own filter request would be (privacy floor and
 * complement rule included). The tests assume two samples without a common respondent: groups of
 * different datasets, or of one dataset whose selections do not meet; overlapping groups get no
 * test. Attitudes are matched by attitude id and only those both groups hold are tested; each
 * group's main score is tested as its result shows it (its own importance as weights), over the
 * attitudes both score. All tests of a comparison are one family.
 */
export function compareGroups(a: GroupRequest, b: GroupRequest): Comparison {
  const groupA = computeGroup(a.meta, a.data, a.filters, false);
  const groupB = computeGroup(b.meta, b.data, b.filters, false);
  const answer = (significance: Significance | null, reason?: Comparison['reason']) => ({
    a: groupA.result,
    b: groupB.result,
    significance,
    ...(reason ? { reason } : {}),
  });
  if (!groupA.counted || !groupB.counted) return answer(null, 'insufficient_data');
  if (a.data.id === b.data.id && overlap(groupA.counted.selection, groupB.counted.selection)) {
    return answer(null, 'overlapping_groups');
  }

  const inB = new Set(b.data.attitudes.map((column) => column.attitudeId));
  const shared = a.data.attitudes.map((column) => column.attitudeId).filter((id) => inB.has(id));
  const sample = (request: GroupRequest, group: Group) =>
    sampleOf(request.data, group.counted!.selection, group.counted!.figures);
  return answer(testSamples(sample(b, groupB), sample(a, groupA), shared, 'a'));
}
