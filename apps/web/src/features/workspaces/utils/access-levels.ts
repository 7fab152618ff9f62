// Site access levels a workspace gives its members by default (platform-core §3, §6).
import type { SiteAccessLevel } from '@sortie/domain';
import { i18n } from '../../../i18n/i18n.ts';

const option = (value: SiteAccessLevel, key: string) => ({
  value,
  get label() {
    return i18n.t(`workspaces:access.${key}.label`);
  },
  get hint() {
    return i18n.t(`workspaces:access.${key}.hint`);
  },
});

export const ACCESS_LEVEL_OPTIONS: { value: SiteAccessLevel; label: string; hint: string }[] = [
  option('none', 'none'),
  option('view', 'view'),
  option('edit', 'edit'),
  option('full_access', 'full'),
];
