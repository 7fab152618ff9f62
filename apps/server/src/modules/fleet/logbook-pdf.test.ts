// The logbook PDF (decision 352): drawn in a worker thread, per pilot and date range, for the
// managers who hold the export right; past the flight budget a 422 says what to change.
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { readPdf } from '../../../../../packages/domain/src/pdf-text/test-support/pdf-words.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, workspace, type Workspace } from '../../test/sites-fixtures.ts';
import { PDF_MAX_FLIGHTS, renderInWorker } from './logbook-export.ts';
import { formatDuration, winAnsi } from './logbook-pdf.ts';

describe('logbook PDF', () => {
  let t: TestApp;
  let w: Workspace;
  const url = (path: string) => `/company/${w.companyId}${path}`;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    for (const [takeoff, who, purpose] of [
      ['2025-11-10T07:00:00Z', w.member, 'Survey Nord'],
      ['2025-12-10T07:00:00Z', w.member, 'Inspection 東京'],
      ['2025-12-11T07:00:00Z', w.admin, 'Training'],
    ] as const) {
      const res = await call(t, w.owner, 'POST', url('/logbook'), {
        pilot_id: who.id,
        takeoff_at: takeoff,
        duration_s: 1800,
        purpose,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  }, 120_000);
  afterAll(async () => t.close());

  it('exports one pilot over a date range as a PDF, for managers only', async () => {
    const q = `/logbook/pdf?pilot_id=${w.member.id}&from=2025-12-01&to=2025-12-31`;
    const res = await call(t, w.admin, 'GET', url(q));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('logbook.pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Pilot logbook');
    for (const who of [w.member, w.guest, w.outsider]) {
      expect((await call(t, who, 'GET', url(q))).statusCode).toBe(403);
    }
    expect((await call(t, w.owner, 'GET', url('/logbook/pdf?from=2026-13-01'))).statusCode).toBe(
      400,
    );
  });

  it('writes the PDF in Hindi when asked, in Noto Sans Devanagari, Latin names kept', async () => {
    const q = '/logbook/pdf?from=2025-11-01&to=2025-12-31&language=hi';
    const res = await call(t, w.admin, 'GET', url(q));
    expect(res.statusCode, res.body).toBe(200);
    const { title, pages } = await readPdf(res.rawPayload);
    expect(title).toBe('पायलट लॉगबुक');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.fonts.every((f) => f.startsWith('NotoSansDevanagari-'))).toBe(true);
    const lines = pages[0]!.text.split('\n');
    // Words without a short i (ि), which reads back before its consonant, in drawing order.
    for (const words of [
      'पायलट लॉगबुक',
      'सभी पायलट · 2025-11-01 से 2025-12-31 तक - ',
      'टेक-ऑफ़',
      'उद्देश्य',
      'Survey Nord',
      'Inspection ??', // no CJK in the font: '?' rather than a box
      '3 उड़ानें, कुल 1:30 घंटे।',
    ]) {
      expect(
        lines.some((l) => l.includes(words)),
        words,
      ).toBe(true);
    }
    // English stays in Helvetica, as before.
    const en = await readPdf((await call(t, w.admin, 'GET', url('/logbook/pdf'))).rawPayload);
    expect(en.pages[0]!.fonts.sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(en.pages[0]!.text).toContain('Take-off');
  });

  it('refuses more flights than the budget with what to change', async () => {
    const rows = Array.from({ length: PDF_MAX_FLIGHTS + 1 }, (_, i) => ({
      id: randomUUID(),
      company_id: w.companyId,
      pilot_id: w.admin.id,
      takeoff_at: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000),
      duration_s: 600,
      battery_ids: '[]',
      source: 'import' as const,
      created_at: new Date(),
    }));
    await t.db.insertInto('logbook_flights').values(rows).execute();
    const res = await call(t, w.owner, 'GET', url('/logbook/pdf'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/shorter date range or one pilot/);
    // One year fits: the budget counts the flights of the range.
    const year = await call(t, w.owner, 'GET', url('/logbook/pdf?from=2025-01-01'));
    expect(year.statusCode).toBe(200);
  });

  it('ends a worker past its deadline with a 422', async () => {
    const flights = Array.from({ length: 500 }, () => ({
      takeoff_at: '2026-01-01T07:00:00.000Z',
      landing_at: '2026-01-01T07:30:00.000Z',
      duration_s: 1800,
      pilot: 'P',
      drone: 'D',
      place: '',
      purpose: '',
    }));
    await expect(
      renderInWorker({ language: 'en', scope: 'S', generatedAt: 'now', flights }, 1),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('draws what the standard font can and formats durations as h:mm', () => {
    expect(winAnsi('Inspection 東京 – Zürich')).toBe('Inspection ?? ? Zürich');
    expect(formatDuration(5400)).toBe('1:30');
    expect(formatDuration(59)).toBe('0:01');
  });
});
