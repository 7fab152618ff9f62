// The embedded RTMP ingest (decision 320): a TCP server of ours around node-media-server v4's
// RTMP protocol parser. Publishing to rtmp://host:RTMP_PORT/live/<key> is let in only when the
// streams module accepts the key; the answer to `publish` waits for that check, so a refused
// client gets NetStream.Publish.BadName instead of a moment of "Publish.Start". Playing over RTMP
// is not offered: viewers watch over HTTP-FLV from the API, where sign-in rules apply.
// A busy port leaves ingest off with a warning (like the embedded MQTT broker), never the API.
import net from 'node:net';
import type AVPacket from 'node-media-server/src/core/avpacket.js';
import Rtmp from 'node-media-server/src/protocol/rtmp.js';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveHub } from './hub.ts';
import { listenOrReport } from '../listen-or-report.ts';

export type RtmpStatus = {
  mode: 'embedded';
  state: 'starting' | 'listening' | 'off';
  port?: number;
  reason?: string;
};

/** What the streams module decides about a publish and learns when it ends. */
export type PublishHandlers = {
  /** The stream the key opens, or null (unknown, expired or used key). */
  authorise(key: string): Promise<{ streamId: string } | null>;
  onLive(streamId: string): void;
  onEnded(streamId: string): void;
};

/** Packets that arrive while the key is checked (the client sends right after `publish`). */
const MAX_PENDING_PACKETS = 512;
/** The app part of the URL: rtmp://host:port/live/<key>. */
export const RTMP_APP = 'live';

class GatedRtmp extends Rtmp {
  gate: (name: string, accept: () => void, refuse: () => void) => void = (_n, _a, refuse) =>
    refuse();

  override onPublish(invokeMessage: { streamName: string }): void {
    const name = invokeMessage.streamName.split('?')[0] ?? '';
    this.streamName = name;
    this.streamId = this.parserPacket.header.stream_id;
    const sid = this.streamId;
    this.gate(
      name,
      () => {
        this.respondPublish();
        this.onPushCallback();
      },
      () =>
        this.sendStatusMessage(sid, 'error', 'NetStream.Publish.BadName', 'Stream key refused.'),
    );
  }
}

export function createRtmpServer(options: {
  host: string;
  port: number;
  hub: LiveHub;
  logger: FastifyBaseLogger;
}) {
  const { hub, logger } = options;
  let handlers: PublishHandlers | null = null;
  let state: RtmpStatus = { mode: 'embedded', state: 'starting' };
  let server: net.Server | null = null;
  const sockets = new Set<net.Socket>();

  function handle(socket: net.Socket) {
    sockets.add(socket);
    const rtmp = new GatedRtmp();
    let phase: 'connecting' | 'checking' | 'publishing' | 'closed' = 'connecting';
    let streamId: string | null = null;
    const pending: AVPacket[] = [];

    rtmp.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    rtmp.onConnectCallback = () => undefined;
    rtmp.onPlayCallback = () => socket.destroy();
    rtmp.onPushCallback = () => undefined;
    rtmp.onPacketCallback = (packet) => {
      if (phase === 'publishing' && streamId) hub.packet(streamId, packet);
      else if (phase === 'checking' && pending.length < MAX_PENDING_PACKETS) pending.push(packet);
    };
    rtmp.gate = (name, accept, refuse) => {
      if (phase !== 'connecting' || rtmp.streamApp !== RTMP_APP || !handlers) {
        refuse();
        socket.end();
        return;
      }
      phase = 'checking';
      const h = handlers;
      h.authorise(name).then(
        (granted) => {
          // Gone while the key was checked: the key is spent, the stream never went live.
          if (phase === 'closed') return;
          if (!granted) {
            logger.info({ remote: socket.remoteAddress }, 'rtmp: publish refused (bad key)');
            refuse();
            socket.end();
            return;
          }
          streamId = granted.streamId;
          phase = 'publishing';
          accept();
          hub.open(granted.streamId, () => socket.destroy());
          for (const packet of pending.splice(0)) hub.packet(granted.streamId, packet);
          h.onLive(granted.streamId);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'rtmp: publish check failed');
          refuse();
          socket.end();
        },
      );
    };

    socket.on('data', (data) => {
      const error = rtmp.parserData(data);
      if (error) {
        logger.debug({ reason: error }, 'rtmp: protocol error');
        socket.destroy();
      }
    });
    socket.on('error', (error) => logger.debug({ err: error }, 'rtmp: socket error'));
    socket.on('close', () => {
      sockets.delete(socket);
      const was = phase;
      phase = 'closed';
      if (was === 'publishing' && streamId) {
        hub.close(streamId);
        handlers?.onEnded(streamId);
      }
    });
  }

  return {
    setHandlers(h: PublishHandlers): void {
      handlers = h;
    },
    async start(): Promise<void> {
      const tcp = net.createServer(handle);
      server = tcp;
      const outcome = await listenOrReport(tcp, {
        port: options.port,
        host: options.host,
        logger,
        prefix: 'rtmp',
        what: 'embedded RTMP server',
        portInUse: (port) =>
          `port ${port} is already in use (another media server?); live stream ingest is off ` +
          'and the API runs without it. Set RTMP_PORT to a free port.',
      });
      if (outcome.state === 'listening') {
        state = { mode: 'embedded', state: 'listening', port: outcome.port };
      } else {
        state = { mode: 'embedded', state: 'off', reason: outcome.reason };
        server = null;
      }
    },
    status: (): RtmpStatus => state,
    async close(): Promise<void> {
      const tcp = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (tcp) await new Promise<void>((resolve) => tcp.close(() => resolve()));
      state = { mode: 'embedded', state: 'off', reason: 'stopped' };
    },
  };
}

export type RtmpServer = ReturnType<typeof createRtmpServer>;
