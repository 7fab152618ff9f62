// Server-side test patterns for StreamHostDevPage (issue 12 §6): ffmpeg publishes a test picture
// to our own RTMP ingest with a fresh key, so a stream can be tried without a drone. Bounded:
// one per stream, MAX_RUNNING on the server (each is an x264 encoder), at most 10 minutes.
import { AppError } from '@sortie/domain';
import { assertRight, type Membership } from '../../access/index.ts';
import { publishTestPattern, type Publisher } from '../../media/test-pattern.ts';
import type { StreamsService } from './service.ts';

const MAX_RUNNING = 2;
export const TEST_PATTERN_SECONDS = 600;

export function createTestPatterns(deps: {
  streams: Pick<StreamsService, 'generateToken'>;
  /** rtmp://host:port of our ingest as seen from this process; null when ingest is off. */
  localRtmpBase: () => string | null;
}) {
  const running = new Map<string, Publisher>();

  return {
    async start(actor: Membership, streamId: string): Promise<{ seconds: number }> {
      assertRight(actor, 'Streams', 'POST');
      if (running.has(streamId)) {
        throw AppError.conflict(
          'test_pattern_running',
          'A test pattern already runs for this stream.',
        );
      }
      const base = deps.localRtmpBase();
      if (!base) {
        throw AppError.rule(
          'rtmp_ingest_off',
          'The embedded RTMP server is off (see /api/health), so no test pattern can be sent.',
        );
      }
      if (running.size >= MAX_RUNNING) {
        throw AppError.rule(
          'too_many_test_patterns',
          `At most ${MAX_RUNNING} test patterns run at once on this server. Stop one and try again.`,
        );
      }
      // generateToken checks the stream is this workspace's and still waiting (409 otherwise).
      const token = await deps.streams.generateToken(actor, streamId, 'localhost');
      const publisher = publishTestPattern(`${base}/live/${token.stream_key}`, {
        seconds: TEST_PATTERN_SECONDS,
        size: '640x360',
        rate: 25,
      });
      running.set(streamId, publisher);
      void publisher.exited.then(() => running.delete(streamId));
      return { seconds: TEST_PATTERN_SECONDS };
    },
    close(): void {
      for (const publisher of running.values()) publisher.stop('SIGKILL');
      running.clear();
    },
  };
}

export type TestPatterns = ReturnType<typeof createTestPatterns>;
