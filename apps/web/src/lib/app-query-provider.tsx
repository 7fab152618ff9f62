// Provides the app's QueryClient to a lazily loaded part (the shell, the landing page's sign-in
// dialogs): TanStack Query is not at the top of the app, so the landing page does not download it
// (decision 418). A client given higher up (a test's fresh one) is kept, not shadowed.
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client.ts';

export function AppQueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  if (given) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
