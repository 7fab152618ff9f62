// The landing page's sign-in dialogs, loaded only when one opens: their form fields (MUI TextField,
// which brings Select, Menu and Modal), the query cache and the API calls stay out of the landing
// page's first download (issue 18 §1, decision 418). The dialogs need MUI's theme and a query
// client, which the shell provides elsewhere; the landing page renders outside it.
import {
  AuthDialogs,
  type AuthDialogState,
} from '../../../features/auth/components/auth-dialogs.tsx';
import { BrandThemeProvider } from '../../../lib/brand-theme-provider.tsx';
import { AppQueryProvider } from '../../../lib/app-query-provider.tsx';

export default function LandingAuthDialogs(props: {
  state: AuthDialogState;
  onChange: (next: AuthDialogState) => void;
}) {
  return (
    <BrandThemeProvider>
      <AppQueryProvider>
        <AuthDialogs {...props} />
      </AppQueryProvider>
    </BrandThemeProvider>
  );
}
