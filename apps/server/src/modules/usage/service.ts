// Staff screens (platform-core §2 ProductUsageOverview, GovernanceOverview), behind the meta
// rights CompaniesUsage GET and Governance GET. This module owns no tables and reads none: the
// workspaces, users and auth modules answer through their services (UsageSources), and sites,
// missions and storage through counters they register (UsageCounters); a counter not registered
// yet reports 0. One call per source, never one per workspace.
import type {
  TCompanyUsage,
  TCompanyUsageQuery,
  TCompanyUsageResponse,
  TGovernanceResponse,
} from '@sortie/domain/contracts';
import type { Clock } from '../../clock.ts';
import { assertMetaRight } from '../../access/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { UsersService } from '../users/index.ts';
import type { WorkspacesService } from '../workspaces/index.ts';

/** What the staff reports read of other modules, through their services. */
export type UsageSources = {
  workspaces: Pick<WorkspacesService, 'overview'>;
  users: Pick<UsersService, 'count' | 'signupDatesSince'>;
  auth: Pick<AuthService, 'countActiveSessions'>;
};

/** Per-workspace totals one module reports (workspace id → count). */
export type UsageCounter = () => Promise<Map<string, number>>;
export type UsageCounters = Partial<Record<'sites' | 'missions' | 'storage_bytes', UsageCounter>>;

export type UsageService = ReturnType<typeof createUsageService>;

const WEEK_MS = 7 * 24 * 3600 * 1000;
const WEEKS = 12;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 24 * 3600 * 1000);
}

export function createUsageService(
  deps: UsageSources & { clock: Clock; counters?: UsageCounters },
) {
  const { clock } = deps;
  const counters: UsageCounters = { ...deps.counters };

  async function count(key: keyof UsageCounters): Promise<Map<string, number>> {
    const counter = counters[key];
    return counter ? counter() : new Map();
  }

  return {
    /** Lets a module built later (sites, missions, files) report its totals. */
    registerCounter(key: keyof UsageCounters, counter: UsageCounter): void {
      counters[key] = counter;
    },

    async companies(
      metaRoles: readonly string[],
      query: TCompanyUsageQuery,
    ): Promise<TCompanyUsageResponse> {
      assertMetaRight(metaRoles, 'CompaniesUsage', 'GET');
      const [rows, sites, missions, storage] = await Promise.all([
        deps.workspaces.overview.companies(query.include_personal),
        count('sites'),
        count('missions'),
        count('storage_bytes'),
      ]);
      const all = rows.map((r): TCompanyUsage => ({
        id: r.id,
        name: r.name,
        personal_space: r.personal_space,
        plan: { name: r.plan_name, key: r.plan_key },
        members: Number(r.members ?? 0),
        sites: sites.get(r.id) ?? 0,
        missions: missions.get(r.id) ?? 0,
        storage_bytes: storage.get(r.id) ?? 0,
        last_activity: r.last_activity ? new Date(r.last_activity).toISOString() : null,
        created_at: r.created_at.toISOString(),
      }));
      // Sorted in memory: the counters come from other modules. Fine for the hundreds of
      // workspaces a self-hosted install has; a materialised view is the next step.
      const key = query.sort_by;
      const dir = query.sort_order === 'asc' ? 1 : -1;
      const value = (c: TCompanyUsage): string | number =>
        key === 'name'
          ? c.name.toLowerCase()
          : key === 'last_activity' || key === 'created_at'
            ? (c[key] ?? '')
            : c[key];
      all.sort((a, b) => {
        const va = value(a);
        const vb = value(b);
        if (va === vb) return a.id < b.id ? -1 : 1;
        return va < vb ? -dir : dir;
      });
      const start = (query.page - 1) * query.limit;
      return {
        companies: all.slice(start, start + query.limit),
        total: all.length,
        page: query.page,
        limit: query.limit,
      };
    },

    async governance(metaRoles: readonly string[]): Promise<TGovernanceResponse> {
      assertMetaRight(metaRoles, 'Governance', 'GET');
      const now = clock.now();
      const first = new Date(weekStart(now).getTime() - (WEEKS - 1) * WEEK_MS);
      const [users, workspaces, activeSessions, signups] = await Promise.all([
        deps.users.count(),
        deps.workspaces.overview.counts(),
        deps.auth.countActiveSessions(now),
        deps.users.signupDatesSince(first),
      ]);
      const totals = { users, ...workspaces, active_sessions: activeSessions };
      const weeks = Array.from({ length: WEEKS }, (_, i) => ({
        week_start: new Date(first.getTime() + i * WEEK_MS).toISOString(),
        count: 0,
      }));
      for (const date of signups) {
        const index = Math.floor((weekStart(date).getTime() - first.getTime()) / WEEK_MS);
        const week = weeks[index];
        if (week) week.count += 1;
      }
      return { ...totals, signups_per_week: weeks };
    },
  };
}
