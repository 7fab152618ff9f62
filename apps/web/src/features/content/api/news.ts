// Industry news: the public list and item (no token), the view counter, and the staff CMS.
import type {
  TNewsItem,
  TNewsListResponse,
  TNewsPatchRequest,
  TNewsRequest,
} from '@sortie/domain/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/query-keys.ts';

export interface NewsQuery {
  page: number;
  limit: number;
  /** The CMS lists drafts too (staff only on the server). */
  withDrafts?: boolean;
}

export const newsPageOptions = (q: NewsQuery) =>
  queryOptions({
    queryKey: contentKeys.newsPage(q),
    queryFn: ({ signal }) =>
      api.get<TNewsListResponse>('/api/v4/news', {
        signal,
        auth: q.withDrafts === true,
        query: { page: q.page, limit: q.limit, exclude_draft: !q.withDrafts },
      }),
    placeholderData: keepPreviousData,
  });

export function useNewsPage(q: NewsQuery) {
  return useQuery(newsPageOptions(q));
}

export function useNewsItem(id: string | null) {
  return useQuery({
    queryKey: contentKeys.newsItem(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<TNewsItem>(`/api/v4/news/${encodeURIComponent(id ?? '')}`, { signal, auth: false }),
    enabled: id !== null,
    retry: false,
  });
}

/** Opening an item counts a view; nobody waits for it and a failure changes nothing. */
export function markNewsViewed(id: string): void {
  void api
    .patch(`/api/v4/news/views/${encodeURIComponent(id)}`, undefined, { auth: false })
    .catch(() => undefined);
}

export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string | null; body: TNewsRequest | TNewsPatchRequest }) =>
      v.id === null
        ? api.post<TNewsItem>('/api/v4/news/publish', v.body)
        : api.patch<TNewsItem>(`/api/v4/news/${encodeURIComponent(v.id)}`, v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.news() }),
  });
}

export function useDeleteNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/v4/news/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.news() }),
  });
}

/** Uploads a thumbnail (news or tip): the server re-encodes it and answers its URL. */
export async function uploadThumbnail(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await api.upload<{ url: string }>('/api/v4/content/thumbnail', form);
  return url;
}
