// Reads back what a pdf-lib PDF draws, for tests (decision 436): the fonts each page uses and its
// text, decoded through each font's ToUnicode map (embedded fonts draw glyph ids, not letters).
// Only pdf-lib's own output is understood: `/F 12 Tf` and `<hex> Tj`, one string per call.
// Text comes out in drawing order, so a Hindi short i (ि, drawn before its consonant) reads
// before it: tests look for words without one, or for the glyph run as drawn.
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';

const bytesOf = (s: PDFStream): Uint8Array =>
  s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : s.getContents();
/** Bytes as Latin-1 text: PDF operators and hex strings are ASCII. */
const text = (b: Uint8Array) => Array.from(b, (c) => String.fromCharCode(c)).join('');

/** glyph id (hex) → the characters it stands for. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, id, hex] of cmap.matchAll(/<([0-9a-fA-F]+)> <([0-9a-fA-F]+)>/g)) {
    const units = hex!.match(/.{4}/g)!.map((u) => parseInt(u, 16));
    map.set(id!.toLowerCase(), String.fromCharCode(...units));
  }
  return map;
}

type Font = { name: string; glyphs: Map<string, string> | null };

function pageFonts(doc: PDFDocument, page: PDFPage): Map<string, Font> {
  const fonts = new Map<string, Font>();
  const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [key, ref] of dict?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const cmap = font.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
    fonts.set(key.asString().slice(1), {
      name: font.lookup(PDFName.of('BaseFont'), PDFName).asString().slice(1),
      glyphs: cmap ? toUnicode(text(bytesOf(cmap))) : null,
    });
  }
  return fonts;
}

function pageContent(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents
    ? 'asArray' in contents
      ? contents.asArray().map((r) => doc.context.lookup(r, PDFStream))
      : [contents]
    : [];
  return streams.map((s) => text(bytesOf(s))).join('\n');
}

/** Each page's font names (subset prefix dropped) and its drawn strings, one per line. */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ title: string | undefined; pages: { fonts: string[]; text: string }[] }> {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages().map((page) => {
    const fonts = pageFonts(doc, page);
    const lines: string[] = [];
    let current: Font | undefined;
    for (const [, name, hex] of pageContent(doc, page).matchAll(
      /\/(\S+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj/g,
    )) {
      if (name) current = fonts.get(name);
      else if (current?.glyphs)
        lines.push(
          hex!
            .match(/.{4}/g)
            ?.map((g) => current!.glyphs!.get(g.toLowerCase()) ?? '\uFFFD')
            .join('') ?? '',
        );
      else
        lines.push(String.fromCharCode(...(hex!.match(/.{2}/g) ?? []).map((b) => parseInt(b, 16))));
    }
    const names = [...fonts.values()].map((f) => f.name.replace(/^[A-Z]{6}\+/, ''));
    return { fonts: [...new Set(names)], text: lines.join('\n') };
  });
  return { title: doc.getTitle(), pages };
}
