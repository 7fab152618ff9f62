// Confirmed dock actions (issue 11 §6; dji-cloud-api.md §6.1, §8): return home, cancel the
// return, cancel the task, and the remote-debug operations cover open/close and aircraft power
// on/off. Each answers with the dock's reply (result code and a sentence) instead of hiding it.
import { AppError } from '@sortie/domain';
import type { TDockActionName, TDockActionReply } from '@sortie/domain/contracts';
import { assertRight, type Membership } from '../../../access/index.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { isRecord, num, str } from '../envelope.ts';
import type { Gateway } from '../gateway.ts';
import * as docksRepo from '../repo.ts';
import { dockResultMessage } from './result-messages.ts';

/** Remote debugging (dock mode_code 2) must be open before these (§8). */
const NEEDS_DEBUG_MODE = new Set<TDockActionName>([
  'cover_open',
  'cover_close',
  'drone_open',
  'drone_close',
]);
const DEBUG_MODE = 2;

/** Long remote-debug operations answer after the mechanics moved: allow them longer. */
const LONG_TIMEOUT_MS = 30_000;

export function createDockActions(deps: { db: Db; clock: Clock; gateway: Gateway }) {
  const { db, gateway } = deps;

  /** The flight of the dock's latest flighttask_progress event, for cancel without an id. */
  function currentFlight(sn: string): string | null {
    for (const event of [...gateway.eventsOf(sn)].reverse()) {
      if (event.method !== 'flighttask_progress') continue;
      const output = isRecord(event.data.output) ? event.data.output : {};
      const ext = isRecord(output.ext) ? output.ext : {};
      return str(ext.flight_id) ?? str(event.data.flight_id);
    }
    return null;
  }

  return {
    async run(
      actor: Membership,
      dockId: string,
      action: TDockActionName,
      body: { flight_id?: string | undefined } | null | undefined,
    ): Promise<TDockActionReply> {
      assertRight(actor, 'Docks', 'POST');
      const dock = await docksRepo.getDock(db, actor.companyId, dockId);
      if (!dock) throw AppError.notFound('Dock');
      if (!gateway.store.isOnline(dock.sn, deps.clock.now()))
        throw AppError.conflict('dock_offline', 'The dock is offline: it cannot take commands.');
      const methods: string[] = [];
      const send = async (method: string, data: Record<string, unknown> = {}) => {
        methods.push(method);
        return gateway.commands.send(dock.sn, method, data, {
          ...(NEEDS_DEBUG_MODE.has(action) ? { timeoutMs: LONG_TIMEOUT_MS, retries: 0 } : {}),
        });
      };
      if (NEEDS_DEBUG_MODE.has(action)) {
        const mode = num(gateway.store.get(dock.sn)?.properties.mode_code);
        if (mode !== DEBUG_MODE) {
          const opened = await send('debug_mode_open');
          if (opened.result !== 0) return answer(action, methods, opened);
        }
      }
      let reply;
      if (action === 'cancel_task') {
        const flightId = body?.flight_id ?? currentFlight(dock.sn);
        if (!flightId)
          throw AppError.conflict('no_task', 'No task is running on this dock: nothing to cancel.');
        reply = await send('flighttask_undo', { flight_ids: [flightId] });
      } else {
        reply = await send(action);
      }
      return answer(action, methods, reply);
    },
  };
}

function answer(
  action: TDockActionName,
  methods: string[],
  reply: { result: number; output: Record<string, unknown> },
): TDockActionReply {
  return {
    action,
    methods,
    result: reply.result,
    message: dockResultMessage(reply.result),
    output: reply.output,
  };
}

export type DockActions = ReturnType<typeof createDockActions>;
