// The live preview: every change of the plan request goes to the planner worker (see
// preview-scheduler.ts); the latest answer is kept. Performance measures let the benchmark read
// the time from a change to the preview on screen and to the map idle again (usePreviewDrawn).
import type { Map as MapLibreMap, MapSourceDataEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createWorkerTransport } from '../worker/create-transport.ts';
import type { PreviewResponse, PreviewSite } from '../worker/preview-protocol.ts';
import { PreviewScheduler, type PreviewTransport } from '../worker/preview-scheduler.ts';
import type { PlanRequestBody } from '../utils/planner-draft.ts';
import { PREVIEW_GROUP } from '../utils/preview-layers.ts';

/**
 * A lone change is planned at once; changes closer together than this are a burst, planned once
 * it pauses this long (decision 121). It coalesces machine-rate bursts (key repeat every ~33 ms,
 * spinner and drag events every frame) with room for jitter on a busy machine, and keeps the
 * wait after a burst's last change within the ~100 ms a response still feels immediate in.
 * People typing digits ~150-250 ms apart get each key planned, which the worker and one plan in
 * flight keep cheap for the page (bench: the typing row's key → next paint).
 */
export const PREVIEW_DEBOUNCE_MS = 100;

export interface PlannerPreview {
  answer: PreviewResponse | null;
  /** The latest request has no answer yet. */
  busy: boolean;
  /** performance.now() of the change the current answer belongs to. */
  changedAt: number | null;
}

interface Answered {
  answer: PreviewResponse;
  changedAt: number | null;
  /** The request key it answers. */
  key: string | null;
}

export function usePlannerPreview(
  request: PlanRequestBody | null,
  site: PreviewSite,
  siteKey: string,
  transportFactory: () => PreviewTransport = createWorkerTransport,
): PlannerPreview {
  const [answered, setAnswered] = useState<Answered | null>(null);
  const scheduler = useRef<PreviewScheduler | null>(null);
  const requests = useRef(new Map<number, { at: number; key: string }>());
  const siteRef = useRef(site);
  siteRef.current = site;

  useEffect(() => {
    const s = new PreviewScheduler(
      transportFactory(),
      (answer) => {
        const asked = requests.current.get(answer.id);
        requests.current.clear();
        setAnswered({ answer, changedAt: asked?.at ?? null, key: asked?.key ?? null });
      },
      { debounceMs: PREVIEW_DEBOUNCE_MS },
    );
    scheduler.current = s;
    return () => {
      s.close();
      scheduler.current = null;
    };
    // The transport is created once per mounted planner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The request is rebuilt on every render; its JSON is what decides whether it changed.
  const key = request ? `${siteKey}|${JSON.stringify(request)}` : null;
  useEffect(() => {
    const s = scheduler.current;
    if (!s || !request || key === null) return;
    const at = performance.now();
    const id = s.request((id) => ({ id, request, site: siteRef.current }));
    requests.current.set(id, { at, key });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // Busy is derived, not set from the effect above: that would render the planner a second time
  // for every change.
  const busy = key !== null && answered?.key !== key;
  return useMemo(
    () => ({ answer: answered?.answer ?? null, busy, changedAt: answered?.changedAt ?? null }),
    [answered, busy],
  );
}

/** Performance measure names read by bench/planner/preview-redraw.ts and the missions e2e. */
export const REDRAW_MEASURE = 'sortie:preview-redraw';
export const SOURCE_LOADED_MEASURE = 'sortie:preview-source-loaded';
export const PAINTED_MEASURE = 'sortie:preview-painted';
export const MAP_IDLE_MEASURE = 'sortie:preview-map-idle';
/** The MapLibre source of the preview group (extra-layers.ts prefixes group ids). */
const PREVIEW_SOURCE = `extra-${PREVIEW_GROUP}`;

function measure(name: string, start: number, detail: Record<string, unknown>): void {
  try {
    performance.measure(name, { start, end: performance.now(), detail });
  } catch {
    // Older browsers without measure options: the benchmark is the only reader.
  }
}

/**
 * Marks when a new preview reached the screen, every span starting at the parameter change:
 * - `sortie:preview-redraw`: the frame after the preview was handed to the map component;
 * - `sortie:preview-source-loaded`: MapLibre's worker holds the new GeoJSON;
 * - `sortie:preview-painted`: the frame after the first render with every tile of the preview in
 *   view rebuilt from the new data (or the new data loaded with no tile in view): the new preview
 *   on screen;
 * - `sortie:preview-map-idle`: MapLibre has also stopped rendering. After tiles change it keeps
 *   rendering the same picture until its symbol placement is no longer recent (its 300 ms
 *   fadeDuration), so this ends later than what the pilot sees changes.
 * The map's layers are synced in the map's own effect, which runs before this one (child effects
 * first), so these events follow the setData of this preview.
 */
export function usePreviewDrawn(preview: PlannerPreview, map: MapLibreMap | null = null): void {
  const { answer, changedAt } = preview;
  useEffect(() => {
    if (!answer || changedAt === null) return;
    const detail = { plan_ms: answer.ms };
    const frames = [requestAnimationFrame(() => measure(REDRAW_MEASURE, changedAt, detail))];
    let painted = false;
    const paint = () => {
      if (painted) return;
      painted = true;
      map?.off('render', onRender);
      frames.push(requestAnimationFrame(() => measure(PAINTED_MEASURE, changedAt, detail)));
    };
    const onRender = () => paint();
    const onIdle = () => {
      // An idle before the new data reached the tiles belongs to an earlier change.
      if (!painted) return;
      map?.off('idle', onIdle);
      measure(MAP_IDLE_MEASURE, changedAt, detail);
    };
    let dataLoaded = false;
    const onSource = (e: MapSourceDataEvent) => {
      if (e.sourceId !== PREVIEW_SOURCE || !e.isSourceLoaded) return;
      if (!dataLoaded) {
        dataLoaded = true;
        measure(SOURCE_LOADED_MEASURE, changedAt, detail);
      }
      // 'metadata' comes before the tiles are rebuilt; any later loaded event is the tile that
      // completes the source, or new data with no tile in view to rebuild.
      if (e.sourceDataType !== 'metadata') {
        map?.off('sourcedata', onSource);
        map?.on('render', onRender);
      }
    };
    map?.on('idle', onIdle);
    map?.on('sourcedata', onSource);
    return () => {
      for (const f of frames) cancelAnimationFrame(f);
      map?.off('idle', onIdle);
      map?.off('sourcedata', onSource);
      map?.off('render', onRender);
    };
  }, [answer, changedAt, map]);
}
