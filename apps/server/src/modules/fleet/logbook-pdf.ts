// The pilot logbook as a PDF (issue 15 item 3), drawn with pdf-lib: A4 landscape, one line per
// flight, the totals at the end. Pure (rows in, bytes out) so it can run in a worker thread.
// In English the standard Helvetica draws it (WinAnsi only, other characters '?'; the CSV keeps
// names whole); in Hindi the words are Hindi and Noto Sans Devanagari draws everything
// (decision 436).
import type { TLanguage } from '@sortie/domain/contracts';
import { fitToWidth } from '@sortie/domain/pdf-text';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { logbookPdfWords } from './logbook-pdf-words.ts';
import { embedPdfFonts } from './pdf-fonts.ts';

export { winAnsi } from './pdf-fonts.ts';

export type PdfFlight = {
  takeoff_at: string;
  landing_at: string;
  duration_s: number;
  pilot: string;
  drone: string;
  place: string;
  purpose: string;
};

export type PdfLogbook = {
  language: TLanguage;
  /** e.g. "All pilots · 2026-01-01 to 2026-03-31", in `language`. */
  scope: string;
  generatedAt: string;
  flights: PdfFlight[];
};

const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const LINE = 14;
/** Column widths, in the order of the words' `columns`. */
const WIDTHS = [62, 44, 44, 52, 130, 150, 150, 138];

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}`;
}

export async function renderLogbookPdf(book: PdfLogbook): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const words = logbookPdfWords(book.language);
  // The document title is metadata (UTF-16 in the PDF), not drawn: any script goes.
  pdf.setTitle(words.title);
  pdf.setCreator('Sortie');
  const { font, bold, text } = await embedPdfFonts(pdf, book.language);
  let page: PDFPage;
  let y = 0;

  const header = () => {
    page = pdf.addPage(PAGE);
    y = PAGE[1] - MARGIN;
    page.drawText(text(words.title), { x: MARGIN, y, size: 14, font: bold });
    y -= 16;
    page.drawText(text(words.generated(book.scope, book.generatedAt)), {
      x: MARGIN,
      y,
      size: 9,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
    y -= LINE * 1.5;
    let x = MARGIN;
    words.columns.forEach((title, i) => {
      page.drawText(text(title), { x, y, size: 9, font: bold });
      x += WIDTHS[i]!;
    });
    y -= 4;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE[0] - MARGIN, y },
      thickness: 0.5,
      color: rgb(0.6, 0.6, 0.6),
    });
    y -= LINE - 2;
  };

  header();
  let seconds = 0;
  for (const f of book.flights) {
    if (y < MARGIN + LINE) header();
    seconds += f.duration_s;
    const cells = [
      f.takeoff_at.slice(0, 10),
      f.takeoff_at.slice(11, 16),
      f.landing_at.slice(11, 16),
      formatDuration(f.duration_s),
      f.pilot,
      f.drone,
      f.place,
      f.purpose,
    ];
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const width = WIDTHS[i]!;
      const shown = fitToWidth(text(cell), width - 6, (t) => font.widthOfTextAtSize(t, 8.5));
      page.drawText(shown, { x, y, size: 8.5, font });
      x += width;
    });
    y -= LINE;
  }
  if (y < MARGIN + LINE * 2) header();
  y -= LINE / 2;
  const total =
    book.flights.length === 0
      ? words.none
      : words.total(book.flights.length, formatDuration(seconds));
  page!.drawText(text(total), { x: MARGIN, y, size: 10, font: bold });
  return pdf.save();
}
