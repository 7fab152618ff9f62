// The landing page's sign-in dialogs, loaded only when one opens: their form fields (MUI TextField,
// which brings Select, Menu and Modal), the query cache and the API calls stay out of the landing
// page's first download (issue 18 §1, decision 418). The dialogs' mutations need a query client;
// the landing page renders outside the shell, which provides it elsewhere.
import { QueryClientProvider } from '@tanstack/react-query';
import {
  AuthDialogs,
  type AuthDialogState,
} from '../../../features/auth/components/auth-dialogs.tsx';
import { queryClient } from '../../../lib/query-client.ts';

export default function LandingAuthDialogs(props: {
  state: AuthDialogState;
  onChange: (next: AuthDialogState) => void;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogs {...props} />
    </QueryClientProvider>
  );
}
