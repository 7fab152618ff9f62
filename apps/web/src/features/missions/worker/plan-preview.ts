// What the planner worker does with one request, kept free of worker globals so it is tested
// directly. It plans through flightplan's planRequest, the same pipeline the server saves with
// (geometry checks, camera and drone lookup, the area around a point), so the preview shows what
// a save will store. The protocol types live in preview-protocol.ts (re-exported here).
import { planRequest } from '@sortie/flightplan';
import { missionShape } from '../utils/mission-shape.ts';
import { toProblem, type PreviewRequest, type PreviewResponse } from './preview-protocol.ts';

export { toProblem } from './preview-protocol.ts';
export type {
  PreviewProblem,
  PreviewRequest,
  PreviewResponse,
  PreviewSite,
} from './preview-protocol.ts';

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
