// The camera control and annotations of a member's stream page, composed by the route: one live
// link (useStreamControl) shared by the panel beside the video and the layer over it.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { AnnotationLayer } from './annotation-layer.tsx';
import { CameraPanel } from './camera-panel.tsx';
import { useStreamControl } from './use-stream-control.ts';

export function useStreamCamera(
  streamId: string | null,
  isHost: boolean,
): { panel: ReactNode; overlay: () => ReactNode } {
  const control = useStreamControl(streamId);
  const [annotating, setAnnotating] = useState(false);
  return {
    panel: streamId ? (
      <CameraPanel
        control={control}
        isHost={isHost}
        annotating={annotating}
        onAnnotatingChange={setAnnotating}
      />
    ) : null,
    overlay: () => (
      <AnnotationLayer
        annotations={control.annotations}
        drawing={annotating}
        onDraw={control.annotate}
      />
    ),
  };
}
