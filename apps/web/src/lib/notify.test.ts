import { describe, expect, it } from 'vitest';
import { defaultTimeout, hasCloseButton, noticeTone } from './notify.ts';

describe('notification rules (platform-core §2, §9)', () => {
  it('colours by code', () => {
    expect(noticeTone(-1)).toBe('info');
    expect(noticeTone(201)).toBe('success');
    expect(noticeTone(299)).toBe('success');
    expect(noticeTone(300)).toBe('error');
    expect(noticeTone(403)).toBe('error');
  });

  it('uses 3000 ms by default and 5000 ms for errors', () => {
    expect(defaultTimeout(200)).toBe(3000);
    expect(defaultTimeout(-1)).toBe(3000);
    expect(defaultTimeout(400)).toBe(5000);
  });

  it('adds a Close button when sticky or longer than 5000 ms', () => {
    expect(hasCloseButton(-1)).toBe(true);
    expect(hasCloseButton(5001)).toBe(true);
    expect(hasCloseButton(5000)).toBe(false);
    expect(hasCloseButton(3000)).toBe(false);
  });
});
