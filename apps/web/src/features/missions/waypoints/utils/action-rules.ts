// Waypoint action rules for the form. Bounds come from the planning engine (checkAction, LIMITS,
// MAX_ACTIONS_PER_WAYPOINT), the same code the server runs, so the form never accepts what the
// server refuses; only the sentences are the form's own (the engine's name the field path).
import { checkAction, LIMITS, MAX_ACTIONS_PER_WAYPOINT } from '@sortie/flightplan';
import { assertNever } from '@sortie/domain';
import type { WaypointAction, WaypointActionType } from '../types.ts';

export { MAX_ACTIONS_PER_WAYPOINT };

export const ACTION_TYPES: readonly WaypointActionType[] = [
  'hover',
  'take_photo',
  'start_recording',
  'stop_recording',
  'rotate_drone',
  'pitch_camera_gimbal',
];

export const ACTION_LABELS: Readonly<Record<WaypointActionType, string>> = {
  hover: 'Hover',
  take_photo: 'Take photo',
  start_recording: 'Start recording',
  stop_recording: 'Stop recording',
  rotate_drone: 'Rotate drone',
  pitch_camera_gimbal: 'Pitch camera gimbal',
};

/** The number an action carries, with its unit and bounds; null for the ones without a value. */
export interface ActionValueSpec {
  key: 'seconds' | 'heading_deg' | 'pitch_deg';
  label: string;
  unit: 's' | '°';
  min: number;
  max: number;
  message: string;
}

const [hoverMin, hoverMax] = LIMITS.hover_s;
const [rotateMin, rotateMax] = LIMITS.rotate_drone_deg;
const [pitchMin, pitchMax] = LIMITS.gimbal_pitch_deg;

export function actionValueSpec(type: WaypointActionType): ActionValueSpec | null {
  switch (type) {
    case 'hover':
      return {
        key: 'seconds',
        label: 'Hover time',
        unit: 's',
        min: hoverMin,
        max: hoverMax,
        message: `Hover between ${hoverMin} and ${hoverMax} seconds.`,
      };
    case 'rotate_drone':
      return {
        key: 'heading_deg',
        label: 'Heading',
        unit: '°',
        min: rotateMin,
        max: rotateMax,
        message: `Rotate the drone to a heading between ${rotateMin}° and ${rotateMax}°.`,
      };
    case 'pitch_camera_gimbal':
      return {
        key: 'pitch_deg',
        label: 'Gimbal pitch',
        unit: '°',
        min: pitchMin,
        max: pitchMax,
        message: `Pitch the gimbal between ${pitchMin}° (straight down) and ${pitchMax}° (level).`,
      };
    case 'take_photo':
    case 'start_recording':
    case 'stop_recording':
      return null;
    default:
      return assertNever(type);
  }
}

/**
 * A new action of a type, with a value inside its bounds (hover 2 s, rotate 0°, gimbal −90°).
 *
 * @example
 * defaultAction('hover'); // { type: 'hover', seconds: 2 }
 */
export function defaultAction(type: WaypointActionType): WaypointAction {
  switch (type) {
    case 'hover':
      return { type, seconds: 2 };
    case 'rotate_drone':
      return { type, heading_deg: 0 };
    case 'pitch_camera_gimbal':
      return { type, pitch_deg: -90 };
    case 'take_photo':
    case 'start_recording':
    case 'stop_recording':
      return { type };
    default:
      return assertNever(type);
  }
}

/** The action's number, or null for actions without one. */
export function actionValue(a: WaypointAction): number | null {
  switch (a.type) {
    case 'hover':
      return a.seconds;
    case 'rotate_drone':
      return a.heading_deg;
    case 'pitch_camera_gimbal':
      return a.pitch_deg;
    case 'take_photo':
    case 'start_recording':
    case 'stop_recording':
      return null;
    default:
      return assertNever(a);
  }
}

/** The action with a new number (ignored for actions without one). */
export function withActionValue(a: WaypointAction, value: number): WaypointAction {
  switch (a.type) {
    case 'hover':
      return { ...a, seconds: value };
    case 'rotate_drone':
      return { ...a, heading_deg: value };
    case 'pitch_camera_gimbal':
      return { ...a, pitch_deg: value };
    case 'take_photo':
    case 'start_recording':
    case 'stop_recording':
      return a;
    default:
      return assertNever(a);
  }
}

/**
 * The bounds sentence when the engine would refuse this action, else null.
 *
 * @example
 * actionProblem({ type: 'hover', seconds: 40 }); // 'Hover between 1 and 32 seconds.'
 */
export function actionProblem(a: WaypointAction): string | null {
  if (checkAction(a, 'action').ok) return null;
  return actionValueSpec(a.type)?.message ?? 'This action is not supported.';
}

export function canAddAction(actions: readonly WaypointAction[] | undefined): boolean {
  return (actions?.length ?? 0) < MAX_ACTIONS_PER_WAYPOINT;
}

export const ACTION_CAP_MESSAGE = `A waypoint holds up to ${MAX_ACTIONS_PER_WAYPOINT} actions, the most a drone's mission format accepts. Remove one to add another, or add a waypoint close by.`;
