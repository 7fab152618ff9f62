// The PDF a pilot hands to a client: verdict and reasons, the dataset figures, a plan of photo
// centres and gaps, and the list of flagged images. pdf-lib loads only when a report is asked for
// (its own chunk); the standard Helvetica font needs no font file.
import type { DataCheckResult } from '@sortie/domain/data-check';
import { photoBounds, worstIssue, ISSUE_COLOURS } from './map-layers.ts';

const fmt = (v: number | null, unit: string, digits = 1) =>
  v === null ? 'not measured' : `${v.toFixed(digits)} ${unit}`;

/** WinAnsi (Helvetica) cannot encode everything a file name may hold: keep it printable. */
const safe = (s: string) => s.replace(/[^\x20-\x7e]/g, '?');

function hex(colour: string): [number, number, number] {
  const n = parseInt(colour.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/**
 * The report; `mapPng` is a snapshot of the results map (basemap and layers). Without one (no
 * map on screen, or a canvas the browser would not read) a plain plan of centres and gaps is drawn.
 */
export async function resultPdf(
  result: DataCheckResult,
  title: string,
  mapPng: Uint8Array | null = null,
): Promise<Blob> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(safe(title));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([595, 842]);
  let y = 800;
  const line = (text: string, size = 10, f = font) => {
    if (y < 50) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
    page.drawText(safe(text).slice(0, 110), { x: 40, y, size, font: f });
    y -= size + 6;
  };
  line(title, 18, bold);
  line(`Generated ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, 9);
  y -= 6;
  line(`Verdict: ${result.verdict.toUpperCase()}`, 14, bold);
  for (const r of result.reasons) line(`- ${r}`);
  y -= 6;
  const f = result.figures;
  line('Dataset', 12, bold);
  line(`Images: ${f.imageCount} (${f.withGps} with GPS, ${f.flaggedCount} flagged)`);
  line(
    `Front overlap: ${fmt(f.frontOverlapPct, '%', 0)}   Side overlap: ${fmt(f.sideOverlapPct, '%', 0)}`,
  );
  line(`Coverage of the site: ${fmt(f.coveragePct, '%')}   Strips: ${f.stripCount}`);
  line(`GSD: ${fmt(f.gsdCm, 'cm/px', 2)} (planned ${fmt(f.plannedGsdCm, 'cm/px', 2)})`);
  line(`Cameras: ${f.cameras.map((c) => `${c.key} (${c.count})`).join(', ') || 'unknown'}`);

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
    line('Map: photo centres and footprints coloured by issue; gaps and missing strips in red.', 8);
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
  line(`Flagged images (${flagged.length})`, 12, bold);
  for (const img of flagged) line(`${img.name}: ${img.issues.map((i) => i.message).join(' ')}`, 9);
  const other = result.issues.filter((i) => i.kind !== 'coverage_gap');
  if (other.length) {
    line('Dataset findings', 12, bold);
    for (const i of other) line(`- ${i.message}`, 9);
  }
  const bytes = await doc.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
