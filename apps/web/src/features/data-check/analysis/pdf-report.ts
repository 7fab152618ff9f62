// The PDF a pilot hands to a client: verdict and reasons, the dataset figures, a plan of photo
// centres and gaps, and the list of flagged images, in the reader's language (decision 436).
// pdf-lib loads only when a report is asked for (its own chunk); English uses the standard
// Helvetica (no font file), Hindi embeds Noto Sans Devanagari, fetched only then.
import { wrapToWidth } from '@sortie/domain/pdf-text';
import type { DataCheckResult } from '@sortie/domain/data-check';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';
import { formatFixed, formatNumber } from '../../../i18n/locale.ts';
import { embedPdfFonts, type FontFiles } from '../../../lib/pdf/pdf-fonts.ts';
import { photoBounds, worstIssue, ISSUE_COLOURS } from './map-layers.ts';
import { findingText, reasonTexts } from './words-text.ts';

const t = (key: string, params?: Record<string, unknown>) => i18n.t(key, params);

const fmt = (v: number | null, unit: string, digits = 1) =>
  v === null ? t('dataCheck:report.notMeasured') : `${formatFixed(v, digits)} ${unit}`;

function hex(colour: string): [number, number, number] {
  const n = parseInt(colour.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/**
 * The report; `mapPng` is a snapshot of the results map (basemap and layers). Without one (no
 * map on screen, or a canvas the browser would not read) a plain plan of centres and gaps is drawn.
 * `loadFonts` gives the Devanagari font files (tests read them from disk; the browser fetches).
 */
export async function resultPdf(
  result: DataCheckResult,
  mapPng: Uint8Array | null = null,
  loadFonts?: () => Promise<FontFiles>,
): Promise<Blob> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const language = currentLanguage();
  const doc = await PDFDocument.create();
  const title = t('dataCheck:report.title');
  // Metadata is UTF-16 in the PDF: any script goes.
  doc.setTitle(title);
  const { font, bold, text } = await embedPdfFonts(doc, language, loadFonts);
  let page = doc.addPage([595, 842]);
  let y = 800;
  const line = (words: string, size = 10, f = font) => {
    for (const part of wrapToWidth(text(words), 515, (s) => f.widthOfTextAtSize(s, size))) {
      if (y < 50) {
        page = doc.addPage([595, 842]);
        y = 800;
      }
      page.drawText(part, { x: 40, y, size, font: f });
      y -= size + 6;
    }
  };
  line(title, 18, bold);
  line(
    t('dataCheck:report.generated', {
      at: new Date().toISOString().slice(0, 16).replace('T', ' '),
    }),
    9,
  );
  y -= 6;
  const verdict = t(`dataCheck:verdictShort.${result.verdict}`).toLocaleUpperCase(language);
  line(t('dataCheck:report.verdict', { verdict }), 14, bold);
  for (const r of reasonTexts(result)) line(`- ${r}`);
  y -= 6;
  const f = result.figures;
  const cm = t('dataCheck:report.cmPerPx');
  line(t('dataCheck:report.dataset'), 12, bold);
  line(
    t('dataCheck:report.images', {
      images: formatNumber(f.imageCount),
      withGps: formatNumber(f.withGps),
      flagged: formatNumber(f.flaggedCount),
    }),
  );
  line(
    t('dataCheck:report.overlap', {
      front: fmt(f.frontOverlapPct, '%', 0),
      side: fmt(f.sideOverlapPct, '%', 0),
    }),
  );
  line(
    t('dataCheck:report.coverage', {
      coverage: fmt(f.coveragePct, '%'),
      strips: formatNumber(f.stripCount),
    }),
  );
  line(
    t('dataCheck:report.gsd', { gsd: fmt(f.gsdCm, cm, 2), planned: fmt(f.plannedGsdCm, cm, 2) }),
  );
  const cameras = f.cameras.map(
    (c) =>
      `${c.key === 'Unknown' ? t('dataCheck:unknownCamera') : c.key} (${formatNumber(c.count)})`,
  );
  line(
    t('dataCheck:report.cameras', {
      cameras: cameras.join(', ') || t('dataCheck:report.camerasUnknown'),
    }),
  );

  const png = mapPng ? await doc.embedPng(mapPng).catch(() => null) : null;
  if (png) {
    // The map as the pilot saw it, scaled into the page width.
    const scale = Math.min(515 / png.width, 320 / png.height);
    const [w, h] = [png.width * scale, png.height * scale];
    if (y < h + 60) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
    page.drawImage(png, { x: 40, y: y - h - 6, width: w, height: h });
    y -= h + 14;
    line(t('dataCheck:report.mapCaption'), 8);
    y -= 6;
  }
  // Without the map: a small plan of photo centres coloured by issue, gaps outlined.
  const box = png ? null : photoBounds(result);
  if (box) {
    const size = 260;
    if (y < size + 60) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
    const top = y - 10;
    const [w, s, e, n] = box;
    const k = size / Math.max(e - w || 1e-6, (n - s) * 1 || 1e-6);
    const px = (lon: number) => 40 + (lon - w) * k;
    const py = (lat: number) => top - size + (lat - s) * k;
    page.drawRectangle({
      x: 36,
      y: top - size - 4,
      width: size + 8,
      height: size + 8,
      borderColor: rgb(0.7, 0.7, 0.7),
      borderWidth: 0.5,
    });
    for (const i of result.issues) {
      if (!i.area) continue;
      const pts = i.area.map(([lon, lat]) => [px(lon), py(lat)] as const);
      for (let j = 1; j < pts.length; j++) {
        page.drawLine({
          start: { x: pts[j - 1]![0], y: pts[j - 1]![1] },
          end: { x: pts[j]![0], y: pts[j]![1] },
          color: rgb(0.83, 0.18, 0.18),
          thickness: 1,
        });
      }
    }
    for (const img of result.images) {
      if (img.lon === null || img.lat === null) continue;
      const [r, g, b] = hex(ISSUE_COLOURS[worstIssue(img.issues.map((x) => x.kind))]);
      page.drawCircle({
        x: px(img.lon),
        y: py(img.lat),
        size: img.issues.length ? 3 : 1.5,
        color: rgb(r, g, b),
      });
    }
    y = top - size - 20;
  }
  const flagged = result.images.filter((i) => i.issues.length);
  line(t('dataCheck:report.flagged', { count: flagged.length }), 12, bold);
  for (const img of flagged) line(`${img.name}: ${img.issues.map(findingText).join(' ')}`, 9);
  const other = result.issues.filter((i) => i.kind !== 'coverage_gap');
  if (other.length) {
    line(t('dataCheck:headings.findings'), 12, bold);
    for (const i of other) line(`- ${findingText(i)}`, 9);
  }
  const bytes = await doc.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
