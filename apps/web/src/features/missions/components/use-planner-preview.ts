// The live preview: every change of the plan request goes to the planner worker (see
// preview-scheduler.ts); the latest answer is kept. Performance marks let the benchmark read the
// time from a change to the redrawn map (`sortie:preview-redraw` measures, see usePreviewDrawn).
import { useEffect, useRef, useState } from 'react';
import { createWorkerTransport } from '../worker/create-transport.ts';
import type { PreviewResponse, PreviewSite } from '../worker/plan-preview.ts';
import { PreviewScheduler, type PreviewTransport } from '../worker/preview-scheduler.ts';
import type { PlanRequestBody } from '../utils/planner-draft.ts';

export const PREVIEW_DEBOUNCE_MS = 150;

export interface PlannerPreview {
  answer: PreviewResponse | null;
  busy: boolean;
  /** performance.now() of the change the current answer belongs to. */
  changedAt: number | null;
}

export function usePlannerPreview(
  request: PlanRequestBody | null,
  site: PreviewSite,
  siteKey: string,
  transportFactory: () => PreviewTransport = createWorkerTransport,
): PlannerPreview {
  const [state, setState] = useState<PlannerPreview>({
    answer: null,
    busy: false,
    changedAt: null,
  });
  const scheduler = useRef<PreviewScheduler | null>(null);
  const changes = useRef(new Map<number, number>());
  const siteRef = useRef(site);
  siteRef.current = site;

  useEffect(() => {
    const s = new PreviewScheduler(
      transportFactory(),
      (answer) => {
        const changedAt = changes.current.get(answer.id) ?? null;
        changes.current.clear();
        setState({ answer, busy: s.busy, changedAt });
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
    if (!s || !request) return;
    const at = performance.now();
    const id = s.request((id) => ({ id, request, site: siteRef.current }));
    changes.current.set(id, at);
    setState((prev) => (prev.busy ? prev : { ...prev, busy: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state;
}

/**
 * Marks the frame after a new preview was handed to the map: `sortie:preview-redraw` spans
 * from the parameter change to that frame (read by bench/planner/preview-redraw.ts).
 */
export function usePreviewDrawn(preview: PlannerPreview): void {
  const { answer, changedAt } = preview;
  useEffect(() => {
    if (!answer || changedAt === null) return;
    const frame = requestAnimationFrame(() => {
      try {
        performance.measure('sortie:preview-redraw', {
          start: changedAt,
          end: performance.now(),
          detail: { plan_ms: answer.ms },
        });
      } catch {
        // Older browsers without measure options: the benchmark is the only reader.
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [answer, changedAt]);
}
