// /data_verification (public; the token goes along when signed in so the run is the user's).
import type {
  TCreateDataVerificationRequest,
  TDataVerificationRun,
  TDataVerificationSummary,
  TDataVerificationTrialResponse,
  TListDataVerificationResponse,
} from '@sortie/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { visitorId } from './visitor-id.ts';

const BASE = '/api/v4/data_verification';
export const dataCheckKeys = {
  runs: (signedIn: boolean) => ['data-verification', 'runs', signedIn] as const,
};

export function countTrial(
  signedIn: boolean,
  companyId?: string,
): Promise<TDataVerificationTrialResponse> {
  return api.patch<TDataVerificationTrialResponse>(
    `${BASE}/trial`,
    { visitor_id: visitorId(), ...(signedIn && companyId ? { company_id: companyId } : {}) },
    { auth: signedIn },
  );
}

export function createRun(
  signedIn: boolean,
  body: Omit<TCreateDataVerificationRequest, 'visitor_id'>,
): Promise<TDataVerificationRun> {
  return api.post<TDataVerificationRun>(
    BASE,
    { visitor_id: visitorId(), ...body },
    { auth: signedIn },
  );
}

export function attachResult(
  signedIn: boolean,
  id: string,
  summary: TDataVerificationSummary,
): Promise<TDataVerificationRun> {
  return api.patch<TDataVerificationRun>(
    `${BASE}/result`,
    { id, visitor_id: visitorId(), summary },
    { auth: signedIn },
  );
}

export const pastRunsQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: dataCheckKeys.runs(signedIn),
    queryFn: ({ signal }) =>
      api.get<TListDataVerificationResponse>(BASE, {
        auth: signedIn,
        signal,
        query: signedIn ? { limit: 10 } : { limit: 10, visitor_id: visitorId() },
      }),
  });

export function usePastRuns(signedIn: boolean) {
  return useQuery(pastRunsQueryOptions(signedIn));
}
