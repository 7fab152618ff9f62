// Dev-tools only: adds the sample sites to this workspace.
import { Button } from '@mui/material';
import { useBrand } from '../../../lib/brand.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useCreateSampleSites } from '../api/create-sample-sites.ts';
import { useTranslation } from 'react-i18next';

export function SampleSitesButton({ companyId }: { companyId: string }) {
  const { t } = useTranslation('sites');
  const brand = useBrand();
  const sample = useCreateSampleSites(companyId);
  if (!brand.flags.devTools) return null;
  return (
    <Button
      variant="outlined"
      disabled={sample.isPending}
      onClick={() =>
        sample.mutate(undefined, {
          onSuccess: (r) =>
            notify(r.created ? t('sample.added') : t('sample.exist'), { code: 201 }),
          onError: (e) => notifyError(e.message),
        })
      }
    >
      {t('sample.button')}
    </Button>
  );
}
