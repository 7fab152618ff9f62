// The realtime channel `stream:<id>` (issue 12 §5, decision 324): who may listen, what a new
// listener learns first (control state, annotations), and every client event checked against
// fresh rows: the stream (not ended; its lock), the sender's membership of the stream's
// workspace (the pilot's organisation) and the rules of @sortie/domain streamEventVerdict.
// Events go out stamped with sender and server time; camera control and annotations are also
// written to the database, so every process (and a viewer who joins later) agrees.
import { randomUUID } from 'node:crypto';
import { hasRight, rbacRulesFor, streamEventVerdict } from '@sortie/domain';
import {
  MAX_STREAM_ANNOTATIONS,
  type TAnnotation,
  type TEventSender,
  type TRealtimeEvent,
  type TStreamClientEvent,
} from '@sortie/domain/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { ChannelHandler, ReceiveResult } from '../../realtime/index.ts';
import type { UsersService } from '../users/index.ts';
import type { Membership } from '../../access/index.ts';
import * as annotations from './annotations-repo.ts';
import { findStream } from './repo.ts';
import type { StreamRow } from './table.ts';

export type StreamChannelDeps = {
  db: Db;
  clock: Clock;
  users: Pick<UsersService, 'namesOf'>;
  findMembership(companyId: string, userId: string): Promise<Pick<Membership, 'role'> | null>;
  publish(streamId: string, event: TRealtimeEvent): void;
};

const refuse = (type: string, message: string): ReceiveResult => ({ ok: false, type, message });
const OK: ReceiveResult = { ok: true };

export function createStreamChannel(deps: StreamChannelDeps): ChannelHandler {
  const { db, clock } = deps;

  async function sender(userId: string): Promise<TEventSender> {
    const names = await deps.users.namesOf([userId]);
    return { id: userId, name: names.get(userId) ?? null };
  }

  async function controlEvent(row: StreamRow): Promise<TRealtimeEvent> {
    const controller = row.camera_controller_id ? await sender(row.camera_controller_id) : null;
    return {
      name: 'stream.camera_control',
      data: { locked: row.camera_control_locked, controller },
      by: await sender(row.host_id),
      at: clock.now().toISOString(),
    };
  }

  async function annotationsEvent(row: StreamRow, by: TEventSender): Promise<TRealtimeEvent> {
    const list: TAnnotation[] = await annotations.list(db, row.id, deps.users);
    return {
      name: 'stream.annotations_state',
      data: { annotations: list },
      by,
      at: clock.now().toISOString(),
    };
  }

  async function mayWatch(row: StreamRow, userId: string): Promise<boolean | null> {
    const member = await deps.findMembership(row.company_id, userId);
    if (!member) return null;
    return hasRight(rbacRulesFor(), 'Streams', 'GET', member.role);
  }

  return {
    async mayListen(id, userId) {
      const row = await findStream(db, id);
      // Another workspace's stream and no stream at all look the same.
      if (!row) return 'forbidden';
      const may = await mayWatch(row, userId);
      if (may === null) return 'not_member';
      return may ? 'ok' : 'forbidden';
    },

    async onSubscribe(id) {
      const row = await findStream(db, id);
      if (!row) return [];
      return [await controlEvent(row), await annotationsEvent(row, await sender(row.host_id))];
    },

    async receive(id, userId, event: TStreamClientEvent) {
      const row = await findStream(db, id);
      if (!row) return refuse('not_found', 'There is no such stream.');
      const may = await mayWatch(row, userId);
      if (may === null) {
        return refuse('user_not_part_of_company', 'You are not part of this workspace.');
      }
      if (row.status === 'ended') {
        return refuse('stream_ended', 'This stream has ended; start a new one to fly again.');
      }
      const verdict = streamEventVerdict(
        event.name,
        { mayWatch: may, isHost: row.host_id === userId, locked: row.camera_control_locked },
        event.name === 'drone_camera_command' ? event.data.request.command : undefined,
      );
      if (!verdict.ok) return refuse(verdict.type, verdict.message);
      const by = await sender(userId);
      const at = clock.now().toISOString();

      switch (event.name) {
        case 'camera_control': {
          const updated = await db
            .updateTable('streams')
            .set({ camera_control_locked: event.data.locked })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          deps.publish(id, await controlEvent(updated));
          return OK;
        }
        case 'drone_camera_command': {
          // Who the pilot sees in control: the last member whose command went through.
          if (event.data.request.command !== 'get_drone_camera_state') {
            const changed = await db
              .updateTable('streams')
              .set({ camera_controller_id: userId })
              .where('id', '=', id)
              .where((w) =>
                w.or([
                  w('camera_controller_id', 'is', null),
                  w('camera_controller_id', '!=', userId),
                ]),
              )
              .returningAll()
              .executeTakeFirst();
            if (changed) deps.publish(id, await controlEvent(changed));
          }
          deps.publish(id, { name: 'stream.drone_camera_command', data: event.data, by, at });
          return OK;
        }
        case 'annotations_request': {
          const request = event.data;
          if (request.action === 'add') {
            const added = await annotations.add(
              db,
              {
                id: randomUUID(),
                stream_id: id,
                author_id: userId,
                created_at: clock.now(),
                ...request.annotation,
              },
              MAX_STREAM_ANNOTATIONS,
            );
            if (!added) {
              return refuse(
                'annotation_limit',
                `This stream has ${MAX_STREAM_ANNOTATIONS} annotations; remove some before adding more.`,
              );
            }
          } else if (request.action === 'remove') {
            await annotations.remove(db, id, request.id);
          } else {
            await annotations.clear(db, id);
          }
          deps.publish(id, await annotationsEvent(row, by));
          return OK;
        }
        case 'drone_state':
          deps.publish(id, { name: 'stream.drone_state', data: event.data, by, at });
          return OK;
        case 'drone_camera_state':
          deps.publish(id, { name: 'stream.drone_camera_state', data: event.data, by, at });
          return OK;
        case 'weather_state':
          deps.publish(id, { name: 'stream.weather_state', data: event.data, by, at });
          return OK;
        case 'weather_request':
          deps.publish(id, { name: 'stream.weather_request', data: {}, by, at });
          return OK;
        case 'drone_camera_command_result':
          deps.publish(id, {
            name: 'stream.drone_camera_command_result',
            data: event.data,
            by,
            at,
          });
          return OK;
      }
    },
  };
}
