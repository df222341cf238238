import { TEST_ORG } from '../../test/render';
import type { ActivityEntry } from '../../queries/activity';

export const ALICE = { id: '80000000-0000-4000-8000-000000000001', name: 'Alice Moreno' };
export const NOAH = { id: '80000000-0000-4000-8000-000000000002', name: 'Noah Patel' };
export const REPORT = {
  id: '90000000-0000-4000-8000-000000000001',
  name: 'Retail Banking CX 2026 Q3',
};
/** The report as an entry's target. */
export const REPORT_TARGET = { type: 'report', id: REPORT.id, label: REPORT.name } as const;

let serial = 0;

/** An entry of the test organization, by Alice unless told, an hour before 2026-03-05 12:00 UTC. */
export function activityEntry(
  overrides: Partial<ActivityEntry> & Pick<ActivityEntry, 'action'>,
): ActivityEntry {
  serial += 1;
  return {
    id: `a0000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    at: '2026-03-05T11:00:00.000Z',
    organization_id: TEST_ORG.id,
    actor: ALICE,
    target: {
      type: 'invitation',
      id: 'b0000000-0000-4000-8000-000000000001',
      label: 'bruno.schmidt@example.com',
    },
    details: {},
    ...overrides,
  };
}

/** A page of entries as the service answers it. */
export function activityPage(results: ActivityEntry[], count = results.length) {
  return { count, next: null, previous: null, results };
}
