// Flight authority (issue 11 §4, §6; dji-cloud-api.md §4.1). Sortie grabs it for a member with
// `flight_authority_grab` (or `payload_authority_grab`) and records who holds it. While someone
// holds it, another member's request waits for the holder's answer (the action route); the
// holder, or a manager, releases it. The aircraft's own `control_source` is shown beside it.
// The holder is kept in dock_authority (decision 313) so a restart remembers who flies; load()
// fills the maps at start. Waiting requests stay in memory: they wait for an answer in a
// browser that a restart has dropped anyway.
import { AppError } from '@sortie/domain';
import type { TAuthorityRequestResponse, TAuthorityState } from '@sortie/domain/contracts';
import { hasRight, rbacRulesFor } from '@sortie/domain';
import { assertRight, type Membership } from '../../../access/index.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import { str } from '../envelope.ts';
import type { Gateway } from '../gateway.ts';
import * as docksRepo from '../repo.ts';
import { dockResultMessage } from '../actions/result-messages.ts';

type Holder = NonNullable<TAuthorityState['holder']>;
type Pending = TAuthorityState['pending'][number];
type Domain = Pending['domain'];

const RULES = rbacRulesFor();
/** Waiting requests kept per dock (one per member). */
const PENDING_MAX = 20;

export function createAuthority(deps: {
  db: Db;
  clock: Clock;
  gateway: Gateway;
  namesOf: (ids: readonly string[]) => Promise<Map<string, string | null>>;
}) {
  const { db, clock, gateway } = deps;
  const holders = new Map<string, Holder>();
  const pending = new Map<string, Pending[]>();

  async function dockOr404(companyId: string, id: string) {
    const row = await docksRepo.getDock(db, companyId, id);
    if (!row) throw AppError.notFound('Dock');
    return row;
  }
  const nameOf = async (userId: string) => (await deps.namesOf([userId])).get(userId) ?? 'A member';

  function stateOf(dockSn: string, droneSn: string | null): TAuthorityState {
    const drone = droneSn ? gateway.store.get(droneSn)?.properties : undefined;
    return {
      holder: holders.get(dockSn) ?? null,
      control_source: drone ? str(drone.control_source) : null,
      pending: pending.get(dockSn) ?? [],
    };
  }

  function remember(sn: string, holder: Holder | null): void {
    if (holder) {
      holders.set(sn, holder);
      gateway.authority.set(sn, { name: holder.name, profile_picture: holder.profile_picture });
    } else {
      holders.delete(sn);
      gateway.authority.delete(sn);
    }
  }

  async function setHolder(dockId: string, sn: string, holder: Holder | null): Promise<void> {
    if (holder)
      await db
        .insertInto('dock_authority')
        .values({
          dock_id: dockId,
          user_id: holder.user_id,
          name: holder.name,
          profile_picture: holder.profile_picture,
          since: new Date(holder.since),
        })
        .onConflict((oc) =>
          oc.column('dock_id').doUpdateSet((eb) => ({
            user_id: eb.ref('excluded.user_id'),
            name: eb.ref('excluded.name'),
            profile_picture: eb.ref('excluded.profile_picture'),
            since: eb.ref('excluded.since'),
          })),
        )
        .execute();
    else await db.deleteFrom('dock_authority').where('dock_id', '=', dockId).execute();
    remember(sn, holder);
    gateway.changed(sn);
  }

  /** Sends the grab; a refusal is a 409 that names the dock's code. */
  async function grab(sn: string, domain: Domain, payloadIndex: string | null): Promise<void> {
    const reply =
      domain === 'payload'
        ? await gateway.commands.send(sn, 'payload_authority_grab', {
            payload_index: payloadIndex ?? '',
          })
        : await gateway.commands.send(sn, 'flight_authority_grab', {});
    if (reply.result !== 0)
      throw AppError.conflict('authority_refused', dockResultMessage(reply.result));
  }

  async function grant(
    dock: { id: string; sn: string },
    userId: string,
    domain: Domain,
    index: string | null,
  ) {
    const sn = dock.sn;
    await grab(sn, domain, index);
    if (domain === 'flight')
      await setHolder(dock.id, sn, {
        user_id: userId,
        name: await nameOf(userId),
        profile_picture: null,
        since: clock.now().toISOString(),
      });
  }

  return {
    /** Fills the holders from dock_authority (at start). */
    async load(): Promise<void> {
      const rows = await db
        .selectFrom('dock_authority')
        .innerJoin('docks', 'docks.id', 'dock_authority.dock_id')
        .select([
          'docks.sn',
          'dock_authority.user_id',
          'dock_authority.name',
          'dock_authority.profile_picture',
          'dock_authority.since',
        ])
        .execute();
      for (const row of rows)
        remember(row.sn, {
          user_id: row.user_id,
          name: row.name,
          profile_picture: row.profile_picture,
          since: row.since.toISOString(),
        });
    },

    async state(actor: Membership, dockId: string): Promise<TAuthorityState> {
      assertRight(actor, 'Docks', 'GET');
      const dock = await dockOr404(actor.companyId, dockId);
      return stateOf(dock.sn, dock.drone_sn);
    },

    async request(
      actor: Membership,
      dockId: string,
      body: { domain: Domain; payload_index?: string | undefined },
    ): Promise<TAuthorityRequestResponse> {
      assertRight(actor, 'Docks', 'POST');
      const dock = await dockOr404(actor.companyId, dockId);
      if (body.domain === 'payload' && !body.payload_index)
        throw AppError.validation('A payload authority request names its payload_index.');
      const index = body.payload_index ?? null;
      const holder = holders.get(dock.sn);
      let accepted: boolean | null = true;
      if (!holder || holder.user_id === actor.userId) {
        await grant(dock, actor.userId, body.domain, index);
      } else {
        // Someone else flies: the request waits for their answer.
        const list = (pending.get(dock.sn) ?? []).filter((p) => p.user_id !== actor.userId);
        if (list.length >= PENDING_MAX)
          throw new AppError(
            'too_many_requests',
            422,
            'Too many members are waiting for this dock. Ask the pilot directly.',
          );
        list.push({
          user_id: actor.userId,
          name: await nameOf(actor.userId),
          domain: body.domain,
          payload_index: index,
          at: clock.now().toISOString(),
        });
        pending.set(dock.sn, list);
        gateway.changed(dock.sn);
        accepted = null;
      }
      return {
        user_id: actor.userId,
        domain: body.domain,
        payload_index: index,
        accepted,
        authority: stateOf(dock.sn, dock.drone_sn),
      };
    },

    /** The holder answers a waiting request. */
    async action(
      actor: Membership,
      dockId: string,
      holderId: string,
      body: { user_id: string; accepted: boolean },
    ): Promise<TAuthorityState> {
      assertRight(actor, 'Docks', 'POST');
      const dock = await dockOr404(actor.companyId, dockId);
      const holder = holders.get(dock.sn);
      if (!holder || holder.user_id !== holderId || holderId !== actor.userId)
        throw AppError.forbidden('Only the member who holds flight authority can answer.');
      const list = pending.get(dock.sn) ?? [];
      const request = list.find((p) => p.user_id === body.user_id);
      if (!request) throw AppError.notFound('Authority request');
      pending.set(
        dock.sn,
        list.filter((p) => p !== request),
      );
      if (body.accepted) await grant(dock, request.user_id, request.domain, request.payload_index);
      gateway.changed(dock.sn);
      return stateOf(dock.sn, dock.drone_sn);
    },

    async release(actor: Membership, dockId: string): Promise<TAuthorityState> {
      assertRight(actor, 'Docks', 'POST');
      const dock = await dockOr404(actor.companyId, dockId);
      const holder = holders.get(dock.sn);
      const manager = hasRight(RULES, 'Docks', 'PATCH', actor.role);
      if (holder && holder.user_id !== actor.userId && !manager)
        throw AppError.forbidden('Only the holder or a manager can release flight authority.');
      await setHolder(dock.id, dock.sn, null);
      return stateOf(dock.sn, dock.drone_sn);
    },
  };
}

export type Authority = ReturnType<typeof createAuthority>;
