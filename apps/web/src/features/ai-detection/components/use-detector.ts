// One detection worker for a page, started on first use and stopped when the page closes.
import { useEffect, useRef } from 'react';
import { DetectorClient } from '../model/detector-client.ts';

export function useDetector(): () => DetectorClient {
  const client = useRef<DetectorClient | null>(null);
  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [],
  );
  return () => (client.current ??= new DetectorClient());
}
