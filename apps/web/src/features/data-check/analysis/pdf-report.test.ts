import { analyseDataset } from '@sortie/domain/data-check';
import { describe, expect, it } from 'vitest';
import {
  M3E,
  surveyGrid,
} from '../../../../../../packages/domain/src/data-check/test-support/scenes.ts';
import { resultPdf } from './pdf-report.ts';

describe('PDF report', () => {
  it('writes a PDF with the verdict, figures, plan and flagged images, whatever the file names', async () => {
    const grid = surveyGrid({ lines: 5, perLine: 8, height: 80, front: 75, side: 65, skipLine: 2 });
    grid[3]!.meta = { ...grid[3]!.meta, lat: null, lon: null, name: 'Ünïcødé 📷 <script>.jpg' };
    const result = analyseDataset(grid, {
      altitudeM: 80,
      gsdCm: null,
      frontOverlapPct: 75,
      sideOverlapPct: 65,
      camera: M3E,
      site: null,
      mapping: true,
    });
    const blob = await resultPdf(result, 'Data Check report');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
    expect(blob.type).toBe('application/pdf');
  });
});
