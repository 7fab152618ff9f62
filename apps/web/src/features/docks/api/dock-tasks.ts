// Dock flight tasks (docs/decisions/301): the checks before sending, sending a mission, a dock's
// tasks, the workspace queue, and return home / cancel. Keys sit under ['docks', companyId], so
// the realtime `docks.changed` hint (action 'tasks' included) refetches them at once.
import type {
  TDockTask,
  TDockTaskPreview,
  TDockTaskQueueResponse,
  TSendToDockRequest,
} from '@sortie/domain/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dockKeys } from './docks.ts';

export const dockTaskKeys = {
  tasks: (companyId: string, dockId: string) => [...dockKeys.all(companyId), 'tasks', dockId],
  queue: (companyId: string, includeDone: boolean) => [
    ...dockKeys.all(companyId),
    'queue',
    includeDone,
  ],
  check: (companyId: string, dockId: string, body: TSendToDockRequest) => [
    ...dockKeys.all(companyId),
    'check',
    dockId,
    JSON.stringify(body),
  ],
};

const base = (companyId: string) => `/api/v4/company/${encodeURIComponent(companyId)}`;
/** While a task flies the list is refreshed this often, besides the realtime hint. */
const FLYING_POLL_MS = 5_000;
const flying = (tasks: readonly TDockTask[] | undefined) =>
  tasks?.some((t) => t.status === 'sent' || t.status === 'in_progress' || t.status === 'paused');

/** The checks and conflicts of sending now or at a time; refetched when the input changes. */
export function useDockTaskCheck(
  companyId: string,
  dockId: string | null,
  body: TSendToDockRequest | null,
) {
  return useQuery({
    queryKey: dockTaskKeys.check(companyId, dockId ?? '', body ?? { mission_id: '' }),
    queryFn: ({ signal }) =>
      api.post<TDockTaskPreview>(
        `${base(companyId)}/docks/${encodeURIComponent(dockId!)}/tasks/check`,
        body,
        { signal },
      ),
    enabled: !!dockId && !!body?.mission_id,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSendToDock(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dockId, body }: { dockId: string; body: TSendToDockRequest }) =>
      api.post<TDockTask>(`${base(companyId)}/docks/${encodeURIComponent(dockId)}/tasks`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dockKeys.all(companyId) }),
  });
}

export function useDockTasks(companyId: string, dockId: string) {
  return useQuery({
    queryKey: dockTaskKeys.tasks(companyId, dockId),
    queryFn: ({ signal }) =>
      api
        .get<{ tasks: TDockTask[] }>(
          `${base(companyId)}/docks/${encodeURIComponent(dockId)}/tasks`,
          { signal },
        )
        .then((r) => r.tasks),
    refetchInterval: (q) => (flying(q.state.data) ? FLYING_POLL_MS : false),
  });
}

export function useDockTaskQueue(companyId: string, includeDone: boolean) {
  return useQuery({
    queryKey: dockTaskKeys.queue(companyId, includeDone),
    queryFn: ({ signal }) =>
      api.get<TDockTaskQueueResponse>(`${base(companyId)}/dock-tasks`, {
        signal,
        query: { include_done: String(includeDone) },
      }),
    refetchInterval: (q) => (flying(q.state.data?.tasks) ? FLYING_POLL_MS : false),
  });
}

export function useDockTaskAction(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      taskId,
      action,
    }: {
      taskId: string;
      action: 'return_home' | 'cancel' | 'resume';
    }) =>
      api.post<TDockTask>(
        `${base(companyId)}/dock-tasks/${encodeURIComponent(taskId)}/${action}`,
        {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dockKeys.all(companyId) }),
  });
}
