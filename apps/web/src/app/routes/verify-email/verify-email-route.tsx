// VerifyEmailPage /verify-email?token=… (public: the mailed link opens it signed in or not).
import { VerifyEmailPage } from '../../../features/auth/components/verify-email-page.tsx';

export function Component() {
  return <VerifyEmailPage />;
}
