// The planner's message protocol (requests, answers, problems) and how a refusal becomes a
// problem the form shows. Kept apart from plan-preview.ts, which runs the engine: the server
// transport and the page import this, and must not pull the planning engine (and turf's jsts)
// into the site page's chunk; only the worker and the lazy no-worker fallback load the engine.
import { AppError } from '@sortie/domain';
import type { DroneSpec, Mission, PlanGeometry } from '@sortie/flightplan';
import type { PlanRequestBody } from '../utils/planner-draft.ts';
import { limitErrorText as errorText } from '../../../lib/errors.ts';
import type { MissionShape } from '../utils/mission-shape.ts';

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
