// GET, POST (multipart, field "file": a GeoTIFF, with upload progress) and DELETE
// /company/{c}/sites/{id}/elevation_model: the site's custom DEM.
import type { TElevationModel, TElevationModelResponse } from '@sortie/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { siteKeys } from '../../../lib/query-keys.ts';
import { modelPath } from './paths.ts';

export function getElevationModel(
  companyId: string,
  siteId: string,
  signal?: AbortSignal,
): Promise<TElevationModelResponse> {
  return api.get<TElevationModelResponse>(modelPath(companyId, siteId), { signal });
}

export const elevationModelQueryOptions = (companyId: string, siteId: string) =>
  queryOptions({
    queryKey: siteKeys.elevationModel(companyId, siteId),
    queryFn: ({ signal }) => getElevationModel(companyId, siteId, signal),
  });

export function useElevationModel(companyId: string, siteId: string, enabled = true) {
  return useQuery({ ...elevationModelQueryOptions(companyId, siteId), enabled });
}

export function deleteElevationModel(companyId: string, siteId: string): Promise<void> {
  return api.delete<void>(modelPath(companyId, siteId));
}

export function useDeleteElevationModel(companyId: string, siteId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteElevationModel(companyId, siteId),
    // The site's source went back to None: refetch the site, the model and the heat map.
    onSettled: () => qc.invalidateQueries({ queryKey: siteKeys.all(companyId) }),
  });
}

export function uploadElevationModel(
  companyId: string,
  siteId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<TElevationModel> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<TElevationModel>(modelPath(companyId, siteId), form, {
    onUploadProgress: onProgress,
    signal,
  });
}

/** The upload mutation, its progress (0–1, null while idle) and a way to cancel it. */
export function useUploadElevationModel(companyId: string, siteId: string) {
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [controller, setController] = useState<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const abort = new AbortController();
      setController(abort);
      setProgress(0);
      return uploadElevationModel(companyId, siteId, file, setProgress, abort.signal);
    },
    onSettled: () => {
      setProgress(null);
      setController(null);
      // The site's source is Custom now and its heights changed.
      return qc.invalidateQueries({ queryKey: siteKeys.all(companyId) });
    },
  });
  return { ...mutation, progress, cancel: () => controller?.abort() };
}
