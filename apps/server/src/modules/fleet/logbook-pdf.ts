// The pilot logbook as a PDF (issue 15 item 3), drawn with pdf-lib: A4 landscape, one line per
// flight, the totals at the end. Pure (rows in, bytes out) so it can run in a worker thread.
// The standard Helvetica font encodes WinAnsi only, so other characters print as '?'; the
// CSV keeps names whole.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

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
  title: string;
  /** e.g. "All pilots · 2026-01-01 to 2026-03-31". */
  scope: string;
  generatedAt: string;
  flights: PdfFlight[];
};

const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const LINE = 14;
const COLUMNS = [
  { title: 'Date', width: 62 },
  { title: 'Take-off', width: 44 },
  { title: 'Landing', width: 44 },
  { title: 'Duration', width: 52 },
  { title: 'Pilot', width: 130 },
  { title: 'Aircraft', width: 150 },
  { title: 'Site / location', width: 150 },
  { title: 'Purpose', width: 138 },
];

/** Text the standard font can draw: printable Latin-1, anything else '?'. */
export function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}`;
}

function fit(font: PDFFont, size: number, text: string, width: number): string {
  let t = winAnsi(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`.replace('…', '...'), size) > width)
    t = t.slice(0, -1);
  return `${t}...`;
}

export async function renderLogbookPdf(book: PdfLogbook): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(book.title));
  pdf.setCreator('Sortie');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage;
  let y = 0;

  const header = () => {
    page = pdf.addPage(PAGE);
    y = PAGE[1] - MARGIN;
    page.drawText(winAnsi(book.title), { x: MARGIN, y, size: 14, font: bold });
    y -= 16;
    page.drawText(winAnsi(`${book.scope} - generated ${book.generatedAt} (times UTC)`), {
      x: MARGIN,
      y,
      size: 9,
      font,
      color: rgb(0.35, 0.35, 0.35),
    });
    y -= LINE * 1.5;
    let x = MARGIN;
    for (const c of COLUMNS) {
      page.drawText(c.title, { x, y, size: 9, font: bold });
      x += c.width;
    }
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
    cells.forEach((text, i) => {
      const width = COLUMNS[i]!.width;
      page.drawText(fit(font, 8.5, text, width - 6), { x, y, size: 8.5, font });
      x += width;
    });
    y -= LINE;
  }
  if (y < MARGIN + LINE * 2) header();
  y -= LINE / 2;
  const total =
    book.flights.length === 0
      ? 'No flights in this range.'
      : `${book.flights.length} flights, ${formatDuration(seconds)} hours in total.`;
  page!.drawText(total, { x: MARGIN, y, size: 10, font: bold });
  return pdf.save();
}
