import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { uploadedText } from './uploaded-text.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('uploadedText', () => {
  it('reads naturally inside a sentence', () => {
    expect(uploadedText(ago(10_000), now)).toBe('uploaded a few seconds ago');
    expect(uploadedText(ago(5 * 60_000), now)).toBe('uploaded 5 minutes ago');
    expect(uploadedText(ago(26 * 3600_000), now)).toBe('uploaded yesterday');
    expect(uploadedText(ago(3 * 86_400_000), now)).toBe('uploaded 3 days ago');
    expect(uploadedText(ago(8 * 86_400_000), now)).toBe('uploaded 1 week ago');
    expect(uploadedText(ago(60 * 86_400_000), now)).toMatch(/^uploaded on \S/);
  });

  it('reads naturally in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect(uploadedText(ago(10_000), now)).toBe('कुछ सेकंड पहले अपलोड किया गया');
    expect(uploadedText(ago(5 * 60_000), now)).toBe('5 मिनट पहले अपलोड किया गया');
    expect(uploadedText(ago(26 * 3600_000), now)).toBe('कल अपलोड किया गया');
    expect(uploadedText(ago(60 * 86_400_000), now)).toMatch(/ को अपलोड किया गया$/);
    expect(uploadedText('not a date', now)).toBe('अपलोड का समय पता नहीं');
  });
});
