// Feeds a playing <video> to the detection worker while `enabled`: one frame at a time, taken
// when the video shows a new frame and the worker is free; frames that arrive meanwhile are
// skipped, so the video never waits for the model. The worker (and the model) start on the first
// enable and stop when detection is turned off or the page closes.
import { useEffect, useRef, useState } from 'react';
import type { Detection } from '../model/detection.ts';
import { DetectorClient } from '../model/detector-client.ts';
import { FrameRate } from '../model/frame-rate.ts';
import { letterbox } from '../model/letterbox.ts';

/** Frames are shrunk before the hand-over: the model sees 512 px anyway. */
const SEND_SIDE = 640;

export type VideoDetectionState =
  | { phase: 'off' }
  | { phase: 'loading' }
  | { phase: 'running'; backend: string; fps: number; inferMs: number | null }
  | { phase: 'error'; message: string };

export function useVideoDetection(
  video: HTMLVideoElement,
  enabled: boolean,
  onResult: (detections: Detection[]) => void,
): VideoDetectionState {
  const [state, setState] = useState<VideoDetectionState>({ phase: 'off' });
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  useEffect(() => {
    if (!enabled) {
      setState({ phase: 'off' });
      return;
    }
    setState({ phase: 'loading' });
    const client = new DetectorClient();
    const rate = new FrameRate();
    let backend: string | null = null;
    let inFlight = false;
    let stopped = false;
    let handle = 0;
    // A new video frame is the natural clock; browsers without it get the display's.
    const perFrame = 'requestVideoFrameCallback' in video;

    const schedule = () => {
      handle = perFrame ? video.requestVideoFrameCallback(tick) : requestAnimationFrame(tick);
    };
    const tick = () => {
      if (stopped) return;
      schedule();
      const { videoWidth, videoHeight } = video;
      if (!backend || inFlight || videoWidth === 0 || video.readyState < 2) return; // drop it
      inFlight = true;
      const fit = letterbox(videoWidth, videoHeight, SEND_SIDE, SEND_SIDE);
      createImageBitmap(video, {
        resizeWidth: Math.round(Math.min(videoWidth, fit.width)),
        resizeHeight: Math.round(Math.min(videoHeight, fit.height)),
        resizeQuality: 'low',
      })
        .then((bitmap) => client.detect(bitmap, videoWidth, videoHeight))
        .then((result) => {
          if (stopped) return;
          rate.tick(performance.now());
          onResultRef.current(result.detections);
          setState({
            phase: 'running',
            backend: backend!,
            fps: rate.fps(),
            inferMs: result.inferMs,
          });
        })
        .catch((error: unknown) => {
          if (!stopped) setState({ phase: 'error', message: String(error) });
        })
        .finally(() => {
          inFlight = false;
        });
    };

    client.ready.then(
      (info) => {
        if (stopped) return;
        backend = info.backend;
        setState({ phase: 'running', backend: info.backend, fps: 0, inferMs: null });
        schedule();
      },
      (error: unknown) => {
        if (!stopped)
          setState({ phase: 'error', message: `The model could not load: ${String(error)}` });
      },
    );
    return () => {
      stopped = true;
      if (perFrame) video.cancelVideoFrameCallback(handle);
      else cancelAnimationFrame(handle);
      client.dispose();
    };
  }, [video, enabled]);

  return state;
}
