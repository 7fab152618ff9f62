// The draw form shows the site judge's refusals; the size limit in the user's units, not km².
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import { siteShapeOf } from '@sortie/flightplan';
import { describe, expect, it } from 'vitest';
import { drawIssueMessage } from './draw-site-panel.tsx';

describe('drawIssueMessage', () => {
  it('words the judge refusals of a drawn shape in the user units', () => {
    const huge = siteShapeOf(
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [2, 0],
            [2, 2],
            [0, 2],
            [0, 0],
          ],
        ],
      },
      'Site',
    );
    expect(huge.ok).toBe(false);
    if (huge.ok) return;
    const message = drawIssueMessage(huge.error, DEFAULT_UNIT_PREFERENCES);
    expect(message).toMatch(/^The site covers .* acres, more than the .* acres a site may cover/);
    expect(message).not.toMatch(/km²/);
    const across = siteShapeOf(
      {
        type: 'LineString',
        coordinates: [
          [179.9, 0],
          [-179.9, 0],
        ],
      },
      'Site',
    );
    if (!across.ok)
      expect(drawIssueMessage(across.error, DEFAULT_UNIT_PREFERENCES)).toMatch(/180° meridian/);
    expect(across.ok).toBe(false);
  });
});
