import { describe, expect, it } from 'vitest';
import { audienceLabel, quotedList, reportPathOf, tagLabel } from './report-labels';

const ID = 'C69802F8-D1C0-47CF-9E66-8DEC09085E7E';
const PATH = `/reports/${ID.toLowerCase()}`;

describe('reportPathOf', () => {
  it('opens a bare id', () => {
    expect(reportPathOf(`  ${ID} `)).toBe(PATH);
  });

  it("keeps a pasted link's view: its tab, configuration and filters", () => {
    expect(reportPathOf(`https://pulse.example/reports/${ID}?tab=sentiment&attitude=Trust`)).toBe(
      `${PATH}?tab=sentiment&attitude=Trust`,
    );
    expect(reportPathOf(`http://localhost:8080/reports/${ID}/`)).toBe(PATH);
    expect(reportPathOf(`/reports/${ID}#top`)).toBe(`${PATH}#top`);
  });

  it('refuses what names no report', () => {
    expect(reportPathOf('')).toBeNull();
    expect(reportPathOf('3f2a')).toBeNull();
    expect(reportPathOf(`https://pulse.example/segments/${ID}`)).toBeNull();
    expect(reportPathOf(`https://pulse.example/reports/${ID}/export`)).toBeNull();
  });
});

describe('labels', () => {
  it('names known tags and audiences, and shows unknown ones as sent', () => {
    expect(tagLabel('competitive')).toBe('Competitive');
    expect(tagLabel('seasonal')).toBe('seasonal');
    expect(audienceLabel(1)).toBe('Customers');
    expect(audienceLabel(1, 'Private clients')).toBe('Private clients');
    expect(audienceLabel(9)).toBe('Audience 9');
  });

  it('quotes and lists names as the language writes them', () => {
    expect(quotedList(['europe'], 'conjunction')).toBe('“europe”');
    expect(quotedList(['a', 'b'], 'disjunction')).toBe('“a” or “b”');
    expect(quotedList(['a', 'b', 'c'], 'conjunction')).toBe('“a”, “b”, and “c”');
  });
});
