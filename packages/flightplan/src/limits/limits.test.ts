import { describe, expect, it } from 'vitest';
import { checkRange, rangeMessage } from './limits.ts';
import { surveySpeed } from './speed.ts';

describe('range refusals', () => {
  it('read as sentences with units, naming the field in details', () => {
    const r = checkRange('altitude_m', 600);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.type).toBe('out_of_range');
    expect(r.error.message).toBe('Altitude must be between 2 m and 500 m.');
    expect(r.error.details).toMatchObject({ field: 'altitude_m', min: 2, max: 500, value: 600 });
    expect(rangeMessage('front_overlap_pct')).toBe('Front overlap must be between 10% and 95%.');
    expect(rangeMessage('gsd_cm')).toBe(
      'Ground sample distance must be between 0.1 cm/px and 50 cm/px.',
    );
    expect(rangeMessage('hover_s', 'waypoints.0.actions.1.seconds')).toBe(
      'Hover time must be between 1 s and 32 s.',
    );
  });

  it('say which bound a derived value broke', () => {
    expect(rangeMessage('altitude_m', 'gsd_cm')).toBe(
      'The altitude for this ground sample distance must be between 2 m and 500 m.',
    );
    expect(rangeMessage('heading_deg', 'angle_deg')).toBe(
      'Sweep angle must be between -180° and 180°.',
    );
  });

  it('words the speed range the same way', () => {
    const r = surveySpeed(null, 40, null);
    expect(!r.ok && r.error.message).toBe('Speed must be between 1 m/s and 15 m/s.');
  });
});
