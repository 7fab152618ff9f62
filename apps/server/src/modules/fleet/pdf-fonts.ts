// The fonts a server PDF draws with (decision 436). English keeps the standard Helvetica (no font
// file, WinAnsi only, other characters '?'); Hindi embeds Noto Sans Devanagari (OFL), which also
// has the Latin letters and digits of serials and names, shaped by @pdf-lib/fontkit. The TTFs are
// resolved as a package, so the compiled server (dist/, decision 417) finds them in node_modules
// as the sources do.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { TLanguage } from '@sortie/domain/contracts';
import { drawable, installShaperRuntime } from '@sortie/domain/pdf-text';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';

const NOTO = '@expo-google-fonts/noto-sans-devanagari';
export const DEVANAGARI_FONT_FILES = {
  regular: `${NOTO}/400Regular/NotoSansDevanagari_400Regular.ttf`,
  bold: `${NOTO}/700Bold/NotoSansDevanagari_700Bold.ttf`,
};

export type PdfFonts = {
  font: PDFFont;
  bold: PDFFont;
  /** The text with what the fonts cannot draw replaced by '?'. */
  text: (s: string) => string;
};
const require = createRequire(import.meta.url);

/** Printable Latin-1, anything else '?': what the standard Helvetica can encode. */
export function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

export async function embedPdfFonts(pdf: PDFDocument, language: TLanguage): Promise<PdfFonts> {
  if (language !== 'hi') {
    const [font, bold] = await Promise.all([
      pdf.embedFont(StandardFonts.Helvetica),
      pdf.embedFont(StandardFonts.HelveticaBold),
    ]);
    return { font, bold, text: winAnsi };
  }
  installShaperRuntime();
  pdf.registerFontkit(fontkit);
  const [regular, heavy] = await Promise.all(
    [DEVANAGARI_FONT_FILES.regular, DEVANAGARI_FONT_FILES.bold].map((f) =>
      readFile(require.resolve(f)),
    ),
  );
  // Subset: a logbook uses a few hundred of the font's glyphs (about 30 KB, not 220).
  const font = await pdf.embedFont(regular!, { subset: true });
  const bold = await pdf.embedFont(heavy!, { subset: true });
  const supported = new Set(font.getCharacterSet());
  return { font, bold, text: (s) => drawable(s, supported) };
}
