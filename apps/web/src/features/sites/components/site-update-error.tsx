// The error under a site edit (rename, goal): a 412 means another user saved first, so the
// refetched site is already shown and the user only needs to try again.
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function SiteUpdateError({ error }: { error: Error | null }) {
  const { t } = useTranslation('sites');
  if (!error) return null;
  const stale = 'status' in error && error.status === 412;
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {stale ? t('details.staleEdit') : error.message}
    </Alert>
  );
}
