// Commands to a gateway (dji-cloud-api.md §1.3, §10): published on thing/product/{gw}/services,
// matched to services_reply by tid (bid checked, a mismatch only logged: some firmware answered
// with the wrong one), with a timeout and a bounded number of re-sends, each with a new tid.
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { command, isRecord, num, type Envelope } from './envelope.ts';

export type CommandResult = { result: number; output: Record<string, unknown>; raw: Envelope };

export type CommandOptions = {
  timeoutMs: number;
  /** Re-sends after the first attempt timed out. */
  retries: number;
};

type Pending = {
  bid: string;
  resolve: (value: CommandResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

export function createCommands(deps: {
  publish: (gatewaySn: string, payload: string) => Promise<void>;
  clock: Clock;
  logger: FastifyBaseLogger;
  defaults: CommandOptions;
}) {
  const pending = new Map<string, Pending>();

  function attempt(
    gatewaySn: string,
    method: string,
    data: Record<string, unknown>,
    bid: string,
    timeoutMs: number,
  ): Promise<CommandResult | null> {
    const tid = randomUUID();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(tid);
        resolve(null);
      }, timeoutMs);
      pending.set(tid, { bid, resolve, reject, timer });
      deps
        .publish(gatewaySn, command(method, data, { tid, bid }, deps.clock.now()))
        .catch((error: unknown) => {
          clearTimeout(timer);
          pending.delete(tid);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
  }

  return {
    /** Sends and waits for the reply; 504 after every attempt timed out. */
    async send(
      gatewaySn: string,
      method: string,
      data: Record<string, unknown> = {},
      options: Partial<CommandOptions> & { bid?: string } = {},
    ): Promise<CommandResult> {
      const { timeoutMs, retries } = { ...deps.defaults, ...options };
      const bid = options.bid ?? randomUUID();
      for (let i = 0; i <= retries; i += 1) {
        const reply = await attempt(gatewaySn, method, data, bid, timeoutMs);
        if (reply) return reply;
      }
      throw new AppError(
        'dock_timeout',
        504,
        `The dock did not answer ${method} after ${retries + 1} attempts.`,
      );
    },
    /** A services_reply: settles the command with its tid; true when one was waiting. */
    settle(reply: Envelope): boolean {
      if (!reply.tid) return false;
      const waiting = pending.get(reply.tid);
      if (!waiting) return false;
      if (reply.bid && reply.bid !== waiting.bid) {
        deps.logger.warn(
          { tid: reply.tid },
          'docks: services_reply with another bid; matched by tid',
        );
      }
      clearTimeout(waiting.timer);
      pending.delete(reply.tid);
      const output = reply.data.output;
      waiting.resolve({
        // A result sent as a string counts too; none at all is success (property/set replies).
        result: num(reply.data.result) ?? 0,
        output: isRecord(output) ? output : {},
        raw: reply,
      });
      return true;
    },
    pendingCount: () => pending.size,
    close(): void {
      for (const [tid, p] of pending) {
        clearTimeout(p.timer);
        pending.delete(tid);
        p.reject(new AppError('dock_link_closed', 503, 'The dock link closed.'));
      }
    },
  };
}

export type Commands = ReturnType<typeof createCommands>;
