// Dock flight tasks (issue 11 §7-8, docs/decisions/301, 311): a saved WPML mission sent to a
// bound dock, now, at a time or when its conditions are met, and resumed from its break point.
// The parts, by concept: send.ts (checks, conflicts, send, resume), scheduler.ts (prepare and
// execute, due tasks, conditional windows), progress-events.ts (the dock's progress and ready
// events, the flown part recorded), kmz-serve.ts (the signed download and flighttask_resource_get).
// This file puts them together and holds the queries and the mid-task commands.
import { AppError } from '@sortie/domain';
import {
  DOCK_TASK_DONE,
  type TDockTask,
  type TDockTaskPreview,
  type TDockTaskQueueResponse,
  type TDockTaskResumeRequest,
  type ZSendToDockRequest,
} from '@sortie/domain/contracts';
import type { z } from 'zod';
import { assertRight, type Membership } from '../../../access/index.ts';
import { queueConflicts } from './conflicts.ts';
import { createContext, DAY_MS, footprintOf, said, toTask, type DockTasksDeps } from './context.ts';
import { createKmzServe } from './kmz-serve.ts';
import { createProgressEvents } from './progress-events.ts';
import * as repo from './repo.ts';
import { createScheduler } from './scheduler.ts';
import { createSend } from './send.ts';

export type { DockTasksDeps } from './context.ts';
type SendInput = z.output<typeof ZSendToDockRequest>;

export function createDockTasks(deps: DockTasksDeps) {
  const ctx = createContext(deps);
  const { db, clock, gateway } = ctx;
  const kmz = createKmzServe(ctx);
  const scheduler = createScheduler(ctx, kmz);
  const events = createProgressEvents(ctx, scheduler.onReady);
  const sending = createSend(ctx, scheduler.launch);
  const unsubscribers: (() => Promise<void>)[] = [];

  const fresh = async (actor: Membership, id: string) => toTask(await ctx.taskOr404(actor, id));

  return {
    async start(): Promise<void> {
      unsubscribers.push(await deps.link.subscribe('thing/product/+/events', events.onEvent));
      scheduler.start();
    },
    async close(): Promise<void> {
      scheduler.stop();
      for (const off of unsubscribers.splice(0)) await off().catch(() => undefined);
      await events.settle();
    },
    runDue: scheduler.runDue,
    kmz: kmz.kmz,

    /** The checks and conflicts the Send to dock dialog shows. */
    check(actor: Membership, dockId: string, input: SendInput): Promise<TDockTaskPreview> {
      return sending.check(actor, dockId, input);
    },

    async send(actor: Membership, dockId: string, input: SendInput): Promise<TDockTask> {
      return fresh(actor, await sending.send(actor, dockId, input));
    },

    async resume(actor: Membership, id: string, input: TDockTaskResumeRequest): Promise<TDockTask> {
      return fresh(actor, await sending.resume(actor, id, input));
    },

    async list(actor: Membership, dockId: string): Promise<TDockTask[]> {
      assertRight(actor, 'Docks', 'GET');
      await ctx.dockOr404(actor, dockId);
      const since = new Date(clock.now().getTime() - 7 * DAY_MS);
      return (await repo.listTasks(db, actor.companyId, { dockId, doneSince: since })).map(toTask);
    },

    async queue(actor: Membership, includeDone: boolean): Promise<TDockTaskQueueResponse> {
      assertRight(actor, 'Docks', 'GET');
      const since = includeDone ? new Date(clock.now().getTime() - 7 * DAY_MS) : undefined;
      const rows = await repo.listTasks(db, actor.companyId, { doneSince: since });
      const open = rows.filter((r) => !DOCK_TASK_DONE.includes(r.status));
      return { tasks: rows.map(toTask), conflicts: queueConflicts(open.map(footprintOf)) };
    },

    async get(actor: Membership, id: string): Promise<TDockTask> {
      assertRight(actor, 'Docks', 'GET');
      return fresh(actor, id);
    },

    /** Return to home mid-task: the aircraft leaves the wayline and lands in the dock. */
    async returnHome(actor: Membership, id: string): Promise<TDockTask> {
      assertRight(actor, 'Docks', 'POST');
      const task = await ctx.taskOr404(actor, id);
      if (task.status !== 'in_progress' && task.status !== 'paused')
        throw AppError.rule(
          'not_flying',
          'The task is not flying; there is nothing to bring home.',
        );
      const reply = await gateway.commands.send(task.dock_sn, 'return_home', {});
      if (reply.result !== 0)
        throw new AppError(
          'dock_refused',
          502,
          `The dock refused return to home (result ${reply.result}).`,
        );
      return fresh(actor, id);
    },

    /** Cancel: a queued task is dropped; a sent, waiting or flying one is undone on the dock. */
    async cancel(actor: Membership, id: string): Promise<TDockTask> {
      assertRight(actor, 'Docks', 'POST');
      const task = await ctx.taskOr404(actor, id);
      if (DOCK_TASK_DONE.includes(task.status))
        throw AppError.rule('task_done', 'The task has already ended.');
      if (
        (await repo.claimTask(db, id, 'scheduled', 'canceled')) ||
        (await repo.claimTask(db, id, 'waiting', 'canceled'))
      ) {
        await repo.updateTask(db, id, {
          finished_at: clock.now(),
          reason: 'Canceled.',
          reason_codes: JSON.stringify(said('canceled')),
        });
      }
      if (task.status !== 'scheduled') {
        const reply = await gateway.commands.send(task.dock_sn, 'flighttask_undo', {
          flight_ids: [task.flight_id],
        });
        // Docks that cannot undo a started wayline are brought home instead.
        if (reply.result !== 0 && task.status !== 'waiting')
          await gateway.commands.send(task.dock_sn, 'return_home', {});
      }
      deps.onChanged(actor.companyId);
      return fresh(actor, id);
    },
  };
}

export type DockTasks = ReturnType<typeof createDockTasks>;
