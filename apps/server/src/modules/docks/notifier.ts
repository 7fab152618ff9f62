// Realtime for docks. `docks.changed` hints on the workspace's channel for list changes (bound,
// unbound, updated, tasks): the web refetches. Live state is pushed itself (`docks.state` on the
// workspace's docks channel, decision 302): coalesced per dock by state-push.ts, computed when it
// is sent so the latest state wins. Serials of unbound docks map to no dock and tell no one.
import { DOCK_STATE_PUSH_WINDOW_MS, type TDockState } from '@sortie/domain/contracts';
import type { Db } from '../../db/database.ts';
import * as repo from './repo.ts';
import { createCoalescer } from './state-push.ts';
import type { DockRow } from './table.ts';

export type DocksChange = {
  companyId: string;
  action: 'bound' | 'unbound' | 'updated' | 'tasks';
};
export type DockStatePush = { companyId: string; state: TDockState };

export function createChangeNotifier(deps: {
  db: Db;
  /** The state GET docks/states would answer for this dock now. */
  view: (row: DockRow) => TDockState;
  windowMs?: number;
}) {
  /** Dock and aircraft serials → the bound dock. */
  const dockOf = new Map<string, DockRow>();
  const listeners: ((change: DocksChange) => void)[] = [];
  const stateListeners: ((push: DockStatePush) => void)[] = [];
  const push = createCoalescer(deps.windowMs ?? DOCK_STATE_PUSH_WINDOW_MS, (sn) => {
    const row = dockOf.get(sn);
    if (!row || stateListeners.length === 0) return;
    const state = deps.view(row);
    for (const listener of stateListeners) listener({ companyId: row.company_id, state });
  });

  return {
    listen(listener: (change: DocksChange) => void): void {
      listeners.push(listener);
    },
    listenStates(listener: (push: DockStatePush) => void): void {
      stateListeners.push(listener);
    },
    /** Re-reads the bound docks (after a bind, an unbind or an edit). */
    async reload(): Promise<void> {
      const rows = await repo.allDocks(deps.db);
      dockOf.clear();
      for (const row of rows) {
        dockOf.set(row.sn, row);
        if (row.drone_sn) dockOf.set(row.drone_sn, row);
      }
      push.retain(new Set(rows.map((row) => row.sn)));
    },
    /** Serials of the bound docks (not their aircraft): what docks online counts. */
    dockSerials(): string[] {
      return [...new Set([...dockOf.values()].map((row) => row.sn))];
    },
    changed(companyId: string, action: DocksChange['action']): void {
      for (const listener of listeners) listener({ companyId, action });
    },
    /** A dock's or its aircraft's live state changed. */
    serialChanged(sn: string): void {
      const row = dockOf.get(sn);
      if (row) push.changed(row.sn);
    },
    close(): void {
      push.close();
    },
  };
}
