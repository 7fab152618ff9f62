import { AppError, FEATURE_KEYS } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import {
  errorText,
  fieldErrors,
  fieldErrorsFrom,
  formErrorsFrom,
  isStale,
  limitErrorText,
} from './errors.ts';

describe('limitErrorText (missions)', () => {
  it('words every feature limit code as a sentence naming the limit', () => {
    const generations = new AppError('exceeded_max_mission_generation_count', 422, 'limit', {
      feature: 'max_missions',
      limit: 10,
      used: 10,
      requested: 1,
    });
    expect(limitErrorText(generations)).toBe(
      'Your plan allows 10 mission generations; you have used them all. Upgrade to generate more.',
    );
    for (const f of FEATURE_KEYS) {
      const text = limitErrorText(new AppError(f.error, 422, 'raw', { feature: f.key, limit: 5 }));
      expect(text, f.error).not.toBe('raw');
    }
  });

  it("keeps other errors' own sentence", () => {
    expect(limitErrorText(new AppError('out_of_range', 422, 'Enter a value.'))).toBe(
      'Enter a value.',
    );
    expect(limitErrorText(new Error('Network down'))).toBe('Network down');
    expect(limitErrorText('?')).toBe('Something went wrong. Try again.');
  });
});

describe('errorText', () => {
  it("shows the server's sentence, or a connection hint for anything else", () => {
    expect(errorText(new AppError('name_taken', 409, 'Taken.'))).toBe('Taken.');
    expect(errorText(new Error('Failed to fetch'))).toMatch(/connection/);
  });

  it('knows a stale If-Match', () => {
    expect(isStale(new AppError('precondition_failed', 412, 'Stale.'))).toBe(true);
    expect(isStale(new AppError('not_found', 404, 'Gone.'))).toBe(false);
  });
});

describe('form errors', () => {
  it('reads server issue paths and plain field maps', () => {
    expect(fieldErrorsFrom({ issues: [{ path: 'body.email', message: 'Invalid email' }] })).toEqual(
      { email: 'Invalid email' },
    );
    expect(fieldErrorsFrom({ name: ['Required'] })).toEqual({ name: 'Required' });
  });

  it('puts field problems beside fields and the rest above the form', () => {
    const taken = new AppError('identifier_taken', 409, 'Already exists.');
    expect(formErrorsFrom(taken, ['email'], { identifier_taken: 'email' })).toEqual({
      form: null,
      fields: { email: 'Already exists.' },
    });
    expect(formErrorsFrom(new AppError('invalid_credentials', 401, 'Wrong.'), ['email'])).toEqual({
      form: 'Wrong.',
      fields: {},
    });
    expect(formErrorsFrom(new TypeError('x'), []).form).toMatch(/connection/);
  });
});

describe('fieldErrors', () => {
  it('reads the details of a refused call only', () => {
    const refused = new AppError('validation_error', 400, 'Invalid.', {
      issues: [{ path: ['body', 'name'], message: 'Required' }],
    });
    expect(fieldErrors(refused)).toEqual({ name: 'Required' });
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});
