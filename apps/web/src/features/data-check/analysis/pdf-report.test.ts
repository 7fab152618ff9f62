import { analyseDataset } from '@sortie/domain/data-check';
import { describe, expect, it } from 'vitest';
import {
  surveyGrid,
  surveySettings,
} from '../../../../../../packages/domain/src/data-check/test-support/scenes.ts';
import { resultPdf } from './pdf-report.ts';

describe('PDF report', () => {
  it('writes a PDF with the verdict, figures, plan and flagged images, whatever the file names', async () => {
    const grid = surveyGrid({ lines: 5, perLine: 8, height: 80, front: 75, side: 65, skipLine: 2 });
    grid[3]!.meta = { ...grid[3]!.meta, lat: null, lon: null, name: 'Ünïcødé 📷 <script>.jpg' };
    const result = analyseDataset(grid, surveySettings());
    const blob = await resultPdf(result, 'Data Check report');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
    expect(blob.type).toBe('application/pdf');
  });
});
