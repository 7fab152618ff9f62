import { analyseDataset } from '@sortie/domain/data-check';
import { describe, expect, it } from 'vitest';
import {
  surveyGrid,
  M3E_AT_80M,
} from '../../../../../../packages/domain/src/data-check/test-support/scenes.ts';
import { csvCell, resultCsv } from './csv.ts';
import { resultLayers, worstIssue } from './map-layers.ts';
import { runSummary } from './summary.ts';
import { ZDataVerificationSummary } from '@sortie/domain/contracts';

const settings = M3E_AT_80M;

describe('exports of a result', () => {
  const grid = surveyGrid({ lines: 3, perLine: 5, height: 80, front: 75, side: 65 });
  grid[2]!.meta = { ...grid[2]!.meta, lat: null, lon: null, name: '=HYPERLINK("x"),a.jpg' };
  const result = analyseDataset(grid, settings);

  it('CSV: a row per image, issues listed, formula-looking names defused', () => {
    const lines = resultCsv(result).trim().split('\r\n');
    expect(lines).toHaveLength(grid.length + 1);
    expect(lines[0]).toMatch(/^file,latitude,longitude/);
    const bad = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(bad.startsWith(`"'=HYPERLINK(""x""),a.jpg"`)).toBe(true);
    expect(bad).toContain('gps_missing');
    expect(csvCell(null)).toBe('');
  });

  it('map layers colour images by their worst issue', () => {
    const [footprints, gaps, centres] = resultLayers(result);
    expect(footprints!.data.features).toHaveLength(grid.length - 1);
    expect(gaps!.data.features).toHaveLength(0);
    expect(centres!.data.features.every((f) => f.properties?.issue === 'ok')).toBe(true);
    expect(worstIssue(['duplicate', 'blur'])).toBe('blur');
  });

  it('the summary sent to the server passes its contract and carries no names', () => {
    const summary = runSummary(result, 1234.4);
    expect(ZDataVerificationSummary.parse(summary)).toEqual(summary);
    expect(JSON.stringify(summary)).not.toContain('HYPERLINK');
  });
});
