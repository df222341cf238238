import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  baselineFrom,
  changedFields,
  isDirty,
  serverFieldErrors,
  validateOrganization,
} from './organization-form';
import type { OrganizationProfile } from '../../queries/organizations';

const PROFILE: OrganizationProfile = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Acme Research',
  website: 'https://acme.example',
  primary_contact_phone: '+44 20 7946 0000',
  needs: ['Benchmarks', 'Employee pulse'],
  organization_type: 'agency',
};

describe('changedFields', () => {
  const baseline = baselineFrom(PROFILE, 'Acme Research');

  it('is empty when nothing changed, whitespace aside', () => {
    const values = {
      ...baseline.values,
      name: '  Acme Research ',
      needs: ['Benchmarks ', 'Employee pulse'],
    };
    expect(changedFields(baseline, values)).toEqual({});
    expect(isDirty(baseline, values)).toBe(false);
  });

  it('holds only the fields the user changed, trimmed', () => {
    const values = {
      ...baseline.values,
      website: ' https://acme.example/new ',
      organization_type: 'ngo' as const,
    };
    expect(changedFields(baseline, values)).toEqual({
      website: 'https://acme.example/new',
      organization_type: 'ngo',
    });
  });

  it('sends the whole needs list when one need changes, without blanks or repeats', () => {
    const values = { ...baseline.values, needs: ['Benchmarks', 'Benchmarks', ' ', 'Text topics'] };
    expect(changedFields(baseline, values)).toEqual({ needs: ['Benchmarks', 'Text topics'] });
  });

  it('sends an emptied field as empty (clearing is a change)', () => {
    expect(changedFields(baseline, { ...baseline.values, primary_contact_phone: '' })).toEqual({
      primary_contact_phone: '',
    });
    expect(changedFields(baseline, { ...baseline.values, needs: [] })).toEqual({ needs: [] });
  });

  it('counts a reordering of needs as a change', () => {
    const values = { ...baseline.values, needs: ['Employee pulse', 'Benchmarks'] };
    expect(changedFields(baseline, values)).toEqual({ needs: ['Employee pulse', 'Benchmarks'] });
  });
});

describe('when the service does not share the profile (404)', () => {
  const baseline = baselineFrom(null, 'Acme Research');

  it('starts from the session name with the other fields unknown and empty', () => {
    expect(baseline.values.name).toBe('Acme Research');
    expect(baseline.unknown).toEqual([
      'website',
      'primary_contact_phone',
      'needs',
      'organization_type',
    ]);
    expect(changedFields(baseline, baseline.values)).toEqual({});
  });

  it('sends an unknown field only once the user fills it in', () => {
    const values = { ...baseline.values, website: 'https://acme.example', needs: ['Benchmarks'] };
    expect(changedFields(baseline, values)).toEqual({
      website: 'https://acme.example',
      needs: ['Benchmarks'],
    });
  });

  it('after a save, what was saved is known and no longer counts as changed', () => {
    const values = { ...baseline.values, website: 'https://acme.example' };
    const saved = applyPatch(baseline, changedFields(baseline, values));
    expect(saved.unknown).not.toContain('website');
    expect(changedFields(saved, values)).toEqual({});
    // Clearing it now is a real change, as the current value is known.
    expect(changedFields(saved, { ...values, website: '' })).toEqual({ website: '' });
  });
});

describe('validateOrganization', () => {
  const valid = baselineFrom(PROFILE, null).values;

  it('accepts the service limits exactly', () => {
    expect(
      validateOrganization(
        {
          ...valid,
          name: 'n'.repeat(100),
          website: `https://${'w'.repeat(184)}.example`,
          primary_contact_phone: '1'.repeat(31),
          needs: ['x'.repeat(255)],
        },
        { submitting: true },
      ),
    ).toEqual({});
  });

  it('refuses one character over each limit as the user types', () => {
    const errors = validateOrganization(
      {
        ...valid,
        name: 'n'.repeat(101),
        website: `https://${'w'.repeat(185)}.example`,
        primary_contact_phone: '1'.repeat(32),
        needs: ['ok', 'x'.repeat(256)],
      },
      { submitting: false },
    );
    expect(errors).toEqual({
      name: 'At most 100 characters.',
      website: 'At most 200 characters.',
      primary_contact_phone: 'At most 31 characters.',
      needs: 'Need 2 is longer than 255 characters.',
    });
  });

  it('requires a name', () => {
    expect(validateOrganization({ ...valid, name: '   ' }, { submitting: false }).name).toBe(
      'The organization needs a name.',
    );
  });

  it('judges the web address when saving, not while it is typed', () => {
    const typing = { ...valid, website: 'acme' };
    expect(validateOrganization(typing, { submitting: false })).toEqual({});
    expect(validateOrganization(typing, { submitting: true }).website).toMatch(/full web address/);
    expect(
      validateOrganization({ ...valid, website: 'ftp://acme.example' }, { submitting: true })
        .website,
    ).toBeDefined();
    expect(validateOrganization({ ...valid, website: '' }, { submitting: true })).toEqual({});
  });
});

describe('serverFieldErrors', () => {
  it('keeps the messages of the form fields only', () => {
    expect(
      serverFieldErrors({
        name: ['Ensure this field has no more than 100 characters.'],
        needs: ['Item 2: Ensure this field has no more than 255 characters.'],
        unrelated: ['x'],
      }),
    ).toEqual({
      name: 'Ensure this field has no more than 100 characters.',
      needs: 'Item 2: Ensure this field has no more than 255 characters.',
    });
  });
});
