import { describe, expect, it } from 'vitest';
import { checkImage } from './check-image.ts';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX = 2 * 1024 * 1024;

describe('checkImage', () => {
  it('accepts small images of the accepted types only', () => {
    expect(checkImage({ type: 'image/png', size: 1000 }, TYPES, MAX)).toBeNull();
    expect(checkImage({ type: 'image/svg+xml', size: 1000 }, TYPES, MAX)).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(checkImage({ type: 'image/jpeg', size: 3 * 1024 * 1024 }, TYPES, MAX)).toBe(
      'The image is larger than 2 MB.',
    );
  });
});
