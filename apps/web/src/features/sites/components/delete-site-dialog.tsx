// Delete Site confirmation (full_access only). Success toast 'Site Deleted Successfully'.
import type { TSite } from '@sortie/domain/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { notify } from '../../../lib/notify.ts';
import { useDeleteSite } from '../api/delete-site.ts';
import { useTranslation } from 'react-i18next';

export function DeleteSiteDialog({
  companyId,
  site,
  onClose,
  onDeleted,
}: {
  companyId: string;
  site: Pick<TSite, 'id' | 'name'>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('sites');
  const del = useDeleteSite(companyId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('details.delete')}</DialogTitle>
      <DialogContent>
        {del.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {del.error.message}
          </Alert>
        )}
        <DialogContentText>{t('delete.confirm', { name: site.name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={del.isPending}
          onClick={() =>
            del.mutate(site.id, {
              onSuccess: () => {
                notify(t('delete.done'), { code: 201 });
                onClose();
                onDeleted?.();
              },
            })
          }
        >
          {t('common:actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
