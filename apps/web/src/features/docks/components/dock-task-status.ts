// What a task's status reads as, and its colour (MUI Chip colours).
import type { TDockTaskStatus } from '@sortie/domain/contracts';
import { currentLanguage } from '../../../i18n/i18n.ts';

type ChipColor = 'default' | 'info' | 'primary' | 'success' | 'warning' | 'error';

/** Each status's chip colour; its words are docks:tasks.status.<status>. */
export const DOCK_TASK_STATUS: Record<TDockTaskStatus, { color: ChipColor }> = {
  scheduled: { color: 'default' },
  sent: { color: 'info' },
  waiting: { color: 'info' },
  in_progress: { color: 'primary' },
  paused: { color: 'warning' },
  ok: { color: 'success' },
  partially_done: { color: 'warning' },
  failed: { color: 'error' },
  canceled: { color: 'default' },
};

export const isFlying = (s: TDockTaskStatus) => s === 'in_progress' || s === 'paused';
export const isOpen = (s: TDockTaskStatus) =>
  s === 'scheduled' || s === 'sent' || s === 'waiting' || s === 'in_progress' || s === 'paused';

/** '24 Nov, 14:05' in the viewer's zone; Hindi month names for a Hindi reader (the browser's
 * own locale otherwise, as before). */
export function whenText(iso: string): string {
  return new Date(iso).toLocaleString(currentLanguage() === 'hi' ? 'hi-IN' : undefined, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}
