import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { ApiError, parseDrfError } from './errors';

describe('parseDrfError', () => {
  it('reads a field dict with non_field_errors', () => {
    expect(parseDrfError({ email: ['Too long.'], non_field_errors: ['Nope.'] })).toEqual({
      fieldErrors: { email: ['Too long.'] },
      nonFieldErrors: ['Nope.'],
    });
  });

  it('reads a detail body', () => {
    expect(parseDrfError({ detail: 'Not found.' })).toEqual({
      fieldErrors: {},
      nonFieldErrors: ['Not found.'],
    });
  });

  it('reads a bare list and a bare string', () => {
    expect(parseDrfError(['First.', 'Second.']).nonFieldErrors).toEqual(['First.', 'Second.']);
    expect(parseDrfError('Plain text error').nonFieldErrors).toEqual(['Plain text error']);
  });

  it('flattens nested list errors by item', () => {
    expect(
      parseDrfError({ needs: { '1': ['Ensure this field has no more than 255 characters.'] } }),
    ).toEqual({
      fieldErrors: { needs: ['Item 2: Ensure this field has no more than 255 characters.'] },
      nonFieldErrors: [],
    });
  });

  it('ignores shapes it cannot read, including HTML error pages', () => {
    expect(parseDrfError(42)).toEqual({ fieldErrors: {}, nonFieldErrors: [] });
    expect(parseDrfError('<html><body>Bad gateway</body></html>')).toEqual({
      fieldErrors: {},
      nonFieldErrors: [],
    });
    expect(parseDrfError({ count: 3 })).toEqual({ fieldErrors: {}, nonFieldErrors: [] });
  });
});

describe('ApiError message', () => {
  it('prefers the server message', () => {
    expect(new ApiError('http', 400, { non_field_errors: ['Unable to log in.'] }).message).toBe(
      'Unable to log in.',
    );
  });

  it('names the first field when only field errors came back', () => {
    expect(new ApiError('http', 400, { first_name: ['Too long.'] }).message).toBe(
      'First name: Too long.',
    );
  });

  it('falls back to a readable message per status', () => {
    expect(new ApiError('http', 502, '<html>').message).toBe(
      'The server ran into a problem. Please try again.',
    );
    expect(new ApiError('http', 403, null).message).toBe('You do not have permission to do this.');
  });

  it('reads in the language in use when read, also after a switch', () => {
    const refused = new ApiError('http', 403, null);
    const refusal = msg`You do not have permission to do this.`;
    expect(refused.message).toBe(refusal.message);
    i18n.loadAndActivate({
      locale: 'de',
      locales: ['de'],
      messages: { [refusal.id]: 'Dazu fehlt Ihnen die Berechtigung.' },
    });
    expect(refused.message).toBe('Dazu fehlt Ihnen die Berechtigung.');
    // What the server said stays as it said it.
    expect(new ApiError('http', 403, { detail: 'Nope.' }).message).toBe('Nope.');
  });

  it('says which status failed when it has no sentence for it', () => {
    expect(new ApiError('http', 418, null).message).toBe('Request failed (418).');
  });
});
