// Fleet notices above the drones and the logbook: maintenance due, insurance and pilot licences
// about to expire (computed by the server on read, so they are never stale). Overdue first.
import { Alert, Stack } from '@mui/material';
import {
  FLEET_NOTICE_CODES,
  type TFleetNotice,
  type TFleetNoticeCode,
} from '@sortie/domain/contracts';
import { useFleetNotices } from '../api/records.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatShortDate } from '../../../i18n/locale.ts';

/**
 * The notice in the reader's language from its code and values; the server's English sentence
 * for a notice without a code (an older server) or with a code this web does not know yet.
 */
function noticeText(t: TFunction<'fleet'>, n: TFleetNotice): string {
  if (!n.code || !(FLEET_NOTICE_CODES as readonly string[]).includes(n.code)) return n.message;
  const params = { ...n.params };
  // Hindi readers get the date written out (12 मार्च 2026); English keeps the server's own words.
  if (currentLanguage() === 'hi' && typeof params.date === 'string') {
    params.date = formatShortDate(`${params.date}T00:00:00`);
  }
  return t(`noticeText.${n.code as TFleetNoticeCode}`, params);
}

export function NoticesPanel(props: { companyId: string; kinds: TFleetNotice['kind'][] }) {
  const { t } = useTranslation('fleet');
  const notices = useFleetNotices(props.companyId);
  const shown = (notices.data ?? []).filter((n) => props.kinds.includes(n.kind));
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="fleet-notices" aria-label={t('notices')}>
      {shown.map((n) => (
        <Alert
          key={`${n.kind}-${n.subject_id}-${n.due}`}
          severity={n.overdue ? 'error' : 'warning'}
        >
          {noticeText(t, n)}
        </Alert>
      ))}
    </Stack>
  );
}
