// A 403 user_not_part_of_company from any call (platform-core §4, §8): the organisation notice,
// the personal workspace becomes active, the stored user is refetched (its company list is
// stale) and the no-company-access dialog opens. Several failing calls at once notify once.
import type { TUser } from '@sortie/domain/contracts';
import { api } from '../../lib/api-client.ts';
import { authStorage } from '../../lib/auth-storage.ts';
import { reportCompanyAccessLost } from '../../lib/company-access.ts';
import { notifyNotPartOfCompany } from './not-part-of-company.ts';
import { personalPath } from './personal-path.ts';

const QUIET_MS = 3000;

export function createCompanyAccessLostHandler(
  navigate: (to: string) => unknown,
  now: () => number = Date.now,
  currentPath: () => string = () => window.location.pathname,
): () => void {
  let last = -Infinity;
  return () => {
    const user = authStorage.getSnapshot().user;
    if (!user || now() - last < QUIET_MS) return;
    last = now();
    notifyNotPartOfCompany(403, now());
    authStorage.setSelectedWorkspace(user.id, user.personal_space_id);
    reportCompanyAccessLost();
    Promise.resolve(navigate(personalPath(currentPath(), user.personal_space_id))).catch(
      () => undefined,
    );
    api
      .get<TUser>(`/api/v4/users/${encodeURIComponent(user.id)}`)
      .then((fresh) => {
        const stored = authStorage.getSnapshot().user;
        if (stored?.id === fresh.id) authStorage.setUser({ ...stored, ...fresh });
      })
      .catch(() => undefined);
  };
}
