// The audit log: a workspace's (owners and admins) or every workspace's (Super Admin), newest
// first, a page at a time with the server's cursor; the CSV export takes the same filters.
import type { TAuditAction, TAuditEntity, TAuditLogPage } from '@sortie/domain/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveDownload } from '../../../lib/save-file.ts';

/** Whose log: one workspace, or (null) every workspace for platform staff. */
export type AuditScope = { companyId: string | null };

export interface AuditFilters {
  entity: TAuditEntity | '';
  action: TAuditAction | '';
  /** yyyy-mm-dd (local day), or ''. */
  from: string;
  to: string;
  /** Super Admin page: one workspace's id, or ''. */
  companyId: string;
}

export const NO_FILTERS: AuditFilters = { entity: '', action: '', from: '', to: '', companyId: '' };

const PAGE = 50;

function basePath(scope: AuditScope): string {
  return scope.companyId
    ? `/api/v4/company/${encodeURIComponent(scope.companyId)}/audit-log`
    : '/api/v4/audit-log';
}

/** Local day boundaries as instants: `to` includes its whole day. */
function queryOf(filters: AuditFilters, scope: AuditScope) {
  const day = (d: string, plusOne: boolean) => {
    const at = new Date(`${d}T00:00:00`);
    if (plusOne) at.setDate(at.getDate() + 1);
    return at.toISOString();
  };
  return {
    entity: filters.entity || undefined,
    action: filters.action || undefined,
    from: filters.from ? day(filters.from, false) : undefined,
    to: filters.to ? day(filters.to, true) : undefined,
    company_id: !scope.companyId && filters.companyId ? filters.companyId : undefined,
  };
}

export function useAuditLog(scope: AuditScope, filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['audit-log', scope.companyId ?? 'all', filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<TAuditLogPage>(basePath(scope), {
        signal,
        query: { ...queryOf(filters, scope), limit: PAGE, cursor: pageParam },
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export async function exportAuditCsv(scope: AuditScope, filters: AuditFilters): Promise<string> {
  const file = await api.download(`${basePath(scope)}/csv`, { query: queryOf(filters, scope) });
  return saveDownload(file, 'audit-log.csv');
}
