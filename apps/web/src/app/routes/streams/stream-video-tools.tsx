// The tools the stream pages put under a playing video: AI detection. Loaded lazily, so a viewer
// who never opens the stream pages, or never turns detection on, does not pay for it (the model
// and TensorFlow.js are in the detection worker's own chunk, fetched on the first switch-on).
import { lazy, Suspense } from 'react';

const DetectionOverlay = lazy(() =>
  import('../../../features/ai-detection/components/detection-overlay.tsx').then((m) => ({
    default: m.DetectionOverlay,
  })),
);

export function renderStreamVideoTools(video: HTMLVideoElement) {
  return (
    <Suspense fallback={null}>
      <DetectionOverlay video={video} />
    </Suspense>
  );
}
