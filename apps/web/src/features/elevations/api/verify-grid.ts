// POST /company/{c}/sites/verifyelevationgrid: gaps of the site's elevation data.
import type { TVerifyElevationGridResponse } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { verifyPath } from './paths.ts';

export function verifyElevationGrid(
  companyId: string,
  siteId: string,
): Promise<TVerifyElevationGridResponse> {
  return api.post<TVerifyElevationGridResponse>(verifyPath(companyId), { site_id: siteId });
}

export function useVerifyElevationGrid(companyId: string) {
  return useMutation({
    mutationFn: (siteId: string) => verifyElevationGrid(companyId, siteId),
  });
}
