// What the modules publish, typed by the contract's events. Publishing never fails the request
// that caused it: the change is committed, and a lost hint only delays a browser's refresh
// until its next refetch.
import {
  realtimeChannel,
  type TDocksChangedEvent,
  type TDockState,
  type TRealtimeEvent,
  type TSitesChangedEvent,
  type TStreamRecordingEvent,
  type TStreamsChangedEvent,
} from '@sortie/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeBus } from './bus.ts';

export type RealtimePublisher = ReturnType<typeof createRealtimePublisher>;

export function createRealtimePublisher(bus: RealtimeBus, logger: FastifyBaseLogger) {
  const publish = (channel: string, event: Parameters<RealtimeBus['publish']>[1]) => {
    bus.publish(channel, event).catch((error: unknown) => {
      logger.warn({ err: error, channel, event: event.name }, 'realtime: publish failed');
    });
  };
  return {
    /** A site of the workspace was created, edited or deleted (after the commit). */
    sitesChanged(companyId: string, action: TSitesChangedEvent['data']['action']): void {
      publish(realtimeChannel.company(companyId), { name: 'sites.changed', data: { action } });
    },
    /** A dock of the workspace was bound, unbound, edited, or its live state changed. */
    docksChanged(companyId: string, action: TDocksChangedEvent['data']['action']): void {
      publish(realtimeChannel.company(companyId), { name: 'docks.changed', data: { action } });
    },
    /** A bound dock's live state, to the workspace's members who may see docks (decision 302). */
    dockState(companyId: string, state: TDockState): void {
      publish(realtimeChannel.docks(companyId), { name: 'docks.state', data: state });
    },
    /** A stream of the workspace was created, went live, ended or was edited. */
    streamsChanged(
      companyId: string,
      streamId: string,
      status: TStreamsChangedEvent['data']['status'],
    ): void {
      publish(realtimeChannel.company(companyId), {
        name: 'streams.changed',
        data: { stream_id: streamId, status },
      });
    },
    /** A stamped event on a stream's channel (camera control, decision 324). */
    streamEvent(streamId: string, event: TRealtimeEvent): void {
      publish(realtimeChannel.stream(streamId), event);
    },
    /** A stream's recording started, stopped early (store full), became ready or failed. */
    streamRecording(companyId: string, data: TStreamRecordingEvent['data']): void {
      publish(realtimeChannel.company(companyId), { name: 'streams.recording', data });
    },
  };
}
