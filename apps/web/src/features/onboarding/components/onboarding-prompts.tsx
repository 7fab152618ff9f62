// The prompts a signed-in user may owe (platform-core §4 "User watch"): the privacy policy first,
// then the welcome wizard.
import type { TUser } from '@sortie/domain/contracts';
import { PrivacyPrompt } from './privacy-prompt.tsx';
import { WelcomeWizard } from './welcome-wizard.tsx';

export function OnboardingPrompts({ user }: { user: TUser }) {
  if (!user.accepted_privacy_policy) return <PrivacyPrompt user={user} />;
  return <WelcomeWizard user={user} />;
}
