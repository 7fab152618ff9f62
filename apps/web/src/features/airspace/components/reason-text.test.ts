// Go/no-go reasons: the server's English for English readers and for uncoded reasons; Hindi
// written from the code and its values.
import type { TForecast } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { reasonTexts } from './reason-text.ts';

const verdict: TForecast['verdicts'][number] = {
  time: '2026-11-25T09:00:00Z',
  go: false,
  reasons: [
    "Gusts 12.0 m/s exceed the drone's 10.0 m/s.",
    'Outside daylight (before civil dawn or after civil dusk).',
    'Some new reason.',
  ],
  reason_codes: [
    { code: 'gusts', params: { gusts: '12.0 m/s', limit: '10.0 m/s' } },
    { code: 'outside_daylight', params: {} },
    { code: 'not_known_yet', params: {} },
  ],
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('reasonTexts', () => {
  it("keeps the server's English", () => {
    expect(reasonTexts(verdict)).toEqual(verdict.reasons);
    expect(reasonTexts({ ...verdict, reason_codes: undefined })).toEqual(verdict.reasons);
  });

  it('writes coded reasons in Hindi, an unknown code in English', async () => {
    await i18n.changeLanguage('hi');
    expect(reasonTexts(verdict)).toEqual([
      'हवा के झोंके 12.0 m/s हैं, जो ड्रोन की सीमा 10.0 m/s से ज़्यादा हैं।',
      'दिन की रोशनी नहीं है (सिविल डॉन से पहले या सिविल डस्क के बाद)।',
      'Some new reason.',
    ]);
  });
});
