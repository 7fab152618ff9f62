// Imported zone files (platform staff): list, import (a same-named file is replaced), delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ZoneFileFormat = 'geojson' | 'kml' | 'kmz' | 'openaip';

export type ZoneFile = {
  id: string;
  name: string;
  format: ZoneFileFormat;
  source: string;
  zone_count: number;
  imported_at: string;
};

const KEY = ['airspace', 'zone-files'];

export function useZoneFiles() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      api.get<{ files: ZoneFile[] }>('/api/v4/airspace/zone-files', { signal }),
  });
}

export function useImportZoneFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      name: string;
      format: ZoneFileFormat;
      source: string;
      content: string;
      cls: string;
    }) =>
      api.post<ZoneFile & { skipped: number }>('/api/v4/airspace/zone-files', {
        name: v.name,
        format: v.format,
        source: v.source,
        content: v.content,
        defaults: { class: v.cls },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['airspace'] }),
  });
}

export function useDeleteZoneFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<void>(`/api/v4/airspace/zone-files/${encodeURIComponent(id)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: ['airspace'] }),
  });
}
