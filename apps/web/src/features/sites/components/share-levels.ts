// The access levels a share may grant (platform-core §6), as the Share dialog names them.
import type { TSiteShare } from '@sortie/domain/contracts';

export const SHARE_LEVELS: readonly {
  value: TSiteShare['access_level'];
  short: string;
  label: string;
}[] = [
  { value: 'view', short: 'View', label: 'View (view and export)' },
  { value: 'edit', short: 'Edit', label: 'Edit (edit, fly and share)' },
  { value: 'full_access', short: 'Full access', label: 'Full access (also delete)' },
];
