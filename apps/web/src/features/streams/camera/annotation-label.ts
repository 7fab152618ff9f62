// The label the next annotation gets, shared by the tools (which edit it) and the video layer
// (which uses it when a mark is drawn): a tiny store, so neither has to own the other.
import { useSyncExternalStore } from 'react';

let label = '';
const listeners = new Set<() => void>();

export function currentAnnotationLabel(): string {
  return label;
}

export function useAnnotationLabel(): [string, (next: string) => void] {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => label,
  );
  return [
    value,
    (next) => {
      label = next;
      for (const l of listeners) l();
    },
  ];
}
