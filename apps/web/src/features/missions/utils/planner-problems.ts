// Every problem of the current plan, keyed by the form field that shows it: the engine's refusal
// (details.field), the plan's size limit, feasibility checks, and a refused save. Fields the form
// has no input for (the site's geometry) show under the kind chooser.
import type { PreviewProblem } from '../worker/preview-protocol.ts';
import type { Feasibility } from './feasibility.ts';

const TO_KIND = new Set(['geometry', 'site_id', 'kind', 'polygon', 'line']);
/** Refusals about the ground show under the Follow terrain switch (decision 070). */
const TERRAIN_FIELDS = new Set(['terrain', 'terrain_following']);
const TERRAIN_TYPES = new Set([
  'srtm_tile_missing',
  'elevation_model_missing',
  'terrain_area_too_large',
  'terrain_no_data',
  'takeoff_above_ceiling',
]);

export function fieldOf(field: string | null, type?: string): string {
  if ((field && TERRAIN_FIELDS.has(field)) || (type && TERRAIN_TYPES.has(type)))
    return 'terrain_following';
  if (!field) return 'general';
  return TO_KIND.has(field) ? 'kind' : field;
}

export interface PlannerProblems {
  errors: Record<string, string>;
  warnings: Record<string, string>;
  /** Nothing blocks saving. */
  valid: boolean;
}

export function plannerProblems(input: {
  /** The waypoint or POI editor's own checks, by its field paths. */
  editor?: Record<string, string>;
  engine: PreviewProblem | null;
  planLimit: string | null;
  /** Where the plan limit shows: the kind, or the area slider of a point site (decision 122). */
  planLimitField?: 'kind' | 'area_acres';
  feasibility: Feasibility | null;
  saveError: { field: string | null; message: string; type?: string | undefined } | null;
}): PlannerProblems {
  const errors: Record<string, string> = {
    ...(input.editor ?? {}),
    ...(input.feasibility?.errors ?? {}),
  };
  if (input.engine) errors[fieldOf(input.engine.field, input.engine.type)] = input.engine.message;
  if (input.planLimit) errors[input.planLimitField ?? 'kind'] = input.planLimit;
  if (input.saveError)
    errors[fieldOf(input.saveError.field, input.saveError.type)] ??= input.saveError.message;
  return {
    errors,
    warnings: input.feasibility?.warnings ?? {},
    valid: Object.keys(errors).length === 0,
  };
}
