import { describe, expect, it } from 'vitest';
import { goalFromFields, goalToFields } from './site-goal.ts';

describe('site goal fields', () => {
  it('round-trips seconds through hours and minutes', () => {
    expect(goalToFields(null)).toEqual({ hours: '', minutes: '' });
    expect(goalToFields(9000)).toEqual({ hours: '2', minutes: '30' });
    expect(goalFromFields({ hours: '2', minutes: '30' })).toEqual({ ok: true, seconds: 9000 });
    expect(goalFromFields({ hours: '', minutes: '45' })).toEqual({ ok: true, seconds: 2700 });
  });

  it('refuses parts out of range, fractions, and a zero total', () => {
    expect(goalFromFields({ hours: '1', minutes: '60' })).toMatchObject({ field: 'minutes' });
    expect(goalFromFields({ hours: '1.5', minutes: '' })).toMatchObject({ field: 'hours' });
    expect(goalFromFields({ hours: '-1', minutes: '' })).toMatchObject({ field: 'hours' });
    expect(goalFromFields({ hours: '30000', minutes: '' })).toMatchObject({ field: 'hours' });
    expect(goalFromFields({ hours: '0', minutes: '0' })).toMatchObject({
      ok: false,
      message: 'Enter a flying time above zero, or remove the goal.',
    });
  });
});
