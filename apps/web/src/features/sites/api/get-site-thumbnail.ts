// GET the site's SVG thumbnail. It needs the id token, which an <img> cannot send, so it is
// fetched here and shown as a data URL. The URL carries the site's etag, so it caches forever.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { thumbnailKeys } from '../../../lib/query-keys.ts';

export const siteThumbnailQueryOptions = (url: string) =>
  queryOptions({
    queryKey: thumbnailKeys.svg(url),
    queryFn: async ({ signal }) => {
      const svg = await api.get<unknown>(url, { signal, headers: { Accept: 'image/svg+xml' } });
      if (typeof svg !== 'string' || !svg.includes('<svg')) throw new Error('Not an SVG.');
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    },
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
