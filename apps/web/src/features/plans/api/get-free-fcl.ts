// GET /plans/free_fcl (public): the Free plan's feature limits, loaded while nobody is signed in
// (platform-core §4 "The free-plan limits are fetched when no user is signed in"). A failure shows
// 'Unable to fetch free fcl' (§8: code 400, 5 s) once per failed load.
import { NOTIFY_ERROR_MS } from '@sortie/domain';
import type { TGetFreeFclResponse } from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isCancelled } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { planKeys } from '../../../lib/query-keys.ts';

export const FREE_FCL_ERROR = 'Unable to fetch free fcl';

export const freeFclQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.freeFcl(),
    queryFn: ({ signal }) =>
      api.get<TGetFreeFclResponse>('/api/v4/plans/free_fcl', { auth: false, signal }),
    // The Free plan changes with a release, not during a visit.
    staleTime: 30 * 60_000,
  });

/** The Free plan's limits; `enabled` false (someone signed in) loads nothing. */
export function useFreeFcl(enabled = true) {
  const query = useQuery({ ...freeFclQueryOptions(), enabled });
  const failedAt = query.isError && !isCancelled(query.error) ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify(FREE_FCL_ERROR, { code: 400, timeout: NOTIFY_ERROR_MS });
  }, [failedAt]);
  return query;
}
