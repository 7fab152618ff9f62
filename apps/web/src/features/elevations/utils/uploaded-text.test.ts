import { describe, expect, it } from 'vitest';
import { uploadedText } from './uploaded-text.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('uploadedText', () => {
  it('reads naturally inside a sentence', () => {
    expect(uploadedText(ago(10_000), now)).toBe('uploaded a few seconds ago');
    expect(uploadedText(ago(5 * 60_000), now)).toBe('uploaded 5 minutes ago');
    expect(uploadedText(ago(26 * 3600_000), now)).toBe('uploaded yesterday');
    expect(uploadedText(ago(3 * 86_400_000), now)).toBe('uploaded 3 days ago');
    expect(uploadedText(ago(8 * 86_400_000), now)).toBe('uploaded 1 week ago');
    expect(uploadedText(ago(60 * 86_400_000), now)).toMatch(/^uploaded on \S/);
  });
});
