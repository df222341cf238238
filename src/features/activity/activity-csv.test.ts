import { describe, expect, it } from 'vitest';
import { activityEntry, NOAH, REPORT } from './activity.fixture';
import { activityCsv, activityFileName } from './activity-csv';

const revoked = activityEntry({
  action: 'invitation.status_changed',
  at: '2026-03-05T11:00:00.000Z',
  details: { changes: { status: { from: 0, to: 4 } } },
});
const download = activityEntry({
  action: 'report.dataset_downloaded',
  at: '2026-03-04T09:30:00.000Z',
  actor: { id: NOAH.id, name: '=HYPERLINK("http://evil.example")' },
  target: { type: 'report', id: REPORT.id, label: '+Budget, 2026' },
  details: { mask_text_violations: true, omit_columns: [] },
});

describe('activityCsv', () => {
  it('writes time, actor, action, target type, target and the sentence, one entry a line', () => {
    const lines = activityCsv({ items: [revoked], count: 1, complete: true }).split('\r\n');
    expect(lines[0]).toBe('Time,Actor,Action,Target type,Target,Details');
    expect(lines[1]).toBe(
      '2026-03-05T11:00:00.000Z,Alice Moreno,invitation.status_changed,invitation,bruno.schmidt@example.com,Alice Moreno revoked the invitation of bruno.schmidt@example.com',
    );
    expect(lines).toHaveLength(3);
  });

  it('keeps a spreadsheet from running what people typed as a formula', () => {
    const line = activityCsv({ items: [download], count: 1, complete: true }).split('\r\n')[1];
    expect(line).toBe(
      `2026-03-04T09:30:00.000Z,"'=HYPERLINK(""http://evil.example"")",report.dataset_downloaded,report,"'+Budget, 2026","'=HYPERLINK(""http://evil.example"") downloaded the dataset of “+Budget, 2026” (text masked)"`,
    );
  });

  it('says on its last line when the cap left entries out', () => {
    const text = activityCsv({ items: [revoked, download], count: 12345, complete: false });
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toBe(
      '"Only the newest 2 of 12,345 matching entries are in this file: narrow the filters to export the rest."',
    );
  });
});

describe('activityFileName', () => {
  it('names the organization and the day', () => {
    const day = new Date(2026, 2, 5, 23, 30);
    expect(activityFileName('Acme Research', day)).toBe('activity-acme-research-2026-03-05.csv');
    expect(activityFileName('Société Générale / R&D', day)).toBe(
      'activity-société-générale-r-d-2026-03-05.csv',
    );
    expect(activityFileName(null, day)).toBe('activity-organization-2026-03-05.csv');
  });
});
