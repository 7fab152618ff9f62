// The access levels a share may grant (platform-core §6), as the Share dialog names them.
import type { TSiteShare } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';

/** Words read when shown, so they follow the language in use. */
function level(value: TSiteShare['access_level'], shortKey: string, labelKey: string) {
  return {
    value,
    get short() {
      return i18n.t(`sites:${shortKey}`);
    },
    get label() {
      return i18n.t(`sites:${labelKey}`);
    },
  };
}

export const SHARE_LEVELS: readonly {
  value: TSiteShare['access_level'];
  short: string;
  label: string;
}[] = [
  level('view', 'access.view', 'share.levels.view'),
  level('edit', 'access.edit', 'share.levels.edit'),
  level('full_access', 'access.fullAccess', 'share.levels.fullAccess'),
];
