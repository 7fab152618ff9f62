import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { analyseDataset } from '@sortie/domain/data-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  M3E_AT_80M,
  surveyGrid,
} from '../../../../../../packages/domain/src/data-check/test-support/scenes.ts';
import { readPdf } from '../../../../../../packages/domain/src/pdf-text/test-support/pdf-words.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { resultPdf } from './pdf-report.ts';

const require = createRequire(import.meta.url);
/** The font files from the package, as the browser would fetch them from the build. */
const fromDisk = async () => {
  const file = (weight: string) =>
    readFile(
      require.resolve(
        `@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`,
      ),
    );
  return { regular: await file('400Regular'), bold: await file('700Bold') };
};

function dataset() {
  const grid = surveyGrid({ lines: 5, perLine: 8, height: 80, front: 75, side: 65, skipLine: 2 });
  grid[3]!.meta = { ...grid[3]!.meta, lat: null, lon: null, name: 'Ünïcødé 📷 <script>.jpg' };
  return analyseDataset(grid, M3E_AT_80M);
}

afterEach(() => i18n.changeLanguage('en'));

describe('PDF report', () => {
  it('writes a PDF with the verdict, figures, plan and flagged images, whatever the file names', async () => {
    const blob = await resultPdf(dataset());
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(blob.type).toBe('application/pdf');
    const { title, pages } = await readPdf(bytes);
    expect(title).toBe('Data Check report');
    expect(pages[0]!.fonts.sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(pages[0]!.text).toContain('Front overlap: 75 %');
    expect(pages.map((p) => p.text).join('\n')).toContain('Flagged images (');
  });

  it('writes it in Hindi in Noto Sans Devanagari, with Latin names and figures kept', async () => {
    await i18n.changeLanguage('hi');
    const blob = await resultPdf(dataset(), null, fromDisk);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const { title, pages } = await readPdf(bytes);
    expect(title).toBe('डेटा चेक रिपोर्ट');
    for (const p of pages) {
      expect(p.fonts.every((f) => f.startsWith('NotoSansDevanagari-'))).toBe(true);
    }
    const text = pages.map((p) => p.text).join('\n');
    // Read back in drawing order through the ToUnicode map, so words with a short i (ि) or a
    // reph read out of order; these have neither.
    for (const words of [
      'डेटा चेक',
      'नतीजा: फ़ेल',
      'फ़्रंट ओवरलैप: 75 %   ',
      'GSD: 2.13 सेमी/पिक्सेल',
      'कैमरे: DJI M3E (32)',
      'पूरे डेटासेट की समस्याएँ',
    ]) {
      expect(text, words).toContain(words);
    }
    // The file name keeps its Latin letters; what the font lacks (an emoji) is '?'.
    expect(text).toMatch(/Ünïcødé \? <script>\.jpg/);
  });
});
