import type { components } from '../../src/api/schema.gen';
import type { Db } from '../db/index';
import { resultForMembers, significanceForMembers } from '../privacy/member-view';
import { reportView } from '../serializers/report-view';
import type { UserRow } from './context';
import type { EnginePort } from './engine-port';
import {
  admitGroup,
  datasetsMayShareRespondents,
  groupsMayOverlap,
  isMember,
  type Group,
} from './groups';

type Schemas = components['schemas'];

/**
 * Group B against group A. Each group passes admission as a filter would; a refused one answers
 * its refusal and the pair gets no test. Whether the groups overlap is read from their
 * definitions, never from who is in them, so the answer says nothing about an empty combination.
 */
export async function compareGroups(
  db: Db,
  engine: EnginePort,
  a: Group,
  b: Group,
  user: UserRow,
  now: Date,
): Promise<Schemas['Comparison']> {
  const admissionA = await admitGroup(db, a, user, now);
  const admissionB = await admitGroup(db, b, user, now);
  let resultA: Schemas['Result'];
  let resultB: Schemas['Result'];
  let significance: Schemas['Significance'] | null = null;
  let reason: Schemas['Comparison']['reason'];
  if (admissionA.admitted && admissionB.admitted) {
    const comparison = engine.compare(
      { configurationId: a.configuration.id, filters: a.filters },
      { configurationId: b.configuration.id, filters: b.filters },
    );
    resultA = comparison.a;
    resultB = comparison.b;
    significance = comparison.significance;
    reason = comparison.reason;
    const ready = resultA.state.status === 'ready' && resultB.state.status === 'ready';
    if (ready && groupsMayOverlap(db, a, b)) {
      significance = null;
      reason = 'overlapping_groups';
    }
    if (ready && datasetsMayShareRespondents(db, a, b)) {
      significance = null;
      reason = 'shared_respondents';
    }
  } else {
    resultA = admissionA.admitted
      ? engine.compute(a.configuration.id, a.filters)
      : admissionA.refused;
    resultB = admissionB.admitted
      ? engine.compute(b.configuration.id, b.filters)
      : admissionB.refused;
    reason = 'insufficient_data';
  }
  const member = isMember(a) || isMember(b);
  const shown = (group: Group, result: Schemas['Result']) =>
    isMember(group) ? resultForMembers(result) : result;
  return {
    a: reportView(db, a.report, a.configuration, a.filters, shown(a, resultA)),
    b: reportView(db, b.report, b.configuration, b.filters, shown(b, resultB)),
    significance: member ? significanceForMembers(significance) : significance,
    ...(reason ? { reason } : {}),
  };
}
