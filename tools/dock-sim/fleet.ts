// Many simulated docks in one process (issue 11 item 9), each with its own serials.
import { randomBytes } from 'node:crypto';
import { SimulatedDock, type SimDockOptions } from './dock.ts';

export type FleetOptions = Omit<SimDockOptions, 'sn' | 'droneSn'> & {
  count: number;
  /** Serial prefix; a random one by default, so runs never collide. */
  prefix?: string;
};

/** Serials are alphanumeric only (the topic rule of §1.2). */
export function simSerials(prefix: string, index: number) {
  const n = String(index + 1).padStart(3, '0');
  return { sn: `${prefix}D${n}`, droneSn: `${prefix}A${n}` };
}

export async function startFleet(options: FleetOptions) {
  const prefix = options.prefix ?? `SIM${randomBytes(4).toString('hex').toUpperCase()}`;
  const docks = Array.from({ length: options.count }, (_, i) => {
    const { sn, droneSn } = simSerials(prefix, i);
    return new SimulatedDock({ ...options, sn, droneSn });
  });
  const results = [];
  // One after another: a code for N docks binds them in turn, and the broker is not flooded.
  for (const dock of docks) results.push(await dock.start());
  return {
    docks,
    results,
    async stop() {
      await Promise.all(docks.map((d) => d.stop()));
    },
  };
}
