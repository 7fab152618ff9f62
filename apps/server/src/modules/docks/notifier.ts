// Realtime hints for docks (`docks.changed` on the workspace's channel). Live pushes arrive at
// 0.5–1 Hz per dock, so `state` hints are throttled per workspace: the first goes at once, the
// rest at most once per THROTTLE_MS (the web refetches docks/states on each). Serials of
// unbound docks map to no workspace and tell no one.
import type { Db } from '../../db/database.ts';
import * as repo from './repo.ts';

export type DocksChange = { companyId: string; action: 'bound' | 'unbound' | 'updated' | 'state' };

export const THROTTLE_MS = 1_000;

export function createChangeNotifier(deps: { db: Db }) {
  const companyOf = new Map<string, string>();
  const listeners: ((change: DocksChange) => void)[] = [];
  const lastSent = new Map<string, number>();
  const trailing = new Map<string, NodeJS.Timeout>();

  const emit = (change: DocksChange) => {
    for (const listener of listeners) listener(change);
  };

  return {
    listen(listener: (change: DocksChange) => void): void {
      listeners.push(listener);
    },
    /** Re-reads serial → workspace (after a bind or unbind). */
    async reload(): Promise<void> {
      const rows = await repo.boundSerials(deps.db);
      companyOf.clear();
      for (const row of rows) {
        companyOf.set(row.sn, row.company_id);
        if (row.drone_sn) companyOf.set(row.drone_sn, row.company_id);
      }
    },
    changed(companyId: string, action: DocksChange['action']): void {
      emit({ companyId, action });
    },
    serialChanged(sn: string): void {
      const companyId = companyOf.get(sn);
      if (!companyId) return;
      const since = Date.now() - (lastSent.get(companyId) ?? 0);
      if (since >= THROTTLE_MS) {
        lastSent.set(companyId, Date.now());
        emit({ companyId, action: 'state' });
        return;
      }
      if (trailing.has(companyId)) return;
      const timer = setTimeout(() => {
        trailing.delete(companyId);
        lastSent.set(companyId, Date.now());
        emit({ companyId, action: 'state' });
      }, THROTTLE_MS - since);
      timer.unref();
      trailing.set(companyId, timer);
    },
    close(): void {
      for (const timer of trailing.values()) clearTimeout(timer);
      trailing.clear();
    },
  };
}
