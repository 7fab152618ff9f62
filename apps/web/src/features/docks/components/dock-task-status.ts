// What a task's status reads as, and its colour (MUI Chip colours).
import type { TDockTaskStatus } from '@sortie/domain/contracts';

type ChipColor = 'default' | 'info' | 'primary' | 'success' | 'warning' | 'error';

export const DOCK_TASK_STATUS: Record<TDockTaskStatus, { label: string; color: ChipColor }> = {
  scheduled: { label: 'Scheduled', color: 'default' },
  sent: { label: 'Sent to dock', color: 'info' },
  in_progress: { label: 'On Mission', color: 'primary' },
  paused: { label: 'Paused', color: 'warning' },
  ok: { label: 'Completed', color: 'success' },
  partially_done: { label: 'Partly flown', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
  canceled: { label: 'Canceled', color: 'default' },
};

export const isFlying = (s: TDockTaskStatus) => s === 'in_progress' || s === 'paused';
export const isOpen = (s: TDockTaskStatus) =>
  s === 'scheduled' || s === 'sent' || s === 'in_progress' || s === 'paused';

/** '24 Nov, 14:05' in the viewer's zone. */
export function whenText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
