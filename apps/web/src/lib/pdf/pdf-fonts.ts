// The fonts a PDF drawn in the browser uses (decision 436). English keeps the standard Helvetica
// (no font file; what it cannot encode prints '?'); Hindi embeds Noto Sans Devanagari, which also
// draws the Latin letters and digits of names and figures, shaped by @pdf-lib/fontkit. Fontkit
// and the two font files (about 430 KB, subset to some 30 KB in the PDF) load only for a Hindi
// PDF.
import type { TLanguage } from '@sortie/domain/contracts';
import { drawable, installShaperRuntime } from '@sortie/domain/pdf-text';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export type FontFiles = { regular: ArrayBuffer | Uint8Array; bold: ArrayBuffer | Uint8Array };

export type PdfFonts = {
  font: PDFFont;
  bold: PDFFont;
  /** The text with what the fonts cannot draw replaced by '?'. */
  text: (s: string) => string;
};

/** Fetches the Devanagari font files from the build's assets. */
export async function fetchDevanagariFonts(): Promise<FontFiles> {
  const { DEVANAGARI_FONT_URLS } = await import('./devanagari-font-urls.ts');
  const get = async (url: string) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`Font ${url}: HTTP ${res.status}`);
    return res.arrayBuffer();
  };
  const [regular, bold] = await Promise.all([
    get(DEVANAGARI_FONT_URLS.regular),
    get(DEVANAGARI_FONT_URLS.bold),
  ]);
  return { regular, bold };
}

export async function embedPdfFonts(
  doc: PDFDocument,
  language: TLanguage,
  loadFonts: () => Promise<FontFiles> = fetchDevanagariFonts,
): Promise<PdfFonts> {
  if (language !== 'hi') {
    const { StandardFonts } = await import('pdf-lib');
    const [font, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return { font, bold, text: (s) => s.replace(/[^\x20-\x7e]/g, '?') };
  }
  const [{ default: fontkit }, files] = await Promise.all([
    import('@pdf-lib/fontkit'),
    loadFonts(),
  ]);
  installShaperRuntime();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  const supported = new Set(font.getCharacterSet());
  return { font, bold, text: (s) => drawable(s, supported) };
}
