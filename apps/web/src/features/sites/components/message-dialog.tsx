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
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="message-dialog-title">
      <DialogTitle id="message-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {actions}
        <Button onClick={onClose} variant={actions ? 'text' : 'contained'} autoFocus>
          {actions ? 'Close' : 'OK'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** feature-areas §6: status filtering and grouping need web_progress_sync. */
export function ProUpsellDialog({ onClose, feature }: { onClose: () => void; feature: string }) {
  return (
    <MessageDialog
      title="Upgrade to Pro"
      onClose={onClose}
      message={`${feature} needs real-time progress tracking, part of the Pro plan. Ask your workspace owner to upgrade to use it.`}
    />
  );
}
