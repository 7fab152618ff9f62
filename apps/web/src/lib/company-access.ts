// "No company access" state (platform-core §8): raised when any call answers 403
// user_not_part_of_company; the shell shows a dialog until the user closes it.
import { useSyncExternalStore } from 'react';

let lost = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  lost = value;
  for (const l of listeners) l();
}

export const reportCompanyAccessLost = (): void => set(true);
export const dismissCompanyAccessLost = (): void => set(false);

export function useCompanyAccessLost(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => lost,
  );
}
