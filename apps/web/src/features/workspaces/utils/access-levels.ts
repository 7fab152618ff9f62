// Site access levels a workspace gives its members by default (platform-core §3, §6).
import type { SiteAccessLevel } from '@sortie/domain';

export const ACCESS_LEVEL_OPTIONS: { value: SiteAccessLevel; label: string; hint: string }[] = [
  { value: 'none', label: 'No access', hint: 'Members see only their own sites.' },
  { value: 'view', label: 'View', hint: 'View and export sites.' },
  { value: 'edit', label: 'Edit', hint: 'Edit, fly and share sites.' },
  { value: 'full_access', label: 'Full access', hint: 'Edit, fly, share and delete sites.' },
];
