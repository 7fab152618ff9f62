// One detection worker for a page and backend choice, started on first use, replaced when the
// choice changes, and stopped when the page closes.
import { useEffect, useRef } from 'react';
import { DetectorClient } from '../model/detector-client.ts';
import type { BackendChoice } from '../model/protocol.ts';

export function useDetector(backend: BackendChoice): () => DetectorClient {
  const client = useRef<DetectorClient | null>(null);
  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [backend],
  );
  return () => (client.current ??= new DetectorClient(backend));
}
