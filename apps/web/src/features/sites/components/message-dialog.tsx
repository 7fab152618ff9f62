// A titled message with one OK button: the site-file refusals of feature-areas §5
// ('Invalid KML Selected', 'Multiple Features Detected', ...) and the pro upsell.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function MessageDialog({
  title,
  message,
  onClose,
  actions,
}: {
  title: string;
  message: ReactNode;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('sites');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="message-dialog-title">
      <DialogTitle id="message-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose} variant={actions ? 'text' : 'contained'} autoFocus>
          {actions ? t('common:actions.close') : t('dialog.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** feature-areas §6: status filtering and grouping need web_progress_sync. */
export function ProUpsellDialog({ onClose, feature }: { onClose: () => void; feature: string }) {
  const { t } = useTranslation('sites');
  return (
    <MessageDialog
      title={t('upsell.title')}
      onClose={onClose}
      message={t('upsell.message', { feature })}
    />
  );
}
