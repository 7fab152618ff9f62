// Member options of the Created By and Flown By filters (feature-areas §2): the signed-in user
// first, labelled '(You)'; members without a name are 'No Name Set'; removed members (with a
// leaving_date) can be hidden.
import type { TMember } from '@sortie/domain/contracts';

export interface MemberOption {
  id: string;
  name: string | null;
  label: string;
  removed: boolean;
}

export const NO_NAME = 'No Name Set';

export function memberOptions(
  members: readonly TMember[],
  currentUserId: string,
  options: { showRemoved: boolean },
): MemberOption[] {
  const list = members
    .filter((m) => options.showRemoved || !m.leaving_date)
    .map((m) => {
      const base = m.name.trim() || NO_NAME;
      const you = m.user_id === currentUserId;
      return {
        id: m.user_id,
        name: m.name.trim() || null,
        label: you ? `${base} (You)` : m.leaving_date ? `${base} (Removed)` : base,
        removed: Boolean(m.leaving_date),
      };
    });
  const me = list.filter((o) => o.id === currentUserId);
  return [...me, ...list.filter((o) => o.id !== currentUserId)];
}
