// A small notification store behind the shell's snackbar (platform-core §2, §9): blue for code
// -1, green below 300, red otherwise; timeouts default 3000 ms, errors 5000 ms, -1 is sticky.
import { NOTIFY_DEFAULT_MS, NOTIFY_ERROR_MS, NOTIFY_STICKY } from '@sortie/domain';
import { useSyncExternalStore } from 'react';

export type NoticeTone = 'info' | 'success' | 'error';

export interface Notice {
  id: number;
  message: string;
  code: number;
  /** Milliseconds, or -1 to stay until closed. */
  timeout: number;
}

export interface NotifyOptions {
  code?: number;
  timeout?: number;
}

export function noticeTone(code: number): NoticeTone {
  if (code === -1) return 'info';
  return code < 300 ? 'success' : 'error';
}

export function defaultTimeout(code: number): number {
  return noticeTone(code) === 'error' ? NOTIFY_ERROR_MS : NOTIFY_DEFAULT_MS;
}

/** A Close button shows for long or sticky notices. */
export function hasCloseButton(timeout: number): boolean {
  return timeout === NOTIFY_STICKY || timeout > 5000;
}

let queue: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Notice[]): void {
  queue = next;
  for (const l of listeners) l();
}

export function notify(message: string, options: NotifyOptions = {}): number {
  const code = options.code ?? 200;
  const notice: Notice = {
    id: nextId++,
    message,
    code,
    timeout: options.timeout ?? defaultTimeout(code),
  };
  set([...queue, notice]);
  return notice.id;
}

export function notifyError(message: string, timeout?: number): number {
  return notify(message, timeout === undefined ? { code: 400 } : { code: 400, timeout });
}

export function dismissNotice(id: number): void {
  set(queue.filter((n) => n.id !== id));
}

export function useCurrentNotice(): Notice | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => queue[0] ?? null,
  );
}

/** Drops every notice (tests, and sign-out if ever needed). */
export function clearNotices(): void {
  set([]);
}
