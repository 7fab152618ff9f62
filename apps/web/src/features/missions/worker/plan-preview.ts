// What the planner worker does with one request, kept free of worker globals so it is tested
// directly. It plans through flightplan's planRequest, the same pipeline the server saves with
// (geometry checks, camera and drone lookup, the area around a point), so the preview shows what
// a save will store.
import { AppError } from '@sortie/domain';
import { planRequest, type DroneSpec, type Mission, type PlanGeometry } from '@sortie/flightplan';
import type { PlanRequestBody } from '../utils/planner-draft.ts';
import { limitErrorText as errorText } from '../../../lib/errors.ts';
import { missionShape, type MissionShape } from '../utils/mission-shape.ts';

/** The site a preview is planned over (the pipeline's geometry). */
export type PreviewSite = PlanGeometry;

export interface PreviewRequest {
  id: number;
  request: PlanRequestBody;
  site: PreviewSite;
}

export interface PreviewProblem {
  type: string;
  message: string;
  /** The parameter the engine blames (details.field), when it names one. */
  field: string | null;
  details: Record<string, unknown>;
}

export type PreviewResponse =
  | {
      id: number;
      ok: true;
      /** The plan without its photo list (drawn from `shape`; the server re-plans on save). */
      mission: Mission;
      /** What the map draws, in transferable arrays (mission-shape.ts). */
      shape: MissionShape;
      drone: DroneSpec;
      ms: number;
    }
  | { id: number; ok: false; problem: PreviewProblem; ms: number };

/** A refusal as the form shows it; anything else than an AppError is `otherwise`'s to word. */
export function toProblem(
  error: unknown,
  otherwise: (error: unknown) => PreviewProblem = plannerFailed,
): PreviewProblem {
  if (!(error instanceof AppError)) return otherwise(error);
  const details = error.details ?? {};
  return {
    type: error.type,
    message: errorText(error),
    field: typeof details.field === 'string' ? details.field : null,
    details,
  };
}

function plannerFailed(error: unknown): PreviewProblem {
  const message = error instanceof Error ? error.message : 'The planner failed.';
  return { type: 'planner_failed', message, field: null, details: {} };
}

/** Plans one request; never throws (a refusal is an answer the form shows). */
export function planPreview(
  input: PreviewRequest,
  now: () => number = () => performance.now(),
): PreviewResponse {
  const start = now();
  try {
    const result = planRequest(input.request, input.site);
    if (!result.ok) {
      return { id: input.id, ok: false, problem: toProblem(result.error), ms: now() - start };
    }
    const { mission: planned, drone } = result.value;
    // Photos can number hundreds of thousands: they travel once, as the shape's flat arrays.
    const shape = missionShape(planned);
    const mission = { ...planned, photos: [] };
    return { id: input.id, ok: true, mission, shape, drone, ms: now() - start };
  } catch (error) {
    return { id: input.id, ok: false, problem: toProblem(error), ms: now() - start };
  }
}
