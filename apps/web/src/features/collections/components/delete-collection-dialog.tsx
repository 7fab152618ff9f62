// Delete Collection: the sites themselves stay.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteCollection } from '../api/mutate-collections.ts';

export function DeleteCollectionDialog({
  companyId,
  collection,
  onClose,
  onDeleted,
}: {
  companyId: string;
  collection: { id: string; name: string };
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('collections');
  const del = useDeleteCollection(companyId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('menu.delete')}</DialogTitle>
      <DialogContent>
        {del.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(del.error)}
          </Alert>
        )}
        <DialogContentText>{t('delete.confirm', { name: collection.name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={del.isPending}
          onClick={() =>
            del.mutate(collection.id, {
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
