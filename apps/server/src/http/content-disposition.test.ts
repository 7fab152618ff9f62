import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('keeps an ASCII name in both forms', () => {
    expect(attachmentDisposition('North-Field_site_2026-11-24.kml')).toBe(
      `attachment; filename="North-Field_site_2026-11-24.kml"; filename*=UTF-8''North-Field_site_2026-11-24.kml`,
    );
  });

  it('sends a Hindi name through filename*, with an ASCII fallback', () => {
    const header = attachmentDisposition('उत्तर-खेत_site_2026-11-24.kml');
    expect(header).toMatch(
      /^attachment; filename="[\x20-\x7e]*_site_2026-11-24\.kml"; filename\*=UTF-8''/,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(decodeURIComponent(encoded)).toBe('उत्तर-खेत_site_2026-11-24.kml');
    // Only Latin-1 may go into a header.
    expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
  });

  it('drops quotes, slashes and control characters', () => {
    const header = attachmentDisposition('../a"b\\c\r\nd.csv');
    expect(header).not.toMatch(/[\r\n\\]/);
    expect(header).toContain('filename=".._a_b_c_d.csv"');
  });
});
