// Frames of a short video for the test bench: seek to evenly spaced times and grab each frame.
// Seeking (not playing) makes every run see the same frames, whatever the machine's speed.

export const MAX_VIDEO_SECONDS = 120;
export const MAX_FRAMES = 60;

export function frameTimes(durationS: number, maxFrames = MAX_FRAMES): number[] {
  if (!Number.isFinite(durationS) || durationS <= 0) return [0];
  const step = Math.max(0.5, durationS / maxFrames);
  const times: number[] = [];
  for (let t = 0; t < durationS && times.length < maxFrames; t += step) times.push(t);
  return times;
}

export function seek(video: HTMLVideoElement, timeS: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      video.removeEventListener('seeked', done);
      video.removeEventListener('error', fail);
      resolve();
    };
    const fail = () => reject(new Error('The video could not be read.'));
    video.addEventListener('seeked', done);
    video.addEventListener('error', fail);
    video.currentTime = timeS;
  });
}
