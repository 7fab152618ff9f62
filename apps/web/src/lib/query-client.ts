// One QueryClient for the app. Cancelled and client errors are never retried; server errors
// twice at most. Window focus does not refetch: survey data changes slowly.
import { QueryClient } from '@tanstack/react-query';
import { AppError } from '@sortie/domain';

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof AppError && error.status < 500) return false;
  if (error instanceof Error && error.name === 'CancelledError') return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient: QueryClient = createQueryClient();
