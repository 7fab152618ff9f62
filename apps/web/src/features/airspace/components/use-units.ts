// The signed-in user's unit preferences (profile), or the defaults for a signed-out visitor.
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { useCurrentUser } from '../../../lib/session.ts';

export function useUnits(): TUnitPreferences {
  return useCurrentUser()?.unit_preferences ?? DEFAULT_UNIT_PREFERENCES;
}
