// The live streams this process ingests, and their HTTP-FLV viewers. A viewer that joins mid-
// stream gets the FLV header, the metadata, the codec headers and the current group of pictures
// (from the last key frame), so the player can start decoding at once (low join delay).
import type AVPacket from 'node-media-server/src/core/avpacket.js';
import Flv from 'node-media-server/src/protocol/flv.js';
import type { Clock } from '../clock.ts';

/** A viewer's sink: write bytes, or end the response when the stream ends. */
export type FlvViewer = { write(chunk: Buffer): boolean; end(): void; pending(): number };

/** A viewer whose socket holds this much unsent video is too slow and is cut off. */
const MAX_VIEWER_BACKLOG = 8 * 1024 * 1024;
/** One group of pictures kept for joiners; a stream without key frames can't grow past this. */
const MAX_GOP_TAGS = 2048;

type Live = {
  streamId: string;
  lastDataAt: Date;
  metadata: Buffer | null;
  audioHeader: Buffer | null;
  videoHeader: Buffer | null;
  gop: Buffer[];
  viewers: Set<FlvViewer>;
  disconnect: () => void;
};

export function createLiveHub(clock: Clock) {
  const lives = new Map<string, Live>();

  function send(viewer: FlvViewer, tag: Buffer, live: Live) {
    if (viewer.pending() > MAX_VIEWER_BACKLOG) {
      live.viewers.delete(viewer);
      viewer.end();
      return;
    }
    viewer.write(tag);
  }

  return {
    /** A publisher was let in: the stream is live in this process from now on. */
    open(streamId: string, disconnect: () => void): void {
      lives.set(streamId, {
        streamId,
        lastDataAt: clock.now(),
        metadata: null,
        audioHeader: null,
        videoHeader: null,
        gop: [],
        viewers: new Set(),
        disconnect,
      });
    },
    packet(streamId: string, packet: AVPacket): void {
      const live = lives.get(streamId);
      if (!live) return;
      live.lastDataAt = clock.now();
      const tag = Flv.createMessage(packet);
      // Flags of node-media-server's FLV parser: 0 audio header, 1 audio, 2 video header,
      // 3 key frame, 4 other video frame, 5 script data (metadata).
      switch (packet.flags) {
        case 0:
          live.audioHeader = tag;
          break;
        case 2:
          live.videoHeader = tag;
          break;
        case 3:
          live.gop = [tag];
          break;
        case 5:
          live.metadata = tag;
          break;
        default:
          if (live.gop.length > 0 && live.gop.length < MAX_GOP_TAGS) live.gop.push(tag);
      }
      for (const viewer of live.viewers) send(viewer, tag, live);
    },
    /** The publisher left: viewers' responses end. */
    close(streamId: string): void {
      const live = lives.get(streamId);
      if (!live) return;
      lives.delete(streamId);
      for (const viewer of live.viewers) viewer.end();
      live.viewers.clear();
    },
    /** Adds a viewer; false when the stream is not live here. Returns the unsubscribe. */
    watch(streamId: string, viewer: FlvViewer): (() => void) | null {
      const live = lives.get(streamId);
      if (!live) return null;
      // The header says audio only when the stream sent an audio header: players (mpegts.js)
      // wait for audio the header announces, so a video-only drone feed would never start.
      viewer.write(Flv.createHeader(live.audioHeader !== null, true));
      for (const tag of [live.metadata, live.audioHeader, live.videoHeader, ...live.gop]) {
        if (tag) viewer.write(tag);
      }
      live.viewers.add(viewer);
      return () => live.viewers.delete(viewer);
    },
    viewers: (streamId: string): number => lives.get(streamId)?.viewers.size ?? 0,
    lastDataAt: (streamId: string): Date | undefined => lives.get(streamId)?.lastDataAt,
    liveIds: (): string[] => [...lives.keys()],
    /** Cuts the publisher off (poor network, stream ended by the host). */
    disconnect(streamId: string): void {
      lives.get(streamId)?.disconnect();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
