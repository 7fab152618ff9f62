// @vitest-environment jsdom
// Data Check's verdict reasons and findings in the reader's language (decision 431): the domain's
// own English for English readers, byte for byte; Hindi written from each sentence's code, with
// numbers in the reader's locale; the English kept for a code this web does not know.
import { cleanup, render, screen, within } from '@testing-library/react';
import {
  analyseDataset,
  SKIP_REASONS,
  WORD_CODES,
  type DataCheckResult,
} from '@sortie/domain/data-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  M3E_AT_80M,
  surveyGrid,
} from '../../../../../../packages/domain/src/data-check/test-support/scenes.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { dataCheckText, reasonTexts } from '../analysis/words-text.ts';
import { DatasetFindings } from './dataset-findings.tsx';
import { VerdictCard } from './verdict-card.tsx';

/** A survey with a missing strip, a blurred frame, a battery swap and a camera without a make. */
function flawedResult(): DataCheckResult {
  const grid = surveyGrid({ lines: 7, perLine: 10, height: 120, front: 75, side: 65, skipLine: 3 });
  grid[1]!.measures = { ...grid[1]!.measures!, brightClip: 0.3 };
  grid[4]!.meta = { ...grid[4]!.meta, lat: null, lon: null };
  grid[0]!.meta = { ...grid[0]!.meta, make: null, model: 'M3M' };
  for (const r of grid.slice(15)) r.meta = { ...r.meta, time: r.meta.time! + 15 * 60_000 };
  return analyseDataset(grid, M3E_AT_80M);
}

const texts = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

const LATIN_WORD = /\b[A-Za-z]*[a-z]{3,}\b/g;
/** Latin words a Hindi sentence may keep: file names and camera models come from the images. */
const stripNames = (text: string) => text.replace(/DJI[\w.]*|M3[EM]/g, '');

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Data Check words in the reader’s language', () => {
  it('English readers see the domain’s own sentences, byte for byte', () => {
    const result = flawedResult();
    render(<VerdictCard result={result} />);
    expect(texts('data-check-reasons')).toEqual(result.reasons);
    expect(reasonTexts(result)).toEqual(result.reasons);
    for (const i of result.issues) expect(dataCheckText(i, i.message)).toBe(i.message);
  });

  it('Hindi readers see the reasons and findings in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const result = flawedResult();
    render(
      <>
        <VerdictCard result={result} />
        <DatasetFindings result={result} />
      </>,
    );
    const reasons = texts('data-check-reasons');
    expect(reasons).toHaveLength(result.reasons.length);
    expect(reasons).toContain('एक स्ट्रिप छूट गई है: उस खाली जगह पर दोबारा उड़ान भरें।');
    expect(reasons).toContain('1 इमेज में ज़्यादा एक्सपोज़र है।');
    expect(reasons).toContain('1 इमेज में GPS पोज़िशन नहीं है।');
    expect(reasons).toContain('मिला GSD 3.20 सेमी/पिक्सेल, योजना में 2.13 सेमी/पिक्सेल।');
    expect(reasons).toContain('इमेज 2 कैमरों से आई हैं: अज्ञात M3M (1), DJI M3E (59)।');
    expect(reasons.find((r) => r.includes('का ठहराव'))).toMatch(/15 मिनट का ठहराव/);
    const findings = texts('data-check-findings');
    expect(findings.some((f) => f.includes('दो लाइनों के बीच की दूरी'))).toBe(true);
    for (const line of [...reasons, ...findings]) {
      expect(stripNames(line).match(LATIN_WORD) ?? [], line).toEqual([]);
    }
  });

  it('numbers follow the reader’s locale, with the decimals the English shows', async () => {
    await i18n.changeLanguage('hi');
    const coded = { code: 'low_coverage', params: { coverage: 85 } };
    expect(dataCheckText(coded, 'Only 85.0 % of the site is covered.')).toBe(
      'साइट का सिर्फ़ 85.0 % हिस्सा कवर हुआ है।',
    );
    const many = { code: 'images_blur', params: { count: 1234 } };
    expect(dataCheckText(many, '1234 images are blurred.')).toBe('1,234 इमेज धुंधली हैं।');
    const skipped = {
      code: 'pixels_unchecked',
      params: { reason: 'tiff_compressed', compression: 32773 },
    };
    expect(dataCheckText(skipped, 'English')).toBe(
      'पिक्सेल नहीं जाँचे गए (धुंधलापन, एक्सपोज़र, डुप्लिकेट): इस TIFF के पिक्सेल सीधे नहीं पढ़े जा सकते (यह कम्प्रेस्ड है: TIFF कम्प्रेशन 32773)।',
    );
  });

  it('an unknown code, or an unexplained reason, keeps the English', async () => {
    await i18n.changeLanguage('hi');
    expect(dataCheckText({ code: 'not_known_yet', params: {} }, 'Some new finding.')).toBe(
      'Some new finding.',
    );
    const free = { code: 'pixels_unchecked', params: { reason: 'unexplained' } };
    expect(dataCheckText(free, 'Pixels not checked (blur, exposure, duplicates): odd.')).toBe(
      'Pixels not checked (blur, exposure, duplicates): odd.',
    );
    expect(dataCheckText(undefined, 'No code.')).toBe('No code.');
  });

  it('every code the domain writes has Hindi words', async () => {
    await i18n.changeLanguage('hi');
    const has = (key: string) => i18n.exists(key) || i18n.exists(`${key}_other`);
    expect(WORD_CODES.filter((c) => !has(`dataCheck:sentences.${c}`))).toEqual([]);
    expect(SKIP_REASONS.filter((c) => !has(`dataCheck:skipped.${c}`))).toEqual([]);
    expect(has('dataCheck:sentences.pixels_unchecked')).toBe(true);
  });
});
