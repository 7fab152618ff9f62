// The whole analysis of a dataset, once every image has been read: per-image checks, strips,
// overlap, coverage, GSD, cameras and time gaps, then the verdict. Pure and synchronous: the page
// runs it after the workers finish (a few milliseconds per thousand images).
import { cameraKey } from './camera.ts';
import { coverageOfSite } from './coverage-of-site.ts';
import { footprintCorners, footprintSize, gsdCm, heightForGsd } from './footprint.ts';
import { localFrame, median } from './geo.ts';
import { imageIssues } from './image-checks.ts';
import { estimateOverlap } from './overlap.ts';
import type { DataCheckResult, ImageFinding } from './result.ts';
import { findStrips, type Point } from './strips.ts';
import { timeGaps } from './time-gaps.ts';
import type {
  CameraGeometry,
  CheckSettings,
  DatasetIssue,
  ImageIssueKind,
  ImageMeta,
  ImageRecord,
} from './types.ts';
import { decideVerdict } from './verdict.ts';
import { say, shown, type Said } from './words.ts';

/** A dataset finding of `kind` in the words `said` has (English, code and params). */
const found = (kind: DatasetIssue['kind'], { text, code, params }: Said): DatasetIssue => ({
  kind,
  message: text,
  code,
  params,
});

const byCaptureOrder = (a: ImageRecord, b: ImageRecord) =>
  (a.meta.time ?? 0) - (b.meta.time ?? 0) ||
  a.meta.name.localeCompare(b.meta.name, undefined, { numeric: true });

export function analyseDataset(
  records: readonly ImageRecord[],
  settings: CheckSettings,
  cameraOf: (meta: ImageMeta) => CameraGeometry | null = () => null,
): DataCheckResult {
  const ordered = [...records].sort(byCaptureOrder);
  const placed = ordered.filter((r) => r.meta.lat !== null && r.meta.lon !== null);
  const lon0 = placed.length ? median(placed.map((r) => r.meta.lon!)) : 0;
  const lat0 = placed.length ? median(placed.map((r) => r.meta.lat!)) : 0;
  const frame = localFrame(lon0, lat0);
  const xy = new Map<number, [number, number]>();
  for (const r of placed) xy.set(r.index, frame.toXY(r.meta.lon!, r.meta.lat!));

  const camOf = new Map<number, CameraGeometry | null>();
  const heightOf = new Map<number, number | null>();
  for (const r of ordered) {
    const cam = settings.camera ?? cameraOf(r.meta);
    camOf.set(r.index, cam);
    const planned =
      settings.altitudeM ?? (settings.gsdCm && cam ? heightForGsd(cam, settings.gsdCm) : null);
    heightOf.set(r.index, r.meta.relAltitude ?? planned);
  }
  const sizeOf = (id: number) => {
    const cam = camOf.get(id);
    const h = heightOf.get(id);
    return cam && h ? footprintSize(cam, h) : null;
  };

  const points: Point[] = placed.map((r) => {
    const [x, y] = xy.get(r.index)!;
    return { id: r.index, x, y, time: r.meta.time };
  });
  const strips = findStrips(points);
  const stripHeading = new Map<number, number>();
  for (const s of strips) {
    const deg = (Math.atan2(s.dir[0], s.dir[1]) * 180) / Math.PI;
    for (const p of s.points) stripHeading.set(p.id, deg);
  }
  const overlap = estimateOverlap(strips, sizeOf, settings.sideOverlapPct);
  const issues: DatasetIssue[] = [];
  const ringToLonLat = (ring: [number, number][]) => {
    const out = ring.map(([x, y]) => frame.toLonLat(x, y));
    return [...out, out[0]!];
  };
  for (const gap of overlap.missingStrips) {
    issues.push({ ...found('missing_strip', say('missing_strip', {})), area: ringToLonLat(gap) });
  }
  if (overlap.frontPct !== null && overlap.frontPct < settings.frontOverlapPct - 2) {
    const params = { overlap: shown(overlap.frontPct, 0), planned: settings.frontOverlapPct };
    issues.push(found('low_front_overlap', say('front_overlap', params)));
  }
  if (overlap.sidePct !== null && overlap.sidePct < settings.sideOverlapPct - 2) {
    const params = { overlap: shown(overlap.sidePct, 0), planned: settings.sideOverlapPct };
    issues.push(found('low_side_overlap', say('side_overlap', params)));
  }

  const footprints = new Map<number, [number, number][]>();
  for (const r of placed) {
    const size = sizeOf(r.index);
    if (!size) continue;
    const heading = r.meta.gimbalYaw ?? r.meta.flightYaw ?? stripHeading.get(r.index) ?? 0;
    const [x, y] = xy.get(r.index)!;
    footprints.set(r.index, footprintCorners(x, y, size, heading));
  }
  const coverage = settings.site
    ? coverageOfSite(settings.site, frame, [...footprints.values()])
    : null;
  if (coverage) {
    for (const gap of coverage.gaps) {
      const said = say('site_part_uncovered', {});
      issues.push({ ...found('coverage_gap', said), area: ringToLonLat(gap) });
    }
  }

  // Achieved GSD needs a measured height; planned heights would only repeat the plan.
  const measured = ordered
    .filter((r) => r.meta.relAltitude !== null && camOf.get(r.index))
    .map((r) => gsdCm(camOf.get(r.index)!, r.meta.relAltitude!));
  const achievedGsd = measured.length ? median(measured) : null;
  const firstCam = ordered.map((r) => camOf.get(r.index)).find(Boolean) ?? null;
  const plannedGsd =
    settings.gsdCm ?? (settings.altitudeM && firstCam ? gsdCm(firstCam, settings.altitudeM) : null);
  if (
    achievedGsd !== null &&
    plannedGsd !== null &&
    Math.abs(achievedGsd / plannedGsd - 1) > 0.15
  ) {
    const params = { achievedCm: shown(achievedGsd, 2), plannedCm: shown(plannedGsd, 2) };
    issues.push(found('gsd_off_plan', say('gsd_off_plan', params)));
  }

  const cameraCounts = new Map<string, number>();
  for (const r of ordered) {
    if (!r.meta.make && !r.meta.model) continue;
    const k = cameraKey(r.meta);
    cameraCounts.set(k, (cameraCounts.get(k) ?? 0) + 1);
  }
  const cameras = [...cameraCounts].map(([key, count]) => ({ key, count }));
  if (cameras.length > 1) {
    const list = cameras.map((c) => `${c.key} (${c.count})`).join(', ');
    issues.push(
      found('mixed_cameras', say('mixed_cameras', { count: cameras.length, cameras: list })),
    );
  }
  const stripOf = new Map<number, number>();
  strips.forEach((s, i) => s.points.forEach((p) => stripOf.set(p.id, i)));
  issues.push(...timeGaps(ordered, stripOf));
  if (records.length === 0) issues.push(found('no_images', say('no_images', {})));

  const perImage = imageIssues(ordered, xy, settings.mapping);
  const counts: Partial<Record<ImageIssueKind, number>> = {};
  let unusable = 0;
  for (const list of perImage.values()) {
    for (const i of list) counts[i.kind] = (counts[i.kind] ?? 0) + 1;
    if (list.some((i) => i.kind === 'gps_missing' || i.kind === 'blur' || i.kind === 'unreadable'))
      unusable++;
  }
  const images: ImageFinding[] = ordered.map((r) => {
    const cam = camOf.get(r.index);
    const h = heightOf.get(r.index) ?? null;
    const fp = footprints.get(r.index);
    return {
      index: r.index,
      name: r.meta.name,
      lon: r.meta.lon,
      lat: r.meta.lat,
      footprint: fp ? ringToLonLat(fp) : null,
      heightM: h,
      gsdCm: cam && h ? gsdCm(cam, h) : null,
      sharpness: r.measures?.sharpness ?? null,
      camera: cameraKey(r.meta),
      time: r.meta.time,
      issues: perImage.get(r.index) ?? [],
    };
  });
  const times = ordered.map((r) => r.meta.time).filter((t): t is number => t !== null);
  const figures = {
    imageCount: records.length,
    withGps: placed.length,
    flaggedCount: perImage.size,
    frontOverlapPct: overlap.frontPct,
    sideOverlapPct: overlap.sidePct,
    coveragePct: coverage?.coveragePct ?? null,
    gsdCm: achievedGsd,
    plannedGsdCm: plannedGsd,
    stripCount: overlap.stripCount,
    cameras,
    durationS: times.length >= 2 ? (Math.max(...times) - Math.min(...times)) / 1000 : null,
    pixelSources: {
      preview: records.filter((r) => r.measures?.source === 'preview').length,
      image: records.filter((r) => r.measures && r.measures.source !== 'preview').length,
      none: records.filter((r) => !r.measures).length,
    },
  };
  const { verdict, reasons, reasonCodes } = decideVerdict(
    counts,
    unusable,
    figures,
    issues,
    settings,
  );
  return { verdict, reasons, reasonCodes, images, figures, issues, counts };
}
