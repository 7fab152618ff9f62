// Starting tasks on the dock (dji-cloud-api.md §6.1, §6.4): flighttask_prepare then
// flighttask_execute, now or when a scheduled task's time comes (runDue, every few seconds).
// A conditional task (task_type 2) is only prepared: the dock says flighttask_ready when its
// conditions are met and it is executed then; one whose window ends unmet is undone and failed.
// A resumed task carries its break point in the prepare.
import { randomUUID } from 'node:crypto';
import * as docksRepo from '../repo.ts';
import { toDockState } from '../view.ts';
import { failedCodes, failedSentence, preflightChecks } from './checks.ts';
import { OUT_OF_CONTROL, said, type TaskContext, unreachable } from './context.ts';
import type { KmzServe } from './kmz-serve.ts';
import * as repo from './repo.ts';
import type { DockTaskWithDock } from './repo.ts';

/** A scheduled task this late is not flown any more. */
const MISSED_AFTER_MS = 10 * 60_000;
const TASK_TYPE = { immediate: 0, timed: 1, conditional: 2 } as const;

export function createScheduler(ctx: TaskContext, kmz: KmzServe) {
  const { db, clock, logger, deps, gateway } = ctx;
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  async function execute(task: DockTaskWithDock, bid: string): Promise<void> {
    const executed = await gateway.commands.send(
      task.dock_sn,
      'flighttask_execute',
      { flight_id: task.flight_id },
      { bid },
    );
    if (executed.result !== 0)
      return ctx.fail(
        task,
        `The dock did not start the task (flighttask_execute result ${executed.result}).`,
        said('execute_refused', { result: executed.result }),
      );
    deps.onChanged(task.company_id);
  }

  /** flighttask_prepare, then execute (not for a conditional task); claimed ('sent') first. */
  async function launch(task: DockTaskWithDock): Promise<void> {
    const bid = randomUUID();
    const conditional = task.task_type === 'conditional';
    // Waiting before the prepare: the dock may say flighttask_ready as soon as it has it.
    if (conditional) await repo.claimTask(db, task.id, 'sent', 'waiting');
    try {
      const prepared = await gateway.commands.send(
        task.dock_sn,
        'flighttask_prepare',
        {
          flight_id: task.flight_id,
          execute_time: task.execute_at.getTime(),
          task_type: TASK_TYPE[task.task_type],
          file: { url: await kmz.kmzUrl(task), fingerprint: task.kmz_md5 },
          ...(conditional
            ? {
                ready_conditions: {
                  battery_capacity: task.ready_battery_percent ?? 100,
                  begin_time: task.execute_at.getTime(),
                  end_time: task.ready_until?.getTime() ?? task.execute_at.getTime(),
                },
              }
            : {}),
          ...(task.break_point ? { break_point: task.break_point } : {}),
          rth_altitude: task.rth_altitude_m,
          rth_mode: 1,
          out_of_control_action: OUT_OF_CONTROL[task.out_of_control_action],
          exit_wayline_when_rc_lost: 1,
          wayline_precision_type: 0,
        },
        { bid },
      );
      if (prepared.result !== 0)
        return ctx.fail(
          task,
          `The dock refused the task (flighttask_prepare result ${prepared.result}).`,
          said('prepare_refused', { result: prepared.result }),
        );
      if (conditional) return deps.onChanged(task.company_id);
      await execute(task, bid);
    } catch (error) {
      await ctx.fail(
        task,
        ...unreachable(error, 'dock_unreachable', 'The dock could not be reached.'),
      );
      throw error;
    }
  }

  /** Weather and the aircraft judged when a task starts (range was judged when it was sent). */
  async function startChecks(
    task: DockTaskWithDock,
    skip: string[],
  ): Promise<[string, ReturnType<typeof failedCodes>] | null> {
    const dock = await docksRepo.getDock(db, task.company_id, task.dock_id);
    const checks = preflightChecks({
      state: dock ? toDockState(dock, gateway, clock.now()) : null,
      position: null,
      waypoints: [],
    }).filter((c) => c.key !== 'range' && !skip.includes(c.key));
    const sentence = failedSentence(checks);
    return sentence === null ? null : [sentence, failedCodes(checks)];
  }

  /** flighttask_ready: the dock's conditions are met; only the dock it was sent to says so. */
  async function onReady(sn: string, flightIds: string[]): Promise<void> {
    for (const flightId of flightIds) {
      const task = await repo.taskByFlightId(db, flightId);
      if (!task || task.dock_sn !== sn || task.task_type !== 'conditional') continue;
      if (!(await repo.claimTask(db, task.id, 'waiting', 'sent'))) continue;
      // The battery is the dock's condition; the weather is still ours to judge.
      const failed = await startChecks(task, ['battery']);
      if (failed) {
        await ctx.fail(task, ...failed);
        await undo(task);
        continue;
      }
      await execute(task, randomUUID()).catch((error: unknown) =>
        ctx.fail(task, ...unreachable(error, 'dock_no_answer', 'The dock did not answer.')),
      );
    }
  }

  async function undo(task: DockTaskWithDock): Promise<void> {
    await gateway.commands
      .send(task.dock_sn, 'flighttask_undo', { flight_ids: [task.flight_id] }, { retries: 0 })
      .catch((error: unknown) => logger.warn({ err: error }, 'dock tasks: undo not answered'));
  }

  /** Sends the scheduled tasks whose time has come; late ones are failed, unmet windows too. */
  async function runDue(): Promise<void> {
    const now = clock.now();
    for (const { id } of await repo.dueTasks(db, now)) {
      if (!(await repo.claimTask(db, id, 'scheduled', 'sent'))) continue;
      const task = await repo.taskById(db, id);
      if (!task) continue;
      const late =
        task.task_type === 'conditional'
          ? (task.ready_until?.getTime() ?? 0) < now.getTime()
          : now.getTime() - task.execute_at.getTime() > MISSED_AFTER_MS;
      if (late) {
        await ctx.fail(
          task,
          'The task missed its start time (the server or the dock was away).',
          said('missed_start'),
        );
        continue;
      }
      const conditional = task.task_type === 'conditional';
      const failed = conditional ? null : await startChecks(task, []);
      if (failed) {
        await ctx.fail(task, ...failed);
        continue;
      }
      await launch(task).catch(() => undefined);
    }
    for (const { id } of await repo.unmetConditional(db, now)) {
      if (!(await repo.claimTask(db, id, 'waiting', 'failed'))) continue;
      const task = await repo.taskById(db, id);
      if (!task) continue;
      await repo.updateTask(db, id, {
        finished_at: now,
        reason: `The dock's battery did not reach ${task.ready_battery_percent} % before the window ended.`,
        reason_codes: JSON.stringify(
          said('battery_not_reached', { percent: task.ready_battery_percent ?? 100 }),
        ),
      });
      await undo(task);
      deps.onChanged(task.company_id);
    }
  }

  return {
    launch,
    onReady,
    runDue,
    start(): void {
      const every = deps.schedulerMs ?? 5_000;
      if (every <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        runDue()
          .catch((error: unknown) => logger.warn({ err: error }, 'dock tasks: scheduler failed'))
          .finally(() => (running = false));
      }, every);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
